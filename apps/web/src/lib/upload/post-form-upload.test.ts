import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { installFakeXhr } from '../../test/fake-xhr.ts';
import { postFormUpload } from './post-form-upload.ts';

afterEach(() => vi.unstubAllGlobals());

const file = new Blob(['jpeg'], { type: 'image/jpeg' });
const fields = { key: 'k', policy: 'p', 'x-amz-signature': 's', 'Content-Type': 'image/jpeg' };

describe('postFormUpload', () => {
  it('sends every field first and the file last as `file`, without token or cookies', async () => {
    const { sent } = installFakeXhr([{ status: 204 }]);
    const progress = vi.fn();
    await postFormUpload({
      url: '/api/storage/upload',
      fields,
      file,
      fileName: 'front.jpg',
      onProgress: progress,
    });
    const [request] = sent;
    expect(request?.url).toBe('/api/storage/upload');
    expect(request?.form.map(([name]) => name)).toEqual([...Object.keys(fields), 'file']);
    expect(request?.form.at(-1)?.[1]).toBeInstanceOf(File);
    expect((request?.form.at(-1)?.[1] as File).name).toBe('front.jpg');
    expect(request?.headers).toEqual({});
    expect(request?.withCredentials).toBe(false);
    expect(progress.mock.calls).toEqual([[0.5], [1]]);
  });

  it("rejects with the storage's error code", async () => {
    installFakeXhr([
      { status: 400, body: JSON.stringify({ code: 'STORAGE_FILE_TOO_LARGE', message: 'big' }) },
    ]);
    const failure = postFormUpload({ url: '/u', fields, file, fileName: 'a.jpg' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, code: 'STORAGE_FILE_TOO_LARGE' });
  });

  it('answers NETWORK_ERROR when the connection fails, and a status code for an XML error', async () => {
    installFakeXhr(['network-error', { status: 403, body: '<Error><Code>AccessDenied</Code></Error>' }]);
    await expect(postFormUpload({ url: '/u', fields, file, fileName: 'a.jpg' })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
    await expect(postFormUpload({ url: '/u', fields, file, fileName: 'a.jpg' })).rejects.toMatchObject({
      status: 403,
      code: 'UNKNOWN_ERROR',
    });
  });
});
