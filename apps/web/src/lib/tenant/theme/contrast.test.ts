import { describe, expect, it } from 'vitest';
import { BLACK_TEXT, WHITE_TEXT, contrastRatio, contrastText, readableOnWhite } from './contrast.ts';

describe('contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
  });

  it('picks white text on dark primaries and black text on light ones', () => {
    expect(contrastText('#c2410c')).toBe(WHITE_TEXT);
    expect(contrastText('#0e7490')).toBe(WHITE_TEXT);
    expect(contrastText('#1d4ed8')).toBe(WHITE_TEXT);
    expect(contrastText('#fde047')).toBe(BLACK_TEXT);
    expect(contrastText('#7dd3fc')).toBe(BLACK_TEXT);
    expect(contrastText('#fff')).toBe(BLACK_TEXT);
  });

  it('the chosen text always reaches at least 4.5:1 for saturated primaries', () => {
    for (const colour of ['#c2410c', '#0e7490', '#1d4ed8', '#16a34a', '#9333ea', '#e11d48', '#000']) {
      expect(contrastRatio(colour, contrastText(colour))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens a light primary until it is readable as text on white', () => {
    const text = readableOnWhite('#fbbf24');
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableOnWhite('#0e7490')).toBe('#0e7490');
  });
});
