import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIOMETRIC_CONSENT_TEXT_VERSION } from '@hospedar/contracts/biometrics/constants';
import { WEBHOOK_EVENT_TYPES } from '@hospedar/contracts/integration/webhooks';
import type { GuestClaims } from '../../auth/guest-token.ts';
import { sharedLocalFaceModel } from '../../adapters/face/local-face-model.ts';
import { createLocalStorageDriver } from '../../adapters/storage/local-storage-driver.ts';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { parseCliArgs } from '../../cli/cli-args.ts';
import type { CliContext } from '../../cli/cli-context.ts';
import { runHotelCli } from '../../cli/run-hotel-cli.ts';
import { cpfWithCheckDigits } from '../../db/seed/cpf.ts';
import { fnrhDigitalAttempts, guests, privacyAuditLog } from '../../db/schema/index.ts';
import { HOSTS } from '../../test/api-client.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { askPin, latestLocalMessage, pinFromText, verifyPin } from '../../test/verification-client.ts';
import { createFnrhDigitalRepository } from '../fnrh-digital/repository.ts';
import { signedPng, dataUrl } from '../guests/signature-test-images.ts';
import { NOW } from '../guests/guest-test-helpers.ts';
import {
  BASE,
  integrationCall,
  issueKey,
  pmsGuest,
  pmsReservation,
  SOL,
} from '../integration/integration-test-helpers.ts';
import { createMessageDrivers } from '../messaging/message-drivers.ts';
import { inProcessFetch } from '../sandbox-processor/in-process-fetch.ts';
import { askUploadForm, jpeg, postForm, storedFiles } from '../storage/storage-test-kit.ts';
import { createWebhookService } from '../webhooks/service.ts';
import { everyTableAsText, holders } from './erasure-test-kit.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../webhooks/webhook-test-receiver.ts';

const FIRST_NAME = 'Zuleica';
const LAST_NAME = 'Quintanilha Brevedo';
const EMAIL = 'zuleica.brevedo@example.com';
const CPF = cpfWithCheckDigits('735102468');
const CPF_FORMATTED = `${CPF.slice(0, 3)}.${CPF.slice(3, 6)}.${CPF.slice(6, 9)}-${CPF.slice(9)}`;
/** What no table, file or log line may hold after the erasure (the issue's list). */
const PERSONAL = [FIRST_NAME, LAST_NAME, EMAIL, CPF, CPF_FORMATTED];
const FACES = path.join(import.meta.dirname, '..', '..', 'test', 'faces');

