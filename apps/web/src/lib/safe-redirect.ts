/**
 * Keeps a `redirectUrl` inside this site: only a path that starts with one '/' (not '//', not '/\')
 * and carries no scheme or control characters. Anything else answers the fallback.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const base = 'https://same-origin.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The error page address carrying the path the visitor wanted. */
export function withRedirectUrl(errorPath: string, originalPath: string): string {
  return `${errorPath}?${new URLSearchParams({ redirectUrl: safeRedirectPath(originalPath) })}`;
}
