import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { SIGNATURE_MAX_BYTES, SIGNATURE_MIN_INK_PIXELS } from '@hospedar/contracts/guests/save-signature';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

type ImageOptions = {
  width: number;
  height: number;
  /** 0 gray, 2 RGB, 3 palette, 4 gray and alpha, 6 RGBA. */
  colorType?: 0 | 2 | 3 | 4 | 6;
  /** The bytes of pixel (x, y), as many as the colour type has channels. */
  pixel: (x: number, y: number) => number[];
  palette?: number[];
  interlace?: 0 | 1;
  bitDepth?: number;
  /** Extra chunks before IEND (an ancillary one pads the file). */
  extraChunks?: Buffer[];
  /** Raw bytes deflated as the image data in place of the pixels' rows. */
  rawData?: Buffer;
};

/** A PNG written the way a canvas does it: one IDAT, filter 0 (none) on every row. */
export function encodePng(options: ImageOptions): Buffer {
  const { width, height, colorType = 6, interlace = 0 } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([options.bitDepth ?? 8, colorType, 0, 0, interlace], 8);
  const rows: number[] = [];
  if (!options.rawData) {
    for (let y = 0; y < height; y += 1) {
      rows.push(0);
      for (let x = 0; x < width; x += 1) rows.push(...options.pixel(x, y));
    }
  }
  return Buffer.concat([
    SIGNATURE,
    pngChunk('IHDR', header),
    ...(options.palette ? [pngChunk('PLTE', Uint8Array.from(options.palette))] : []),
    pngChunk('IDAT', deflateSync(options.rawData ?? Buffer.from(rows))),
    ...(options.extraChunks ?? []),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

const INK = [20, 20, 60, 255];
const PAPER = [0, 0, 0, 0];

/** A 300x100 transparent pad with a 3-pixel-thick stroke from x=20 to x=219 (600 ink pixels). */
export const signedPng = (stroke: number[] = INK) =>
  encodePng({
    width: 300,
    height: 100,
    pixel: (x, y) => (x >= 20 && x < 220 && y >= 49 && y <= 51 ? stroke : PAPER),
  });

/** The pad untouched: every pixel transparent. */
export const blankPng = () => encodePng({ width: 300, height: 100, pixel: () => PAPER });

/** The pad after one tap: a 3x3 dot. */
export const tapPng = () =>
  encodePng({
    width: 300,
    height: 100,
    pixel: (x, y) => (x >= 50 && x < 53 && y >= 50 && y < 53 ? INK : PAPER),
  });

export const dataUrl = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

/** Bytes a noisy pixel costs in a PNG, about: 3 channels of about 5.6 random bits. */
const NOISY_PIXEL_BYTES = 2.2;

/**
 * The costliest signature the API accepts: `width` x `height` pixels, as close to SIGNATURE_MAX_BYTES as
 * random paper noise (every channel within the ink tolerance of white) makes it, and its ink only in the
 * last pixels, so that counting reads every pixel.
 */
export async function maximalSignaturePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3, 255);
  const noisyPixels = Math.min(width * height, Math.floor((SIGNATURE_MAX_BYTES * 0.9) / NOISY_PIXEL_BYTES));
  const noise = randomBytes(noisyPixels * 3);
  noise.forEach((value, index) => {
    pixels[index] = 255 - (value % 40);
  });
  pixels.fill(0, pixels.length - SIGNATURE_MIN_INK_PIXELS * 3);
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  if (png.length > SIGNATURE_MAX_BYTES) throw new Error(`The maximal signature is ${png.length} bytes.`);
  return png;
}
