/** Limits of document and photo uploads (spec sections 5 and 9), shared by the portal and the API. */

/** Largest file accepted by an upload form, in bytes (spec: up to 25 MB). */
export const DOCUMENT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/**
 * The browser shrinks every image to this longest side before uploading it (spec section 9), rounding to
 * exactly this side, never beyond; the server refuses an image wider or taller, read from its header
 * before anything is decoded (STORAGE_TOO_MANY_PIXELS).
 */
export const IMAGE_MAX_SIDE = 1280;

/** Content types an upload form accepts. */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type TUploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** How long an upload form (GET /api/storage) may be used. */
export const STORAGE_UPLOAD_EXPIRY_SECONDS = 300;

/** How long a signed read URL (frontImageUrl, backImageUrl, photoUrl) works. */
export const STORAGE_READ_EXPIRY_SECONDS = 600;

/**
 * What an upload is for: a document's sides, the guest's photo, or the guest's face registration image
 * (POST /api/clients/index-biometrics; kept while the face is registered, deleted on withdrawal).
 */
export const STORAGE_PURPOSES = ['documents', 'photo', 'recognition'] as const;
export type TStoragePurpose = (typeof STORAGE_PURPOSES)[number];

/** File extensions GET /api/storage accepts, and the content type each means. */
export const UPLOAD_EXTENSIONS = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const satisfies Record<string, TUploadContentType>;
export type TUploadExtension = keyof typeof UPLOAD_EXTENSIONS;

/**
 * A stored file's key: `<tenantId>/<guestId>/<purpose>/<uuid>.<jpg|png>`, always made by the server.
 * Groups: 1 tenant id, 2 guest id, 3 purpose.
 */
export const STORAGE_KEY_PATTERN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(documents|photo|recognition)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png)$/;

/** Longest storage key a request may carry (the pattern's keys are 125 characters). */
export const STORAGE_KEY_MAX_LENGTH = 200;

/** How long a phone hand-off link (POST /api/clients/{id}/document-scan-link) works. */
export const DOCUMENT_SCAN_TOKEN_MINUTES = 15;

/**
 * The key of a stranger's face search image (POST /api/storage/recognition): `<tenantId>/recognition/
 * <uuid>.<jpg|png>`, the spec's path {companyId}/recognition. Group 1: tenant id.
 */
export const FACE_SEARCH_KEY_PATTERN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/recognition\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png)$/;

/** Whether a key is one the server makes: a guest's file or a face search image. */
export const isServerStorageKey = (key: string): boolean =>
  STORAGE_KEY_PATTERN.test(key) || FACE_SEARCH_KEY_PATTERN.test(key);
