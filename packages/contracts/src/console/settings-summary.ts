import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/**
 * GET /api/console/settings (owner): what the portal shows guests today, read-only until the settings
 * editor comes (issue 17's Settings part).
 */
export const ZSettingsSummary = z.object({
  hotelName: z.string(),
  subdomain: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  primaryColor: z.string(),
  hotelEmail: z.string(),
  hotelPhone: z.string(),
  isWelcomePageOn: z.boolean(),
});
export type TSettingsSummary = z.infer<typeof ZSettingsSummary>;
