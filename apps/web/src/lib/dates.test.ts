import { describe, expect, it } from 'vitest';
import { daysBetween, formatDate, formatDateTime } from './dates.ts';

describe('formatDate', () => {
  it('formats YYYY-MM-DD as DD/MM/YYYY', () => {
    expect(formatDate('2021-05-04')).toBe('04/05/2021');
  });

  it('ignores the time and trailing Z of an ISO timestamp, so the day never shifts', () => {
    expect(formatDate('2026-12-31T23:30:00.000Z')).toBe('31/12/2026');
    expect(formatDate('2026-01-01T00:00:00Z')).toBe('01/01/2026');
  });

  it('answers an empty string for missing or malformed values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('04/05/2021')).toBe('');
  });

  it('counts nights as the day difference', () => {
    expect(daysBetween('2026-12-01', '2026-12-05')).toBe(4);
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
  });

  it('formats a moment as DD/MM/YYYY HH:mm on the phone clock, whatever the language', () => {
    expect(formatDateTime(new Date(2026, 10, 26, 4, 58))).toBe('26/11/2026 04:58');
    expect(formatDateTime(new Date(2027, 0, 5, 17, 3))).toBe('05/01/2027 17:03');
  });
});
