import { describe, expect, it } from 'vitest';
import { fitWithin } from './shrink-size.ts';

describe('fitWithin', () => {
  it.each([
    { name: 'a 24 MP landscape photo', size: [6000, 4000], to: [1280, 853] },
    { name: 'a portrait photo', size: [3024, 4032], to: [960, 1280] },
    { name: 'a square', size: [2000, 2000], to: [1280, 1280] },
    { name: 'a camera frame at exactly 1280', size: [1280, 720], to: [1280, 720] },
    { name: 'a small image (never enlarged)', size: [640, 480], to: [640, 480] },
    { name: 'a thin strip (never 0 pixels)', size: [10000, 3], to: [1280, 1] },
    { name: 'a 1920x1080 frame', size: [1920, 1080], to: [1280, 720] },
  ])('$name', ({ size, to }) => {
    const [width = 0, height = 0] = size;
    expect(fitWithin({ width, height }, 1280)).toEqual({ width: to[0], height: to[1] });
  });

  it('refuses an empty image', () => {
    expect(() => fitWithin({ width: 0, height: 10 }, 1280)).toThrow(RangeError);
  });
});
