import { randomUUID } from 'node:crypto';
import {
  FACE_SEARCH_IMAGE_TTL_SECONDS,
  FACE_SEARCH_UPLOAD_EXPIRY_SECONDS,
  FACE_UPLOAD_MAX_BYTES,
} from '@hospedar/contracts/biometrics/constants';
import type {
  TFaceSearchUploadRequest,
  TFaceSearchUploadResponse,
} from '@hospedar/contracts/biometrics/face-search-upload';
import { UPLOAD_EXTENSIONS } from '@hospedar/contracts/documents/constants';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { HttpError, tenantNotFound } from '../../http-error.ts';
import { isSearchTypeEnabled } from './enabled-search-types.ts';
import { imageRefusal, imageRefused } from '../storage/image-check.ts';
import { bestMatch } from '../biometrics/face-match.ts';
import { checkFaceQuality, poorImageQuality } from '../biometrics/face-quality.ts';
import { createBiometricsRepository, type FaceServiceDeps } from '../biometrics/repository.ts';

const searchImageNotFound = () =>
  new HttpError(
    400,
    'STORAGE_KEY_NOT_FOUND',
    'No face image of this hotel waits for a search with this key.',
    {
      fields: [{ field: 'body.image', message: 'Upload the image again (POST /api/storage/recognition).' }],
    },
  );

export const faceSearchDisabled = () =>
  new HttpError(400, 'VALIDATION_FAILED', 'This hotel does not search by facial_recognition.', {
    fields: [{ field: 'body.type', message: 'This hotel does not search by facial_recognition.' }],
  });

/**
 * A stranger's search by face (decision 123): the short-lived upload form of the image, and the person
 * whose registered face (at this hotel only) the image shows. The image is deleted by the search.
 */
export function createFaceSearchService(deps: FaceServiceDeps) {
  const { clock, storage, faceModel } = deps;
  const repository = createBiometricsRepository(deps.db);

  /** Deletes the images whose search never came (each form and each search does it first). */
  async function deleteExpired(): Promise<void> {
    for (const key of await repository.takeExpiredSearchUploads(clock())) await storage.delete(key);
  }

  return {
    deleteExpired,

    async uploadForm(tenant: CompanyRow, body: TFaceSearchUploadRequest): Promise<TFaceSearchUploadResponse> {
      if (body.companyId && body.companyId !== tenant.id) throw tenantNotFound();
      if (!isSearchTypeEnabled(tenant, 'facial_recognition')) throw faceSearchDisabled();
      await deleteExpired();
      const contentType = UPLOAD_EXTENSIONS[body.ext];
      const key = `${tenant.id}/recognition/${randomUUID()}.${contentType === 'image/png' ? 'png' : 'jpg'}`;
      const now = clock().getTime();
      const expiresAt = new Date(now + FACE_SEARCH_UPLOAD_EXPIRY_SECONDS * 1000);
      await repository.issueSearchUpload({
        key,
        companyId: tenant.id,
        expiresAt: new Date(now + FACE_SEARCH_IMAGE_TTL_SECONDS * 1000),
      });
      const form = await storage.createUploadForm({
        key,
        contentType,
        maxBytes: FACE_UPLOAD_MAX_BYTES,
        expiresAt,
        metadata: {},
      });
      return {
        ...form,
        key,
        expiresAt: expiresAt.toISOString(),
        maxBytes: FACE_UPLOAD_MAX_BYTES,
        contentType,
      };
    },

    /**
     * The person whose face the search image shows, or null when no face of the hotel is close enough.
     * The image is taken (one search) and deleted whatever the outcome; a poor one is refused.
     */
    async identify(tenant: CompanyRow, key: string): Promise<string | null> {
      await deleteExpired();
      if (!(await repository.takeSearchUpload(key, tenant.id, clock()))) throw searchImageNotFound();
      let bytes: Buffer | null;
      let head: Awaited<ReturnType<StorageDriver['head']>>;
      try {
        head = await storage.head(key);
        bytes = head && head.size <= FACE_UPLOAD_MAX_BYTES ? await storage.read(key) : null;
      } finally {
        await storage.delete(key);
      }
      if (!head || !bytes) throw searchImageNotFound();
      if (!storage.checksImagesOnUpload) {
        const refusal = await imageRefusal(bytes, head.contentType);
        if (refusal) throw imageRefused(refusal);
      }
      const { face, issues } = checkFaceQuality(await faceModel.analyze(bytes));
      if (!face) throw poorImageQuality(issues);
      const match = bestMatch(face.descriptor, await repository.facesOfHotel(tenant.id, faceModel.name));
      return match?.template.personId ?? null;
    },
  };
}
export type FaceSearchService = ReturnType<typeof createFaceSearchService>;
