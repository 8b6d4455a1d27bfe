import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fnrhDigitalAttempts, outboxMessages } from '../../db/schema/index.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { finishedGuest } from '../fnrh-digital/guest-fixture.ts';
import { createFnrhDigitalRepository } from '../fnrh-digital/repository.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import { createMessageDrivers } from '../messaging/message-drivers.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { inProcessFetch } from '../sandbox-processor/in-process-fetch.ts';
import { FNRH_SANDBOX_PREFIX } from './module.ts';

const companyId = demoCompanyId('solnascente');
const reservationId = demoReservationId('solnascente', '1001');
const guestId = demoGuestId('solnascente', '1001:ana');
const clock = fixedClock('2026-12-01T12:00:00Z');

describe('FNRH Digital as `npm start` runs it: no base URL, the contract server in the API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
  });
  afterAll(() => testApp.close());

  it('registers a finished guest with the in-app contract server, which knows the hotel by its settings', async () => {
    const repository = createFnrhDigitalRepository(testApp.db);
    const settings = {
      isEnabled: true,
      username: 'sol-nascente',
      apiKey: 'local-key-1',
      cpfSolicitante: '39053344705',
      baseUrl: null,
      askRaceAndDisability: false,
    };
    await repository.saveSettings(companyId, settings, { clock });
    const record = {
      reservation: {
        id: reservationId,
        reservationNumber: '1152',
        checkinDate: '2026-12-10',
        checkoutDate: '2026-12-12',
      },
      isUpdate: false,
      guest: finishedGuest({ id: guestId }),
      sameCpfGuests: [],
    };
    await enqueueMessage(
      testApp.db,
      {
        companyId,
        kind: 'fnrh',
        idempotencyKey: 'in-app-accepted',
        payload: { kind: 'guest', reservationId, guestId, record },
      },
      { clock },
    );
    // The drivers as server.ts builds them, with the API's own FNRH Digital contract server.
    const worker = localOutboxWorker(
      testApp.db,
      clock,
      createMessageDrivers(
        { db: testApp.db, clock, fnrhSandboxFetch: inProcessFetch(testApp.app) },
        { MAIL_FROM: 'Hospedar <test@hospedar.localhost>' },
      ),
    );
    expect(await worker.drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    const [message] = await testApp.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, 'in-app-accepted'));
    const attempts = await testApp.db
      .select()
      .from(fnrhDigitalAttempts)
      .where(eq(fnrhDigitalAttempts.exportId, message?.id ?? ''));
    expect(attempts.map((a) => [a.outcome, a.httpStatus])).toEqual([['accepted', 200]]);

    // A key no hotel's settings hold is refused as the real API would.
    const refused = await testApp.app.inject({
      method: 'POST',
      url: `${FNRH_SANDBOX_PREFIX}/FNRH_API/rest/v2/hospedagem/registrar`,
      headers: {
        authorization: `Basic ${Buffer.from('sol-nascente:not-the-key').toString('base64')}`,
        cpf_solicitante: settings.cpfSolicitante,
      },
      payload: {},
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      401,
      { mensagem: 'Usuário ou chave de acesso inválidos.' },
    ]);
  });
});
