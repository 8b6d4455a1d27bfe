import type { TStoragePurpose } from '@hospedar/contracts/documents/constants';
import type {
  TGetStorageUploadResponse,
  TStorageMetadata,
} from '@hospedar/contracts/documents/get-storage-upload';
import type { TApiRequest } from './documents-request.ts';

export type TStorageTarget = { guestId: string; purpose: TStoragePurpose; metadata?: TStorageMetadata };

/** GET /api/storage (bearer): a form to upload one JPG or PNG for a guest's documents or photo. */
export function getStorageUpload(
  request: TApiRequest,
  target: TStorageTarget,
  extension: 'jpg' | 'png',
  signal?: AbortSignal,
): Promise<TGetStorageUploadResponse> {
  return request<TGetStorageUploadResponse>('/api/storage', {
    query: {
      path: `${target.guestId}/${target.purpose}`,
      ext: extension,
      metadata: target.metadata ? JSON.stringify(target.metadata) : undefined,
    },
    signal,
  });
}
