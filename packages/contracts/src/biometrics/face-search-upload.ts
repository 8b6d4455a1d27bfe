import { z } from 'zod';
import { ZGetStorageUploadResponse } from '../documents/get-storage-upload.ts';

/**
 * POST /api/storage/recognition (no token: a stranger before the PIN; rate-limited per address): the
 * upload form of one face image for a facial_recognition search at this hotel, used like GET /api/storage's
 * (POST multipart/form-data to `url`, the fields first and the file last as `file`). The key is
 * `<companyId>/recognition/<uuid>.<jpg|png>` (spec section 7: the path {companyId}/recognition). The
 * form works for FACE_SEARCH_UPLOAD_EXPIRY_SECONDS and takes FACE_UPLOAD_MAX_BYTES at most.
 *
 * The image is short-lived: the search that names it deletes it whatever its outcome (one search per
 * image), and one never searched is deleted FACE_SEARCH_IMAGE_TTL_SECONDS after its form. 400
 * VALIDATION_FAILED when the hotel does not search by face (enableSearchByFacialRecognition off).
 */
export const ZFaceSearchUploadRequest = z.object({
  ext: z.enum(['jpg', 'jpeg', 'png']),
  /** The hotel the portal believes it is on: another hotel's answers 404 TENANT_NOT_FOUND. */
  companyId: z.string().uuid().optional(),
});
export type TFaceSearchUploadRequest = z.infer<typeof ZFaceSearchUploadRequest>;

export const ZFaceSearchUploadResponse = ZGetStorageUploadResponse;
export type TFaceSearchUploadResponse = z.infer<typeof ZFaceSearchUploadResponse>;
