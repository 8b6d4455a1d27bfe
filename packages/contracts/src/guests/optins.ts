import { TermsType } from '../constants.ts';

/**
 * The guest's opt-ins as the API keeps them (`optins`, a free list): the messaging-app opt-in (type 4,
 * spec section 3), the e-mail communication opt-in, and the acceptance of the hotel's terms of use and
 * privacy policy (with the version ids the guest saw), which the save call has no other field for.
 */
export const OPTIN_TYPES = { messagingApp: 4, email: 'email', terms: 'terms' } as const;

export type TOptin =
  | { type: typeof OPTIN_TYPES.messagingApp; isChecked: boolean }
  | { type: typeof OPTIN_TYPES.email; isChecked: boolean }
  | {
      type: typeof OPTIN_TYPES.terms;
      termsType: (typeof TermsType)[keyof typeof TermsType];
      id: string | null;
      isChecked: boolean;
    };

export type TOptinChoices = { messagingApp: boolean; email: boolean; terms: boolean };

function isChecked(list: readonly unknown[], matches: (entry: Record<string, unknown>) => boolean): boolean {
  return list.some((entry) => {
    if (typeof entry !== 'object' || entry === null) return false;
    const record = entry as Record<string, unknown>;
    return matches(record) && record.isChecked === true;
  });
}

/** The choices a saved list holds; anything it does not hold reads as not chosen. */
export function readOptins(list: readonly unknown[]): TOptinChoices {
  const termsAccepted = (termsType: number) =>
    isChecked(list, (e) => e.type === OPTIN_TYPES.terms && e.termsType === termsType);
  return {
    messagingApp: isChecked(list, (e) => e.type === OPTIN_TYPES.messagingApp),
    email: isChecked(list, (e) => e.type === OPTIN_TYPES.email),
    terms: termsAccepted(TermsType.USE) && termsAccepted(TermsType.PRIVACY),
  };
}

/** The list to save for the guest's choices and the terms versions in force. */
export function writeOptins(
  choices: TOptinChoices,
  terms: { use: string | null; privacy: string | null },
): TOptin[] {
  return [
    { type: OPTIN_TYPES.messagingApp, isChecked: choices.messagingApp },
    { type: OPTIN_TYPES.email, isChecked: choices.email },
    { type: OPTIN_TYPES.terms, termsType: TermsType.USE, id: terms.use, isChecked: choices.terms },
    { type: OPTIN_TYPES.terms, termsType: TermsType.PRIVACY, id: terms.privacy, isChecked: choices.terms },
  ];
}
