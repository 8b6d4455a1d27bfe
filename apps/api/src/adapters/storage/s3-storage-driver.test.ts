import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, BRUNO, call, NOW } from '../../modules/guests/guest-test-helpers.ts';
import { IMAGE_MAX_SIDE } from '@hospedar/contracts/documents/constants';
import { jpeg } from '../../modules/storage/storage-test-kit.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { createS3StorageDriver } from './s3-storage-driver.ts';
import type { StorageDriver, UploadForm } from './storage-driver.ts';

const BUCKET = 'hospedar-test';

/** POSTs a form to the bucket the way a browser does: the fields in order, then the file. */
async function postToBucket(form: UploadForm, bytes: Buffer, contentType: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'document.jpg');
  return fetch(form.url, { method: 'POST', body });
}

describe('the S3 storage driver, against s3rver', () => {
  let server: S3rver;
  let directory: string;
  let storage: StorageDriver;
  let testApp: TestApp;
  const key = (name: string) => `${BRUNO.companyId}/${guest('1001:bruno')}/documents/${name}.jpg`;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'hospedar-s3rver-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    storage = createS3StorageDriver(
      {
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        bucket: BUCKET,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      },
      { clock: () => new Date() },
    );
    testApp = await buildTestApp({ clock: () => NOW, storage });
  });
  afterAll(async () => {
    await testApp.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  const form = (name: string, maxBytes = 1_000_000) =>
    storage.createUploadForm({
      key: key(name),
      contentType: 'image/jpeg',
      maxBytes,
      expiresAt: new Date(Date.now() + 300_000),
      metadata: { side: 'front' },
    });

  it('uploads through a presigned POST and reads through a presigned GET', async () => {
    const upload = await form('11111111-1111-4111-8111-111111111111');
    expect(upload.fields).toMatchObject({
      key: key('11111111-1111-4111-8111-111111111111'),
      'Content-Type': 'image/jpeg',
      'x-amz-meta-side': 'front',
    });
    expect(upload.fields.Policy).toEqual(expect.any(String));
    const image = await jpeg();
    const posted = await postToBucket(upload, image, 'image/jpeg');
    expect(posted.status).toBe(204);
    expect(await storage.head(key('11111111-1111-4111-8111-111111111111'))).toEqual({
      size: image.length,
      contentType: 'image/jpeg',
    });
    const url = await storage.signedReadUrl(key('11111111-1111-4111-8111-111111111111'), 600);
    expect(url).toContain('X-Amz-Signature=');
    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await read.arrayBuffer()), image)).toBe(0);
    expect(
      Buffer.compare(
        (await storage.read(key('11111111-1111-4111-8111-111111111111'))) ?? Buffer.alloc(0),
        image,
      ),
    ).toBe(0);
    expect(await storage.head(key('22222222-2222-4222-8222-222222222222'))).toBeNull();
    expect(await storage.read(key('22222222-2222-4222-8222-222222222222'))).toBeNull();
  });

  it('signs a policy that fixes the key, the type, the size and the metadata until the expiry', async () => {
    // s3rver checks the signature but not the policy's conditions: the conditions are read here instead.
    const expiresAt = new Date(Date.now() + 300_000);
    const upload = await storage.createUploadForm({
      key: key('33333333-3333-4333-8333-333333333333'),
      contentType: 'image/jpeg',
      maxBytes: 26_214_400,
      expiresAt,
      metadata: { side: 'back' },
    });
    const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(Math.abs(Date.parse(policy.expiration) - expiresAt.getTime())).toBeLessThan(2000);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: BUCKET },
        ['eq', '$key', key('33333333-3333-4333-8333-333333333333')],
        ['eq', '$Content-Type', 'image/jpeg'],
        ['content-length-range', 1, 26_214_400],
        ['eq', '$x-amz-meta-side', 'back'],
      ]),
    );
  });

  it('checks the bytes when a key is saved, since S3 cannot: a non-image is refused and deleted', async () => {
    const bruno = guest('1001:bruno');
    const name = '44444444-4444-4444-8444-444444444444';
    await postToBucket(await form(name), Buffer.from('not an image at all'), 'image/jpeg');
    expect(await storage.head(key(name))).not.toBeNull();
    const saved = await call(testApp, 'PUT', bruno, BRUNO, {
      body: {
        documents: [
          { isMain: true, documentTypeId: 4, documentNumber: 'FX123456', frontImageKey: key(name) },
        ],
      },
    });
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({
      code: 'STORAGE_NOT_AN_IMAGE',
      details: { fields: [{ field: 'body.documents.0.frontImageKey' }] },
    });
    expect(await storage.head(key(name))).toBeNull();

    const good = '55555555-5555-4555-8555-555555555555';
    await postToBucket(await form(good), await jpeg(), 'image/jpeg');
    const accepted = await call(testApp, 'PUT', bruno, BRUNO, {
      body: {
        documents: [
          { isMain: true, documentTypeId: 4, documentNumber: 'FX123456', frontImageKey: key(good) },
        ],
      },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.documents[0].frontImageUrl).toContain('X-Amz-Signature=');
  });

  it('refuses and deletes, when its key is saved, an image larger than the portal sends', async () => {
    const bruno = guest('1001:bruno');
    const name = '66666666-6666-4666-8666-666666666666';
    await postToBucket(await form(name), await jpeg(IMAGE_MAX_SIDE + 1, 720), 'image/jpeg');
    const saved = await call(testApp, 'PUT', bruno, BRUNO, {
      body: {
        documents: [
          { isMain: true, documentTypeId: 4, documentNumber: 'FX123456', frontImageKey: key(name) },
        ],
      },
    });
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({
      code: 'STORAGE_TOO_MANY_PIXELS',
      details: { fields: [{ field: 'body.documents.0.frontImageKey' }] },
    });
    expect(await storage.head(key(name))).toBeNull();
  });
});
