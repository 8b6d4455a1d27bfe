import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where webhooks may go (decision 143). In production: https only, and never to an address of a private,
 * loopback, link-local or otherwise non-public network (SSRF): the URL's host is checked when the endpoint
 * is saved, and every connection's resolved address again (so a name that later resolves inside is
 * refused). In development and tests: also http://localhost, and any address.
 */
export type WebhookNetworkPolicy = { isProduction: boolean };

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for an address no public endpoint has; an IPv4-mapped IPv6 address is judged as its IPv4. */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why this URL cannot be an endpoint under the policy, or null; resolves the host in production. */
export async function endpointUrlProblem(
  value: string,
  policy: WebhookNetworkPolicy,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Must be an absolute URL';
  }
  if (url.username || url.password) return 'Must not carry a user or password';
  if (url.protocol === 'http:') {
    if (policy.isProduction || !LOCAL_HOSTS.has(url.hostname)) return 'Must be an https URL';
    return null;
  }
  if (url.protocol !== 'https:') return 'Must be an https URL';
  if (!policy.isProduction) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host) ? [host] : await resolveAll(host);
  if (addresses.length === 0) return 'Its host name does not resolve';
  if (addresses.some(isNonPublicAddress)) return 'Must be on the public internet, not a private network';
  return null;
}

function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve) => {
    dnsLookup(host, { all: true }, (error, addresses) => {
      resolve(error ? [] : addresses.map((entry) => entry.address));
    });
  });
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that refuses to connect to a non-public address in production: checked on
 * the address actually used, so DNS answering differently after the check changes nothing.
 */
export function guardedLookup(policy: WebhookNetworkPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = policy.isProduction
        ? addresses.filter((entry) => !isNonPublicAddress(entry.address))
        : addresses;
      if (allowed.length === 0) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a non-public address`);
        refused.code = 'ENOTPUBLIC';
        return callback(refused, []);
      }
      if (options.all) return callback(null, allowed);
      const [first] = allowed;
      return callback(null, first?.address ?? '', first?.family);
    });
  };
}
