/** Everything that depends on "now" takes a clock, so tests can move time. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * Formatters by kind and time zone, made once: building an Intl.DateTimeFormat costs far more than using
 * one, and every request asks a hotel's "today" (issue 18's load test). A handful of zones in practice.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'time', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made =
      kind === 'date'
        ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
        : new Intl.DateTimeFormat('en-CA', {
            timeZone,
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          });
    formatters.set(key, made);
  }
  return made;
}

/** The calendar date (YYYY-MM-DD) at `instant` in an IANA time zone, e.g. 'America/Recife'. */
export function dateInTimeZone(instant: Date, timeZone: string): string {
  const parts = formatter('date', timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** An instant as DD/MM/YYYY HH:mm (24 hours) on the clock of `timeZone`, in every language. */
export function dateTimeInTimeZone(instant: Date, timeZone: string): string {
  const parts = formatter('time', timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const [year, month, day] = dateInTimeZone(instant, timeZone).split('-');
  return `${day}/${month}/${year} ${part('hour')}:${part('minute')}`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter('date', timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Adds whole days to a YYYY-MM-DD date (the contracts' rule, shared with the portal). */
export { addDays } from '@hospedar/contracts/validation/dates';
