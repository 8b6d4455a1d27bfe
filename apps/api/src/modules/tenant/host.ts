import { isIP } from 'node:net';

/**
 * The tenant's subdomain named by a Host header, or null when the host means "the default
 * tenant": no host, localhost, an IP address (v4 or v6) or a name with a single label.
 */
export function subdomainFromHost(host: string | undefined): string | null {
  if (!host) return null;
  const hostname = host.trim().toLowerCase();
  if (hostname.startsWith('[')) return null; // [::1]:3000, always an IPv6 literal
  const withoutPort = hostname.replace(/:\d*$/, '');
  if (isIP(withoutPort) !== 0 || isIP(hostname) !== 0) return null;
  const labels = withoutPort.split('.');
  if (labels.length < 2) return null;
  return labels[0] || null;
}
