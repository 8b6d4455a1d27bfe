import { z } from 'zod';

/** A tracking label: letters, digits and . _ : - (a link's ?origin=, a QR code's name, a step's name). */
export const ZTrackingLabel = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._:-]+$/);

export const ZTrackParams = z.object({ id: z.string().uuid() });

/**
 * POST /api/track/{id}: where the guest came from, in the header HEADERS.origin ('x-origin'; a browser
 * cannot set 'Origin'). POST /api/track/{id}/filling-data: the form step the guest reached. `{id}` is a
 * reservation or a guest of this hotel, else 404; both answer 204 and take no token.
 */
export const ZTrackHeaders = z.object({ 'x-origin': ZTrackingLabel });
export const ZTrackFillingDataRequest = z.object({ formOrigin: ZTrackingLabel });
export type TTrackFillingDataRequest = z.infer<typeof ZTrackFillingDataRequest>;
