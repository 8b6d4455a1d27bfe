import { z } from 'zod';

/** Largest signature image accepted, in bytes of the decoded PNG. */
export const SIGNATURE_MAX_BYTES = 300_000;

/**
 * The pad's largest drawing surface, in pixels. The pad is 200 CSS pixels high and at most 820 wide (the
 * steps' column; 648 in the desktop modal), drawn at the screen's pixel density up to
 * SIGNATURE_MAX_PIXEL_RATIO: at most 2460 x 600. The portal never makes the canvas larger than these
 * sides, whatever the screen or its zoom, and the API refuses a larger PNG (400 SIGNATURE_TOO_LARGE).
 */
export const SIGNATURE_MAX_WIDTH = 2560;
export const SIGNATURE_MAX_HEIGHT = 640;
/** Device pixels a CSS pixel of the pad gets at most (phones go up to 3; a zoomed desktop beyond). */
export const SIGNATURE_MAX_PIXEL_RATIO = 3;

/** The prefix of the image: a PNG data URL as the pad's canvas gives it (canvas.toDataURL()). */
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';

/**
 * PUT /api/clients/{id}/signature (bearer token): stores the guest's signature, drawn on the pad, as a PNG
 * and links it to the guest (signatureId); a new signature replaces the previous one. Only adults sign, each
 * for itself: a minor's id, or another guest's, answers 404 GUEST_NOT_FOUND. The image is refused with
 * 400 VALIDATION_FAILED on 'body.image' when it is not base64 of a PNG (signature, chunks and checksums),
 * is larger than SIGNATURE_MAX_BYTES, is not a non-interlaced 8-bit PNG (what a canvas gives), or is
 * blank ('validation.required': fewer than SIGNATURE_MIN_INK_PIXELS pixels differ from its background);
 * with 400 SIGNATURE_TOO_LARGE when its header announces more than SIGNATURE_MAX_WIDTH x
 * SIGNATURE_MAX_HEIGHT pixels. A guest may send 20 signatures in 10 minutes; more answer 429 RATE_LIMITED.
 */
export const ZSaveSignatureRequest = z.object({
  /** data:image/png;base64,... as the pad's canvas gives it. */
  image: z
    .string()
    .startsWith(SIGNATURE_DATA_URL_PREFIX)
    .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 32),
});
export type TSaveSignatureRequest = z.infer<typeof ZSaveSignatureRequest>;

export const ZSaveSignatureResponse = z.object({
  signatureId: z.string().uuid(),
});
export type TSaveSignatureResponse = z.infer<typeof ZSaveSignatureResponse>;

/**
 * Pixels that must differ from the image's background for it to count as signed. A tap on the pad leaves a
 * dot of about 10 pixels; the shortest initials leave hundreds.
 */
export const SIGNATURE_MIN_INK_PIXELS = 50;

/**
 * GET /api/clients/{id}/signature (bearer token, same guests as the PUT): the stored PNG (image/png,
 * Cache-Control: no-store), or 404 NOT_FOUND when the guest has not signed.
 */
