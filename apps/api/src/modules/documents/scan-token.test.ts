import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_SIDE } from '@hospedar/contracts/documents/constants';
import { ZDocumentScanLinkResponse } from '@hospedar/contracts/documents/document-scan-link';
import { signDocumentScanToken } from '../../auth/document-scan-token.ts';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { HOSTS } from '../../test/api-client.ts';
import { BEATRIZ, callApi, guest, JULIANA, NOW, RAFAEL } from '../guests/guest-test-helpers.ts';
import { askUploadForm, buildStorageTestApp, jpeg, postForm } from '../storage/storage-test-kit.ts';

describe('document-scan links and tokens (the phone hand-off)', () => {
  let kit: Awaited<ReturnType<typeof buildStorageTestApp>>;
  beforeAll(async () => {
    kit = await buildStorageTestApp();
  });
  afterAll(() => kit.close());

  const pedro = guest('1020:pedro');
  const withToken = async (
    token: string,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    body?: Record<string, unknown>,
    host: string = HOSTS.solnascente,
  ) => {
    const response = await kit.testApp.app.inject({
      method,
      url,
      headers: { host, authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    });
    return {
      status: response.statusCode,
      body: response.json() as Record<string, unknown> & { code?: string },
    };
  };
  const scanLink = async () => {
    const link = await callApi(kit.testApp, 'POST', `/api/clients/${pedro}/document-scan-link`, RAFAEL);
    expect(link.status).toBe(200);
    return ZDocumentScanLinkResponse.parse(link.body);
  };

  it('gives the main guest a 15-minute link for a minor, on the portal’s origin', async () => {
    const link = await scanLink();
    expect(link.url).toBe(
      `http://localhost:3000/document-scan/${RAFAEL.reservationId}/${pedro}?t=${link.token}`,
    );
    expect(Date.parse(link.expiresAt) - NOW.getTime()).toBe(15 * 60 * 1000);
    const companion = await callApi(kit.testApp, 'POST', `/api/clients/${pedro}/document-scan-link`, JULIANA);
    expect(companion.status).toBe(404);
  });

  it('lets the phone upload, read and set that guest’s document images, and nothing else', async () => {
    const { token } = await scanLink();
    const form = await askUploadForm(kit.testApp, { raw: token }, { guestId: pedro });
    expect(form.status).toBe(200);
    expect(
      (await postForm(kit.testApp, form.body, { bytes: await jpeg(), contentType: 'image/jpeg' })).status,
    ).toBe(204);
    const saved = await withToken(token, 'PUT', `/api/clients/${pedro}/document-images`, {
      frontImageKey: form.body.key,
    });
    expect(saved.status).toBe(200);
    const read = await withToken(token, 'GET', `/api/clients/${pedro}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ guest: { id: pedro }, others: [] });
    expect(read.body.guests).toHaveLength(1);

    expect(
      (await askUploadForm(kit.testApp, { raw: token }, { guestId: pedro, purpose: 'photo' })).status,
    ).toBe(401);
    expect((await askUploadForm(kit.testApp, { raw: token }, { guestId: RAFAEL.guestId })).status).toBe(404);
    expect((await withToken(token, 'GET', `/api/clients/${RAFAEL.guestId}`)).status).toBe(404);
    const refused: [string, 'GET' | 'PUT' | 'POST', string, Record<string, unknown>?][] = [
      ['save the guest', 'PUT', `/api/clients/${pedro}`, { addressComplement: 'x' }],
      [
        'finalize',
        'POST',
        '/api/clients/finalize-register',
        { companyId: RAFAEL.companyId, reservationId: RAFAEL.reservationId, clientId: pedro },
      ],
      ['another scan link', 'POST', `/api/clients/${pedro}/document-scan-link`],
      [
        'replace documents',
        'PUT',
        '/api/clients/replace-documents',
        {
          fnrhId: 'x',
          guestId: pedro,
          documents: [{ isMain: true, documentTypeId: 1, documentNumber: '1' }],
        },
      ],
      ['the reservation', 'GET', `/api/appointments/${RAFAEL.reservationId}`],
      ['finish the list', 'POST', `/api/appointments/${RAFAEL.reservationId}/finish`],
    ];
    for (const [name, method, url, body] of refused) {
      const answer = await withToken(token, method, url, body);
      expect(answer.status, name).toBe(401);
      expect(answer.body.code, name).toBe('TOKEN_INVALID');
    }
  });

  it('refuses from the phone, as from the portal, an image larger than the portal’s shrink', async () => {
    const { token } = await scanLink();
    const form = await askUploadForm(kit.testApp, { raw: token }, { guestId: pedro });
    const posted = await postForm(kit.testApp, form.body, {
      bytes: await jpeg(IMAGE_MAX_SIDE + 1, 960),
      contentType: 'image/jpeg',
    });
    expect(posted.status).toBe(400);
    expect(posted.body).toMatchObject({ code: 'STORAGE_TOO_MANY_PIXELS' });
  });

  it('refuses an expired scan token, and one shown to another hotel', async () => {
    const { token: old } = await signDocumentScanToken(
      { guestId: pedro, reservationId: RAFAEL.reservationId, companyId: RAFAEL.companyId, isChild: true },
      { key: TEST_SECRETS.documentScanTokenKey, now: new Date(NOW.getTime() - 16 * 60 * 1000) },
    );
    expect((await withToken(old, 'GET', `/api/clients/${pedro}`)).status).toBe(401);
    const { token } = await scanLink();
    expect((await withToken(token, 'GET', `/api/clients/${pedro}`, undefined, HOSTS.marazul)).status).toBe(
      401,
    );
    const forged = await signDocumentScanToken(
      {
        guestId: BEATRIZ.guestId,
        reservationId: BEATRIZ.reservationId,
        companyId: BEATRIZ.companyId,
        isChild: false,
      },
      { key: TEST_SECRETS.guestTokenKey, now: NOW },
    );
    expect(
      (await withToken(forged.token, 'GET', `/api/clients/${BEATRIZ.guestId}`, undefined, HOSTS.marazul))
        .status,
    ).toBe(401);
  });
});
