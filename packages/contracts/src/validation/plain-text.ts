// Plain text and free JSON without zod: the checks of safe-text.ts's schemas, for code that must not
// load zod (personal info's form, decision 283).

/**
 * Text is made of characters a person can type: no control characters but tab, line feed and carriage
 * return, and no lone surrogates (half of an emoji, which no UTF-8 text can hold). A NUL byte cannot
 * reach PostgreSQL and a lone surrogate cannot be encoded, so both must stop at the schema (issue 12).
 */
const PLAIN_TEXT = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

/** Whether `value` holds only characters a person can type (see PLAIN_TEXT). */
export function isPlainText(value: string): boolean {
  return PLAIN_TEXT.test(value);
}

/** Deepest nesting of a free-JSON value (`extraFields`, `additionalData`): an object in an object is 2. */
export const FREE_JSON_MAX_DEPTH = 5;
/** Largest free-JSON value, as JSON text in characters. */
export const FREE_JSON_MAX_LENGTH = 10_000;
/** Longest key of a free-JSON object. */
export const FREE_JSON_KEY_MAX_LENGTH = 100;

/**
 * Why a free-JSON value is refused, walking it without recursion (a value nested 20,000 deep must not
 * overflow the stack): too deep, too large, or a key or string that is not plain text.
 */
export function freeJsonProblem(value: unknown): 'maxLength' | 'isPlainText' | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let length = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, depth } = next;
    if (typeof item === 'string') {
      length += item.length + 2;
      if (!isPlainText(item)) return 'isPlainText';
    } else if (typeof item === 'object' && item !== null) {
      if (depth >= FREE_JSON_MAX_DEPTH) return 'maxLength';
      const entries = Array.isArray(item) ? item.map((child) => ['', child] as const) : Object.entries(item);
      for (const [key, child] of entries) {
        length += key.length + 4;
        if (key.length > FREE_JSON_KEY_MAX_LENGTH) return 'maxLength';
        if (!isPlainText(key)) return 'isPlainText';
        pending.push({ value: child, depth: depth + 1 });
      }
    } else {
      length += 8;
    }
    if (length > FREE_JSON_MAX_LENGTH) return 'maxLength';
  }
  return null;
}
