import type { Area } from 'react-easy-crop';

/** The drawing surface the crop needs (a fake in tests). */
export type TCropCanvas = {
  createCanvas: () => HTMLCanvasElement;
  decode: (image: Blob) => Promise<ImageBitmap>;
};

const BROWSER_CANVAS: TCropCanvas = {
  createCanvas: () => document.createElement('canvas'),
  decode: (image) => createImageBitmap(image),
};

/** The whole pixels of an area, kept inside the image. */
export function clampArea(area: Area, size: { width: number; height: number }): Area {
  const x = Math.min(Math.max(0, Math.round(area.x)), size.width - 1);
  const y = Math.min(Math.max(0, Math.round(area.y)), size.height - 1);
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(area.width), size.width - x)),
    height: Math.max(1, Math.min(Math.round(area.height), size.height - y)),
  };
}

/**
 * The part of a captured frame the guest kept in the cropper, as a lossless PNG: it is shrunk to a JPEG
 * once, right before the upload.
 */
export async function cropImage(
  image: Blob,
  area: Area,
  canvasKit: TCropCanvas = BROWSER_CANVAS,
): Promise<Blob> {
  const bitmap = await canvasKit.decode(image);
  try {
    const region = clampArea(area, bitmap);
    const canvas = canvasKit.createCanvas();
    canvas.width = region.width;
    canvas.height = region.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D context');
    context.drawImage(
      bitmap,
      region.x,
      region.y,
      region.width,
      region.height,
      0,
      0,
      region.width,
      region.height,
    );
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Crop failed'))), 'image/png'),
    );
  } finally {
    bitmap.close();
  }
}
