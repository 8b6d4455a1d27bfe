import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIOMETRIC_CONSENT_TEXT_VERSION } from '@hospedar/contracts/biometrics/constants';
import { ZIndexBiometricsResponse } from '@hospedar/contracts/biometrics/index-biometrics';
import type { GuestClaims } from '../../auth/guest-token.ts';
import { sharedLocalFaceModel } from '../../adapters/face/local-face-model.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { biometricConsents, companies, faceTemplates, guests, reservations } from '../../db/schema/index.ts';
import { HOSTS } from '../../test/api-client.ts';
import { postSearch } from '../../test/search-client.ts';
import { ANA, bearer, BEATRIZ, NOW } from '../guests/guest-test-helpers.ts';
import { createStorageSweeper } from '../storage/storage-sweep.ts';
import {
  askUploadForm,
  buildStorageTestApp,
  jpeg,
  postForm,
  storedFiles,
} from '../storage/storage-test-kit.ts';

const silentLogger = { info: () => undefined, error: () => undefined };
const FACES = path.join(import.meta.dirname, '..', '..', 'test', 'faces');
const face = (name: string) => readFile(path.join(FACES, `${name}.jpg`));

const MAR_AZUL = demoCompanyId('marazul');
const TIAGO: GuestClaims = { ...BEATRIZ, guestId: demoGuestId('marazul', '2001:tiago'), masterGuest: false };

