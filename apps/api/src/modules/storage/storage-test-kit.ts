import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import type { GuestClaims } from '../../auth/guest-token.ts';
import { createLocalStorageDriver } from '../../adapters/storage/local-storage-driver.ts';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, NOW } from '../guests/guest-test-helpers.ts';

/** A test app on the local storage driver in a new temporary folder, with a clock the test can move. */
export async function buildStorageTestApp() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hospedar-storage-test-'));
  const time = { now: NOW };
  const clock = () => time.now;
  const storage = createLocalStorageDriver({ root, signingKey: TEST_SECRETS.storageSigningKey, clock });
  const testApp = await buildTestApp({ clock, storage });
  return {
    testApp,
    root,
    storage,
    /** Moves the clock forward by seconds. */
    advance: (seconds: number) => {
      time.now = new Date(time.now.getTime() + seconds * 1000);
    },
    close: async () => {
      await testApp.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Every file under the storage root (temporary ones included), relative to it. */
export async function storedFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

export const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .toBuffer();
export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 90 } } })
    .png()
    .toBuffer();

export type UploadFile = {
  bytes: Buffer | (() => AsyncIterable<Buffer>);
  contentType: string;
  name?: string;
};

/** A multipart/form-data body as a browser sends an upload form: the fields, then the file as `file`. */
export function multipartBody(fields: Record<string, string>, file: UploadFile) {
  const boundary = `----hospedar${randomUUID()}`;
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHead =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'document.jpg'}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  async function* parts(): AsyncIterable<Buffer> {
    yield Buffer.from(head + fileHead);
    if (Buffer.isBuffer(file.bytes)) yield file.bytes;
    else yield* file.bytes();
    yield Buffer.from(tail);
  }
  return {
    payload: Readable.from(parts()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** GET /api/storage for a guest, with a guest token or a raw bearer (a document-scan token). */
export async function askUploadForm(
  testApp: TestApp,
  auth: GuestClaims | { raw: string },
  query: { guestId: string; purpose?: string; ext?: string; metadata?: string },
  host: string = HOSTS.solnascente,
) {
  const params = new URLSearchParams({
    path: `${query.guestId}/${query.purpose ?? 'documents'}`,
    ext: query.ext ?? 'jpg',
  });
  if (query.metadata) params.set('metadata', query.metadata);
  const authorization = 'raw' in auth ? `Bearer ${auth.raw}` : await bearer(auth);
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/storage?${params}`,
    headers: { host, authorization },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & TUploadForm };
}

type TUploadForm = { url: string; fields: Record<string, string>; key: string; contentType: string };

/** POSTs a form (its fields, possibly changed) with a file, as a browser would. */
export async function postForm(
  testApp: TestApp,
  form: Pick<TUploadForm, 'url' | 'fields'>,
  file: UploadFile,
  fields: Record<string, string> = form.fields,
) {
  const body = multipartBody(fields, file);
  const response = await testApp.app.inject({
    method: 'POST',
    url: form.url,
    headers: { host: HOSTS.solnascente, ...body.headers },
    payload: body.payload as InjectOptions['payload'],
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  return {
    status: response.statusCode,
    body: (isJson ? response.json() : null) as { code: string; message: string } | null,
  };
}

/** Uploads an image for a guest and answers its key. */
export async function uploadImage(
  testApp: TestApp,
  claims: GuestClaims,
  guestId: string,
  options: { purpose?: string; bytes?: Buffer } = {},
  host: string = HOSTS.solnascente,
): Promise<string> {
  const form = await askUploadForm(testApp, claims, { guestId, purpose: options.purpose }, host);
  if (form.status !== 200) throw new Error(`no upload form: ${form.status}`);
  const posted = await postForm(testApp, form.body, {
    bytes: options.bytes ?? (await jpeg()),
    contentType: 'image/jpeg',
  });
  if (posted.status !== 204) throw new Error(`upload refused: ${JSON.stringify(posted.body)}`);
  return form.body.key;
}
