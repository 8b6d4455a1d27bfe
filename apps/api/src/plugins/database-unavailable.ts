/** Error codes of a database that cannot be reached or is shutting down (node-postgres, libpq classes). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * True when `error` (or what it wraps: drizzle wraps driver errors in `cause`) says the database cannot
 * be reached, so the API answers 503 "try again soon" instead of a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && /Connection terminated|PGlite is closed/i.test(message)) return true;
    current = cause;
  }
  return false;
}
