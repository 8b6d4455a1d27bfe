import { describe, expect, it } from 'vitest';
import { dateInTimeZone, dateTimeInTimeZone } from './clock.ts';

describe('dates in a hotel time zone', () => {
  const instant = new Date('2026-11-26T02:30:00Z');

  it('answers the calendar day there (YYYY-MM-DD)', () => {
    expect(dateInTimeZone(instant, 'America/Sao_Paulo')).toBe('2026-11-25');
    expect(dateInTimeZone(instant, 'UTC')).toBe('2026-11-26');
  });

  it('writes the moment as DD/MM/YYYY HH:mm on that clock, 24 hours', () => {
    expect(dateTimeInTimeZone(instant, 'America/Sao_Paulo')).toBe('25/11/2026 23:30');
    expect(dateTimeInTimeZone(new Date('2027-01-05T00:03:00Z'), 'UTC')).toBe('05/01/2027 00:03');
  });
});
