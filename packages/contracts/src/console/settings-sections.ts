import { z } from 'zod';
import { LANGUAGES, SEARCH_TYPES } from '../constants.ts';
import { ZColour, ZRadius, ZSafeUrl } from '../tenant/theme.ts';
import { ZAdditionalDataSettings } from './settings-additional-data.ts';
import { ZStepsSettings } from './settings-steps.ts';
import { ZTermsPublication } from './settings-terms.ts';

/**
 * The parts of the portal an owner edits in the console (issue 17's Settings). Each section is read and
 * written whole at `/api/console/settings/<section>` with the schema below, the same schema the console's
 * form validates with; the saved hotel must still parse as the configuration the portal reads
 * (ZCompanyConfig), or nothing is saved.
 */
export const SETTINGS_SECTIONS = [
  'look',
  'logos',
  'languages',
  'search',
  'steps',
  'additional-data',
  'terms',
  'guarantee',
] as const;
export const ZSettingsSectionName = z.enum(SETTINGS_SECTIONS);
export type TSettingsSectionName = z.infer<typeof ZSettingsSectionName>;

/** Whether a guest must leave a card guarantee before finishing (spec: warrantyRequired). */
export const ZGuaranteeSettings = z.object({ warrantyRequired: z.boolean() });
export type TGuaranteeSettings = z.infer<typeof ZGuaranteeSettings>;

/** The portal's colours and corner radii (theme), what the live preview draws. */
export const ZLookSettings = z.object({
  primaryColor: ZColour,
  background: ZColour,
  cardRadius: ZRadius,
  inputRadius: ZRadius,
  buttonRadius: ZRadius,
  chipRadius: ZRadius,
});
export type TLookSettings = z.infer<typeof ZLookSettings>;

/** A logo or background the portal serves itself (a path of this origin, never another site). */
const ZOwnImageUrl = ZSafeUrl.refine((url) => url.startsWith('/'), {
  message: 'settings.sections.logos.notOwn',
});

/** The logos (on light and on the primary colour) and the background image (decision 221). */
export const ZLogosSettings = z.object({
  logo: z.object({ internal: ZOwnImageUrl, external: ZOwnImageUrl }),
  backgroundUrl: ZOwnImageUrl.nullable(),
});
export type TLogosSettings = z.infer<typeof ZLogosSettings>;

/** The languages the portal offers; Portuguese always (decision 224). */
export const ZLanguagesSettings = z.object({
  languages: z
    .array(z.enum(LANGUAGES))
    .min(1)
    .refine((list) => new Set(list).size === list.length, { message: 'settings.sections.languages.repeated' })
    .refine((list) => list.includes('pt-BR'), { message: 'settings.sections.languages.portugueseRequired' }),
});
export type TLanguagesSettings = z.infer<typeof ZLanguagesSettings>;

/**
 * The ways guests find their reservation, in the order of the portal's tabs (decision 225): each once;
 * the face only beside another way, since a face is registered after a guest found the stay another way.
 */
export const ZSearchSettings = z.object({
  searchTypes: z
    .array(z.enum(SEARCH_TYPES))
    .min(1, { message: 'settings.sections.search.atLeastOne' })
    .refine((list) => new Set(list).size === list.length, { message: 'settings.sections.search.repeated' })
    .refine((list) => !list.includes('facial_recognition') || list.length > 1, {
      message: 'settings.sections.search.faceAlone',
    }),
});
export type TSearchSettings = z.infer<typeof ZSearchSettings>;

/** Each section's schema, by name: the API's body and the console's form (one line per section). */
export const SETTINGS_SCHEMAS = {
  guarantee: ZGuaranteeSettings,
  look: ZLookSettings,
  logos: ZLogosSettings,
  languages: ZLanguagesSettings,
  search: ZSearchSettings,
  steps: ZStepsSettings,
  'additional-data': ZAdditionalDataSettings,
  /** The body of a publication; GET answers ZTermsSettings (the versions in force and their history). */
  terms: ZTermsPublication,
} as const satisfies Record<TSettingsSectionName, z.ZodType>;

/** Each section's value, by name. */
export type TSettingsValues = { [Name in TSettingsSectionName]: z.infer<(typeof SETTINGS_SCHEMAS)[Name]> };
