import { createHmac } from 'node:crypto';

/** Who a search lock counts: an HMAC of the client's address, so the address itself is never stored. */
export function clientKeyOf(ip: string, pepper: string): string {
  return createHmac('sha256', pepper).update(`search-client:${ip}`).digest('base64url');
}
