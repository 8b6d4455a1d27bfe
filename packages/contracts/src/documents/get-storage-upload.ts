import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';
import {
  STORAGE_PURPOSES,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_EXTENSIONS,
  type TStoragePurpose,
  type TUploadExtension,
} from './constants.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** `<guestId>/<purpose>`: the guest the file belongs to and what it is for. */
export const STORAGE_UPLOAD_PATH_PATTERN = new RegExp(`^(${UUID})/(${STORAGE_PURPOSES.join('|')})$`, 'i');

/** The `path` query of GET /api/storage for a guest and a purpose. */
export const storageUploadPath = (guestId: string, purpose: TStoragePurpose) => `${guestId}/${purpose}`;

/** Metadata kept with the file (x-amz-meta-*): at most 10 lowercase names of short text values. */
export const ZStorageMetadata = z
  .record(
    z
      .string()
      .min(1)
      .max(40)
      .regex(/^[a-z0-9][a-z0-9-]*$/),
    safeText(200),
  )
  .refine((value) => Object.keys(value).length <= 10, 'At most 10 metadata entries');
export type TStorageMetadata = z.infer<typeof ZStorageMetadata>;

/** The metadata query: a JSON object as text, e.g. '{"side":"front"}'. */
const ZStorageMetadataJson = z
  .string()
  .max(2000)
  .transform((text, context): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: 'Must be a JSON object' });
      return z.NEVER;
    }
  })
  .pipe(ZStorageMetadata);

/**
 * GET /api/storage?path=<guestId>/<purpose>&ext=jpg|jpeg|png&metadata=<JSON> (bearer guest token, or a
 * document-scan token for that guest and purpose 'documents'): an upload form for one file, exactly like
 * an S3 presigned POST. The browser POSTs multipart/form-data to `url` with every entry of `fields` first
 * and the file last, under the name `file`, within STORAGE_UPLOAD_EXPIRY_SECONDS. The server chooses the
 * key (`<tenantId>/<guestId>/<purpose>/<uuid>.<jpg|png>`); the guest must be one the token may act for
 * (itself, or a minor of the reservation for the main guest), else 404 GUEST_NOT_FOUND.
 *
 * The upload answers 204 when stored. It is refused (400, nothing stored) with STORAGE_POLICY_INVALID
 * (missing or altered fields or signature), STORAGE_POLICY_EXPIRED, STORAGE_TYPE_NOT_ALLOWED (the file's
 * type is not the form's), STORAGE_FILE_TOO_LARGE (over `maxBytes`), STORAGE_NOT_AN_IMAGE (the bytes are
 * not a JPEG or PNG of the declared type) or STORAGE_TOO_MANY_PIXELS (wider or taller than
 * IMAGE_MAX_SIDE, the portal's shrink). S3 itself
 * answers its own XML errors for the first four; the image checks then happen when the key is saved.
 */
export const ZGetStorageUploadQuery = z.object({
  path: z
    .string()
    .max(100)
    .regex(
      STORAGE_UPLOAD_PATH_PATTERN,
      'Must be <guestId>/documents, <guestId>/photo or <guestId>/recognition',
    ),
  ext: z.enum(Object.keys(UPLOAD_EXTENSIONS) as [TUploadExtension, ...TUploadExtension[]]),
  metadata: ZStorageMetadataJson.optional(),
});
/** The query as the portal writes it (metadata as JSON text). */
export type TGetStorageUploadQueryInput = z.input<typeof ZGetStorageUploadQuery>;
export type TGetStorageUploadQuery = z.infer<typeof ZGetStorageUploadQuery>;

export const ZGetStorageUploadResponse = z.object({
  /** Where the form is POSTed (the API's /api/storage/upload, or the bucket's URL). */
  url: z.string(),
  /** Form fields to send, in this order, before the file. */
  fields: z.record(z.string(), z.string()),
  /** The stored file's key, to save in the guest (frontImageKey, backImageKey, photoId). */
  key: z.string(),
  /** ISO date-time after which the form is refused. */
  expiresAt: z.string(),
  /** Largest file the form accepts, in bytes (DOCUMENT_UPLOAD_MAX_BYTES). */
  maxBytes: z.number().int().positive(),
  /** The file's Content-Type, also one of `fields`. */
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
});
export type TGetStorageUploadResponse = z.infer<typeof ZGetStorageUploadResponse>;
