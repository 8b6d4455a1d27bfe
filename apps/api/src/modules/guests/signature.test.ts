import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNATURE_MAX_BYTES,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
  ZSaveSignatureResponse,
} from '@hospedar/contracts/guests/save-signature';
import { guests, guestSignatures } from '../../db/schema/index.ts';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import {
  ANA,
  bearer,
  BEATRIZ,
  BRUNO,
  call,
  callApi,
  CARLA,
  guest,
  JULIANA,
  LAURA,
  NOW,
  RAFAEL,
} from './guest-test-helpers.ts';
import { SIGNATURE_RATE_LIMIT } from './signature-routes.ts';
import {
  blankPng,
  dataUrl,
  encodePng,
  maximalSignaturePng,
  pngChunk,
  signedPng,
  tapPng,
} from './signature-test-images.ts';

describe('PUT and GET /api/clients/:id/signature', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const url = (id: string) => `/api/clients/${id}/signature`;
  const put = (id: string, claims: typeof ANA | null, image: unknown) =>
    callApi(testApp, 'PUT', url(id), claims, { body: { image } });
  const get = (id: string, claims: typeof ANA | null) => callApi(testApp, 'GET', url(id), claims);
  const storedFor = async (id: string) => {
    const rows = await testApp.db.select().from(guestSignatures).where(eq(guestSignatures.guestId, id));
    const [row] = await testApp.db
      .select({ signatureId: guests.signatureId })
      .from(guests)
      .where(eq(guests.id, id));
    return { rows, signatureId: row?.signatureId ?? null };
  };

  it('stores an adult’s own signature and answers it back as image/png, never cached', async () => {
    const id = guest('1001:bruno');
    expect((await get(id, BRUNO)).body.code, 'before signing').toBe('NOT_FOUND');
    const png = signedPng();
    const saved = await put(id, BRUNO, dataUrl(png));
    expect(saved.status).toBe(200);
    const { signatureId } = ZSaveSignatureResponse.parse(saved.body);
    const stored = await storedFor(id);
    expect(stored.signatureId).toBe(signatureId);
    expect(stored.rows).toHaveLength(1);

    const read = await get(id, BRUNO);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(read.raw, png)).toBe(0);
    expect((await call(testApp, 'GET', id, BRUNO)).body.guest.signatureId).toBe(signatureId);
  });

  it('replaces the signature with a new id when the guest signs again', async () => {
    const id = guest('1001:ana');
    const first = ZSaveSignatureResponse.parse((await put(id, ANA, dataUrl(signedPng()))).body);
    const redrawn = signedPng([200, 0, 0, 255]);
    const second = ZSaveSignatureResponse.parse((await put(id, ANA, dataUrl(redrawn))).body);
    expect(second.signatureId).not.toBe(first.signatureId);
    const stored = await storedFor(id);
    expect(stored).toMatchObject({ signatureId: second.signatureId, rows: [{ id: second.signatureId }] });
    expect(Buffer.compare((await get(id, ANA)).raw, redrawn)).toBe(0);
  });

  const justOverTheByteLimit = () => {
    // Decodes to 3 bytes over the limit while its base64 still passes the request's length check.
    const png = signedPng();
    const iend = png.length - 12;
    const padding = pngChunk('zzZz', Buffer.alloc(SIGNATURE_MAX_BYTES + 3 - png.length - 12));
    const padded = Buffer.concat([png.subarray(0, iend), padding, png.subarray(iend)]);
    expect(padded.length).toBe(SIGNATURE_MAX_BYTES + 3);
    return dataUrl(padded);
  };

  it.each<[string, () => unknown, string]>([
    ['a JPEG data URL', () => `data:image/jpeg;base64,${signedPng().toString('base64')}`, 'body.image'],
    ['a bare base64 PNG without the data URL prefix', () => signedPng().toString('base64'), 'body.image'],
    ['bytes that are not a PNG', () => dataUrl(Buffer.from('GIF89a\u0001\u0000not a png')), 'body.image'],
    ['broken base64', () => `data:image/png;base64,${'%%%%'.repeat(10)}`, 'body.image'],
    ['an empty image', () => 'data:image/png;base64,', 'body.image'],
    ['a corrupt PNG', () => dataUrl(Buffer.from(signedPng()).fill(0, 40, 60)), 'body.image'],
    ['a blank pad', () => dataUrl(blankPng()), 'body.image'],
    ['a single tap', () => dataUrl(tapPng()), 'body.image'],
    ['a PNG over the size limit', justOverTheByteLimit, 'body.image'],
    [
      'a data URL far over the size limit',
      () => dataUrl(Buffer.alloc(SIGNATURE_MAX_BYTES * 2)),
      'body.image',
    ],
    ['no image', () => undefined, 'body.image'],
  ])('refuses %s and stores nothing', async (_case, image, field) => {
    const id = guest('1020:rafael');
    const { status, body } = await put(id, RAFAEL, image());
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.fields.map((issue: { field: string }) => issue.field)).toContain(field);
    expect(await storedFor(id)).toEqual({ rows: [], signatureId: null });
  });

  it('stores the largest pad the portal draws', async () => {
    const png = await maximalSignaturePng(SIGNATURE_MAX_WIDTH, SIGNATURE_MAX_HEIGHT);
    const saved = await put(guest('1001:carla'), CARLA, dataUrl(png));
    expect(saved.status).toBe(200);
    expect(Buffer.compare((await get(guest('1001:carla'), CARLA)).raw, png)).toBe(0);
  });

  it.each([
    ['wider', SIGNATURE_MAX_WIDTH + 1, SIGNATURE_MAX_HEIGHT],
    ['taller', SIGNATURE_MAX_WIDTH, SIGNATURE_MAX_HEIGHT + 1],
    ['far larger', 2000, 2000],
  ])(
    'refuses a PNG %s than the pad with 400 SIGNATURE_TOO_LARGE and stores nothing',
    async (_case, width, height) => {
      const id = guest('1020:rafael');
      const png = encodePng({
        width,
        height,
        colorType: 0,
        pixel: () => [],
        rawData: Buffer.alloc(width + 1),
      });
      const { status, body } = await put(id, RAFAEL, dataUrl(png));
      expect(status).toBe(400);
      expect(body.code).toBe('SIGNATURE_TOO_LARGE');
      expect(body.details.fields).toEqual([
        {
          field: 'body.image',
          message: `The PNG is larger than ${SIGNATURE_MAX_WIDTH} x ${SIGNATURE_MAX_HEIGHT} pixels.`,
        },
      ]);
      expect(await storedFor(id)).toEqual({ rows: [], signatureId: null });
    },
  );

  it('names a blank pad as a required field', async () => {
    const { body } = await put(guest('1020:rafael'), RAFAEL, dataUrl(blankPng()));
    expect(body.details.fields).toEqual([{ field: 'body.image', message: 'validation.required' }]);
  });

  it.each([
    ['the main guest signs for a minor', guest('1020:laura'), RAFAEL],
    ['a minor signs for itself', guest('1020:laura'), LAURA],
    ['a companion signs for the main guest', guest('1020:rafael'), JULIANA],
    ['a companion signs for another companion', guest('1001:ana'), BRUNO],
    ['the main guest signs for an adult companion', guest('1001:bruno'), ANA],
    ['an unknown guest', '00000000-0000-4000-8000-000000000000', ANA],
  ])('answers 404 GUEST_NOT_FOUND to PUT and GET when %s, and stores nothing', async (_case, id, claims) => {
    const before = await storedFor(id);
    const saved = await put(id, claims, dataUrl(signedPng()));
    expect(saved.status).toBe(404);
    expect(saved.body.code).toBe('GUEST_NOT_FOUND');
    const read = await get(id, claims);
    expect(read.status).toBe(404);
    expect(read.body.code).toBe('GUEST_NOT_FOUND');
    expect(await storedFor(id)).toEqual(before);
  });

  it("never shows a companion another guest's signature", async () => {
    await put(guest('1020:rafael'), RAFAEL, dataUrl(signedPng()));
    expect((await get(guest('1020:rafael'), RAFAEL)).status).toBe(200);
    expect((await get(guest('1020:rafael'), JULIANA)).status).toBe(404);
  });

  it('answers 401 TOKEN_INVALID without a token or with a token of another hotel', async () => {
    const id = guest('1001:ana');
    expect((await put(id, null, dataUrl(signedPng()))).body.code).toBe('TOKEN_INVALID');
    expect((await get(id, null)).status).toBe(401);
    expect((await get(id, BEATRIZ)).status).toBe(401);
    const beatriz = await callApi(testApp, 'GET', url(BEATRIZ.guestId), BEATRIZ, { host: HOSTS.marazul });
    expect(beatriz.body.code, 'her own hotel answers her').toBe('NOT_FOUND');
  });
});

