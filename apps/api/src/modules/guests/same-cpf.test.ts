import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelExports } from '../../db/schema/index.ts';
import { formatCpf } from '@hospedar/contracts/validation/cpf';
import { cpfWithCheckDigits } from '../../db/seed/cpf.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { BRUNO, call, callApi, claims, guest, NOW, RAFAEL, sol } from './guest-test-helpers.ts';

const CPF = {
  ana: cpfWithCheckDigits('529982247'),
  rafael: cpfWithCheckDigits('853120647'),
  juliana: cpfWithCheckDigits('427961305'),
};
const cpf = (documentNumber: string) => ({ isMain: true, documentTypeId: 1, documentNumber });
/** Fernanda Lopes, main guest of 1021 (today + 5 → + 7), a stay that overlaps Rafael's 1020 (+ 6 → + 10). */
const FERNANDA = claims('1021:fernanda', true);

describe('one person per CPF (decision 55)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const documentsOf = async (id: string, claimsOf = BRUNO) =>
    (await call(testApp, 'GET', id, claimsOf)).body.guest.documents;

  it("refuses a CPF another guest of the reservation has, naming the field, and keeps the guest's own", async () => {
    const before = await documentsOf(guest('1001:bruno'));
    for (const typed of [CPF.ana, formatCpf(CPF.ana)]) {
      const { status, body } = await call(testApp, 'PUT', guest('1001:bruno'), BRUNO, {
        body: { documents: [cpf(typed)] },
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'CPF_IN_USE',
        details: { fields: [{ field: 'body.documents.0.documentNumber', message: 'CPF_IN_USE' }] },
      });
    }
    expect(await documentsOf(guest('1001:bruno'))).toEqual(before);
    const own = await call(testApp, 'PUT', guest('1001:bruno'), BRUNO, {
      body: { documents: [cpf(before[0].documentNumber)] },
    });
    expect(own.status).toBe(200);
  });

  it("refuses the main guest's own CPF on a minor it fills for, as the additional document too", async () => {
    const { status, body } = await call(testApp, 'PUT', guest('1020:laura'), RAFAEL, {
      body: {
        documents: [
          { isMain: true, documentTypeId: 3, documentNumber: '45.678.912-3' },
          { ...cpf(CPF.rafael), isMain: false },
        ],
      },
    });
    expect(status).toBe(400);
    expect(body.details.fields).toEqual([
      { field: 'body.documents.1.documentNumber', message: 'CPF_IN_USE' },
    ]);
  });

  it('accepts a CPF of another reservation in the same stay, and flags it in what the hotel receives', async () => {
    const saved = await call(testApp, 'PUT', FERNANDA.guestId, FERNANDA, {
      body: { documents: [cpf(CPF.rafael)] },
    });
    expect(saved.status).toBe(200);
    const finalized = await callApi(testApp, 'POST', '/api/clients/finalize-register', FERNANDA, {
      body: {
        companyId: FERNANDA.companyId,
        reservationId: FERNANDA.reservationId,
        clientId: FERNANDA.guestId,
        immediatelyExport: true,
      },
    });
    expect(finalized.status).toBe(200);
    await localOutboxWorker(testApp.db, fixedClock(NOW.toISOString())).drainOnce();
    const [received] = await testApp.db
      .select()
      .from(hotelExports)
      .where(eq(hotelExports.guestId, FERNANDA.guestId));
    expect(received?.payload).toMatchObject({
      sameCpfGuests: [
        {
          guestId: guest('1020:rafael'),
          name: 'Rafael Costa',
          reservationId: sol('1020'),
          reservationNumber: '1020',
        },
      ],
    });
  });

  it('flags it again, by guest, in the guest list the hotel receives when the main guest finishes', async () => {
    const miguel = guest('1021:miguel');
    // A minor with a CPF also needs an identity document (decision 25), as his mother adds in the portal.
    const [miguelCpf] = await documentsOf(miguel, FERNANDA);
    const withRg = await call(testApp, 'PUT', miguel, FERNANDA, {
      body: {
        documents: [
          { isMain: true, documentTypeId: 1, documentNumber: miguelCpf.documentNumber },
          { isMain: false, documentTypeId: 3, documentNumber: '45.678.912-3' },
        ],
      },
    });
    expect(withRg.status).toBe(200);
    const finalizedChild = await callApi(testApp, 'POST', '/api/clients/finalize-register', FERNANDA, {
      body: { companyId: FERNANDA.companyId, reservationId: FERNANDA.reservationId, clientId: miguel },
    });
    expect(finalizedChild.status).toBe(200);
    const finished = await callApi(
      testApp,
      'POST',
      `/api/appointments/${FERNANDA.reservationId}/finish`,
      FERNANDA,
    );
    expect(finished.status).toBe(200);
    await localOutboxWorker(testApp.db, fixedClock(NOW.toISOString())).drainOnce();
    const [list] = await testApp.db
      .select()
      .from(hotelExports)
      .where(and(eq(hotelExports.reservationId, sol('1021')), eq(hotelExports.kind, 'guest-list')));
    expect(list?.payload).toMatchObject({
      sameCpfGuests: {
        [FERNANDA.guestId]: [
          { guestId: guest('1020:rafael'), name: 'Rafael Costa', reservationNumber: '1020' },
        ],
      },
    });
    expect(Object.keys((list?.payload as { sameCpfGuests: object }).sameCpfGuests)).toEqual([
      FERNANDA.guestId,
    ]);
  });

  it('flags nothing for a CPF seen only in a stay that does not overlap', async () => {
    // Ana's 1001 (+ 3 → + 6) ends the day Juliana's 1020 (+ 6 → + 10) begins.
    const ana = claims('1001:ana', true);
    expect(
      (await call(testApp, 'PUT', ana.guestId, ana, { body: { documents: [cpf(CPF.juliana)] } })).status,
    ).toBe(200);
    const finalized = await callApi(testApp, 'POST', '/api/clients/finalize-register', ana, {
      body: { companyId: ana.companyId, reservationId: ana.reservationId, clientId: ana.guestId },
    });
    expect(finalized.status).toBe(200);
    await localOutboxWorker(testApp.db, fixedClock(NOW.toISOString())).drainOnce();
    const [received] = await testApp.db
      .select()
      .from(hotelExports)
      .where(eq(hotelExports.guestId, ana.guestId));
    expect(received?.payload).toMatchObject({ sameCpfGuests: [] });
  });
});
