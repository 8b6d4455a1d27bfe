import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGuest } from '@hospedar/contracts/guests/guest';
import { hotelExports, outboxMessages } from '../../db/schema/index.ts';
import { HOSTS } from '../../test/api-client.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { ANA, BEATRIZ, BRUNO, call, callApi, guest, JULIANA, RAFAEL } from '../guests/guest-test-helpers.ts';
import { buildStorageTestApp, uploadImage } from '../storage/storage-test-kit.ts';

describe('document image keys, replace-documents and document-images', () => {
  let kit: Awaited<ReturnType<typeof buildStorageTestApp>>;
  beforeAll(async () => {
    kit = await buildStorageTestApp();
  });
  afterAll(() => kit.close());

  const rg = (keys: Record<string, string | null> = {}) => ({
    isMain: true,
    documentTypeId: 3,
    documentNumber: '12.345.678-9',
    ...keys,
  });

  it('refuses keys that are not this guest’s uploads, naming the field', async () => {
    const ana = guest('1001:ana');
    const anasKey = await uploadImage(kit.testApp, ANA, ana);
    const bruno = guest('1001:bruno');
    const brunosKey = await uploadImage(kit.testApp, BRUNO, bruno);
    const otherHotel = brunosKey.replace(BRUNO.companyId, BEATRIZ.companyId);
    const never = brunosKey.replace(/[0-9a-f-]{36}\.jpg$/, '00000000-0000-4000-8000-000000000000.jpg');
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'another guest’s key',
        { documents: [rg({ frontImageKey: anasKey })] },
        'body.documents.0.frontImageKey',
      ],
      [
        'another hotel’s key',
        { documents: [rg({ backImageKey: otherHotel })] },
        'body.documents.0.backImageKey',
      ],
      [
        'a key never uploaded',
        { documents: [rg({ frontImageKey: never })] },
        'body.documents.0.frontImageKey',
      ],
      ['a document image as the photo', { photoId: brunosKey }, 'body.photoId'],
      ['not a key at all', { photoId: '../../etc/passwd' }, 'body.photoId'],
    ];
    for (const [name, body, field] of cases) {
      const { status, body: answer } = await call(kit.testApp, 'PUT', bruno, BRUNO, { body });
      expect(status, name).toBe(400);
      expect(answer.code, name).toBe('STORAGE_KEY_NOT_FOUND');
      expect(answer.details.fields, name).toEqual([{ field, message: expect.any(String) }]);
    }
    const photo = await uploadImage(kit.testApp, BRUNO, bruno, { purpose: 'photo' });
    const saved = await call(kit.testApp, 'PUT', bruno, BRUNO, { body: { photoId: photo } });
    expect(saved.status).toBe(200);
    expect(saved.body.photoId).toBe(photo);
    expect(saved.body.photoUrl).toMatch(/^\/api\/storage\/files\//);
  });

  it('lets the main guest save a minor’s images, and sets keys with document-images', async () => {
    const pedro = guest('1020:pedro');
    const front = await uploadImage(kit.testApp, RAFAEL, pedro);
    const back = await uploadImage(kit.testApp, RAFAEL, pedro);
    const url = `/api/clients/${pedro}/document-images`;
    const saved = await callApi(kit.testApp, 'PUT', url, RAFAEL, { body: { frontImageKey: front } });
    expect(saved.status).toBe(200);
    expect(saved.body.documents[0]).toMatchObject({ isMain: true, frontImageKey: front, backImageKey: null });
    const both = await callApi(kit.testApp, 'PUT', url, RAFAEL, { body: { backImageKey: back } });
    expect(both.body.documents[0]).toMatchObject({ frontImageKey: front, backImageKey: back });
    expect(both.body.documents[0].backImageUrl).toEqual(expect.any(String));

    const refused = await callApi(kit.testApp, 'PUT', url, RAFAEL, { body: { frontImageKey: `${front}x` } });
    expect(refused.body).toMatchObject({
      code: 'STORAGE_KEY_NOT_FOUND',
      details: { fields: [{ field: 'body.frontImageKey' }] },
    });
    const noDocument = await callApi(kit.testApp, 'PUT', url, RAFAEL, {
      body: { documentIndex: 5, frontImageKey: front },
    });
    expect(noDocument.body.details.fields).toEqual([
      { field: 'body.documentIndex', message: 'validation.required' },
    ]);
    const empty = await callApi(kit.testApp, 'PUT', url, RAFAEL, { body: {} });
    expect(empty.status).toBe(400);
    const companion = await callApi(kit.testApp, 'PUT', url, JULIANA, { body: { frontImageKey: front } });
    expect(companion.status).toBe(404);
  });

  it('replaces a finalized guest’s documents and sends the update to the hotel', async () => {
    const juliana = guest('1020:juliana');
    const before = (await call(kit.testApp, 'GET', juliana, JULIANA)).body.guest;
    const front = await uploadImage(kit.testApp, JULIANA, juliana);
    const back = await uploadImage(kit.testApp, JULIANA, juliana);
    const replace = (body: Record<string, unknown>, claims = JULIANA) =>
      callApi(kit.testApp, 'PUT', '/api/clients/replace-documents', claims, { body });
    const documents = [
      {
        isMain: true,
        documentTypeId: 3,
        documentNumber: '98.765.432-1',
        frontImageKey: front,
        backImageKey: back,
      },
    ];

    expect((await replace({ fnrhId: 'FNRH-OTHER', guestId: juliana, documents })).body.code).toBe(
      'GUEST_NOT_FOUND',
    );
    expect((await replace({ fnrhId: before.fnrhId, guestId: juliana, documents }, RAFAEL)).status).toBe(404);
    const noMain = await replace({
      fnrhId: before.fnrhId,
      guestId: juliana,
      documents: [{ ...documents[0], isMain: false }],
    });
    expect(noMain.body.details.fields).toContainEqual({
      field: 'body.documents',
      message: 'validation.required',
    });
    const wrongKey = await replace({
      fnrhId: before.fnrhId,
      guestId: juliana,
      documents: [{ ...documents[0], frontImageKey: `${front}x` }],
    });
    expect(wrongKey.body.code).toBe('STORAGE_KEY_NOT_FOUND');

    const replaced = await replace({ fnrhId: before.fnrhId, guestId: juliana, documents });
    expect(replaced.status).toBe(200);
    const answer = ZGuest.parse(replaced.body);
    expect(answer).toMatchObject({
      fnrhId: before.fnrhId,
      documents: [{ documentNumber: '98.765.432-1', frontImageKey: front, backImageKey: back }],
    });

    await localOutboxWorker(kit.testApp.db, () => new Date()).drainOnce();
    const exports = await kit.testApp.db
      .select()
      .from(hotelExports)
      .where(and(eq(hotelExports.guestId, juliana), eq(hotelExports.kind, 'guest')));
    expect(exports).toHaveLength(1);
    const record = exports[0]?.payload as { isUpdate: boolean; guest: unknown };
    expect(record.isUpdate).toBe(true);
    expect(ZGuest.parse(record.guest).documents[0]).toMatchObject({
      frontImageKey: front,
      backImageKey: back,
      frontImageUrl: null,
    });
    const pending = await kit.testApp.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'pending'));
    expect(pending).toEqual([]);
  });

  it('erases a saved side only when the save says so (erasedSides), and keeps it when the key is left out', async () => {
    const bruno = guest('1001:bruno');
    const front = await uploadImage(kit.testApp, BRUNO, bruno);
    const back = await uploadImage(kit.testApp, BRUNO, bruno);
    const save = (document: Record<string, unknown>) =>
      call(kit.testApp, 'PUT', bruno, BRUNO, {
        body: { documents: [rg(document as Record<string, string>)] },
      });
    expect((await save({ frontImageKey: front, backImageKey: back })).status).toBe(200);
    const numbersOnly = await save({});
    expect(numbersOnly.body.documents[0]).toMatchObject({ frontImageKey: front, backImageKey: back });
    const erased = await save({ erasedSides: ['back'] });
    expect(erased.status).toBe(200);
    expect(erased.body.documents[0]).toMatchObject({
      frontImageKey: front,
      backImageKey: null,
      backImageUrl: null,
    });
    const replacedAfterErase = await save({ backImageKey: back, erasedSides: ['back'] });
    expect(replacedAfterErase.body.documents[0]).toMatchObject({ backImageKey: back });
    const bad = await save({ erasedSides: ['top'] });
    expect(bad.status).toBe(400);
  });

  it('refuses in replace-documents a CPF another guest of the reservation has', async () => {
    const juliana = guest('1020:juliana');
    const { fnrhId } = (await call(kit.testApp, 'GET', juliana, JULIANA)).body.guest;
    const rafaelsCpf = '85312064726';
    const answer = await callApi(kit.testApp, 'PUT', '/api/clients/replace-documents', JULIANA, {
      body: {
        fnrhId,
        guestId: juliana,
        documents: [{ isMain: true, documentTypeId: 1, documentNumber: rafaelsCpf }],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('CPF_IN_USE');
  });

  it('asks a hotel that requires images for the main document’s images before finalizing', async () => {
    const beatriz = BEATRIZ.guestId;
    const finalize = () =>
      callApi(kit.testApp, 'POST', '/api/clients/finalize-register', BEATRIZ, {
        host: HOSTS.marazul,
        body: { companyId: BEATRIZ.companyId, reservationId: BEATRIZ.reservationId, clientId: beatriz },
      });
    const missing = await finalize();
    expect(missing.status).toBe(400);
    expect(missing.body.details.fields).toEqual([
      { field: 'body.documents.0.frontImageKey', message: 'validation.frontImage' },
      { field: 'body.documents.0.backImageKey', message: 'validation.backImage' },
    ]);
    const front = await uploadImage(kit.testApp, BEATRIZ, beatriz, {}, HOSTS.marazul);
    await callApi(kit.testApp, 'PUT', `/api/clients/${beatriz}/document-images`, BEATRIZ, {
      host: HOSTS.marazul,
      body: { frontImageKey: front },
    });
    expect((await finalize()).body.details.fields).toEqual([
      { field: 'body.documents.0.backImageKey', message: 'validation.backImage' },
    ]);
    const back = await uploadImage(kit.testApp, BEATRIZ, beatriz, {}, HOSTS.marazul);
    await callApi(kit.testApp, 'PUT', `/api/clients/${beatriz}/document-images`, BEATRIZ, {
      host: HOSTS.marazul,
      body: { backImageKey: back },
    });
    expect((await finalize()).status).toBe(200);
  });
});
