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

/**
 * Whether the guest's saved acceptance still stands for the hotel's versions in force (decision 233): an
 * acceptance naming another version than the one in force does not; a type with no recorded acceptance
 * (saved before versions were recorded) or no version in force is not held against the guest.
 */
export function isAcceptanceInForce(
  acceptance: readonly TTermsAcceptance[],
  inForce: { use: string | null; privacy: string | null },
): boolean {
  return (
    [
      [1, inForce.use],
      [2, inForce.privacy],
    ] as const
  ).every(([type, version]) => {
    const entry = acceptance.find((candidate) => candidate.type === type);
    if (!entry || version === null || !entry.isChecked || entry.version === null) return true;
    return entry.version === version;
  });
}
