import { z } from 'zod';
import { FNRH_DIGITAL_REFUSALS } from './registration.ts';

/**
 * GET /api/clients/{id}/fnrh-digital (bearer token): whether the hotel sends finished forms to the
 * government's FNRH Digital and, when it does, what in this guest's saved form it would refuse (decision
 * 152). Empty refusals: FNRH Digital would take the form. Finishing stays possible either way.
 */
export const ZFnrhDigitalGuestCheck = z.object({
  isEnabled: z.boolean(),
  refusals: z.array(z.enum(FNRH_DIGITAL_REFUSALS)),
});
export type TFnrhDigitalGuestCheck = z.infer<typeof ZFnrhDigitalGuestCheck>;
