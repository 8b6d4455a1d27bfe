import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';

/** The hotel's guest-control pages the portal opens (welcome menu, /checkout). */
export const GUEST_CONTROL_SERVICES = ['online-services', 'checkout'] as const;
export type TGuestControlService = (typeof GUEST_CONTROL_SERVICES)[number];

/** Where the hotel's guest-control system lives (company rules `guestControl`). */
export const ZGuestControlConfig = z.object({
  /** Absolute http(s) URL, or a path on the portal's own origin ('/dev/guest-control'); null: not offered. */
  onlineServicesUrl: z.string().max(500).nullable(),
  checkoutUrl: z.string().max(500).nullable(),
});
export type TGuestControlConfig = z.infer<typeof ZGuestControlConfig>;

/**
 * POST /api/companies/guest-control/external-access (spec section 7). The spec's payload is accepted,
 * but identity never comes from it: with a valid bearer guest token (and isAnnonymous false) the access
 * names the token's guest; otherwise it is anonymous and carries no personal data. The expiry is always
 * LIMITS.externalAccessMinutes from the server's clock. Another hotel's companyId answers 404.
 */
export const ZExternalAccessRequest = z.object({
  companyId: z.string().uuid(),
  isAnnonymous: z.boolean(),
  service: z.enum(GUEST_CONTROL_SERVICES).default('checkout'),
  /** From /checkout/{reservationNumber}: passed on unverified, as a hint for the hotel's page. */
  reservationNumber: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,32}$/)
    .optional(),
  reservationId: safeText(64).nullish(),
  personId: safeText(64).nullish(),
  identifier: safeText(64).nullish(),
  name: safeText(120).nullish(),
  lastName: safeText(120).nullish(),
  roomName: safeText(120).nullish(),
  isWalkIn: z.boolean().nullish(),
  expiration: safeText(40).nullish(),
});
export type TExternalAccessRequest = z.input<typeof ZExternalAccessRequest>;

export const ZExternalAccessResponse = z.object({
  redirectURL: z.string(),
  /** ISO instant the access stops working. */
  expiresAt: z.string(),
});
export type TExternalAccessResponse = z.infer<typeof ZExternalAccessResponse>;

/** Query parameter of the target URL that carries the signed access (a JWT). */
export const EXTERNAL_ACCESS_PARAM = 'access';

/** What the signed access says (JWT claims besides iss, aud, iat, exp). */
export const ZExternalAccessClaims = z.object({
  companyId: z.string(),
  service: z.enum(GUEST_CONTROL_SERVICES),
  isAnnonymous: z.boolean(),
  reservationId: z.string().nullable(),
  reservationNumber: z.string().nullable(),
  personId: z.string().nullable(),
  identifier: z.string().nullable(),
  name: z.string().nullable(),
  lastName: z.string().nullable(),
  roomName: z.string().nullable(),
  isWalkIn: z.boolean(),
});
export type TExternalAccessClaims = z.infer<typeof ZExternalAccessClaims>;
