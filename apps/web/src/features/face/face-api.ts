import type { TBiometricsStatus, TBiometricsWithdrawal } from '@hospedar/contracts/biometrics/consent';
import { BIOMETRIC_CONSENT_TEXT_VERSION } from '@hospedar/contracts/biometrics/constants';
import type { TIndexBiometricsResponse } from '@hospedar/contracts/biometrics/index-biometrics';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { TGetStorageUploadResponse } from '@hospedar/contracts/documents/get-storage-upload';
import { apiRequest } from '../../lib/api-client.ts';
import { postFormUpload } from '../../lib/upload/post-form-upload.ts';

const biometricsPath = (guestId: string) => `/api/clients/${encodeURIComponent(guestId)}/biometrics`;

/** GET /api/clients/{id}/biometrics: consent and registered face of the verified guest. */
export function getBiometricsStatus(guestId: string, signal?: AbortSignal): Promise<TBiometricsStatus> {
  return apiRequest<TBiometricsStatus>(biometricsPath(guestId), { signal });
}

/** PUT .../biometrics/consent: the guest's yes to the text the modal shows, before any capture. */
export function giveBiometricConsent(guestId: string, language: TLanguage): Promise<TBiometricsStatus> {
  return apiRequest<TBiometricsStatus>(`${biometricsPath(guestId)}/consent`, {
    method: 'PUT',
    body: { textVersion: BIOMETRIC_CONSENT_TEXT_VERSION, language },
  });
}

/** DELETE /api/clients/{id}/biometrics: withdraws the consent; the face and its images are deleted. */
export function withdrawBiometrics(guestId: string): Promise<TBiometricsWithdrawal> {
  return apiRequest<TBiometricsWithdrawal>(biometricsPath(guestId), { method: 'DELETE' });
}

/** Uploads a registration image (GET /api/storage form, path <guestId>/recognition) and indexes it. */
export async function registerFace(
  guestId: string,
  personId: string,
  image: Blob,
): Promise<TIndexBiometricsResponse> {
  const form = await apiRequest<TGetStorageUploadResponse>('/api/storage', {
    query: { path: `${guestId}/recognition`, ext: 'jpg' },
  });
  await postFormUpload({ url: form.url, fields: form.fields, file: image, fileName: 'face.jpg' });
  return apiRequest<TIndexBiometricsResponse>('/api/clients/index-biometrics', {
    method: 'POST',
    body: { key: form.key, personId },
  });
}
