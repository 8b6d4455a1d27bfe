import { ImageError } from './image-error.ts';
import type { TShrinkOptions } from './shrink-options.ts';
import { fitWithin } from './shrink-size.ts';

/**
 * Decodes with the photo's EXIF orientation applied, draws it at most `maxSide` long on an
 * OffscreenCanvas and encodes a JPEG. Re-encoding drops every metadata block (EXIF, GPS, maker notes).
 * Runs in the worker, and on the main thread where a worker cannot be started.
 */
export async function shrinkWithOffscreenCanvas(blob: Blob, options: TShrinkOptions): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageError('IMAGE_UNREADABLE');
  }
  try {
    const size = fitWithin(bitmap, options.maxSide);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new ImageError('IMAGE_ENCODE_FAILED');
    // A PNG with transparency gets white, not black, behind it in the JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: options.quality });
  } catch (error) {
    throw error instanceof ImageError ? error : new ImageError('IMAGE_ENCODE_FAILED');
  } finally {
    bitmap.close();
  }
}
