import type { TTermsAcceptance } from './terms-acceptance.ts';

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