describe('facial biometrics (decisions 120 to 126)', () => {
  let kit: Awaited<ReturnType<typeof buildStorageTestApp>>;
  const app = () => kit.testApp.app;
  const db = () => kit.testApp.db;

  beforeAll(async () => {
    kit = await buildStorageTestApp();
    await sharedLocalFaceModel().warmUp();
  }, 120_000);
  afterAll(async () => kit.close());

  async function call(
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    claims: GuestClaims,
    payload?: object,
    host: string = HOSTS.marazul,
  ) {
    const response = await app().inject({
      method,
      url,
      headers: { host, authorization: await bearer(claims) },
      ...(payload ? { payload } : {}),
    });
    // Each route answers its own shape: a test that reads a field parses the body with the contract.
    return { status: response.statusCode, body: response.json() as unknown };
  }

  const consent = (claims: GuestClaims, host?: string) =>
    call(
      'PUT',
      `/api/clients/${claims.guestId}/biometrics/consent`,
      claims,
      {
        textVersion: BIOMETRIC_CONSENT_TEXT_VERSION,
        language: 'pt-BR',
      },
      host,
    );

  const personOf = async (guestId: string) =>
    (await db().select({ personId: guests.personId }).from(guests).where(eq(guests.id, guestId)))[0]
      ?.personId ?? '';

  /** Uploads a registration image of the guest and registers it. */
  async function register(claims: GuestClaims, image: Buffer, host: string = HOSTS.marazul) {
    const form = await askUploadForm(
      kit.testApp,
      claims,
      { guestId: claims.guestId, purpose: 'recognition' },
      host,
    );
    expect(form.status).toBe(200);
    expect((await postForm(kit.testApp, form.body, { bytes: image, contentType: 'image/jpeg' })).status).toBe(
      204,
    );
    const answer = await call(
      'POST',
      '/api/clients/index-biometrics',
      claims,
      {
        key: form.body.key,
        personId: await personOf(claims.guestId),
      },
      host,
    );
    return { ...answer, key: form.body.key };
  }

  /** A stranger's face search: the upload form, the upload, the search. */
  async function searchByFace(image: Buffer, host: string = HOSTS.marazul) {
    const formResponse = await app().inject({
      method: 'POST',
      url: '/api/storage/recognition',
      headers: { host },
      payload: { ext: 'jpg' },
    });
    expect(formResponse.statusCode).toBe(200);
    const form = formResponse.json() as { url: string; fields: Record<string, string>; key: string };
    expect(form.key).toMatch(/^[0-9a-f-]{36}\/recognition\/[0-9a-f-]{36}\.jpg$/);
    expect((await postForm(kit.testApp, form, { bytes: image, contentType: 'image/jpeg' })).status).toBe(204);
    const found = await postSearch(app(), { type: 'facial_recognition', image: form.key }, { host });
    return { ...found, key: form.key };
  }

  /** The upload form of a registration image of Beatriz, asked with a guest's token. */
  const beatrizFaceForm = (claims: GuestClaims) =>
    askUploadForm(kit.testApp, claims, { guestId: BEATRIZ.guestId, purpose: 'recognition' }, HOSTS.marazul);

  const recognitionFiles = async (guestId?: string) =>
    (await storedFiles(kit.root)).filter((file) =>
      guestId ? file.includes(`${guestId}${path.sep}recognition`) : file.includes('recognition'),
    );

  it('stores nothing without consent: no upload form, no registration', async () => {
    const form = await beatrizFaceForm(BEATRIZ);
    expect(form.status).toBe(409);
    expect(form.body.code).toBe('BIOMETRIC_CONSENT_REQUIRED');
    const index = await call('POST', '/api/clients/index-biometrics', BEATRIZ, {
      key: `${MAR_AZUL}/${BEATRIZ.guestId}/recognition/00000000-0000-4000-8000-000000000000.jpg`,
      personId: await personOf(BEATRIZ.guestId),
    });
    expect(index.status).toBe(409);
    const status = await call('GET', `/api/clients/${BEATRIZ.guestId}/biometrics`, BEATRIZ);
    expect(status.body).toEqual({
      consent: null,
      consentIsCurrent: false,
      faceCount: 0,
      faceRegisteredAt: null,
    });
    expect(await db().select().from(biometricConsents)).toEqual([]);
    expect(await db().select().from(faceTemplates)).toEqual([]);
    expect(await recognitionFiles()).toEqual([]);
  });

  it('registers a face after consent, and refuses an image without one face', async () => {
    const given = await consent(BEATRIZ);
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      consent: { textVersion: BIOMETRIC_CONSENT_TEXT_VERSION },
      consentIsCurrent: true,
    });

    const blank = await register(BEATRIZ, await jpeg(400, 400));
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'POOR_IMAGE_QUALITY', details: { issues: ['noFace'] } });
    expect(await recognitionFiles(BEATRIZ.guestId)).toEqual([]);

    const registered = await register(BEATRIZ, await face('person-a-01'));
    expect(registered.status).toBe(200);
    expect(ZIndexBiometricsResponse.parse(registered.body).model).toMatch(/^face-api-/);
    const status = await call('GET', `/api/clients/${BEATRIZ.guestId}/biometrics`, BEATRIZ);
    expect(status.body).toMatchObject({ faceCount: 1, consentIsCurrent: true });
  });

  it("keeps another guest's consent and face unreachable (404)", async () => {
    for (const [method, url] of [
      ['GET', `/api/clients/${BEATRIZ.guestId}/biometrics`],
      ['DELETE', `/api/clients/${BEATRIZ.guestId}/biometrics`],
    ] as const) {
      expect((await call(method, url, TIAGO)).status).toBe(404);
    }
    const consentForOther = await call('PUT', `/api/clients/${BEATRIZ.guestId}/biometrics/consent`, TIAGO, {
      textVersion: BIOMETRIC_CONSENT_TEXT_VERSION,
      language: 'pt-BR',
    });
    expect(consentForOther.status).toBe(404);
    const indexForOther = await call('POST', '/api/clients/index-biometrics', TIAGO, {
      key: 'x',
      personId: await personOf(BEATRIZ.guestId),
    });
    expect(indexForOther.status).toBe(404);
    const otherForm = await beatrizFaceForm(TIAGO);
    expect(otherForm.status).toBe(404);
    expect(await db().select().from(faceTemplates)).toHaveLength(1);
  });

  it('finds the reservation by another photo of the same person, and nothing for someone else', async () => {
    const found = await searchByFace(await face('person-a-02'));
    expect(found.status).toBe(200);
    expect(found.body).toEqual([
      expect.objectContaining({ id: demoReservationId('marazul', '2001'), guestId: BEATRIZ.guestId }),
    ]);
    // The search image is gone, and cannot be searched twice.
    expect(
      (await storedFiles(kit.root)).some((file) => file.includes(found.key.split('/').pop() ?? '?')),
    ).toBe(false);
    const again = await postSearch(
      app(),
      { type: 'facial_recognition', image: found.key },
      { host: HOSTS.marazul },
    );
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('STORAGE_KEY_NOT_FOUND');

    const stranger = await searchByFace(await face('other-01'));
    expect(stranger.status).toBe(200);
    expect(stranger.body).toEqual([]);
  });

  it('never matches a face registered at one hotel from another hotel', async () => {
    const setFaceSearch = (on: boolean) =>
      db()
        .update(companies)
        .set({
          enableSearchByFacialRecognition: on,
          parameters: sql`jsonb_set(${companies.parameters}, '{searchTypes}', ${JSON.stringify(
            on
              ? ['reservation', 'document', 'mail', 'phone', 'name', 'facial_recognition']
              : ['reservation', 'document', 'mail', 'phone', 'name'],
          )}::jsonb)`,
        })
        .where(eq(companies.subdomain, 'solnascente'));
    await setFaceSearch(true);
    try {
      const atSolNascente = await searchByFace(await face('person-a-02'), HOSTS.solnascente);
      expect(atSolNascente.status).toBe(200);
      expect(atSolNascente.body).toEqual([]);
      // Ana registers her face at Sol Nascente; Mar Azul never finds it.
      expect((await consent(ANA, HOSTS.solnascente)).status).toBe(200);
      expect((await register(ANA, await face('other-03'), HOSTS.solnascente)).status).toBe(200);
      expect((await searchByFace(await face('other-03'))).body).toEqual([]);
    } finally {
      await setFaceSearch(false);
    }
  });

  it('answers FACE_RECOGNIZED_NO_RESERVATION when the recognized guest has no reservation left', async () => {
    const reservationId = demoReservationId('marazul', '2001');
    await db().update(reservations).set({ resStatus: 6 }).where(eq(reservations.id, reservationId));
    try {
      const found = await searchByFace(await face('person-a-04'));
      expect(found.status).toBe(404);
      expect(found.body.code).toBe('FACE_RECOGNIZED_NO_RESERVATION');
    } finally {
      await db().update(reservations).set({ resStatus: 1 }).where(eq(reservations.id, reservationId));
    }
  });

  it('deletes a face a year after the person’s last stay at the hotel (the storage sweep)', async () => {
    const anaPerson = await personOf(ANA.guestId);
    const anaFace = () => db().select().from(faceTemplates).where(eq(faceTemplates.personId, anaPerson));
    const [registered] = await anaFace();
    expect(registered).toBeDefined();
    const sweeper = createStorageSweeper({
      db: db(),
      storage: kit.storage,
      clock: () => NOW,
      logger: silentLogger,
    });
    const ana1001 = demoReservationId('solnascente', '1001');
    const [stay] = await db().select().from(reservations).where(eq(reservations.id, ana1001));
    expect((await sweeper.sweepOnce()).facesPastRetention).toBe(0);
    const guestsOfAna = await db()
      .select({ reservationId: guests.reservationId })
      .from(guests)
      .where(eq(guests.personId, anaPerson));
    expect(guestsOfAna.map((row) => row.reservationId)).toEqual([ana1001]);
    await db()
      .update(reservations)
      .set({ checkinDate: '2024-01-10', checkoutDate: '2024-01-12' })
      .where(eq(reservations.id, ana1001));
    try {
      expect((await sweeper.sweepOnce()).facesPastRetention).toBe(1);
      expect(await anaFace()).toEqual([]);
      expect(await kit.storage.head(registered?.imageKey ?? '')).toBeNull();
    } finally {
      await db()
        .update(reservations)
        .set({ checkinDate: stay?.checkinDate, checkoutDate: stay?.checkoutDate })
        .where(eq(reservations.id, ana1001));
    }
  });

  it('deletes every face template and face image on withdrawal', async () => {
    expect((await recognitionFiles(BEATRIZ.guestId)).filter((file) => file.endsWith('.jpg'))).toHaveLength(1);
    const withdrawn = await call('DELETE', `/api/clients/${BEATRIZ.guestId}/biometrics`, BEATRIZ);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ deletedTemplates: 1, deletedImages: 1 });
    const personId = await personOf(BEATRIZ.guestId);
    expect(
      await db()
        .select()
        .from(faceTemplates)
        .where(and(eq(faceTemplates.companyId, MAR_AZUL), eq(faceTemplates.personId, personId))),
    ).toEqual([]);
    const [record] = await db()
      .select()
      .from(biometricConsents)
      .where(eq(biometricConsents.personId, personId));
    expect(record?.withdrawnAt).toBeInstanceOf(Date);
    expect(await recognitionFiles(BEATRIZ.guestId)).toEqual([]);
    expect((await searchByFace(await face('person-a-02'))).body).toEqual([]);
    // Without a new consent nothing can be registered again.
    const form = await beatrizFaceForm(BEATRIZ);
    expect(form.status).toBe(409);
  });
});
