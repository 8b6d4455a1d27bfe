/**
 * Generic form rules. Like vuelidate's, every rule but `required` passes an empty value (undefined, null,
 * '' or blanks), so an optional field is only checked once filled; combine with `required` when mandatory.
 * Lengths count characters (code points) of the trimmed text.
 */

export type TFieldValue = string | number | boolean | null | undefined | readonly unknown[];

const isEmpty = (value: TFieldValue): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const lengthOf = (value: string | readonly unknown[]): number =>
  typeof value === 'string' ? [...value.trim()].length : value.length;

const toNumber = (value: string | number): number =>
  typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value.trim().replace(',', '.'));

/** required: not empty once trimmed; a list needs an item; a checkbox must be ticked (false is empty). */
export function required(value: TFieldValue): boolean {
  if (isEmpty(value) || value === false) return false;
  if (typeof value === 'number') return !Number.isNaN(value);
  return typeof value === 'string' || typeof value === 'boolean' || value.length > 0;
}

/** minLength {min}: at least `min` characters (or items). */
export function minLength(value: string | readonly unknown[] | null | undefined, min: number): boolean {
  return isEmpty(value) || lengthOf(value) >= min;
}

/** maxLength {max}: at most `max` characters (or items). */
export function maxLength(value: string | readonly unknown[] | null | undefined, max: number): boolean {
  return isEmpty(value) || lengthOf(value) <= max;
}

/** minValue {min}: a number (a decimal comma is accepted) not below `min`. */
export function minValue(value: string | number | null | undefined, min: number): boolean {
  if (isEmpty(value)) return true;
  const number = toNumber(value);
  return !Number.isNaN(number) && number >= min;
}

/** maxValue {max}: a number (a decimal comma is accepted) not above `max`. */
export function maxValue(value: string | number | null | undefined, max: number): boolean {
  if (isEmpty(value)) return true;
  const number = toNumber(value);
  return !Number.isNaN(number) && number <= max;
}

/** sameAs: both fields hold exactly the same value (e-mail confirmation, password confirmation). */
export function sameAs<T extends TFieldValue>(value: T, other: T): boolean {
  return isEmpty(value) || value === other;
}
