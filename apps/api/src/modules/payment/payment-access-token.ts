import { signJwt, verifyJwt } from '../../auth/jwt.ts';

/** Audience of payment access tokens: no other token of ours passes for one (decision 96). */
const AUDIENCE = 'hospedar:payment-access';
export const PAYMENT_ACCESS_LIFETIME_SECONDS = 15 * 60;

export type PaymentAccessClaims = {
  companyId: string;
  reservationId: string;
  guestId: string;
  personId: string;
  /** The one charge it acts for; null: the guest's wallet only (listing and saving cards). */
  chargeId: string | null;
};

export async function signPaymentAccess(
  claims: PaymentAccessClaims,
  { key, now }: { key: Uint8Array; now: Date },
) {
  return signJwt(
    { ...claims, scope: claims.chargeId ? 'charge' : 'wallet' },
    {
      audience: AUDIENCE,
      key,
      now,
      lifetimeSeconds: PAYMENT_ACCESS_LIFETIME_SECONDS,
      subject: claims.guestId,
    },
  );
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The token's claims when it is ours, unexpired and for payment access; null otherwise. */
export async function verifyPaymentAccess(
  token: string | undefined,
  { key, now }: { key: Uint8Array; now: Date },
): Promise<PaymentAccessClaims | null> {
  if (!token) return null;
  const payload = await verifyJwt(token, { audience: AUDIENCE, key, now });
  if (!payload) return null;
  const { companyId, reservationId, guestId, personId, chargeId } = payload;
  if (!isString(companyId) || !isString(reservationId) || !isString(guestId) || !isString(personId))
    return null;
  if (chargeId !== null && !isString(chargeId)) return null;
  return { companyId, reservationId, guestId, personId, chargeId };
}
