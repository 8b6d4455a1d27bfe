import { formatDate } from '../../lib/dates.ts';

/**
 * DD/MM/YYYY of an instant (ISO timestamp) on the hotel's calendar, so a list finished late in the
 * evening shows the hotel's day rather than UTC's. Without a valid time zone, the date part as sent.
 */
export function formatFinishedDate(iso: string, timeZone: string | undefined): string {
  const instant = new Date(iso);
  if (!timeZone || Number.isNaN(instant.getTime())) return formatDate(iso);
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('day')}/${part('month')}/${part('year')}`;
  } catch {
    return formatDate(iso);
  }
}
