import { z } from 'zod';
import { ZAdditionalDataSettings } from './settings-additional-data.ts';
import { ZStepsSettings } from './settings-steps.ts';
import { ZTermsPublication } from './settings-terms.ts';

/**
 * The parts of the portal an owner edits in the console (issue 17's Settings). Each section is read and
 * written whole at `/api/console/settings/<section>` with the schema below, the same schema the console's
 * form validates with; the saved hotel must still parse as the configuration the portal reads
 * (ZCompanyConfig), or nothing is saved.
 */
export const SETTINGS_SECTIONS = ['guarantee', 'steps', 'additional-data', 'terms'] as const;
export const ZSettingsSectionName = z.enum(SETTINGS_SECTIONS);
export type TSettingsSectionName = z.infer<typeof ZSettingsSectionName>;

/** Whether a guest must leave a card guarantee before finishing (spec: warrantyRequired). */
export const ZGuaranteeSettings = z.object({ warrantyRequired: z.boolean() });
export type TGuaranteeSettings = z.infer<typeof ZGuaranteeSettings>;

/** Each section's schema, by name: the API's body and the console's form (one line per section). */
export const SETTINGS_SCHEMAS = {
  guarantee: ZGuaranteeSettings,
  steps: ZStepsSettings,
  'additional-data': ZAdditionalDataSettings,
  /** The body of a publication; GET answers ZTermsSettings (the versions in force and their history). */
  terms: ZTermsPublication,
} as const satisfies Record<TSettingsSectionName, z.ZodType>;

/** Each section's value, by name. */
export type TSettingsValues = { [Name in TSettingsSectionName]: z.infer<(typeof SETTINGS_SCHEMAS)[Name]> };
