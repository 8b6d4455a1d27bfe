import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { ZTenantTheme } from '../tenant/theme.ts';
import {
  ZCompanyParameters,
  ZCompanyRules,
  ZHotel,
  ZSearchFlags,
  ZStepConfig,
  ZWelcomeRules,
} from '../tenant/company-config.ts';

/** A hotel's subdomain: lower-case letters, digits and inner hyphens, 2-40 characters (decision 173). */
export const ZSubdomain = z
  .string()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, {
    message: 'lower-case letters, digits and inner hyphens only',
  });

/**
 * The file `npm run hotel -- create hotel.json` reads (decision 172): a new hotel's whole configuration,
 * made of the same schemas the portal's company config is checked with (tenant/company-config.ts), so a
 * hotel the CLI accepts is one the portal can show. The subdomain is given once, at the top.
 */
export const ZHotelDefinition = z
  .object({
    subdomain: ZSubdomain,
    name: z.string().trim().min(1).max(120),
    groupId: z.string().min(1).max(80).nullable().default(null),
    /** Left out: the subdomain. */
    groupOrCompany: z.string().min(1).max(80).optional(),
    hotel: ZHotel.omit({ subdomain: true }).strict(),
    theme: ZTenantTheme,
    rules: ZCompanyRules,
    welcomeRules: ZWelcomeRules,
    stepsConfig: z.array(ZStepConfig).min(1),
    parameters: ZCompanyParameters,
    languages: z.array(z.enum(LANGUAGES)).min(1),
    personalization: z.object({ poweredByVisible: z.boolean() }).default({ poweredByVisible: true }),
    searchFlags: ZSearchFlags,
    /** IANA time zone that decides what 'today' is for this hotel. */
    timeZone: z
      .string()
      .refine(
        (zone) => {
          try {
            new Intl.DateTimeFormat('en-US', { timeZone: zone });
            return true;
          } catch {
            return false;
          }
        },
        { message: 'not an IANA time zone' },
      )
      .default('America/Sao_Paulo'),
  })
  .strict();
export type THotelDefinition = z.infer<typeof ZHotelDefinition>;
export type THotelDefinitionInput = z.input<typeof ZHotelDefinition>;
