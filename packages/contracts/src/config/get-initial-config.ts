import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';
import { LANGUAGES, UUID_PATTERN } from '../constants.ts';
import { ZCompanyConfig } from '../tenant/company-config.ts';

/**
 * GET /api/config: the portal's initial-configuration call (spec section 4, shape ours: see
 * docs/decisions.md). The tenant comes from the Host header; the ids are optional and must be UUIDs.
 */
export const ZGetInitialConfigQuery = z.object({
  guestId: z.string().regex(UUID_PATTERN, 'Must be a UUID').optional(),
  reservationId: z.string().regex(UUID_PATTERN, 'Must be a UUID').optional(),
  origin: safeText(64).optional(),
  lang: z.enum(LANGUAGES).optional(),
});
export type TGetInitialConfigQuery = z.infer<typeof ZGetInitialConfigQuery>;

export const ZGetInitialConfigResponse = z.object({
  company: ZCompanyConfig,
  /** The reservation named by reservationId, when given; only what an anonymous visitor may see. */
  reservation: z
    .object({
      id: z.string(),
      checkinDate: z.string(),
      checkoutDate: z.string(),
    })
    .nullable(),
  /** The guest id, when given and a guest of that reservation (otherwise the call answers 404). */
  guestId: z.string().nullable(),
  /** The hotel's today (YYYY-MM-DD in its time zone), so the portal never trusts the phone's clock. */
  today: z.string(),
  language: z.enum(LANGUAGES),
});
export type TGetInitialConfigResponse = z.infer<typeof ZGetInitialConfigResponse>;
