import { describe, expect, it } from 'vitest';
import { faceCameraConstraints } from './face-camera.ts';
import { checkFacePixels } from './face-quality.ts';

/** RGBA pixels of a `size` square from a luma function of x and y (0 to 255). */
function pixels(size: number, luma: (x: number, y: number) => number): Uint8ClampedArray {
  const data = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const at = (y * size + x) * 4;
      data.fill(luma(x, y), at, at + 3);
      data[at + 3] = 255;
    }
  }
  return data;
}

const checker = (x: number, y: number, low: number, high: number) => ((x + y) % 2 === 0 ? low : high);

describe('checkFacePixels', () => {
  it('passes a lit, detailed picture', () => {
    expect(
      checkFacePixels(
        pixels(32, (x, y) => checker(x, y, 90, 170)),
        32,
        32,
      ),
    ).toEqual([]);
  });

  it('finds a dark and a too bright picture', () => {
    expect(
      checkFacePixels(
        pixels(32, (x, y) => checker(x, y, 5, 60)),
        32,
        32,
      ),
    ).toEqual(['tooDark']);
    expect(
      checkFacePixels(
        pixels(32, (x, y) => checker(x, y, 235, 255)),
        32,
        32,
      ),
    ).toEqual(['tooBright']);
  });

  it('finds a blurred (flat) picture', () => {
    expect(
      checkFacePixels(
        pixels(32, () => 128),
        32,
        32,
      ),
    ).toEqual(['blurry']);
    expect(
      checkFacePixels(
        pixels(32, (x) => 100 + x),
        32,
        32,
      ),
    ).toEqual(['blurry']);
  });
});

describe('faceCameraConstraints', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0';

  it('asks a phone for its front camera', () => {
    expect(faceCameraConstraints(iphone, 'marazul.hospedar.app').video).toMatchObject({
      facingMode: { ideal: 'user' },
    });
  });

  it('leaves the default camera to a desktop and to localhost', () => {
    expect(faceCameraConstraints(desktop, 'marazul.hospedar.app').video).not.toHaveProperty('facingMode');
    expect(faceCameraConstraints(iphone, 'localhost').video).not.toHaveProperty('facingMode');
  });
});
