import { setImmediate as nextTurn } from 'node:timers/promises';
import sharp from 'sharp';
import { SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH } from '@hospedar/contracts/guests/save-signature';

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_PIXELS = SIGNATURE_MAX_WIDTH * SIGNATURE_MAX_HEIGHT;
/** Pixels counted in one turn of the event loop (well under a millisecond); the largest pad takes 50. */
export const PIXELS_PER_TURN = 32_768;
/** How far (0-255, on any channel, composited over white) a pixel must be from the background to be ink. */
const INK_TOLERANCE = 48;
/** Colour types a canvas or an optimizer writes: grey, RGB, palette, grey + alpha, RGBA (PNG 1.2, 11.2.2). */
const COLOUR_TYPES = new Set([0, 2, 3, 4, 6]);

/** Why an image is not a signature we keep; the message is safe to answer. */
export class SignatureImageError extends Error {}

/** The PNG is larger than the pad can draw (SIGNATURE_MAX_WIDTH x SIGNATURE_MAX_HEIGHT). */
export class SignatureTooLargeError extends SignatureImageError {}

const fail = (message: string): never => {
  throw new SignatureImageError(message);
};

export function hasPngSignature(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/**
 * What a canvas gives, read from the header (the first chunk, IHDR) before anything is decoded: a size
 * within the limits, 8 bits a channel, not interlaced.
 */
function checkHeader(bytes: Uint8Array): void {
  if (bytes.length < 33) fail('The PNG is truncated.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  if (view.getUint32(8) !== 13 || type !== 'IHDR') fail('The PNG header is malformed.');
  const [width, height] = [view.getUint32(16), view.getUint32(20)];
  const [bitDepth, colorType, compression, filter, interlace] = bytes.subarray(24, 29);
  if (width === 0 || height === 0) fail('The PNG has no pixels.');
  if (width > SIGNATURE_MAX_WIDTH || height > SIGNATURE_MAX_HEIGHT) {
    throw new SignatureTooLargeError(
      `The PNG is larger than ${SIGNATURE_MAX_WIDTH} x ${SIGNATURE_MAX_HEIGHT} pixels.`,
    );
  }
  if (bitDepth !== 8 || !COLOUR_TYPES.has(colorType ?? -1) || compression !== 0 || filter !== 0) {
    fail('Only 8-bit PNGs, as a canvas gives them, are accepted.');
  }
  if (interlace !== 0) fail('Interlaced PNGs are not accepted.');
}

/** The pixels as RGB over white, decoded by sharp (libvips, off the event loop); any flaw refuses the PNG. */
async function decodeOverWhite(bytes: Uint8Array) {
  try {
    return await sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_PIXELS })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return fail('The PNG is corrupt.');
  }
}

/** Decoded pixels as sharp gives them: rows of `channels` bytes a pixel, RGB first. */
export type RawPixels = { data: Uint8Array; width: number; height: number; channels: number };

/**
 * Counts ink, stopping at `enough`: pixels whose red, green or blue is more than INK_TOLERANCE from the
 * top-left pixel's (the pad's background). PIXELS_PER_TURN pixels a turn of the event loop, so other
 * requests are answered while a large pad is counted.
 */
export async function countInk(
  { data, width, height, channels }: RawPixels,
  enough: number,
): Promise<number> {
  // More than INK_TOLERANCE from the background on a channel: below its low or above its high bound.
  const [low, high] = [-INK_TOLERANCE, INK_TOLERANCE].map((offset) =>
    Array.from(data.subarray(0, 3), (value) => value + offset),
  );
  const [redLow = 0, greenLow = 0, blueLow = 0] = low ?? [];
  const [redHigh = 0, greenHigh = 0, blueHigh = 0] = high ?? [];
  const pixels = width * height;
  let ink = 0;
  for (let first = 0; first < pixels && ink < enough; first += PIXELS_PER_TURN) {
    if (first > 0) await nextTurn();
    const end = Math.min(pixels, first + PIXELS_PER_TURN) * channels;
    for (let offset = first * channels; offset < end && ink < enough; offset += channels) {
      const red = data[offset] ?? 0;
      const green = data[offset + 1] ?? 0;
      const blue = data[offset + 2] ?? 0;
      if (
        red < redLow ||
        red > redHigh ||
        green < greenLow ||
        green > greenHigh ||
        blue < blueLow ||
        blue > blueHigh
      ) {
        ink += 1;
      }
    }
  }
  return ink;
}

/**
 * Reads a signature PNG (non-interlaced, 8 bits a channel: what canvas.toDataURL() gives) and counts its
 * ink (countInk) once composited over white. Rejects with SignatureImageError anything that is not such
 * a PNG, and with SignatureTooLargeError one larger than the pad, read from its header before any
 * decoding. sharp decodes on libuv's threads and refuses a wrong checksum, a truncated file and data
 * that does not match the header.
 */
export async function countInkPixels(
  bytes: Uint8Array,
  enough: number,
): Promise<{ width: number; height: number; ink: number }> {
  if (!hasPngSignature(bytes)) fail('The image is not a PNG.');
  checkHeader(bytes);
  const { data, info } = await decodeOverWhite(bytes);
  const { width, height } = info;
  return { width, height, ink: await countInk({ data, ...info }, enough) };
}
