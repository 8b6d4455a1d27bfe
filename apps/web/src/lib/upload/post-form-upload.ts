import { ApiError } from '../api-client.ts';

export type TFormUpload = {
  url: string;
  /** Sent first, in this order (the signed policy of an S3-style presigned POST). */
  fields: Record<string, string>;
  file: Blob;
  fileName: string;
  /** Share sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function errorBody(xhr: XMLHttpRequest): { code: string; message: string } {
  try {
    const parsed: unknown = JSON.parse(xhr.responseText);
    if (typeof parsed === 'object' && parsed !== null) {
      const { code, message } = parsed as Record<string, unknown>;
      if (typeof code === 'string') return { code, message: typeof message === 'string' ? message : code };
    }
  } catch {
    // Not JSON (an S3 XML error, a proxy page): the status decides.
  }
  return { code: xhr.status >= 500 ? 'SERVICE_UNAVAILABLE' : 'UNKNOWN_ERROR', message: `HTTP ${xhr.status}` };
}

/**
 * POSTs a file as multipart/form-data to an upload form (fields first, the file last under `file`),
 * with XMLHttpRequest so the guest sees the upload's progress. No Authorization header and no cookies:
 * the storage host never receives the guest's token (spec section 7). Rejects with an ApiError
 * (status 0 and NETWORK_ERROR when the connection failed, or the storage's code).
 */
export function postFormUpload(upload: TFormUpload): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', upload.file, upload.fileName);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.withCredentials = false;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) upload.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        upload.onProgress?.(1);
        resolve();
      } else {
        reject(new ApiError(xhr.status, errorBody(xhr)));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, { code: 'NETWORK_ERROR', message: 'Upload failed' }));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    upload.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
