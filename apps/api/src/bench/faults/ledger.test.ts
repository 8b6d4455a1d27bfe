import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { seedDemoData } from '../../db/seed/seed-demo-data.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import type { AcknowledgedSave } from '../load/guest-journey.ts';
import type { SmtpMailbox } from '../load/smtp-mailbox.ts';
import type { FnrhReceiver } from './fnrh-receiver.ts';
import { checkCycle } from './ledger.ts';

const companyId = demoCompanyId('solnascente');
const reservationId = demoReservationId('solnascente', '1001');
const guestId = demoGuestId('solnascente', '1001:ana');

describe('the faults bench’s ledger', () => {
  let testDb: TestDb;
  let client: pg.Client;

  beforeAll(async () => {
    testDb = await createTestDb();
    await seedDemoData(testDb.db, { today: '2026-12-01' });
    // PGlite and pg's pool both answer query(text, values) with { rows }, all the ledger uses.
    client = (testDb.db as unknown as { $client: pg.Client }).$client;
  });
  afterAll(() => testDb.cleanup());

  const save = (kind: AcknowledgedSave['kind'], sent: unknown): AcknowledgedSave => ({
    kind,
    route: 'PUT /api/clients/:id',
    guestId,
    reservationId,
    sent,
    answer: null,
    status: 200,
    afterRetry: false,
  });

  it('fails lost saves and lost messages, and reports a message repeated under its id apart', async () => {
    const since = new Date(Date.now() - 1000);
    const [delivered, repeated, lostEmail, registeredExport, unregisteredExport] = Array.from(
      { length: 5 },
      () => randomUUID(),
    );
    const outbox = async (id: string | undefined, kind: string) =>
      client.query(
        `INSERT INTO outbox_messages (id, company_id, kind, payload, status) VALUES ($1, $2, $3, '{}', 'sent')`,
        [id, companyId, kind],
      );
    for (const id of [delivered, repeated, lostEmail]) await outbox(id, 'email');
    for (const id of [registeredExport, unregisteredExport]) {
      await outbox(id, 'fnrh');
      await client.query(
        `INSERT INTO hotel_exports (id, company_id, reservation_id, guest_id, kind, payload)
         VALUES ($1, $2, $3, $4, 'guest', '{}')`,
        [id, companyId, reservationId, guestId],
      );
    }
    const { rows } = await client.query<{ email: string }>(`SELECT email FROM guests WHERE id = $1`, [
      guestId,
    ]);
    const mailbox = {
      deliveriesById: () =>
        new Map([
          [`<${delivered}@faults.test>`, 1],
          [`<${repeated}@faults.test>`, 2],
        ]),
    } as unknown as SmtpMailbox;
    const fnrh = {
      registered: new Set([registeredExport]),
      repeats: new Map([[registeredExport, 1]]),
      unkeyed: 0,
    } as unknown as FnrhReceiver;

    const counts = await checkCycle(client, {
      since,
      guestIds: [guestId],
      acknowledged: [
        save('companion-contact', { email: rows[0]?.email }),
        save('address-contacts', { mobilePhone: { number: '999999999' }, zipCode: '0', addressNumber: '0' }),
      ],
      errors: 3,
      mailbox,
      fnrh,
    });

    expect(counts).toMatchObject({
      journeys: 1,
      acknowledged: 2,
      lost: 1,
      duplicated: 0,
      emailsQueued: 3,
      emailsDelivered: 2,
      emailsLost: 1,
      emailsRepeated: 1,
      exportsQueued: 2,
      exportsDelivered: 2,
      fnrhDigitalRegistered: 1,
      exportsLost: 1,
      exportsRepeated: 1,
      errors: 3,
    });
    expect(counts.problems).toEqual([
      `lost address-contacts of ${guestId}`,
      `e-mail ${lostEmail} sent, received 0 times`,
      `export ${unregisteredExport} sent, kept true, registered false; FNRH Digital: no attempt`,
    ]);
    expect(counts.repeats).toEqual([
      `e-mail ${repeated} received 2 times (same Message-ID, receiver keeps one)`,
      `export ${registeredExport} sent 2 times to FNRH Digital (same Idempotency-Key, registered once)`,
    ]);
  });
});
