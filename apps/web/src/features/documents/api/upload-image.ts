import type { TGetStorageUploadResponse } from '@hospedar/contracts/documents/get-storage-upload';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { postFormUpload } from '../../../lib/upload/post-form-upload.ts';
import type { TApiRequest } from './documents-request.ts';
import { getStorageUpload } from './get-storage-upload.ts';
import type { TStorageTarget } from './get-storage-upload.ts';

/** A form this close to its expiry is not used: the file might arrive after it. */
const EXPIRY_MARGIN_MS = 15_000;
/** The storage refused the form itself: a new form is needed, the file is fine. */
const FORM_REFUSALS = new Set(['STORAGE_POLICY_EXPIRED', 'STORAGE_POLICY_INVALID']);

export type TImageUploadOptions = {
  target: TStorageTarget;
  /** The image, already shrunk (JPEG, or PNG). */
  image: Blob;
  request?: TApiRequest;
  now?: () => number;
};

export type TSendOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

export type TImageUpload = {
  /** Uploads the image and answers its storage key. Call again to retry after a failure. */
  send: (options?: TSendOptions) => Promise<string>;
};

/**
 * One image's upload (GET /api/storage, then the form POST), kept so Retry re-sends the same shrunk
 * image without asking the guest for the file again. The form is reused while valid; an expired or
 * refused form is replaced once, silently.
 */
export function createImageUpload({
  target,
  image,
  request = apiRequest,
  now = Date.now,
}: TImageUploadOptions): TImageUpload {
  const extension = image.type === 'image/png' ? 'png' : 'jpg';
  let form: TGetStorageUploadResponse | null = null;

  const isUsable = (candidate: TGetStorageUploadResponse | null): candidate is TGetStorageUploadResponse =>
    candidate !== null && Date.parse(candidate.expiresAt) - EXPIRY_MARGIN_MS > now();

  async function newForm(signal?: AbortSignal) {
    form = await getStorageUpload(request, target, extension, signal);
    return form;
  }

  async function post(current: TGetStorageUploadResponse, options: TSendOptions) {
    if (image.size > current.maxBytes) {
      throw new ApiError(400, { code: 'STORAGE_FILE_TOO_LARGE', message: 'File too large' });
    }
    await postFormUpload({
      url: current.url,
      fields: current.fields,
      file: image,
      fileName: `${target.purpose}.${extension}`,
      onProgress: options.onProgress,
      signal: options.signal,
    });
    return current.key;
  }

  return {
    async send(options = {}) {
      const current = isUsable(form) ? form : await newForm(options.signal);
      try {
        return await post(current, options);
      } catch (error) {
        if (!(error instanceof ApiError) || !FORM_REFUSALS.has(error.code)) throw error;
        form = null;
        options.onProgress?.(0);
        return post(await newForm(options.signal), options);
      }
    },
  };
}

/** Uploads a shrunk image once and answers its key (see createImageUpload to retry). */
export function uploadImage(options: TImageUploadOptions & TSendOptions): Promise<string> {
  const { onProgress, signal, ...upload } = options;
  return createImageUpload(upload).send({ onProgress, signal });
}
