/**
 * Euclidean distance at or below which two descriptors of face-api's ResNet-34 model are taken for one
 * person (decision 125). face-api's own examples use 0.6; on the bench's images 0.5 separated every pair
 * of different people from 93% of the pairs of one person, so a stranger's face search stays within the
 * hotel's one guest (`npm run bench:face` measures the true- and false-match rates at it).
 */
export const FACE_MATCH_MAX_DISTANCE = 0.5;

/** Descriptors are stored as little-endian float32 bytes. */
export function descriptorBytes(descriptor: Float32Array): Uint8Array {
  const bytes = new Uint8Array(descriptor.length * 4);
  const view = new DataView(bytes.buffer);
  descriptor.forEach((value, index) => view.setFloat32(index * 4, value, true));
  return bytes;
}

export function descriptorOfBytes(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const descriptor = new Float32Array(Math.floor(bytes.byteLength / 4));
  for (let index = 0; index < descriptor.length; index += 1)
    descriptor[index] = view.getFloat32(index * 4, true);
  return descriptor;
}

/** Euclidean distance of two descriptors; Infinity when their sizes differ (two models). */
export function distance(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) sum += ((a[index] ?? 0) - (b[index] ?? 0)) ** 2;
  return Math.sqrt(sum);
}

/** The closest of `templates` to `probe`, if it is within `maxDistance` (a linear scan). */
export function bestMatch<T extends { descriptor: Float32Array }>(
  probe: Float32Array,
  templates: readonly T[],
  maxDistance = FACE_MATCH_MAX_DISTANCE,
): { template: T; distance: number } | null {
  let best: { template: T; distance: number } | null = null;
  for (const template of templates) {
    const score = distance(probe, template.descriptor);
    if (!best || score < best.distance) best = { template, distance: score };
  }
  return best && best.distance <= maxDistance ? best : null;
}
