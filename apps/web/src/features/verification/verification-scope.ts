import { PATHS } from '../../lib/paths.ts';

/**
 * Whose verification a screen runs (decision 62): the guest a search found ('reservation': data- and
 * token-validation), or the one person a companion's or minor's own link names ('person': the
 * person-data- and person-token-validation routes, which greet that person and send them on to their
 * own form).
 */
export type TVerificationScope = 'reservation' | 'person';

export const VERIFICATION_PATHS: Record<TVerificationScope, { contact: string; pin: string }> = {
  reservation: { contact: PATHS.dataValidation, pin: PATHS.tokenValidation },
  person: { contact: PATHS.personDataValidation, pin: PATHS.personTokenValidation },
};
