import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorageDriver } from '../../adapters/storage/local-storage-driver.ts';
import { signGuestToken, type GuestClaims } from '../../auth/guest-token.ts';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { cpfWithCheckDigits } from '../../db/seed/cpf.ts';
import { demoGuestId } from '../../db/seed/demo-ids.ts';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { askPin } from '../../test/verification-client.ts';
import { NOW } from '../guests/guest-test-helpers.ts';
import {
  BASE,
  integrationCall,
  issueKey,
  pmsGuest,
  pmsReservation,
  SOL,
} from '../integration/integration-test-helpers.ts';
import { everyTableAsText, holders } from '../privacy/erasure-test-kit.ts';
import { storedFiles, uploadImage } from '../storage/storage-test-kit.ts';
import { consoleCall, signIn } from './console-test-client.ts';

const OWNER = { email: 'owner@solnascente.example', password: 'Sol Nascente owner 2026' };
const DESK = { email: 'desk@solnascente.example', password: 'Sol Nascente desk 2026' };
const MAR_OWNER = { email: 'owner@marazul.example', password: 'Mar Azul owner 2026' };

const FIRST_NAME = 'Florisbela';
const LAST_NAME = 'Anunciação Verdolino';
const EMAIL = 'florisbela.verdolino@example.com';
const CPF = cpfWithCheckDigits('864213579');
const CPF_FORMATTED = `${CPF.slice(0, 3)}.${CPF.slice(3, 6)}.${CPF.slice(6, 9)}-${CPF.slice(9)}`;
const PERSONAL = [FIRST_NAME, LAST_NAME, EMAIL, CPF, CPF_FORMATTED];

