/**
 * Facial biometrics (spec sections 1, 4 and 8; issue 15; decisions 120 to 126): the guest's consent, the
 * face registered from one image, and the reservation found by a face. Shared by the portal and the API.
 */

/**
 * Version of the consent text the save-biometrics modal shows (its date). The portal sends it with the
 * consent; the API refuses any other (400 VALIDATION_FAILED on 'body.textVersion'), so a consent is
 * always to a text the portal really shows. A new text gets a new version, and the portal asks again.
 */
export const BIOMETRIC_CONSENT_TEXT_VERSION = '2026-11-26';

/**
 * How long a registered face is kept: until the guest withdraws, or this many days after the check-out
 * of the person's latest stay at the hotel, whichever comes first (the modal says so).
 */
export const FACE_TEMPLATE_RETENTION_DAYS = 365;

/** Largest face image an upload form accepts, in bytes (a 1280-pixel JPEG is far smaller). */
export const FACE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * How long the upload form of a search image (POST /api/storage/recognition) may be used; an image not
 * searched within FACE_SEARCH_IMAGE_TTL_SECONDS of its form is deleted unseen.
 */
export const FACE_SEARCH_UPLOAD_EXPIRY_SECONDS = 120;
export const FACE_SEARCH_IMAGE_TTL_SECONDS = 600;

/**
 * Why a face image is refused (400 POOR_IMAGE_QUALITY, details.issues), in the order they are checked;
 * the portal shows the spec's one 'poor image quality' message, and may add a hint per issue.
 * - noFace: no face found; manyFaces: more than one face
 * - faceTooSmall: the face is narrower than FACE_QUALITY.minFaceSidePx (move closer)
 * - blurry: the face is not sharp; tooDark / tooBright: the face is badly lit
 * - notLive: the anti-spoofing and liveness models take it for a photo of a photo or a screen
 */
export const FACE_QUALITY_ISSUES = [
  'noFace',
  'manyFaces',
  'faceTooSmall',
  'blurry',
  'tooDark',
  'tooBright',
  'notLive',
] as const;
export type TFaceQualityIssue = (typeof FACE_QUALITY_ISSUES)[number];

/**
 * The limits the server checks, for the portal's own check before sending (it may be stricter, never
 * looser). Brightness is the face box's mean luma, 0 (black) to 1 (white).
 */
export const FACE_QUALITY = {
  minFaceSidePx: 112,
  minBrightness: 0.2,
  maxBrightness: 0.92,
} as const;
