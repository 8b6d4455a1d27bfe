import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  DOCUMENT_UPLOAD_MAX_BYTES,
  IMAGE_MAX_SIDE,
  STORAGE_KEY_PATTERN,
  STORAGE_READ_EXPIRY_SECONDS,
  STORAGE_UPLOAD_EXPIRY_SECONDS,
} from '@hospedar/contracts/documents/constants';
import { ZGetStorageUploadResponse } from '@hospedar/contracts/documents/get-storage-upload';
import { ANA, BRUNO, call, guest, JULIANA, RAFAEL } from '../guests/guest-test-helpers.ts';
import { HOSTS } from '../../test/api-client.ts';
import {
  askUploadForm,
  buildStorageTestApp,
  jpeg,
  png,
  postForm,
  storedFiles,
  type UploadFile,
} from './storage-test-kit.ts';

describe('GET /api/storage and the local upload form', () => {
  let kit: Awaited<ReturnType<typeof buildStorageTestApp>>;
  beforeAll(async () => {
    kit = await buildStorageTestApp();
  });
  afterAll(() => kit.close());

  const bruno = guest('1001:bruno');
  const formFor = async (ext = 'jpg', metadata?: string) => {
    const form = await askUploadForm(kit.testApp, BRUNO, { guestId: bruno, ext, metadata });
    expect(form.status).toBe(200);
    return ZGetStorageUploadResponse.parse(form.body);
  };
  /** The files under the storage root are those there before (temporary files included). */
  const expectNothingStored = async (before: string[]) =>
    expect((await storedFiles(kit.root)).sort()).toEqual([...before].sort());

  it('answers an S3-like form with a server-made key of the guest', async () => {
    const form = await formFor('png', '{"side":"front"}');
    expect(form).toMatchObject({
      url: '/api/storage/upload',
      contentType: 'image/png',
      maxBytes: DOCUMENT_UPLOAD_MAX_BYTES,
      fields: { key: form.key, 'Content-Type': 'image/png', 'x-amz-meta-side': 'front' },
    });
    expect(form.key).toMatch(STORAGE_KEY_PATTERN);
    expect(form.key.startsWith(`${BRUNO.companyId}/${bruno}/documents/`)).toBe(true);
    expect(form.key.endsWith('.png')).toBe(true);
    expect(Date.parse(form.expiresAt) - Date.now()).toBeLessThanOrEqual(STORAGE_UPLOAD_EXPIRY_SECONDS * 1000);
    expect(Object.keys(form.fields).slice(-2)).toEqual(['policy', 'signature']);
  });

  it.each([
    ['a companion, for another guest', JULIANA, guest('1020:rafael')],
    ['a companion, for a minor', JULIANA, guest('1020:pedro')],
    ['the main guest, for an adult companion', RAFAEL, guest('1020:juliana')],
    ['a guest, for another reservation', ANA, guest('1020:pedro')],
  ])('answers 404 GUEST_NOT_FOUND to %s', async (_case, claims, id) => {
    const form = await askUploadForm(kit.testApp, claims, { guestId: id });
    expect(form.status).toBe(404);
    expect(form.body.code).toBe('GUEST_NOT_FOUND');
  });

  it('gives the main guest forms for a minor, and refuses bad queries and missing tokens', async () => {
    expect(
      (await askUploadForm(kit.testApp, RAFAEL, { guestId: guest('1020:pedro'), purpose: 'photo' })).status,
    ).toBe(200);
    for (const query of [
      { purpose: 'signature' },
      { ext: 'gif' },
      { metadata: '{"side":' },
      { metadata: '{"Side":"x"}' },
    ]) {
      const form = await askUploadForm(kit.testApp, BRUNO, { guestId: bruno, ...query });
      expect(form.status, JSON.stringify(query)).toBe(400);
      expect(form.body.code).toBe('VALIDATION_FAILED');
    }
    const anonymous = await kit.testApp.app.inject({
      method: 'GET',
      url: `/api/storage?path=${bruno}/documents&ext=jpg`,
      headers: { host: HOSTS.solnascente },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores the largest images the portal sends: 1280 pixels on the longer side', async () => {
    for (const [width, height] of [
      [IMAGE_MAX_SIDE, 720],
      [960, IMAGE_MAX_SIDE],
      [IMAGE_MAX_SIDE, IMAGE_MAX_SIDE],
    ] as const) {
      const form = await formFor('jpg');
      const posted = await postForm(kit.testApp, form, {
        bytes: await jpeg(width, height),
        contentType: 'image/jpeg',
      });
      expect(posted.status, `${width}x${height}`).toBe(204);
    }
  });

  it('stores an upload, saves its key, and serves it only through a live signed URL', async () => {
    const form = await formFor('jpg', '{"side":"front"}');
    const image = await jpeg(320, 200);
    expect((await postForm(kit.testApp, form, { bytes: image, contentType: 'image/jpeg' })).status).toBe(204);
    const back = await formFor('png');
    const backImage = await png(300, 200);
    expect((await postForm(kit.testApp, back, { bytes: backImage, contentType: 'image/png' })).status).toBe(
      204,
    );

    const saved = await call(kit.testApp, 'PUT', bruno, BRUNO, {
      body: {
        documents: [
          {
            isMain: true,
            documentTypeId: 3,
            documentNumber: '12.345.678-9',
            frontImageKey: form.key,
            backImageKey: back.key,
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.documents[0]).toMatchObject({ frontImageKey: form.key, backImageKey: back.key });

    const { body } = await call(kit.testApp, 'GET', bruno, BRUNO);
    const document = body.guest.documents[0];
    expect(document.frontImageUrl).toMatch(/^\/api\/storage\/files\/.+\?expires=\d+&signature=[0-9a-f]{64}$/);
    const read = await kit.testApp.app.inject({
      method: 'GET',
      url: document.frontImageUrl,
      headers: { host: HOSTS.solnascente },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.compare(read.rawPayload, image)).toBe(0);
    const readBack = await kit.testApp.app.inject({
      method: 'GET',
      url: document.backImageUrl,
      headers: { host: HOSTS.solnascente },
    });
    expect(readBack.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(readBack.rawPayload, backImage)).toBe(0);

    // A form that saves the numbers again (no keys) keeps the images.
    await call(kit.testApp, 'PUT', bruno, BRUNO, {
      body: {
        documents: [{ isMain: true, documentTypeId: 3, documentNumber: '12.345.678-9', frontImageKey: '' }],
      },
    });
    expect((await call(kit.testApp, 'GET', bruno, BRUNO)).body.guest.documents[0].frontImageKey).toBe(
      form.key,
    );

    const url = new URL(document.frontImageUrl, 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const altered = [
      `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 1}&signature=${signature}`,
      `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`,
      `${url.pathname.replace(/\.jpg$/, '.png')}?${url.searchParams}`,
      `${url.pathname}?expires=${url.searchParams.get('expires')}`,
      url.pathname,
    ];
    for (const wrong of altered) {
      const answer = await kit.testApp.app.inject({
        method: 'GET',
        url: wrong,
        headers: { host: HOSTS.solnascente },
      });
      expect(answer.statusCode, wrong).toBe(404);
    }
    kit.advance(STORAGE_READ_EXPIRY_SECONDS + 1);
    const expired = await kit.testApp.app.inject({
      method: 'GET',
      url: document.frontImageUrl,
      headers: { host: HOSTS.solnascente },
    });
    expect(expired.statusCode).toBe(404);
  });

  describe('refusals: the code, its message, nothing stored, never a 500', () => {
    const refusal = async (
      file: UploadFile,
      options: {
        ext?: string;
        fields?: (fields: Record<string, string>) => Record<string, string>;
        wait?: number;
      } = {},
    ) => {
      const before = await storedFiles(kit.root);
      const form = await formFor(options.ext);
      if (options.wait) kit.advance(options.wait);
      const fields = options.fields ? options.fields({ ...form.fields }) : form.fields;
      const posted = await postForm(kit.testApp, form, file, fields);
      await expectNothingStored(before);
      return posted;
    };

    it('a file declared of another type than the form’s', async () => {
      const posted = await refusal({ bytes: await png(), contentType: 'image/png' });
      expect(posted).toMatchObject({
        status: 400,
        body: {
          code: 'STORAGE_TYPE_NOT_ALLOWED',
          message: 'This upload form only accepts image/jpeg files.',
        },
      });
      const changedField = await refusal(
        { bytes: await png(), contentType: 'image/png' },
        { fields: (fields) => ({ ...fields, 'Content-Type': 'image/png' }) },
      );
      expect(changedField.body?.code).toBe('STORAGE_TYPE_NOT_ALLOWED');
      const gif = await refusal({ bytes: Buffer.from('GIF89a'), contentType: 'image/gif' });
      expect(gif.body?.code).toBe('STORAGE_TYPE_NOT_ALLOWED');
    });

    it('a file over 25 MB, streamed and cut as soon as it passes the limit', async () => {
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      let sent = 0;
      async function* oversized() {
        for (let i = 0; i < 30; i += 1) {
          sent += chunk.length;
          yield chunk;
        }
      }
      const posted = await refusal({ bytes: oversized, contentType: 'image/jpeg' });
      expect(posted).toMatchObject({
        status: 400,
        body: {
          code: 'STORAGE_FILE_TOO_LARGE',
          message: `The file is larger than ${DOCUMENT_UPLOAD_MAX_BYTES} bytes.`,
        },
      });
      expect(sent).toBeGreaterThan(DOCUMENT_UPLOAD_MAX_BYTES);
    });

    it('a .png whose bytes are not an image, and a JPEG sent as a PNG', async () => {
      const text = await refusal(
        { bytes: Buffer.from('<?php echo "not an image"; ?>'), contentType: 'image/png', name: 'x.png' },
        { ext: 'png' },
      );
      expect(text).toMatchObject({
        status: 400,
        body: {
          code: 'STORAGE_NOT_AN_IMAGE',
          message: 'The file is not a JPEG or PNG image of the declared type.',
        },
      });
      const disguised = await refusal({ bytes: await jpeg(), contentType: 'image/png' }, { ext: 'png' });
      expect(disguised.body?.code).toBe('STORAGE_NOT_AN_IMAGE');
      const truncated = (await jpeg(400, 300)).subarray(0, 300);
      expect((await refusal({ bytes: truncated, contentType: 'image/jpeg' })).body?.code).toBe(
        'STORAGE_NOT_AN_IMAGE',
      );
      expect((await refusal({ bytes: Buffer.alloc(0), contentType: 'image/jpeg' })).body?.code).toBe(
        'STORAGE_NOT_AN_IMAGE',
      );
    });

    it('an image of too many pixels, however small on disk', async () => {
      const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(500_000);
      const posted = await refusal({ bytes: bomb, contentType: 'image/png' }, { ext: 'png' });
      expect(posted).toMatchObject({
        status: 400,
        body: { code: 'STORAGE_TOO_MANY_PIXELS', message: 'The image is wider or taller than 1280 pixels.' },
      });
    });

    it.each([
      ['a JPEG one pixel wider than the portal’s shrink', () => jpeg(IMAGE_MAX_SIDE + 1, 720), 'jpg'],
      ['a JPEG one pixel taller', () => jpeg(720, IMAGE_MAX_SIDE + 1), 'jpg'],
      ['a PNG of a phone camera’s 12 megapixels', () => png(4000, 3000), 'png'],
    ])('%s', async (_case, image, ext) => {
      const contentType = ext === 'png' ? 'image/png' : 'image/jpeg';
      const posted = await refusal({ bytes: await image(), contentType }, { ext });
      expect(posted).toMatchObject({ status: 400, body: { code: 'STORAGE_TOO_MANY_PIXELS' } });
    });

    it('an expired form', async () => {
      const posted = await refusal(
        { bytes: await jpeg(), contentType: 'image/jpeg' },
        { wait: STORAGE_UPLOAD_EXPIRY_SECONDS + 1 },
      );
      expect(posted).toMatchObject({
        status: 400,
        body: { code: 'STORAGE_POLICY_EXPIRED', message: 'The upload form has expired. Ask for a new one.' },
      });
    });

    it.each<[string, (fields: Record<string, string>) => Record<string, string>]>([
      [
        'a tampered signature',
        (f) => ({ ...f, signature: (f.signature ?? '').replace(/^./, (c) => (c === '0' ? '1' : '0')) }),
      ],
      ['no signature', ({ signature: _s, ...f }) => f],
      [
        'a tampered policy',
        (f) => ({
          ...f,
          policy: Buffer.from(
            Buffer.from(f.policy ?? '', 'base64url')
              .toString()
              .replace('26214400', '99999999'),
          ).toString('base64url'),
        }),
      ],
      [
        'the key of another guest',
        (f) => ({ ...f, key: (f.key ?? '').replace(guest('1001:bruno'), guest('1001:ana')) }),
      ],
      ['changed metadata', (f) => ({ ...f, 'x-amz-meta-side': 'back' })],
      ['an extra field', (f) => ({ ...f, acl: 'public-read' })],
    ])('%s', async (_case, change) => {
      const before = await storedFiles(kit.root);
      const form = await formFor('jpg', '{"side":"front"}');
      const posted = await postForm(
        kit.testApp,
        form,
        { bytes: await jpeg(), contentType: 'image/jpeg' },
        change({ ...form.fields }),
      );
      expect(posted.status).toBe(400);
      expect(posted.body?.code).toBe('STORAGE_POLICY_INVALID');
      expect(posted.body?.message).toMatch(/^The upload form is not valid: /);
      await expectNothingStored(before);
    });

    it('a request that is not a form, or a form without a file', async () => {
      const before = await storedFiles(kit.root);
      const notForm = await kit.testApp.app.inject({
        method: 'POST',
        url: '/api/storage/upload',
        headers: { host: HOSTS.solnascente, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(notForm.statusCode).toBeGreaterThanOrEqual(400);
      expect(notForm.statusCode).toBeLessThan(500);
      const boundary = 'x-boundary';
      const noFile = await kit.testApp.app.inject({
        method: 'POST',
        url: '/api/storage/upload',
        headers: { host: HOSTS.solnascente, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\nk\r\n--${boundary}--\r\n`,
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().code).toBe('STORAGE_POLICY_INVALID');
      await expectNothingStored(before);
    });

    it.each([
      ['without a boundary', 'multipart/form-data', '--x\r\n\r\n'],
      ['with an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
      ['cut in a part header', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-da'],
      [
        'cut in the file',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
      ],
      [
        'of a part without a name',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Type: text/plain\r\n\r\nk\r\n--x--\r\n',
      ],
      ['of mixed parts', 'multipart/mixed; boundary=x', '--x\r\n\r\nk\r\n--x--\r\n'],
    ])(
      'a multipart body %s: 400 STORAGE_POLICY_INVALID (415 when not a form), never 500',
      async (_label, contentType, payload) => {
        const before = await storedFiles(kit.root);
        const response = await kit.testApp.app.inject({
          method: 'POST',
          url: '/api/storage/upload',
          headers: { host: HOSTS.solnascente, 'content-type': contentType },
          payload,
        });
        expect(response.statusCode).toBe(contentType.startsWith('multipart/mixed') ? 415 : 400);
        expect(response.json().code).toMatch(/^(STORAGE_POLICY_INVALID|UNSUPPORTED_MEDIA_TYPE)$/);
        await expectNothingStored(before);
      },
    );
  });
});
