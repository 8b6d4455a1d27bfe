import { ImageError } from './image-error.ts';
import type { TShrinkOptions } from './shrink-options.ts';
import { fitWithin } from './shrink-size.ts';

type TDrawable = { source: CanvasImageSource; width: number; height: number; release: () => void };

async function decode(blob: Blob): Promise<TDrawable> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      throw new ImageError('IMAGE_UNREADABLE');
    }
  }
  // Old browsers: an <img> (which applies EXIF orientation when drawn) from an object URL.
  const url = URL.createObjectURL(blob);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new ImageError('IMAGE_UNREADABLE');
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

/** The fallback of the worker, for browsers without OffscreenCanvas: the same JPEG on a plain canvas. */
export async function shrinkOnMainThread(blob: Blob, options: TShrinkOptions): Promise<Blob> {
  const drawable = await decode(blob);
  try {
    const size = fitWithin(drawable, options.maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageError('IMAGE_ENCODE_FAILED');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(drawable.source, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (result) => (result ? resolve(result) : reject(new ImageError('IMAGE_ENCODE_FAILED'))),
        'image/jpeg',
        options.quality,
      ),
    );
  } finally {
    drawable.release();
  }
}
