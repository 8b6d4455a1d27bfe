import sharp from 'sharp';

const SIDE = 128;

/**
 * Light and sharpness of a face, measured on its box of the decoded RGB image, scaled to 128 pixels so
 * a large and a small face are measured alike: brightness is the mean luma (0 to 1), sharpness the
 * variance of the 4-neighbour Laplacian of the luma (0 to 255 scale). Independent of the face model.
 */
export async function faceBoxMeasures(
  rgb: { data: Buffer; width: number; height: number },
  box: { x: number; y: number; width: number; height: number },
): Promise<{ brightness: number; sharpness: number }> {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const width = Math.max(1, Math.min(rgb.width - left, Math.floor(box.width)));
  const height = Math.max(1, Math.min(rgb.height - top, Math.floor(box.height)));
  const luma = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
    .extract({ left, top, width, height })
    .resize(SIDE, SIDE, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  let sum = 0;
  for (const value of luma) sum += value;
  const brightness = sum / luma.length / 255;
  let lapSum = 0;
  let lapSquares = 0;
  let count = 0;
  for (let y = 1; y < SIDE - 1; y += 1) {
    for (let x = 1; x < SIDE - 1; x += 1) {
      const at = y * SIDE + x;
      const laplacian =
        (luma[at - 1] ?? 0) +
        (luma[at + 1] ?? 0) +
        (luma[at - SIDE] ?? 0) +
        (luma[at + SIDE] ?? 0) -
        4 * (luma[at] ?? 0);
      lapSum += laplacian;
      lapSquares += laplacian * laplacian;
      count += 1;
    }
  }
  const mean = lapSum / count;
  return { brightness, sharpness: lapSquares / count - mean * mean };
}
