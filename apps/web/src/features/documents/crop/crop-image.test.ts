import { describe, expect, it, vi } from 'vitest';
import { clampArea, cropImage } from './crop-image.ts';

describe('cropImage', () => {
  it('draws the kept area of the frame onto a canvas of its size, as a PNG', async () => {
    const drawImage = vi.fn();
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage }),
      toBlob: vi.fn((done: BlobCallback, type?: string) => done(new Blob(['png'], { type }))),
    };
    const close = vi.fn();
    const bitmap = { width: 1280, height: 720, close };
    const result = await cropImage(
      new Blob(['frame']),
      { x: 100.4, y: 50.6, width: 800, height: 504.2 },
      {
        createCanvas: () => canvas as unknown as HTMLCanvasElement,
        decode: async () => bitmap as unknown as ImageBitmap,
      },
    );
    expect([canvas.width, canvas.height]).toEqual([800, 504]);
    expect(drawImage).toHaveBeenCalledWith(bitmap, 100, 51, 800, 504, 0, 0, 800, 504);
    expect(result.type).toBe('image/png');
    expect(close).toHaveBeenCalled();
  });

  it.each([
    { area: { x: -5, y: -5, width: 2000, height: 900 }, to: { x: 0, y: 0, width: 1280, height: 720 } },
    { area: { x: 1200, y: 700, width: 200, height: 200 }, to: { x: 1200, y: 700, width: 80, height: 20 } },
  ])('keeps $area inside a 1280x720 frame', ({ area, to }) => {
    expect(clampArea(area, { width: 1280, height: 720 })).toEqual(to);
  });
});
