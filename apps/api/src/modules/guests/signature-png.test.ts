import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
  SIGNATURE_MIN_INK_PIXELS,
} from '@hospedar/contracts/guests/save-signature';
import {
  countInk,
  countInkPixels,
  hasPngSignature,
  PIXELS_PER_TURN,
  SignatureImageError,
  SignatureTooLargeError,
} from './signature-png.ts';
import {
  blankPng,
  encodePng,
  maximalSignaturePng,
  pngChunk,
  signedPng,
  tapPng,
} from './signature-test-images.ts';

const count = (png: Uint8Array) => countInkPixels(png, Number.POSITIVE_INFINITY);

describe('countInkPixels', () => {
  it('counts the stroke of a signature on a transparent pad', async () => {
    expect(await count(signedPng())).toEqual({ width: 300, height: 100, ink: 600 });
  });

  it('stops counting once there is enough ink', async () => {
    expect((await countInkPixels(signedPng(), SIGNATURE_MIN_INK_PIXELS)).ink).toBe(SIGNATURE_MIN_INK_PIXELS);
  });

  it('finds no ink on a blank pad, and too little after a tap', async () => {
    expect((await count(blankPng())).ink).toBe(0);
    expect((await count(tapPng())).ink).toBe(9);
    expect((await count(tapPng())).ink).toBeLessThan(SIGNATURE_MIN_INK_PIXELS);
  });

  it('sees no ink in invisible or near-background strokes', async () => {
    expect((await count(signedPng([20, 20, 60, 0]))).ink, 'fully transparent ink').toBe(0);
    expect((await count(signedPng([255, 255, 255, 255]))).ink, 'white ink on a transparent pad').toBe(0);
    const faint = encodePng({
      width: 100,
      height: 100,
      colorType: 2,
      pixel: (x) => (x % 2 === 0 ? [255, 255, 255] : [250, 250, 250]),
    });
    expect((await count(faint)).ink, 'noise a few levels from white').toBe(0);
  });

  it('reads every colour type a canvas or an optimizer writes at 8 bits', async () => {
    const stroke = (x: number, y: number) => x >= 10 && x < 90 && y >= 10 && y < 12;
    const images = [
      encodePng({ width: 100, height: 40, colorType: 0, pixel: (x, y) => [stroke(x, y) ? 0 : 255] }),
      encodePng({
        width: 100,
        height: 40,
        colorType: 2,
        pixel: (x, y) => (stroke(x, y) ? [0, 0, 128] : [255, 255, 255]),
      }),
      encodePng({
        width: 100,
        height: 40,
        colorType: 3,
        palette: [255, 255, 255, 0, 0, 0],
        pixel: (x, y) => [stroke(x, y) ? 1 : 0],
      }),
      encodePng({ width: 100, height: 40, colorType: 4, pixel: (x, y) => [0, stroke(x, y) ? 255 : 0] }),
    ];
    for (const png of images) expect((await count(png)).ink).toBe(160);
  });

  it('undoes the sub, up, average and Paeth row filters', async () => {
    const width = 8;
    const pixels = (y: number) => Array.from({ length: width * 4 }, (_, i) => (y * 37 + i * 11) % 256);
    const filtered: number[] = [];
    const rows = [0, 1, 2, 3].map(pixels);
    rows.forEach((row, y) => {
      const up = rows[y - 1] ?? new Array<number>(row.length).fill(0);
      const filter = [1, 2, 3, 4][y] ?? 0;
      filtered.push(filter);
      row.forEach((value, x) => {
        const left = x >= 4 ? (row[x - 4] ?? 0) : 0;
        const upLeft = x >= 4 ? (up[x - 4] ?? 0) : 0;
        const estimate = left + (up[x] ?? 0) - upLeft;
        const paeth = [left, up[x] ?? 0, upLeft].reduce((best, candidate) =>
          Math.abs(estimate - candidate) < Math.abs(estimate - best) ? candidate : best,
        );
        const predicted = [left, up[x] ?? 0, (left + (up[x] ?? 0)) >> 1, paeth][filter - 1] ?? 0;
        filtered.push((value - predicted + 256) & 0xff);
      });
    });
    const viaFilters = encodePng({ width, height: 4, pixel: () => [], rawData: Buffer.from(filtered) });
    const plain = encodePng({ width, height: 4, pixel: (x, y) => pixels(y).slice(x * 4, x * 4 + 4) });
    expect(await count(viaFilters)).toEqual(await count(plain));
  });

  it.each([
    ['bytes that are not a PNG', Buffer.from('GIF89a not a png at all')],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1])],
    ['a PNG signature alone', signedPng().subarray(0, 8)],
    ['a truncated PNG', signedPng().subarray(0, 60)],
    ['a PNG with a wrong checksum', Buffer.from(signedPng()).fill(0x41, 45, 46)],
    ['an interlaced PNG', encodePng({ width: 10, height: 10, interlace: 1, pixel: () => [0, 0, 0, 255] })],
    [
      'a PNG whose data is shorter than its header says',
      encodePng({ width: 10, height: 10, pixel: () => [], rawData: Buffer.alloc(20) }),
    ],
    [
      'a PNG wider than allowed',
      encodePng({ width: 5000, height: 1, colorType: 0, pixel: () => [], rawData: Buffer.alloc(5001) }),
    ],
    [
      'a palette PNG without its palette',
      encodePng({ width: 10, height: 10, colorType: 3, pixel: () => [0] }),
    ],
  ])('refuses %s', async (_case, bytes) => {
    await expect(count(bytes)).rejects.toThrow(SignatureImageError);
  });

  it('reads no more than the pixels its header announces, whatever the data inflates to', async () => {
    const bomb = encodePng({ width: 10, height: 10, pixel: () => [], rawData: Buffer.alloc(10_000_000) });
    expect(await count(bomb)).toEqual({ width: 10, height: 10, ink: 0 });
  });

  it('refuses 16-bit and 1-bit PNGs', async () => {
    for (const bitDepth of [16, 1]) {
      const png = encodePng({ width: 1, height: 1, colorType: 0, bitDepth, pixel: () => [0, 0] });
      await expect(count(png)).rejects.toThrow('Only 8-bit PNGs');
    }
  });

  it('skips ancillary chunks', async () => {
    const text = pngChunk('tEXt', Buffer.from('Software\u0000signature_pad'));
    expect(
      (await count(encodePng({ width: 300, height: 100, pixel: () => [0, 0, 0, 255], extraChunks: [text] })))
        .ink,
    ).toBe(0);
  });

  it('reads the largest pad there is, counting every pixel', async () => {
    const png = await maximalSignaturePng(SIGNATURE_MAX_WIDTH, SIGNATURE_MAX_HEIGHT);
    expect(await count(png)).toEqual({
      width: SIGNATURE_MAX_WIDTH,
      height: SIGNATURE_MAX_HEIGHT,
      ink: SIGNATURE_MIN_INK_PIXELS,
    });
  });

  it.each([
    ['wider', SIGNATURE_MAX_WIDTH + 1, 1],
    ['taller', 1, SIGNATURE_MAX_HEIGHT + 1],
  ])('refuses a PNG %s than the pad from its header, before decoding it', async (_case, width, height) => {
    // The data is far too short for the header: only the header can have refused it.
    const png = encodePng({ width, height, colorType: 0, pixel: () => [], rawData: Buffer.alloc(4) });
    await expect(count(png)).rejects.toThrow(SignatureTooLargeError);
  });

  it('counts in turns of the event loop, so other callbacks run while a large pad is counted', async () => {
    const [width, height] = [1024, 256];
    expect(width * height, 'several turns of pixels').toBeGreaterThan(PIXELS_PER_TURN * 3);
    const pixels = { data: new Uint8Array(width * height * 3).fill(255), width, height, channels: 3 };
    let isCounted = false;
    const counting = countInk(pixels, Number.POSITIVE_INFINITY).then((ink) => {
      isCounted = true;
      return ink;
    });
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(isCounted, 'still counting after one turn').toBe(false);
    expect(await counting).toBe(0);
  });

  it('knows the PNG signature', async () => {
    expect(hasPngSignature(signedPng())).toBe(true);
    expect(hasPngSignature(Buffer.from('not a png'))).toBe(false);
    expect(hasPngSignature(new Uint8Array())).toBe(false);
  });

  it('refuses random bytes after a PNG signature without crashing', async () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const noise = Buffer.alloc(200, 0).map((_, i) => (i * 7919 * seed) % 256);
      const bytes = Buffer.concat([signedPng().subarray(0, 8), noise]);
      await expect(count(bytes)).rejects.toThrow(SignatureImageError);
    }
    const headerThenGarbage = Buffer.concat([signedPng().subarray(0, 33), deflateSync(Buffer.alloc(5))]);
    await expect(count(headerThenGarbage)).rejects.toThrow(SignatureImageError);
  });
});
