import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@hospedar/contracts/constants';
import { createLocalStorageDriver } from '../../adapters/storage/local-storage-driver.ts';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { companies, guestDocuments, type CompanyRow } from '../../db/schema/index.ts';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, WEB_PUBLIC_DIR, type TestApp } from '../../test/test-app.ts';
import { ANA, BEATRIZ, BRUNO, call, callApi, guest, NOW } from '../guests/guest-test-helpers.ts';
import { dataUrl, signedPng } from '../guests/signature-test-images.ts';
import { jpeg, uploadImage } from '../storage/storage-test-kit.ts';
import { FNRH_DOCUMENT_TEXTS } from './fnrh-document-texts.ts';
import { readPdf } from './pdf-test-reader.ts';
import { createFnrhDocumentService, type FnrhDocumentService } from './service.ts';

/** What Ana types on the form: accents of Portuguese (ç, ã) and Spanish (ñ) included. */
const ANA_TYPED = {
  birthdate: '1988-04-23',
  address: 'Rua da Conceição',
  addressNumber: '120',
  addressComplement: 'Edifício Peñasco, ap. 302',
  neighborhood: 'Jardim Atlântico',
};

describe('the FNRH document (PDF of one guest)', () => {
  let testApp: TestApp;
  let storageRoot: string;
  let service: FnrhDocumentService;
  let solnascente: CompanyRow;
  const ana = guest('1001:ana');
  const bruno = guest('1001:bruno');

  beforeAll(async () => {
    storageRoot = await mkdtemp(path.join(os.tmpdir(), 'hospedar-fnrh-pdf-'));
    const clock = () => NOW;
    const storage = createLocalStorageDriver({
      root: storageRoot,
      signingKey: TEST_SECRETS.storageSigningKey,
      clock,
    });
    testApp = await buildTestApp({ clock, storage, devMailbox: { isEnabled: true, isSmtpOn: false } });
    service = createFnrhDocumentService({ db: testApp.db, clock, storage, portalFilesDir: WEB_PUBLIC_DIR });
    solnascente = await hotel('solnascente');

    // Ana types her data, scans her CPF's two sides and signs, as in the portal.
    const front = await uploadImage(testApp, ANA, ana, { bytes: await jpeg(640, 400) });
    const back = await uploadImage(testApp, ANA, ana, { bytes: await jpeg(640, 400) });
    const saved = await call(testApp, 'PUT', ana, ANA, {
      body: {
        ...ANA_TYPED,
        documents: [
          {
            isMain: true,
            documentTypeId: 1,
            documentNumber: '52998224725',
            frontImageKey: front,
            backImageKey: back,
          },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const signed = await callApi(testApp, 'PUT', `/api/clients/${ana}/signature`, ANA, {
      body: { image: dataUrl(signedPng()) },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  });

  async function hotel(subdomain: string): Promise<CompanyRow> {
    const [row] = await testApp.db.select().from(companies).where(eq(companies.subdomain, subdomain));
    if (!row) throw new Error(`the demo hotel ${subdomain} is missing`);
    return row;
  }

  afterAll(async () => {
    await testApp.close();
    await rm(storageRoot, { recursive: true, force: true });
  });

  it.each(LANGUAGES)('holds the typed data and the hotel name, under the labels of %s', async (language) => {
    const pdf = await service.renderGuestPdf(solnascente, ana, { language });
    const { text } = await readPdf(pdf);
    const t = FNRH_DOCUMENT_TEXTS[language];
    expect(text).toContain('Pousada Sol Nascente');
    expect(text).toContain(t.title);
    expect(text).toContain('Ana Souza');
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('23/04/1988');
    expect(text).toContain('Rua da Conceição');
    expect(text).toContain('Jardim Atlântico');
    expect(text).toContain('1001');
    for (const label of [
      t.fields.name,
      t.fields.birthdate,
      t.fields.documentNumber,
      t.fields.address,
      t.fields.neighborhood,
      t.groups.personal,
      t.groups.address,
      t.groups.signature,
    ]) {
      expect(text, label).toContain(label);
    }
    // Another language's own labels are absent (the texts are not all printed at once).
    const other = FNRH_DOCUMENT_TEXTS[language === 'en-US' ? 'pt-BR' : 'en-US'];
    expect(text).not.toContain(other.title);
  });

  it("writes the hotel's first language, and pt-BR when it has none", async () => {
    const english = await readPdf(
      await service.renderGuestPdf({ ...solnascente, languages: ['en-US', 'pt-BR'] }, ana),
    );
    expect(english.text).toContain(FNRH_DOCUMENT_TEXTS['en-US'].fields.birthdate);
    const none = await readPdf(await service.renderGuestPdf({ ...solnascente, languages: [] }, ana));
    expect(none.text).toContain(FNRH_DOCUMENT_TEXTS['pt-BR'].fields.birthdate);
  });

  it('renders the accents of Portuguese and Spanish as text (ç, ã, ñ)', async () => {
    const { text } = await readPdf(await service.renderGuestPdf(solnascente, ana, { language: 'es-ES' }));
    expect(text).toContain('Conceição');
    expect(text).toContain('Peñasco');
    expect(text).toContain(FNRH_DOCUMENT_TEXTS['es-ES'].fields.emailOffers);
    expect(text).toMatch(/ç/);
    expect(text).toMatch(/ã/);
    expect(text).toMatch(/ñ/);
  });

  it('embeds the document photos and the signature, and no image a guest does not have', async () => {
    const withImages = await readPdf(await service.renderGuestPdf(solnascente, ana));
    // The logo, the CPF's front and back, and the signature.
    expect(withImages.images).toBe(4);
    expect(withImages.text).toContain(FNRH_DOCUMENT_TEXTS['pt-BR'].photoFront);
    expect(withImages.text).toContain(FNRH_DOCUMENT_TEXTS['pt-BR'].photoBack);
    expect(withImages.text).toContain(FNRH_DOCUMENT_TEXTS['pt-BR'].signatureNote('Ana Souza'));

    const without = await readPdf(await service.renderGuestPdf(solnascente, bruno));
    expect(without.images).toBe(1);
    expect(without.text).toContain(FNRH_DOCUMENT_TEXTS['pt-BR'].noSignature);
  });

  it('leaves out a photo storage no longer has', async () => {
    const kept = await uploadImage(testApp, BRUNO, bruno, { bytes: await jpeg(300, 400) });
    const gone = kept.replace(/[0-9a-f-]{36}\.jpg$/, '00000000-0000-4000-8000-000000000000.jpg');
    // A key saved once and deleted from storage since (a sweep, a bucket's lifecycle rule).
    await testApp.db
      .update(guestDocuments)
      .set({ frontImageKey: kept, backImageKey: gone })
      .where(eq(guestDocuments.guestId, bruno));
    const { images } = await readPdf(await service.renderGuestPdf(solnascente, bruno));
    expect(images).toBe(2);
  });

  it("answers 404 GUEST_NOT_FOUND for another hotel's guest or no guest", async () => {
    const marazul = await hotel('marazul');
    await expect(service.renderGuestPdf(marazul, ana)).rejects.toMatchObject({
      statusCode: 404,
      code: 'GUEST_NOT_FOUND',
    });
    await expect(service.renderGuestPdf(solnascente, BEATRIZ.guestId)).rejects.toMatchObject({
      statusCode: 404,
      code: 'GUEST_NOT_FOUND',
    });
    await expect(service.renderGuestPdf(solnascente, "1' or '1'='1")).rejects.toMatchObject({
      statusCode: 404,
      code: 'GUEST_NOT_FOUND',
    });
  });

  it("lets the caller refuse the guest it read (the integration API's finished-guest check) before drawing", async () => {
    const seen: string[] = [];
    const refusal = new Error('not this one');
    await expect(
      service.renderGuestPdf(solnascente, ana, {
        checkGuest: (guest) => {
          seen.push(guest.id);
          throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
    expect(seen).toEqual([ana]);
  });

  it('downloads from the development page, only for the hotel of the host, and only with DEV_MAILBOX', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/dev/fnrh.pdf?guest=${ana}&lang=en-US`,
      headers: { host: HOSTS.solnascente },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="fnrh-${ana}.pdf"`);
    expect((await readPdf(response.rawPayload)).text).toContain(FNRH_DOCUMENT_TEXTS['en-US'].title);

    const otherHotel = await testApp.app.inject({
      method: 'GET',
      url: `/dev/fnrh.pdf?guest=${ana}`,
      headers: { host: HOSTS.marazul },
    });
    expect(otherHotel.statusCode).toBe(404);
    expect(otherHotel.json().code).toBe('GUEST_NOT_FOUND');
    const notAnId = await testApp.app.inject({
      method: 'GET',
      url: '/dev/fnrh.pdf?guest=../../etc',
      headers: { host: HOSTS.solnascente },
    });
    expect(notAnId.statusCode).toBe(400);

    const off = await buildTestApp({ devMailbox: { isEnabled: false, isSmtpOn: false } });
    try {
      const hidden = await off.app.inject({ method: 'GET', url: `/dev/fnrh.pdf?guest=${ana}` });
      expect(hidden.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
