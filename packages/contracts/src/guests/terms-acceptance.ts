import { z } from 'zod';

/**
 * The guest's acceptance of one of the hotel's terms (spec section 3: use = 1, privacy = 2, each with id
 * and isChecked), with the version the API recorded as in force and when the guest accepted it. The API
 * writes it from the consent of the personal-info save (the `optins` terms entries, decision 24).
 */
export const ZTermsAcceptance = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  /** The terms version id the portal showed (the hotel's `terms.use` / `terms.privacy`), or null. */
  id: z.string().nullable(),
  isChecked: z.boolean(),
  /** The hotel's version in force when the guest accepted; null when not accepted. */
  version: z.string().nullable(),
  /** ISO date-time of the acceptance of that version; null when not accepted. */
  acceptedAt: z.string().nullable(),
});
export type TTermsAcceptance = z.infer<typeof ZTermsAcceptance>;

// Whether an acceptance still stands is in terms-in-force.ts, which loads no zod (decision 283).
export { isAcceptanceInForce } from './terms-in-force.ts';
