/** WCAG 2 relative luminance of a #rgb / #rrggbb colour (alpha ignored). */
export function relativeLuminance(hex: string): number {
  let digits = hex.replace('#', '');
  if (digits.length === 3 || digits.length === 4) {
    digits = digits
      .slice(0, 3)
      .split('')
      .map((d) => d + d)
      .join('');
  }
  const channel = (start: number) => {
    const value = parseInt(digits.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export const BLACK_TEXT = '#111111';
export const WHITE_TEXT = '#ffffff';

/** Black or white, whichever reads better on the given background. */
export function contrastText(background: string): string {
  return contrastRatio(background, WHITE_TEXT) >= contrastRatio(background, BLACK_TEXT)
    ? WHITE_TEXT
    : BLACK_TEXT;
}

/**
 * Darkens a colour until it reaches AA contrast (4.5:1) on white, for text and outlines drawn in
 * the primary colour; the filled surfaces keep the hotel's exact colour.
 */
export function readableOnWhite(hex: string): string {
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(normalizeHex(hex).slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  for (let step = 0; step < 20 && contrastRatio(toHex(r, g, b), '#ffffff') < 4.5; step += 1) {
    [r, g, b] = [r, g, b].map((c) => Math.round(c * 0.88)) as [number, number, number];
  }
  return toHex(r, g, b);
}

export function normalizeHex(hex: string): string {
  const digits = hex.replace('#', '');
  if (digits.length === 3 || digits.length === 4) {
    return `#${digits
      .slice(0, 3)
      .split('')
      .map((d) => d + d)
      .join('')}`;
  }
  return `#${digits.slice(0, 6)}`;
}

function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
