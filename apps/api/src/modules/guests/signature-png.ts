import sharp from 'sharp';

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A pad is 200 CSS pixels high; at a device pixel ratio of 3 on a wide screen this is plenty. */
export const SIGNATURE_MAX_SIDE = 4096;
export const SIGNATURE_MAX_PIXELS = 4_000_000;
/** How far (0-255, on any channel, composited over white) a pixel must be from the background to be ink. */
const INK_TOLERANCE = 48;
/** Colour types a canvas or an optimizer writes: grey, RGB, palette, grey + alpha, RGBA (PNG 1.2, 11.2.2). */
const COLOUR_TYPES = new Set([0, 2, 3, 4, 6]);

/** Why an image is not a signature we keep; the message is safe to answer. */
export class SignatureImageError extends Error {}

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
  if (width > SIGNATURE_MAX_SIDE || height > SIGNATURE_MAX_SIDE || width * height > SIGNATURE_MAX_PIXELS) {
    fail('The PNG is too large.');
  }
  if (bitDepth !== 8 || !COLOUR_TYPES.has(colorType ?? -1) || compression !== 0 || filter !== 0) {
    fail('Only 8-bit PNGs, as a canvas gives them, are accepted.');
  }
  if (interlace !== 0) fail('Interlaced PNGs are not accepted.');
}

/** The pixels as RGB over white, decoded by sharp (libvips, off the event loop); any flaw refuses the PNG. */
async function decodeOverWhite(bytes: Uint8Array) {
  try {
    return await sharp(bytes, { failOn: 'warning', limitInputPixels: SIGNATURE_MAX_PIXELS })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return fail('The PNG is corrupt.');
  }
}

/**
 * Reads a signature PNG (non-interlaced, 8 bits a channel: what canvas.toDataURL() gives) and counts its
 * ink: pixels that differ from the top-left pixel (the pad's background) once composited over white. It
 * stops counting at `enough`. Rejects with SignatureImageError anything that is not such a PNG: sharp
 * refuses a wrong checksum, a truncated file, unknown critical chunks and data that does not match the
 * header, and decodes no more pixels than SIGNATURE_MAX_PIXELS.
 */
export async function countInkPixels(
  bytes: Uint8Array,
  enough: number,
): Promise<{ width: number; height: number; ink: number }> {
  if (!hasPngSignature(bytes)) fail('The image is not a PNG.');
  checkHeader(bytes);
  const { data, info } = await decodeOverWhite(bytes);
  const { width, height, channels } = info;
  const [red = 0, green = 0, blue = 0] = data.subarray(0, 3);
  let ink = 0;
  for (let offset = 0; offset < width * height * channels && ink < enough; offset += channels) {
    const distance = Math.max(
      Math.abs((data[offset] ?? 0) - red),
      Math.abs((data[offset + 1] ?? 0) - green),
      Math.abs((data[offset + 2] ?? 0) - blue),
    );
    if (distance > INK_TOLERANCE) ink += 1;
  }
  return { width, height, ink };
}