describe('erasing a guest after the whole journey (issue 17, decision 206)', () => {
  let testApp: TestApp;
  let root: string;
  let receiver: WebhookReceiver;
  let cli: CliContext;
  let out: string[];
  const logLines: string[] = [];
  const time = { now: NOW };
  const clock = () => time.now;
  let guestId = '';
  let reservationId = '';
  let claims: GuestClaims;
  let token = '';

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'hospedar-erasure-test-'));
    const storage = createLocalStorageDriver({ root, signingKey: TEST_SECRETS.storageSigningKey, clock });
    testApp = await buildTestApp({
      clock,
      storage,
      logger: { level: 'info', pretty: false, stream: { write: (line) => void logLines.push(line) } },
    });
    receiver = await startWebhookReceiver();
    out = [];
    cli = {
      db: testApp.db,
      clock,
      output: { info: (line) => void out.push(line), error: (line) => void out.push(line) },
      privacy: { storage, portalFilesDir: path.resolve(import.meta.dirname, '../../../../web/public') },
      actor: 'dpo@solnascente',
    };
    await sharedLocalFaceModel().warmUp();
  }, 120_000);
  afterAll(async () => {
    await receiver.close();
    await testApp.close();
    await rm(root, { recursive: true, force: true });
  });

  /** Delivers the outbox as the server does (FNRH Digital through the in-app contract server), logged. */
  const deliver = () =>
    localOutboxWorker(testApp.db, clock, {
      ...createMessageDrivers(
        { db: testApp.db, clock, fnrhSandboxFetch: inProcessFetch(testApp.app) },
        { MAIL_FROM: 'Hospedar <test@hospedar.localhost>' },
      ),
      logger: testApp.app.log.child({ component: 'outbox' }),
    }).drainOnce();

  async function asGuest(method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) {
    const response = await testApp.app.inject({
      method,
      url,
      headers: { host: HOSTS.solnascente, authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    // JSON bodies are typed by the assertions below.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.statusCode, body: (isJson ? response.json() : null) as any };
  }

  async function upload(purpose: string, bytes: Buffer) {
    const form = await askUploadForm(testApp, claims, { guestId, purpose });
    expect(form.status).toBe(200);
    expect((await postForm(testApp, form.body, { bytes, contentType: 'image/jpeg' })).status).toBe(204);
    return form.body.key;
  }

  async function runCli(...argv: string[]) {
    out = [];
    const command = parseCliArgs(argv);
    if (command.kind === 'help') throw new Error('help is not run here');
    return runHotelCli(cli, command, root);
  }

  it('goes through the journey through the API: PIN, documents, signature, face, FNRH, webhooks', async () => {
    const webhooks = createWebhookService({
      db: testApp.db,
      clock,
      signingKey: TEST_SECRETS.webhookSigningKey,
      policy: { isProduction: false },
    });
    await webhooks.createEndpoint(SOL, { url: receiver.url('/sol'), events: [...WEBHOOK_EVENT_TYPES] });
    await createFnrhDigitalRepository(testApp.db).saveSettings(
      SOL,
      {
        isEnabled: true,
        username: 'sol-nascente',
        apiKey: 'local-key-1',
        cpfSolicitante: '39053344705',
        baseUrl: null,
        askRaceAndDisability: false,
      },
      { clock },
    );
    const key = await issueKey(testApp, SOL, 'PMS', clock);
    const { order: _order, ...withoutOrder } = pmsReservation();
    const upserted = await integrationCall(testApp, 'PUT', `${BASE}/reservations/LGPD-1`, key, {
      ...withoutOrder,
      guests: [
        pmsGuest('Z1', FIRST_NAME, '735102468', {
          masterGuest: true,
          lastName: LAST_NAME,
          email: EMAIL,
          documents: [{ isMain: true, documentTypeId: 1, documentNumber: CPF }],
        }),
      ],
    });
    expect(upserted.status, JSON.stringify(upserted.body)).toBe(201);
    reservationId = upserted.body.reservationId;
    guestId = upserted.body.guests[0].guestId;
    claims = { guestId, reservationId, companyId: SOL, masterGuest: true, isChild: false };

    // The PIN by e-mail, read from the local mailbox, and the token it gives.
    expect((await askPin(testApp.app, guestId, 'email')).status).toBe(202);
    await deliver();
    const { code } = pinFromText((await latestLocalMessage(testApp.db, EMAIL)).text);
    const verified = await verifyPin(testApp.app, guestId, 'email', code);
    expect(verified.status).toBe(200);
    token = verified.body.token;

    // Documents with their photos, a portrait, the signature.
    const front = await upload('documents', await jpeg());
    const back = await upload('documents', await jpeg(80, 60));
    const current = await asGuest('GET', `/api/clients/${guestId}`);
    expect(current.status).toBe(200);
    const saved = await asGuest('PUT', `/api/clients/${guestId}`, {
      documents: [
        { isMain: true, documentTypeId: 1, documentNumber: CPF, frontImageKey: front, backImageKey: back },
      ],
      purposeTrip: current.body.guest.purposeTrip ?? '1',
      arrivingBy: current.body.guest.arrivingBy ?? '1',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const signed = await asGuest('PUT', `/api/clients/${guestId}/signature`, { image: dataUrl(signedPng()) });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    // Facial biometrics: consent, then a registered face.
    const consent = await asGuest('PUT', `/api/clients/${guestId}/biometrics/consent`, {
      textVersion: BIOMETRIC_CONSENT_TEXT_VERSION,
      language: 'pt-BR',
    });
    expect(consent.status).toBe(200);
    const faceKey = await upload('recognition', await readFile(path.join(FACES, 'other-03.jpg')));
    const [row] = await testApp.db
      .select({ personId: guests.personId })
      .from(guests)
      .where(eq(guests.id, guestId));
    const registered = await asGuest('POST', '/api/clients/index-biometrics', {
      key: faceKey,
      personId: row?.personId,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);

    // Finalized and the list finished: the FNRH to the hotel and FNRH Digital, the webhooks delivered.
    const finalized = await asGuest('POST', '/api/clients/finalize-register', {
      companyId: SOL,
      reservationId,
      clientId: guestId,
    });
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    const finished = await asGuest('POST', `/api/appointments/${reservationId}/finish`);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    // The portal rated, the comment signed with the guest's own name.
    const rated = await asGuest('POST', '/api/rating', {
      guestId,
      rating: 5,
      comment: `Muito fácil. ${FIRST_NAME} ${LAST_NAME}`,
    });
    expect(rated.status, JSON.stringify(rated.body)).toBe(201);
    await deliver();
    await deliver();
    // One batch sends in parallel: the order of arrival is not the order of the events.
    expect(
      receiver
        .received('/sol')
        .map((entry) => JSON.parse(entry.body).type)
        .sort(),
    ).toEqual(['guest.completed', 'guest_list.finished']);
    const attempts = await testApp.db
      .select()
      .from(fnrhDigitalAttempts)
      .where(eq(fnrhDigitalAttempts.guestId, guestId));
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['accepted']);

    // Before the erasure, the guest is everywhere the test looks.
    const before = await everyTableAsText(testApp.db);
    expect(holders(before, [EMAIL])).not.toEqual([]);
    expect(holders(before, [LAST_NAME])).toEqual(expect.arrayContaining([`ratings: ${LAST_NAME}`]));
    expect((await storedFiles(root)).filter((file) => file.includes(guestId)).length).toBeGreaterThanOrEqual(
      3,
    );
  }, 120_000);

  it('exports everything held about the guest as a zip: JSON, the FNRH PDF, the images, the signature', async () => {
    expect(await runCli('guest', 'export', 'solnascente', guestId, 'guest.zip')).toBe(0);
    const zip = unzipSync(new Uint8Array(await readFile(path.join(root, 'guest.zip'))));
    const names = Object.keys(zip).sort();
    expect(names).toContain('guest-data.json');
    expect(names).toContain(`fnrh/${guestId}.pdf`);
    expect(names).toContain(`signatures/${guestId}.png`);
    expect(names.filter((name) => name.startsWith(`images/${guestId}/documents/`))).toHaveLength(2);
    expect(names.filter((name) => name.startsWith(`images/${guestId}/recognition/`))).toHaveLength(1);
    const json = strFromU8(zip['guest-data.json'] as Uint8Array);
    const document = JSON.parse(json);
    expect(document.data.guests[0]).toMatchObject({ id: guestId, name: FIRST_NAME, email: EMAIL });
    expect(document.data.documents[0]).toMatchObject({ documentNumber: CPF });
    expect(document.data.registeredFaces).toHaveLength(1);
    expect(document.data.fnrhDigitalAttempts[0]).toMatchObject({ outcome: 'accepted' });
    expect(
      document.data.webhookDeliveries.map((delivery: { eventType: string }) => delivery.eventType),
    ).toEqual(['guest.completed']);
    // Secrets and descriptors are not exported.
    for (const secret of ['codeHash', 'linkHash', 'descriptor', 'publicKey', 'requestHash']) {
      expect(json).not.toContain(`"${secret}"`);
    }
    const [audit] = await testApp.db
      .select()
      .from(privacyAuditLog)
      .where(eq(privacyAuditLog.action, 'export'));
    expect(audit).toMatchObject({ actorKind: 'cli', actor: 'dpo@solnascente', guestIds: [guestId] });
  });

  it('erases it: no table, stored file or log line holds the name, CPF or e-mail, but the FNRH proof is kept', async () => {
    expect(await runCli('guest', 'erase', 'solnascente', guestId)).toBe(0);
    expect(out.join('\n')).toContain('Kept: fnrh-registration-proof (1), legal-obligation, until 2031-03-16');

    const after = await everyTableAsText(testApp.db);
    expect(holders(after, PERSONAL)).toEqual([]);
    expect(await storedFiles(root)).toEqual(['guest.zip']);
    await rm(path.join(root, 'guest.zip'));
    expect(holders({ log: logLines.join('') }, PERSONAL)).toEqual([]);
    expect(logLines.length).toBeGreaterThan(20);

    // The exception decision 201 makes, exactly: the FNRH Digital attempt, with the acceptance's ids only.
    expect(await testApp.db.select().from(guests).where(eq(guests.id, guestId))).toEqual([]);
    const kept = await testApp.db
      .select()
      .from(fnrhDigitalAttempts)
      .where(eq(fnrhDigitalAttempts.guestId, guestId));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ outcome: 'accepted', reservationId, reason: null });
    expect(kept[0]?.answer).not.toBeNull();
    const [audit] = await testApp.db
      .select()
      .from(privacyAuditLog)
      .where(eq(privacyAuditLog.action, 'erase'));
    expect(audit?.details).toMatchObject({
      guestIds: [guestId],
      kept: [
        { kind: 'fnrh-registration-proof', count: 1, keptUntil: '2031-03-16' },
        { kind: 'privacy-audit-entry' },
      ],
      heldElsewhere: [{ holder: 'hotel-system' }, { holder: 'fnrh-digital' }],
    });
    // The guest is gone for the API too.
    expect((await asGuest('GET', `/api/clients/${guestId}`)).status).toBe(404);
    expect(await runCli('guest', 'erase', 'solnascente', guestId)).toBe(1);
  });
});
