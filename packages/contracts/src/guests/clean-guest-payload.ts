/** Fields that may be cleared: they keep empty strings and nulls (spec section 5). */
export const CLEARABLE_GUEST_FIELDS: readonly string[] = ['jobId', 'homePhone'];

const isBlank = (value: unknown): boolean => value === null || value === '';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function dropBlanks(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => !isBlank(inner)));
}

/**
 * Drops empty strings and nulls from a guest payload, at the top level and inside nested objects (phones,
 * places), except jobId and the home phone fields, which may be cleared. Arrays are left as they are; an
 * object left empty is dropped. Pure: the input is not changed.
 */
export function cleanGuestPayload<T extends Record<string, unknown>>(payload: T): Partial<T> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (CLEARABLE_GUEST_FIELDS.includes(key)) {
      result[key] = value;
    } else if (isPlainObject(value)) {
      const inner = dropBlanks(value);
      if (Object.keys(inner).length > 0) result[key] = inner;
    } else if (!isBlank(value) && value !== undefined) {
      result[key] = value;
    }
  }
  return result as Partial<T>;
}
