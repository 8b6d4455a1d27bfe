import { BlockList, isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

/**
 * Which X-Forwarded-For entries name the client (TRUST_PROXY, docs/decisions.md 56): false (none: the
 * socket's address), the number of proxies in front of the API, or the proxies' addresses and ranges.
 */
export type TTrustProxy = false | number | string[];

/** proxy-addr's names of address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_PROXY_HOPS = 10;
const HINT =
  'the number of proxies in front of the API (1 to 10), or their addresses and ranges (10.0.0.1,10.0.0.0/8)';

/** An address (10.0.0.1, ::1), a CIDR range (10.0.0.0/8, fd00::/8) or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY's value: 'false' or '0', a hop count, or a comma-separated list of addresses and ranges. */
export function parseTrustProxy(value: string, context: z.RefinementCtx): TTrustProxy {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') {
    // Trusting every entry let a guest choose their own address with a made-up X-Forwarded-For.
    context.addIssue({ code: 'custom', message: `'true' trusts addresses a guest can write; set ${HINT}` });
    return z.NEVER;
  }
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (hops <= MAX_PROXY_HOPS) return hops;
  } else {
    const entries = trimmed.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
  }
  context.addIssue({ code: 'custom', message: `Must be false, ${HINT}` });
  return z.NEVER;
}

/** Loopback, link-local and private ranges: where a proxy counted by hops must connect from. */
const PRIVATE_RANGES = new BlockList();
for (const [address, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  PRIVATE_RANGES.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE_RANGES.addSubnet(address, prefix, 'ipv6');
}

function isPrivateAddress(address: string): boolean {
  const unmapped = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = isIP(unmapped);
  return version !== 0 && PRIVATE_RANGES.check(unmapped, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's trustProxy for a setting. Fastify refuses bare hop counts, since a client reaching the API
 * directly could write the hops itself; a hop count here trusts up to that many proxies, each only when
 * it connects from a private or loopback address, so a client from the internet is never a "proxy".
 */
export function fastifyTrustProxy(setting: TTrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (address: string, hop: number) => hop < setting && isPrivateAddress(address);
}
