import type { TFaceSearchUploadResponse } from '@hospedar/contracts/biometrics/face-search-upload';
import { apiRequest } from '../../../lib/api-client.ts';
import { postFormUpload } from '../../../lib/upload/post-form-upload.ts';

/** Uploads a search image (POST /api/storage/recognition, no token) and answers its key. */
export async function uploadSearchImage(image: Blob, companyId?: string): Promise<string> {
  const form = await apiRequest<TFaceSearchUploadResponse>('/api/storage/recognition', {
    method: 'POST',
    body: { ext: 'jpg', companyId },
  });
  await postFormUpload({ url: form.url, fields: form.fields, file: image, fileName: 'face.jpg' });
  return form.key;
}
