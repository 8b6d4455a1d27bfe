import { ageOn } from '../validation/dates.ts';

/** Youngest age at which a guest is asked a profession: Brazil's minimum working age, as an apprentice. */
export const PROFESSION_MIN_AGE = 14;

/**
 * Whether the form asks the guest's profession: not a child under 14 (a 9-year-old has none). A birthdate
 * not yet typed, or not a date, asks it.
 */
export function isAskedProfession(birthdate: string | null | undefined, today: string): boolean {
  if (!birthdate) return true;
  const age = ageOn(birthdate, today);
  return age === undefined || age >= PROFESSION_MIN_AGE;
}
