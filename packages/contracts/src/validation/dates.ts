import { LIMITS } from '../constants.ts';

/**
 * Date rules of the guest form. Dates are ISO 'YYYY-MM-DD' strings; `today` is the hotel's today (never the
 * clock), so every result is reproducible. A malformed or impossible date makes every rule answer false.
 */

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const toInt = (value: number | string): number =>
  typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;

/** isValidDate: a real calendar date (leap years included) with a four-digit year. */
export function isValidDate(day: number | string, month: number | string, year: number | string): boolean {
  const [d, m, y] = [toInt(day), toInt(month), toInt(year)];
  if (![d, m, y].every(Number.isInteger)) return false;
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  return d <= daysInMonth(y, m);
}

function parse(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidDate(day, month, year) ? { year, month, day } : undefined;
}

const key = ({ year, month, day }: CalendarDate): number => year * 10_000 + month * 100 + day;

/** isBeforeToday: the date is not later than today (today itself is valid). */
export function isBeforeToday(date: string, today: string): boolean {
  const [d, t] = [parse(date), parse(today)];
  return d !== undefined && t !== undefined && key(d) <= key(t);
}

/** The same rule under the name that says what it does. */
export const notAfterToday = isBeforeToday;

/** Completed years from birthdate to today; a 29 February birthday completes its year on 1 March. */
function completedYears(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month * 100 + today.day >= birth.month * 100 + birth.day;
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Age in completed years on `today`; undefined for a malformed date or a birthdate after today. */
export function ageOn(birthdate: string, today: string): number | undefined {
  const [b, t] = [parse(birthdate), parse(today)];
  if (!b || !t || key(b) > key(t)) return undefined;
  return completedYears(b, t);
}

/** The same month and day `years` earlier; 29 February falls back to 28 February in a common year. */
function yearsBefore(date: CalendarDate, years: number): CalendarDate {
  const year = date.year - years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/**
 * isYoungerThan110Years: the date is not more than 110 years before today. Exactly 110 years ago today is
 * valid (the guest turns 110 today); the day before is refused. On 29 February the limit is 28 February.
 * Only the lower bound: dates after today are the concern of isBeforeToday.
 */
export function isYoungerThan110Years(birthdate: string, today: string): boolean {
  const [b, t] = [parse(birthdate), parse(today)];
  return b !== undefined && t !== undefined && key(b) >= key(yearsBefore(t, LIMITS.maxAgeYears));
}

/** isOlderThanEighteen: 18 or more completed years; a guest turning 18 today is an adult. */
export function isOlderThanEighteen(birthdate: string, today: string): boolean {
  const age = ageOn(birthdate, today);
  return age !== undefined && age >= LIMITS.minorAge;
}

/** isYoungerThanEighteen: a minor, under 18 completed years (turning 18 today is no longer a minor). */
export function isYoungerThanEighteen(birthdate: string, today: string): boolean {
  const age = ageOn(birthdate, today);
  return age !== undefined && age < LIMITS.minorAge;
}

/** Adds whole days to a YYYY-MM-DD date, in UTC so daylight saving never shifts it. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
