import { describe, expect, it } from 'vitest';
import { primaryTextContrast } from './look-settings.tsx';

describe('the contrast of the text on the primary colour (decision 223)', () => {
  it('is the better of black and white, as the portal chooses', () => {
    expect(primaryTextContrast('#6d28d9')).toBeCloseTo(7.1, 1);
    expect(primaryTextContrast('#ffffff')).toBeGreaterThan(15);
    expect(primaryTextContrast('#0e7490')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls below WCAG AA for mid-tone colours, where neither black nor white reads well', () => {
    expect(primaryTextContrast('#797979')).toBeLessThan(4.5);
  });

  it('is unknown while the colour is not a valid one', () => {
    expect(primaryTextContrast('#6d28d')).toBeNull();
    expect(primaryTextContrast('red')).toBeNull();
  });
});
