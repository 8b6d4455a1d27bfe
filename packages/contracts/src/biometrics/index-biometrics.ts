import { z } from 'zod';
import { STORAGE_KEY_MAX_LENGTH } from '../documents/constants.ts';
import { safeText } from '../validation/safe-text.ts';
import { FACE_QUALITY_ISSUES } from './constants.ts';

/**
 * POST /api/clients/index-biometrics (bearer token; spec section 7: key, personId): registers the face of
 * the token's own guest, whose `personId` (GET /api/clients/{id}: guest.personId) the body names.
 *
 * `key` is the registration image, uploaded first with an upload form from
 * GET /api/storage?path=<guestId>/recognition&ext=jpg (the document images' form and guard; the key is
 * `<companyId>/<guestId>/recognition/<uuid>.jpg`). The face is checked (one face, large enough, sharp,
 * lit, and not a photo of a photo where the model can tell), its descriptor is computed on the server and
 * stored for the person at this hotel only; it replaces a face registered before (that image is deleted).
 *
 * Errors: 404 GUEST_NOT_FOUND (another person, a minor, or a guest of another hotel); 409
 * BIOMETRIC_CONSENT_REQUIRED (no current consent: PUT .../biometrics/consent first; nothing is read or
 * stored); 400 STORAGE_KEY_NOT_FOUND (the key is not this guest's uploaded recognition image); 400
 * POOR_IMAGE_QUALITY with details.issues (the image is deleted, nothing is stored); 503
 * SERVICE_UNAVAILABLE while the face model cannot run.
 */
export const ZIndexBiometricsRequest = z.object({
  key: safeText(STORAGE_KEY_MAX_LENGTH).min(1),
  personId: z.string().uuid(),
});
export type TIndexBiometricsRequest = z.infer<typeof ZIndexBiometricsRequest>;

/** The checks one face image passed, as measured (for the portal's and the bench's information). */
export const ZFaceQualityReport = z.object({
  /** Width of the face box in pixels. */
  faceSidePx: z.number(),
  /** Mean luma of the face box, 0 to 1. */
  brightness: z.number(),
  /** Variance of the Laplacian of the face, normalized to the face's size (higher: sharper). */
  sharpness: z.number(),
  /** The model's real-face score, 0 to 1, or null when the model cannot tell. */
  liveness: z.number().nullable(),
});
export type TFaceQualityReport = z.infer<typeof ZFaceQualityReport>;

export const ZIndexBiometricsResponse = z.object({
  /** ISO date-time the face was registered. */
  registeredAt: z.string(),
  /** The face model and its version the descriptor belongs to. */
  model: z.string(),
  quality: ZFaceQualityReport,
});
export type TIndexBiometricsResponse = z.infer<typeof ZIndexBiometricsResponse>;

/** details of a 400 POOR_IMAGE_QUALITY (index-biometrics and the facial_recognition search). */
export const ZPoorImageQualityDetails = z.object({
  issues: z.array(z.enum(FACE_QUALITY_ISSUES)).min(1),
});
export type TPoorImageQualityDetails = z.infer<typeof ZPoorImageQualityDetails>;
