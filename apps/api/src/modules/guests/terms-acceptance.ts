import { TermsType, type TTermsType } from '@hospedar/contracts/constants';
import { ZTermsAcceptance, type TTermsAcceptance } from '@hospedar/contracts/guests/terms-acceptance';

const TERMS_TYPES: readonly TTermsType[] = [TermsType.USE, TermsType.PRIVACY];

/** The saved list, read defensively: entries of another shape are left out. */
export function readTermsAcceptance(value: unknown): TTermsAcceptance[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = ZTermsAcceptance.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The terms consent of one type in a save's `optins` (decision 24), or null when it has none. */
function consentOf(
  optins: readonly unknown[],
  type: TTermsType,
): { id: string | null; isChecked: boolean } | null {
  for (const entry of optins) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    if (record.type !== 'terms' || record.termsType !== type) continue;
    return { id: typeof record.id === 'string' ? record.id : null, isChecked: record.isChecked === true };
  }
  return null;
}

export type TermsAcceptanceInput = {
  saved: unknown;
  optins: readonly unknown[];
  /** The hotel's versions in force (companies.terms_of_use_version / privacy_policy_version). */
  versions: { use: string | null; privacy: string | null };
  now: Date;
};

/**
 * The acceptance list after a save whose consent is `optins`: a checked consent records the version in
 * force and the date; the date of a version already accepted is kept; an unchecked consent clears it.
 * A type the save does not mention keeps its saved entry.
 */
export function nextTermsAcceptance({
  saved,
  optins,
  versions,
  now,
}: TermsAcceptanceInput): TTermsAcceptance[] {
  const previous = readTermsAcceptance(saved);
  return TERMS_TYPES.flatMap((type): TTermsAcceptance[] => {
    const before = previous.find((entry) => entry.type === type);
    const consent = consentOf(optins, type);
    if (!consent) return before ? [before] : [];
    if (!consent.isChecked)
      return [{ type, id: consent.id, isChecked: false, version: null, acceptedAt: null }];
    const version = (type === TermsType.USE ? versions.use : versions.privacy) ?? consent.id;
    const isSameAcceptance = before?.isChecked === true && before.version === version && before.acceptedAt;
    return [
      {
        type,
        id: consent.id ?? version,
        isChecked: true,
        version,
        acceptedAt: isSameAcceptance ? before.acceptedAt : now.toISOString(),
      },
    ];
  });
}
