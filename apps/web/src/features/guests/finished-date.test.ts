import { describe, expect, it } from 'vitest';
import { formatFinishedDate } from './finished-date.ts';

describe('formatFinishedDate', () => {
  it("shows the hotel's day of the instant", () => {
    expect(formatFinishedDate('2026-11-23T01:30:00.000Z', 'America/Sao_Paulo')).toBe('22/11/2026');
    expect(formatFinishedDate('2026-11-22T12:00:00.000Z', 'America/Sao_Paulo')).toBe('22/11/2026');
  });

  it('falls back to the date as sent without a usable time zone', () => {
    expect(formatFinishedDate('2026-11-23T01:30:00.000Z', undefined)).toBe('23/11/2026');
    expect(formatFinishedDate('2026-11-23T01:30:00.000Z', 'Not/AZone')).toBe('23/11/2026');
  });
});
