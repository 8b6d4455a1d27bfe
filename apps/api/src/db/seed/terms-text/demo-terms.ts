import { TERMS_LAST_UPDATE, TermsType } from '@hospedar/contracts/constants';
import type { DemoTerms } from '../types.ts';
import { termsInEnglish } from './en-us.ts';
import { termsInSpanish } from './es-es.ts';
import { termsInPortuguese } from './pt-br.ts';
import type { TermsHotel } from './types.ts';

export const DEMO_TERMS_VERSION = TERMS_LAST_UPDATE;

/** Terms of use and privacy policy of one hotel in the three languages of the portal. */
export function demoTermsFor(hotel: TermsHotel): DemoTerms[] {
  const byLanguage = [
    ['pt-BR', termsInPortuguese(hotel)],
    ['en-US', termsInEnglish(hotel)],
    ['es-ES', termsInSpanish(hotel)],
  ] as const;
  return byLanguage.flatMap(([language, texts]) => [
    {
      type: TermsType.USE,
      language,
      version: DEMO_TERMS_VERSION,
      updatedAt: TERMS_LAST_UPDATE,
      ...texts.use,
    },
    {
      type: TermsType.PRIVACY,
      language,
      version: DEMO_TERMS_VERSION,
      updatedAt: TERMS_LAST_UPDATE,
      ...texts.privacy,
    },
  ]);
}
