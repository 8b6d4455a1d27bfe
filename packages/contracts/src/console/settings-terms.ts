import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

export const TERMS_TEXT_ERRORS = { tooLong: 'settings.sections.terms.errors.tooLong' } as const;
/** The longest title and text an owner may publish (characters). */
export const TERMS_LIMITS = { title: 200, html: 100_000 } as const;

/** One language of a terms text: its title and its body in the limited HTML the portal shows. */
export const ZTermsText = z.object({
  title: z.string().trim().min(1, 'validation.required').max(TERMS_LIMITS.title, TERMS_TEXT_ERRORS.tooLong),
  html: z.string().trim().min(1, 'validation.required').max(TERMS_LIMITS.html, TERMS_TEXT_ERRORS.tooLong),
});
export type TTermsText = z.infer<typeof ZTermsText>;

const ZTermsTypeValue = z.union([z.literal(1), z.literal(2)]);

/**
 * PUT /api/console/settings/terms: publishes a NEW version of the terms of use (1) or the privacy
 * policy (2) with a text per language (Portuguese always); older versions are never edited.
 */
export const ZTermsPublication = z.object({
  type: ZTermsTypeValue,
  texts: z.object({ 'pt-BR': ZTermsText, 'en-US': ZTermsText.optional(), 'es-ES': ZTermsText.optional() }),
});
export type TTermsPublication = z.infer<typeof ZTermsPublication>;

/** One published version of a type: when, and in which languages. */
export const ZTermsVersion = z.object({
  version: z.string(),
  /** The day the portal shows as the last update (YYYY-MM-DD). */
  updatedAt: z.string(),
  publishedAt: z.string().datetime({ offset: true }),
  languages: z.array(z.enum(LANGUAGES)),
  isCurrent: z.boolean(),
  /** Guests whose acceptance names this version. */
  acceptedBy: z.number().int().min(0),
});
export type TTermsVersion = z.infer<typeof ZTermsVersion>;

/** GET (and the answer of PUT) /api/console/settings/terms: each type's version in force and history. */
export const ZTermsSettings = z.object({
  documents: z.array(
    z.object({
      type: ZTermsTypeValue,
      currentVersion: z.string().nullable(),
      /** The texts of the version in force, by language, as stored (sanitized). */
      texts: z.object({
        'pt-BR': ZTermsText.optional(),
        'en-US': ZTermsText.optional(),
        'es-ES': ZTermsText.optional(),
      }),
      versions: z.array(ZTermsVersion),
    }),
  ),
});
export type TTermsSettings = z.infer<typeof ZTermsSettings>;
