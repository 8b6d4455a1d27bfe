import sharp from 'sharp';
import { IMAGE_MAX_SIDE } from '@hospedar/contracts/documents/constants';
import { HttpError } from '../../http-error.ts';

const FORMAT_OF_TYPE: Record<string, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

export type ImageRefusal = 'STORAGE_NOT_AN_IMAGE' | 'STORAGE_TOO_MANY_PIXELS';

export const IMAGE_REFUSAL_MESSAGES: Record<ImageRefusal, string> = {
  STORAGE_NOT_AN_IMAGE: 'The file is not a JPEG or PNG image of the declared type.',
  STORAGE_TOO_MANY_PIXELS: `The image is wider or taller than ${IMAGE_MAX_SIDE} pixels.`,
};

export const imageRefused = (refusal: ImageRefusal, details?: Record<string, unknown>) =>
  new HttpError(400, refusal, IMAGE_REFUSAL_MESSAGES[refusal], details);

/**
 * Why an image (bytes or a file path) is refused, or null when it is a whole JPEG or PNG of the declared
 * content type no wider or taller than IMAGE_MAX_SIDE (what the portal sends after its shrink). The
 * header is read first, so a larger image or a pixel bomb is refused before anything is decoded; then the
 * image is decoded into a thumbnail on libuv's threads, so a truncated or corrupt file is refused too.
 */
export async function imageRefusal(
  input: Buffer | string,
  contentType: string,
): Promise<ImageRefusal | null> {
  const expected = FORMAT_OF_TYPE[contentType];
  if (!expected) return 'STORAGE_NOT_AN_IMAGE';
  try {
    const { format, width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    if (format !== expected || !width || !height) return 'STORAGE_NOT_AN_IMAGE';
    if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) return 'STORAGE_TOO_MANY_PIXELS';
    await sharp(input, { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE })
      .resize(32, 32, { fit: 'inside' })
      .raw()
      .toBuffer();
    return null;
  } catch {
    return 'STORAGE_NOT_AN_IMAGE';
  }
}
