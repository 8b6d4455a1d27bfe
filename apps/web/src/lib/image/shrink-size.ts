export type TSize = { width: number; height: number };

/**
 * The size of an image shrunk so that its longer side is at most `maxSide`, keeping the proportions
 * (rounded, never below 1 pixel). Smaller images keep their size: shrinking never enlarges.
 */
export function fitWithin(size: TSize, maxSide: number): TSize {
  const { width, height } = size;
  if (!(width > 0 && height > 0)) throw new RangeError('An image has a positive width and height.');
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width: Math.round(width), height: Math.round(height) };
  const scale = maxSide / longer;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
