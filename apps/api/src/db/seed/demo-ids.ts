import { createHash } from 'node:crypto';

/**
 * A stable UUID for a demo row, derived from its name, so every database seeded from these
 * definitions has the same ids (end-to-end tests and the README can link to them).
 */
export function demoId(name: string): string {
  const hex = createHash('sha256').update(`hospedar-demo:${name}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const demoCompanyId = (subdomain: string) => demoId(`company:${subdomain}`);
export const demoReservationId = (subdomain: string, number: string) =>
  demoId(`reservation:${subdomain}:${number}`);
export const demoGuestId = (subdomain: string, guestKey: string) => demoId(`guest:${subdomain}:${guestKey}`);
