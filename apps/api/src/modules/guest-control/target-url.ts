import { EXTERNAL_ACCESS_PARAM } from '@hospedar/contracts/guest-control/external-access';

/**
 * The configured page with the access appended: an absolute http(s) URL as it is, or a path ('/…') on
 * the portal's origin; anything else is null (the hotel has no usable page).
 */
export function targetUrl(configured: string | null, portalOrigin: string, token: string): string | null {
  if (!configured) return null;
  let url: URL;
  try {
    url =
      configured.startsWith('/') && !configured.startsWith('//')
        ? new URL(configured, portalOrigin)
        : new URL(configured);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set(EXTERNAL_ACCESS_PARAM, token);
  return url.toString();
}
