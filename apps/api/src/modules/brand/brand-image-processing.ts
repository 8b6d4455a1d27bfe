import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { BRAND_IMAGE_MAX_SIDE, type TBrandImageKind } from '@hospedar/contracts/console/brand-images';
import { HttpError } from '../../http-error.ts';

/** Formats accepted, as sharp names them from the file's bytes (never its name or declared type). */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * Each kind's box and format: logos as PNG (transparency kept; e-mails and PDFs show PNG, not WebP)
 * sized for the header at twice its density, the background as WebP wide enough for a large screen.
 */
const OUTPUT: Record<TBrandImageKind, { width: number; height: number; format: 'png' | 'webp' }> = {
  'logo-internal': { width: 800, height: 320, format: 'png' },
  'logo-external': { width: 800, height: 320, format: 'png' },
  background: { width: 2400, height: 1600, format: 'webp' },
};

export const brandImageNotAccepted = () =>
  new HttpError(400, 'BRAND_IMAGE_NOT_ACCEPTED', 'The file is not a PNG, JPEG or WebP image.');
export const brandImageTooLarge = (maxBytes: number) =>
  new HttpError(400, 'BRAND_IMAGE_TOO_LARGE', `The file is larger than ${maxBytes} bytes.`, { maxBytes });
export const brandImageTooManyPixels = () =>
  new HttpError(
    400,
    'BRAND_IMAGE_TOO_MANY_PIXELS',
    `The image is wider or taller than ${BRAND_IMAGE_MAX_SIDE} pixels.`,
  );
export const brandImageMissing = () =>
  new HttpError(400, 'BRAND_IMAGE_MISSING', 'Send the image as the multipart field "file".');

export type ProcessedBrandImage = {
  name: string;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
};

/**
 * Checks an uploaded logo or background by its content and makes the file the portal serves: PNG, JPEG
 * or WebP only (SVG is refused, decision 221: it can carry scripts and links), read from the header
 * first so a pixel bomb is refused before decoding, then turned upright, shrunk into the kind's box
 * (never enlarged), stripped of its metadata (EXIF, GPS) and re-encoded; named by its hash.
 */
export async function processBrandImage(input: Buffer, kind: TBrandImageKind): Promise<ProcessedBrandImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw brandImageNotAccepted();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw brandImageNotAccepted();
  }
  if (metadata.width > BRAND_IMAGE_MAX_SIDE || metadata.height > BRAND_IMAGE_MAX_SIDE) {
    throw brandImageTooManyPixels();
  }
  const output = OUTPUT[kind];
  let result: { data: Buffer; info: OutputInfo };
  try {
    const pipeline = sharp(input, { limitInputPixels: BRAND_IMAGE_MAX_SIDE * BRAND_IMAGE_MAX_SIDE })
      .rotate()
      .resize({ width: output.width, height: output.height, fit: 'inside', withoutEnlargement: true });
    const encoded =
      output.format === 'png'
        ? pipeline.png({ compressionLevel: 9, palette: false })
        : pipeline.webp({ quality: 80 });
    result = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    // A header that promises an image whose data is cut short or corrupt.
    throw brandImageNotAccepted();
  }
  const hash = createHash('sha256').update(result.data).digest('hex').slice(0, 24);
  return {
    name: `${hash}.${output.format}`,
    contentType: output.format === 'png' ? 'image/png' : 'image/webp',
    bytes: result.data,
    width: result.info.width,
    height: result.info.height,
  };
}
