import { safeRedirectPath } from '../../lib/safe-redirect.ts';

/**
 * Leaves for `redirectUrl` (same-origin paths only) with a full page load, so the startup guards
 * and the configuration call run again from the start.
 */
export function retryAt(
  search: string,
  assign: (url: string) => void = (url) => window.location.assign(url),
): void {
  assign(safeRedirectPath(new URLSearchParams(search).get('redirectUrl'), '/'));
}
