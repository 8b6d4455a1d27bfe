/**
 * The hostnames where a hotel whose new portal is off only logs, instead of sending the guest to its
 * legacy portal: a developer's machine (localhost, an IP address). The portal's startup guard and the
 * server's first page decide alike (decision 209).
 */
export function isLocalHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    /^\d{1,3}(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname.startsWith('[') ||
    hostname.includes(':')
  );
}
