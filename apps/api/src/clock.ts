/** Everything that depends on "now" takes a clock, so tests can move time. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The calendar date (YYYY-MM-DD) at `instant` in an IANA time zone, e.g. 'America/Recife'. */
export function dateInTimeZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** An instant as DD/MM/YYYY HH:mm (24 hours) on the clock of `timeZone`, in every language. */
export function dateTimeInTimeZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const [year, month, day] = dateInTimeZone(instant, timeZone).split('-');
  return `${day}/${month}/${year} ${part('hour')}:${part('minute')}`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Adds whole days to a YYYY-MM-DD date (the contracts' rule, shared with the portal). */
export { addDays } from '@hospedar/contracts/validation/dates';
