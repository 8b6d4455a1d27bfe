import { FACE_QUALITY } from '@hospedar/contracts/biometrics/constants';

export type TLocalFaceIssue = 'tooDark' | 'tooBright' | 'blurry';

/** Below this the centre of the frame has almost no edges: the picture is shaken or out of focus. */
export const MIN_SHARPNESS = 12;

/**
 * The portal's own check of a face picture before sending (decision 128): the mean luma and the variance
 * of the Laplacian of the oval's box (the centre of the frame), from RGBA pixels. The server checks the
 * face itself (count, size, liveness) and answers POOR_IMAGE_QUALITY; this only spares a useless upload.
 */
export function checkFacePixels(data: Uint8ClampedArray, width: number, height: number): TLocalFaceIssue[] {
  const luma = new Float32Array(width * height);
  let sum = 0;
  for (let i = 0; i < width * height; i += 1) {
    const value =
      (0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0)) / 255;
    luma[i] = value;
    sum += value;
  }
  const brightness = sum / (width * height);
  let lapSum = 0;
  let lapSquares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      const lap =
        255 *
        ((luma[at - 1] ?? 0) +
          (luma[at + 1] ?? 0) +
          (luma[at - width] ?? 0) +
          (luma[at + width] ?? 0) -
          4 * (luma[at] ?? 0));
      lapSum += lap;
      lapSquares += lap * lap;
      count += 1;
    }
  }
  const mean = count > 0 ? lapSum / count : 0;
  const sharpness = count > 0 ? lapSquares / count - mean * mean : 0;
  const issues: TLocalFaceIssue[] = [];
  if (brightness < FACE_QUALITY.minBrightness) issues.push('tooDark');
  else if (brightness > FACE_QUALITY.maxBrightness) issues.push('tooBright');
  if (sharpness < MIN_SHARPNESS) issues.push('blurry');
  return issues;
}
