const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Formats 'YYYY-MM-DD' or an ISO timestamp ('2026-05-04T00:00:00.000Z', the trailing Z stripped
 * as the spec asks, so the calendar day never shifts with the phone's time zone) as DD/MM/YYYY.
 * Answers '' for anything else.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = ISO_DATE.exec(value.trim());
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/** A moment on the phone's clock as DD/MM/YYYY HH:mm (24 hours), in every language, as the spec asks. */
export function formatDateTime(moment: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const day = `${two(moment.getDate())}/${two(moment.getMonth() + 1)}/${moment.getFullYear()}`;
  return `${day} ${two(moment.getHours())}:${two(moment.getMinutes())}`;
}

/** Whole days between two 'YYYY-MM-DD' dates (the number of nights of a stay). */
export function daysBetween(from: string, to: string): number {
  const start = ISO_DATE.exec(from);
  const end = ISO_DATE.exec(to);
  if (!start || !end) return 0;
  const utc = (m: RegExpExecArray) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Math.round((utc(end) - utc(start)) / 86_400_000);
}
