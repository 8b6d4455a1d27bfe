/**
 * Optional fields that may be cleared: they keep empty strings and nulls (spec section 5), so a guest who
 * empties one and saves clears it (issue 13).
 */
export const CLEARABLE_GUEST_FIELDS: readonly string[] = [
  'jobId',
  'homePhone',
  'mobilePhone',
  'purposeTrip',
  'arrivingBy',
  'arrivingFrom',
  'nextDestination',
];

const isBlank = (value: unknown): boolean => value === null || value === '';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function dropBlanks(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => !isBlank(inner)));
}

/** A document's image keys, dropped when empty like other strings (absent keeps the saved image). */
export const DOCUMENT_IMAGE_KEY_FIELDS: readonly string[] = ['frontImageKey', 'backImageKey'];

function dropBlankImageKeys(document: unknown): unknown {
  if (!isPlainObject(document)) return document;
  return Object.fromEntries(
    Object.entries(document).filter(
      ([key, inner]) => !(DOCUMENT_IMAGE_KEY_FIELDS.includes(key) && (isBlank(inner) || inner === undefined)),
    ),
  );
}

/**
 * Drops empty strings and nulls from a guest payload, at the top level and inside nested objects (phones,
 * places), except jobId and the home phone fields, which may be cleared. Arrays are left as they are,
 * except that each document drops its empty image keys; an object left empty is dropped. Pure: the input
 * is not changed.
 */
export function cleanGuestPayload<T extends Record<string, unknown>>(payload: T): Partial<T> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (CLEARABLE_GUEST_FIELDS.includes(key)) {
      result[key] = value;
    } else if (key === 'documents' && Array.isArray(value)) {
      result[key] = value.map(dropBlankImageKeys);
    } else if (isPlainObject(value)) {
      const inner = dropBlanks(value);
      if (Object.keys(inner).length > 0) result[key] = inner;
    } else if (!isBlank(value) && value !== undefined) {
      result[key] = value;
    }
  }
  return result as Partial<T>;
}
