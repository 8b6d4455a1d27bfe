import { crc32, inflateSync } from 'node:zlib';

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A pad is 200 CSS pixels high; at a device pixel ratio of 3 on a wide screen this is plenty. */
export const SIGNATURE_MAX_SIDE = 4096;
export const SIGNATURE_MAX_PIXELS = 4_000_000;
/** How far (0-255, on any channel, composited over white) a pixel must be from the background to be ink. */
const INK_TOLERANCE = 48;

/** Channels per pixel of each supported colour type (PNG 1.2, table 11.1), all at 8 bits. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Why an image is not a signature we keep; the message is safe to answer. */
export class SignatureImageError extends Error {}

type Header = { width: number; height: number; colorType: number };
type Chunks = { header: Header; palette: Uint8Array | null; transparency: Uint8Array | null; data: Buffer };

const fail = (message: string): never => {
  throw new SignatureImageError(message);
};

export function hasPngSignature(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

function readHeader(data: Uint8Array): Header {
  if (data.length !== 13) fail('The PNG header is malformed.');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const [width, height] = [view.getUint32(0), view.getUint32(4)];
  const [bitDepth, colorType, compression, filter, interlace] = data.subarray(8, 13);
  if (width === 0 || height === 0) fail('The PNG has no pixels.');
  if (width > SIGNATURE_MAX_SIDE || height > SIGNATURE_MAX_SIDE || width * height > SIGNATURE_MAX_PIXELS) {
    fail('The PNG is too large.');
  }
  if (bitDepth !== 8 || CHANNELS[colorType ?? -1] === undefined || compression !== 0 || filter !== 0) {
    fail('Only 8-bit PNGs, as a canvas gives them, are accepted.');
  }
  if (interlace !== 0) fail('Interlaced PNGs are not accepted.');
  return { width, height, colorType: colorType ?? 0 };
}

/** Walks the chunks, checking each checksum; keeps the header, palette, transparency and image data. */
function readChunks(bytes: Uint8Array): Chunks {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = PNG_SIGNATURE.length;
  let header: Header | null = null;
  let palette: Uint8Array | null = null;
  let transparency: Uint8Array | null = null;
  const data: Uint8Array[] = [];
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) fail('The PNG is truncated.');
    const typeAndData = bytes.subarray(offset + 4, offset + 8 + length);
    if (crc32(typeAndData) !== view.getUint32(offset + 8 + length)) fail('The PNG is corrupt.');
    const type = String.fromCharCode(...typeAndData.subarray(0, 4));
    const chunk = typeAndData.subarray(4);
    offset = end;
    if (type === 'IHDR') {
      header = header ? fail('The PNG has two headers.') : readHeader(chunk);
    } else if (!header) {
      fail('The PNG header is missing.');
    } else if (type === 'IEND') {
      return { header, palette, transparency, data: Buffer.concat(data) };
    } else if (type === 'PLTE') {
      palette = chunk;
    } else if (type === 'tRNS') {
      transparency = chunk;
    } else if (type === 'IDAT') {
      data.push(chunk);
    } else if (/^[A-Z]/.test(type)) {
      // An unknown critical chunk (upper-case first letter) changes how the image reads: refuse it.
      fail('The PNG uses features that are not accepted.');
    }
  }
  return fail('The PNG is truncated.');
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [
    Math.abs(estimate - left),
    Math.abs(estimate - up),
    Math.abs(estimate - upLeft),
  ];
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** Undoes the per-row filters (PNG 1.2 section 9) in place; answers the rows without their filter bytes. */
function unfilter(raw: Uint8Array, { width, height, colorType }: Header): Uint8Array {
  const bytesPerPixel = CHANNELS[colorType] ?? 1;
  const stride = width * bytesPerPixel;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const at = y * stride;
    for (let x = 0; x < stride; x += 1) {
      const left = x >= bytesPerPixel ? (out[at + x - bytesPerPixel] ?? 0) : 0;
      const up = y > 0 ? (out[at + x - stride] ?? 0) : 0;
      const upLeft = y > 0 && x >= bytesPerPixel ? (out[at + x - stride - bytesPerPixel] ?? 0) : 0;
      const value = row[x] ?? 0;
      let predicted: number;
      if (filter === 0) predicted = 0;
      else if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) predicted = paeth(left, up, upLeft);
      else return fail('The PNG is corrupt.');
      out[at + x] = (value + predicted) & 0xff;
    }
  }
  return out;
}

/** The pixel at `index` as red, green and blue composited over white (what a signature looks like on paper). */
function pixelReader(pixels: Uint8Array, chunks: Chunks): (index: number) => [number, number, number] {
  const over = (value: number, alpha: number) => Math.round((value * alpha + 255 * (255 - alpha)) / 255);
  const byte = (at: number) => pixels[at] ?? 0;
  switch (chunks.header.colorType) {
    case 0:
      return (i) => [byte(i), byte(i), byte(i)];
    case 2:
      return (i) => [byte(i * 3), byte(i * 3 + 1), byte(i * 3 + 2)];
    case 3: {
      const palette = chunks.palette ?? fail('The PNG palette is missing.');
      return (i) => {
        const entry = byte(i);
        if (entry * 3 + 2 >= palette.length) fail('The PNG is corrupt.');
        const alpha = chunks.transparency?.[entry] ?? 255;
        return [
          over(palette[entry * 3] ?? 0, alpha),
          over(palette[entry * 3 + 1] ?? 0, alpha),
          over(palette[entry * 3 + 2] ?? 0, alpha),
        ];
      };
    }
    case 4:
      return (i) => {
        const gray = over(byte(i * 2), byte(i * 2 + 1));
        return [gray, gray, gray];
      };
    default:
      return (i) => {
        const alpha = byte(i * 4 + 3);
        return [over(byte(i * 4), alpha), over(byte(i * 4 + 1), alpha), over(byte(i * 4 + 2), alpha)];
      };
  }
}

/**
 * Reads a signature PNG (non-interlaced, 8 bits a channel: what canvas.toDataURL() gives) and counts its
 * ink: pixels that differ from the top-left pixel (the pad's background) once composited over white. It
 * stops counting at `enough`. Throws SignatureImageError for anything that is not such a PNG. Inflating is
 * capped at the size the header announces, so a small file cannot expand into a huge one.
 */
export function countInkPixels(
  bytes: Uint8Array,
  enough: number,
): { width: number; height: number; ink: number } {
  if (!hasPngSignature(bytes)) fail('The image is not a PNG.');
  const chunks = readChunks(bytes);
  const { width, height, colorType } = chunks.header;
  const expected = height * (width * (CHANNELS[colorType] ?? 1) + 1);
  let raw: Uint8Array;
  try {
    raw = inflateSync(chunks.data, { maxOutputLength: expected });
  } catch {
    return fail('The PNG image data is corrupt.');
  }
  if (raw.length !== expected) fail('The PNG image data is corrupt.');
  const read = pixelReader(unfilter(raw, chunks.header), chunks);
  const [red, green, blue] = read(0);
  let ink = 0;
  for (let index = 0; index < width * height && ink < enough; index += 1) {
    const [r, g, b] = read(index);
    const distance = Math.max(Math.abs(r - red), Math.abs(g - green), Math.abs(b - blue));
    if (distance > INK_TOLERANCE) ink += 1;
  }
  return { width, height, ink };
}
