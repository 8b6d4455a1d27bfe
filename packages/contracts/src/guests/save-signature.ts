import { z } from 'zod';

/** Largest signature image accepted, in bytes of the decoded PNG. */
export const SIGNATURE_MAX_BYTES = 300_000;

/**
 * PUT /api/clients/{id}/signature (bearer token): stores the guest's signature, drawn on the pad, as a PNG
 * and links it to the guest (signatureId). Only adults sign; a minor's id answers 404. An empty or
 * blank image is refused with VALIDATION_FAILED on 'body.image'.
 */
export const ZSaveSignatureRequest = z.object({
  /** data:image/png;base64,... as the pad's canvas gives it. */
  image: z
    .string()
    .startsWith('data:image/png;base64,')
    .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 32),
});
export type TSaveSignatureRequest = z.infer<typeof ZSaveSignatureRequest>;

export const ZSaveSignatureResponse = z.object({
  signatureId: z.string().uuid(),
});
export type TSaveSignatureResponse = z.infer<typeof ZSaveSignatureResponse>;

/** GET /api/clients/{id}/signature (bearer token): the stored PNG (image/png), or 404. */
