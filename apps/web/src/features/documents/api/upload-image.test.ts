import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TGetStorageUploadResponse } from '@hospedar/contracts/documents/get-storage-upload';
import { ApiError } from '../../../lib/api-client.ts';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import type { TApiRequest } from './documents-request.ts';
import { createImageUpload, uploadImage } from './upload-image.ts';

const GUEST = '5f0c2a4e-1b3d-4c5e-8f7a-9b0c1d2e3f4a';
const NOW = Date.parse('2026-11-22T12:00:00Z');
const image = new Blob(['jpeg'], { type: 'image/jpeg' });

function form(n: number, expiresAt = '2026-11-22T12:05:00Z'): TGetStorageUploadResponse {
  return {
    url: `/api/storage/upload`,
    fields: { key: `k${n}`, policy: `p${n}` },
    key: `key-${n}`,
    expiresAt,
    maxBytes: 25 * 1024 * 1024,
    contentType: 'image/jpeg',
  };
}

function fakeRequest(forms: TGetStorageUploadResponse[]) {
  const request = vi.fn(async (_path: string, _init?: unknown) => {
    const next = forms.shift();
    if (!next) throw new Error('no more forms');
    return next;
  });
  return request as typeof request & TApiRequest;
}

afterEach(() => vi.unstubAllGlobals());

const refusal = (code: string) => ({ status: 400, body: JSON.stringify({ code, message: code }) });

describe('uploadImage', () => {
  it('asks for a form for the guest and side, posts the image, and answers the key', async () => {
    const { sent } = installFakeXhr([{ status: 204 }]);
    const request = fakeRequest([form(1)]);
    const progress = vi.fn();
    const key = await uploadImage({
      target: { guestId: GUEST, purpose: 'documents', metadata: { side: 'front' } },
      image,
      request,
      onProgress: progress,
      now: () => NOW,
    });
    expect(key).toBe('key-1');
    expect(request).toHaveBeenCalledWith('/api/storage', {
      query: { path: `${GUEST}/documents`, ext: 'jpg', metadata: '{"side":"front"}' },
      signal: undefined,
    });
    expect(sent[0]?.form.map(([name]) => name)).toEqual(['key', 'policy', 'file']);
    expect(progress).toHaveBeenLastCalledWith(1);
  });

  it('retries with the same image and form after a network failure', async () => {
    const { sent } = installFakeXhr(['network-error', { status: 204 }]);
    const request = fakeRequest([form(1)]);
    const upload = createImageUpload({
      target: { guestId: GUEST, purpose: 'photo' },
      image,
      request,
      now: () => NOW,
    });
    await expect(upload.send()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(upload.send()).resolves.toBe('key-1');
    expect(request).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.form.at(-1)?.[1]).toBeInstanceOf(Blob);
  });

  it('gets a fresh form when the storage says the form expired, without troubling the guest', async () => {
    const { sent } = installFakeXhr([refusal('STORAGE_POLICY_EXPIRED'), { status: 204 }]);
    const request = fakeRequest([form(1), form(2)]);
    const key = await uploadImage({
      target: { guestId: GUEST, purpose: 'documents' },
      image,
      request,
      now: () => NOW,
    });
    expect(key).toBe('key-2');
    expect(sent.map((entry) => entry.form[0]?.[1])).toEqual(['k1', 'k2']);
  });

  it('gets a fresh form on retry when the kept one is about to expire', async () => {
    installFakeXhr(['network-error', { status: 204 }]);
    const request = fakeRequest([form(1, '2026-11-22T12:00:10Z'), form(2)]);
    let clock = NOW - 60_000;
    const upload = createImageUpload({
      target: { guestId: GUEST, purpose: 'documents' },
      image,
      request,
      now: () => clock,
    });
    await expect(upload.send()).rejects.toBeInstanceOf(ApiError);
    clock = NOW;
    await expect(upload.send()).resolves.toBe('key-2');
  });

  it('passes on refusals of the image itself', async () => {
    installFakeXhr([refusal('STORAGE_NOT_AN_IMAGE')]);
    const request = fakeRequest([form(1)]);
    await expect(
      uploadImage({ target: { guestId: GUEST, purpose: 'documents' }, image, request, now: () => NOW }),
    ).rejects.toMatchObject({ status: 400, code: 'STORAGE_NOT_AN_IMAGE' });
  });
});