describe('the signature rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      clock: fixedClock(NOW.toISOString()),
      rateLimit: { max: 100_000, timeWindowMs: 60_000, routeMaxFactor: 1 },
    });
  });
  afterAll(() => testApp.close());

  const sign = async (id: string, claims: typeof ANA | null, remoteAddress: string) => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/clients/${id}/signature`,
      headers: { host: HOSTS.solnascente, ...(claims ? { authorization: await bearer(claims) } : {}) },
      remoteAddress,
      payload: { image: dataUrl(signedPng()) },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('takes 20 signatures in 10 minutes from a guest, from any address, then answers 429', async () => {
    expect(SIGNATURE_RATE_LIMIT).toMatchObject({ max: 20, timeWindow: 600_000 });
    const id = guest('1020:rafael');
    for (let i = 0; i < 5; i += 1) {
      expect((await sign(id, null, '198.51.100.9')).status, 'a stranger spends nothing of it').toBe(401);
      expect((await sign(id, JULIANA, '198.51.100.9')).status, 'nor another guest').toBe(404);
    }
    for (let i = 0; i < SIGNATURE_RATE_LIMIT.max; i += 1) {
      expect((await sign(id, RAFAEL, `203.0.113.${i + 1}`)).status, `signature ${i + 1}`).toBe(200);
    }
    const refused = await sign(id, RAFAEL, '203.0.113.200');
    expect(refused.status, 'a new address gains nothing').toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 600 } });
    expect(
      (await sign(guest('1020:juliana'), JULIANA, '203.0.113.1')).status,
      'each guest counts apart',
    ).toBe(200);
  });
});
