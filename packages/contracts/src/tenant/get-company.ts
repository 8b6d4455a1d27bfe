import { z } from 'zod';
import { ZCompanyConfig } from './company-config.ts';

/** GET /api/companies/{subdomain} */
export const ZGetCompanyParams = z.object({
  subdomain: z
    .string()
    .min(1)
    .max(63)
    .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Invalid subdomain'),
});
export type TGetCompanyParams = z.infer<typeof ZGetCompanyParams>;
export const ZGetCompanyResponse = ZCompanyConfig;
export type TGetCompanyResponse = z.infer<typeof ZGetCompanyResponse>;
