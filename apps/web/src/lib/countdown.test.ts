import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown.ts';

describe('countdown m:ss', () => {
  it.each([
    [90, '1:30'],
    [60, '1:00'],
    [59, '0:59'],
    [5, '0:05'],
    [0, '0:00'],
    [-3, '0:00'],
    [300, '5:00'],
    [4.2, '0:05'],
    [671, '11:11'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