describe("a guest's LGPD rights from the console (issue 17, decisions 240 to 243)", () => {
  let testApp: TestApp;
  let root: string;
  const logLines: string[] = [];
  let owner: string;
  let desk: string;
  let marOwner: string;
  let guestId = '';
  let ownerId = '';

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'hospedar-console-privacy-'));
    // The demo's time, a millisecond further at each reading: the audit's newest-first order is exact.
    let tick = 0;
    const clock = () => new Date(NOW.getTime() + tick++);
    const storage = createLocalStorageDriver({ root, signingKey: TEST_SECRETS.storageSigningKey, clock });
    testApp = await buildTestApp({
      clock,
      storage,
      logger: { level: 'info', pretty: false, stream: { write: (line) => void logLines.push(line) } },
    });
    const signedIn = await signIn(testApp.app, OWNER.email, OWNER.password);
    owner = signedIn.cookie;
    ownerId = signedIn.body.staff.id;
    desk = (await signIn(testApp.app, DESK.email, DESK.password)).cookie;
    marOwner = (await signIn(testApp.app, MAR_OWNER.email, MAR_OWNER.password, HOSTS.marazul)).cookie;

    // A guest of Sol Nascente from its PMS, with a PIN e-mail waiting and a document photo stored.
    const key = await issueKey(testApp, SOL, 'PMS', clock);
    const { order: _order, ...reservation } = pmsReservation();
    const upserted = await integrationCall(testApp, 'PUT', `${BASE}/reservations/LGPD-CONSOLE-1`, key, {
      ...reservation,
      guests: [
        pmsGuest('F1', FIRST_NAME, '864213579', { masterGuest: true, lastName: LAST_NAME, email: EMAIL }),
      ],
    });
    expect(upserted.status, JSON.stringify(upserted.body)).toBe(201);
    guestId = upserted.body.guests[0].guestId;
    const claims: GuestClaims = {
      guestId,
      reservationId: upserted.body.reservationId,
      companyId: SOL,
      masterGuest: true,
      isChild: false,
    };
    expect((await askPin(testApp.app, guestId, 'email')).status).toBe(202);
    await uploadImage(testApp, claims, guestId);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    await rm(root, { recursive: true, force: true });
  });

  const call = (...args: Parameters<typeof consoleCall> extends [unknown, ...infer Rest] ? Rest : never) =>
    consoleCall(testApp.app, ...args);
  const idRoutes = (id: string) =>
    [
      ['GET', `/api/console/privacy/guests/${id}/erasure-preview`],
      ['POST', `/api/console/privacy/guests/${id}/export`],
      ['POST', `/api/console/privacy/guests/${id}/erase`],
    ] as const;
  const allRoutes = (id: string) =>
    [
      ['POST', '/api/console/privacy/search', { query: FIRST_NAME }],
      ['GET', '/api/console/privacy/retention', undefined],
      ['PUT', '/api/console/privacy/retention', { retentionDays: 30 }],
      ['GET', '/api/console/privacy/audit', undefined],
      ...idRoutes(id).map(([method, url]) => [method, url, undefined] as const),
    ] as const;

  it('is for owners: no session 401, a guest token 401, desk 403, on every route', async () => {
    const { token } = await signGuestToken(claimsOf(guestId), { key: TEST_SECRETS.guestTokenKey, now: NOW });
    for (const [method, url, body] of allRoutes(guestId)) {
      const anonymous = await call(method, url, { body });
      expect({ url, status: anonymous.status }).toEqual({ url, status: 401 });
      const asGuest = await call(method, url, { body, headers: { authorization: `Bearer ${token}` } });
      expect({ url, status: asGuest.status }).toEqual({ url, status: 401 });
      const asDesk = await call(method, url, { body, cookie: desk });
      expect({ url, status: asDesk.status, code: asDesk.body.code }).toEqual({
        url,
        status: 403,
        code: 'STAFF_ROLE_FORBIDDEN',
      });
    }
  });

  it("answers 404 to another hotel's owner for every id, and finds nothing of another hotel", async () => {
    for (const [method, url] of idRoutes(guestId)) {
      const answer = await call(method, url, { host: HOSTS.marazul, cookie: marOwner });
      expect({ url, status: answer.status }).toEqual({ url, status: 404 });
      // Sol Nascente's owner's cookie on Mar Azul's host: 404 as well (decision 193).
      const crossed = await call(method, url, { host: HOSTS.marazul, cookie: owner });
      expect({ url, status: crossed.status }).toEqual({ url, status: 404 });
    }
    for (const [method, url] of idRoutes('not-a-uuid')) {
      expect((await call(method, url, { cookie: owner })).status).toBe(404);
    }
    const search = await call('POST', '/api/console/privacy/search', {
      host: HOSTS.marazul,
      cookie: marOwner,
      body: { query: FIRST_NAME },
    });
    expect(search.body).toEqual({ guests: [], isTruncated: false });
  });

  it('refuses a change without the same-origin Origin header (CSRF, decision 192)', async () => {
    const answer = await call('POST', `/api/console/privacy/guests/${guestId}/erase`, {
      cookie: owner,
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.body.code).toBe('CSRF_REJECTED');
  });

  it('finds the guest by name, reservation number, CPF as typed or as digits, and e-mail', async () => {
    for (const query of [`${FIRST_NAME} anunciação`, 'LGPD-CONSOLE-1', CPF_FORMATTED, CPF, 'verdolino@exa']) {
      const answer = await call('POST', '/api/console/privacy/search', { cookie: owner, body: { query } });
      expect(answer.status).toBe(200);
      expect({ query, found: answer.body.guests.map((guest: { guestId: string }) => guest.guestId) }).toEqual(
        {
          query,
          found: [guestId],
        },
      );
    }
    const [found] = (
      await call('POST', '/api/console/privacy/search', { cookie: owner, body: { query: CPF } })
    ).body.guests;
    expect(found).toMatchObject({
      name: FIRST_NAME,
      lastName: LAST_NAME,
      email: EMAIL,
      document: { typeId: 1, number: CPF },
      reservationNumber: 'LGPD-CONSOLE-1',
      isCompleted: false,
      stays: 1,
    });
    const tooShort = await call('POST', '/api/console/privacy/search', {
      cookie: owner,
      body: { query: ' a ' },
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.details.fields[0]).toMatchObject({
      field: 'body.query',
      message: 'privacy.queryTooShort',
    });
    // Not a pattern: `%` finds only a `%`.
    const pattern = await call('POST', '/api/console/privacy/search', {
      cookie: owner,
      body: { query: '%%' },
    });
    expect(pattern.body.guests).toEqual([]);
  });

  it('tells what an erasure would delete and keep, changing nothing', async () => {
    const filesBefore = (await storedFiles(root)).filter((file) => file.includes(guestId));
    expect(filesBefore.length).toBeGreaterThan(0);
    const preview = await call('GET', `/api/console/privacy/guests/${guestId}/erasure-preview`, {
      cookie: owner,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.stays.map((stay: { guestId: string }) => stay.guestId)).toEqual([guestId]);
    expect(preview.body.rows).toMatchObject({ guests: 1, guest_documents: 1, outbox_messages: 1 });
    expect(preview.body.files).toBe(1);
    expect(preview.body.kept.map((item: { kind: string }) => item.kind)).toEqual(['privacy-audit-entry']);
    // Rolled back: the guest, their files and their message are all still there.
    const again = await call('GET', `/api/console/privacy/guests/${guestId}/erasure-preview`, {
      cookie: owner,
    });
    expect(again.body.rows).toEqual(preview.body.rows);
    expect((await storedFiles(root)).filter((file) => file.includes(guestId))).toEqual(filesBefore);
  });

  it('exports the zip with the guest JSON and the photo, audited under the owner', async () => {
    const answer = await call('POST', `/api/console/privacy/guests/${guestId}/export`, { cookie: owner });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="guest-data-${guestId}.zip"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    const zip = unzipSync(new Uint8Array(answer.raw));
    const document = JSON.parse(strFromU8(zip['guest-data.json'] as Uint8Array));
    expect(document.data.guests[0]).toMatchObject({ id: guestId, name: FIRST_NAME, email: EMAIL });
    expect(Object.keys(zip).filter((name) => name.startsWith(`images/${guestId}/documents/`))).toHaveLength(
      1,
    );
    const audit = await call('GET', '/api/console/privacy/audit', { cookie: owner });
    expect(audit.body.entries[0]).toMatchObject({
      action: 'export',
      actorKind: 'staff',
      actor: 'Helena Prado',
      staffAccountId: ownerId,
      guestIds: [guestId],
      summary: { files: 2 },
    });
  });

  it('sets the retention in days or off, refusing a bad number, audited', async () => {
    expect((await call('GET', '/api/console/privacy/retention', { cookie: owner })).body).toEqual({
      retentionDays: null,
    });
    for (const retentionDays of [0, 3651, 2.5, '30']) {
      const bad = await call('PUT', '/api/console/privacy/retention', {
        cookie: owner,
        body: { retentionDays },
      });
      expect({ retentionDays, status: bad.status }).toEqual({ retentionDays, status: 400 });
    }
    const set = await call('PUT', '/api/console/privacy/retention', {
      cookie: owner,
      body: { retentionDays: 90 },
    });
    expect(set.body).toEqual({ retentionDays: 90 });
    const off = await call('PUT', '/api/console/privacy/retention', {
      cookie: owner,
      body: { retentionDays: null },
    });
    expect(off.body).toEqual({ retentionDays: null });
    const audit = await call('GET', '/api/console/privacy/audit', { cookie: owner });
    expect(audit.body.entries.slice(0, 2)).toMatchObject([
      { action: 'retention-setting', actor: 'Helena Prado', summary: { from: 90, to: null } },
      { action: 'retention-setting', actor: 'Helena Prado', summary: { from: null, to: 90 } },
    ]);
  });

  it('erases the guest: no table, stored file or log line holds the name, CPF or e-mail; the audit names the owner', async () => {
    const answer = await call('POST', `/api/console/privacy/guests/${guestId}/erase`, { cookie: owner });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ guestIds: [guestId], files: 1 });
    expect(answer.body.kept.map((item: { kind: string }) => item.kind)).toEqual(['privacy-audit-entry']);

    expect(holders(await everyTableAsText(testApp.db), PERSONAL)).toEqual([]);
    expect((await storedFiles(root)).filter((file) => file.includes(guestId))).toEqual([]);
    expect(holders({ log: logLines.join('') }, PERSONAL)).toEqual([]);
    expect(logLines.some((line) => line.includes('/api/console/privacy/search'))).toBe(true);

    const audit = await call('GET', '/api/console/privacy/audit', { cookie: owner });
    expect(audit.body.entries[0]).toMatchObject({
      action: 'erase',
      actorKind: 'staff',
      actor: 'Helena Prado',
      staffAccountId: ownerId,
      guestIds: [guestId],
    });
    expect(audit.body.entries[0].summary.rows).toBeGreaterThan(2);
    // Gone for every route: the preview, the export and a second erasure are 404.
    for (const [method, url] of idRoutes(guestId)) {
      expect((await call(method, url, { cookie: owner })).status).toBe(404);
    }
    // Another hotel's log is not this one's.
    const marAudit = await call('GET', '/api/console/privacy/audit', {
      host: HOSTS.marazul,
      cookie: marOwner,
    });
    expect(marAudit.body.entries).toEqual([]);
    // The demo guests are untouched.
    const ana = await call('POST', '/api/console/privacy/search', {
      cookie: owner,
      body: { query: 'Ana Souza' },
    });
    expect(ana.body.guests[0].guestId).toBe(demoGuestId('solnascente', '1001:ana'));
  });
});

function claimsOf(guestId: string): GuestClaims {
  return { guestId, reservationId: guestId, companyId: SOL, masterGuest: true, isChild: false };
}
