import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@hospedar/contracts/integration/webhooks';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { demoCompanyId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { localOutboxWorker } from '../../test/outbox-test-worker.ts';
import { CAMILA, call, callApi, guest, JULIANA, NOW } from '../guests/guest-test-helpers.ts';
import {
  chargeAccess,
  chargeIdOf,
  orderIdOf,
  paymentCall,
  paymentGuest,
  personIdOf,
  TEST_CARDS,
  tokenizeCard,
} from '../payment/payment-test-helpers.ts';
import { BASE, integrationCall, issueKey, pmsReservation } from '../integration/integration-test-helpers.ts';
import { buildStorageTestApp, uploadImage } from '../storage/storage-test-kit.ts';
import { createWebhookService } from './service.ts';
import { readmeVerifier, startWebhookReceiver, type WebhookReceiver } from './webhook-test-receiver.ts';

const SOL = demoCompanyId('solnascente');
const MAR = demoCompanyId('marazul');
const verifyWebhook = readmeVerifier();

/** The events where they happen today: the guest's and the list's finish, new documents, a guarantee. */
describe('webhook events from the portal', () => {
  let kit: Awaited<ReturnType<typeof buildStorageTestApp>>;
  let receiver: WebhookReceiver;
  let secret: string;

  beforeAll(async () => {
    kit = await buildStorageTestApp();
    receiver = await startWebhookReceiver();
    const service = createWebhookService({
      db: kit.testApp.db,
      clock: () => NOW,
      signingKey: TEST_SECRETS.webhookSigningKey,
      policy: { isProduction: false },
    });
    ({ secret } = await service.createEndpoint(SOL, {
      url: receiver.url('/sol'),
      events: [...WEBHOOK_EVENT_TYPES],
    }));
    // Another hotel listening to everything hears nothing of Sol Nascente.
    await service.createEndpoint(MAR, { url: receiver.url('/mar'), events: [...WEBHOOK_EVENT_TYPES] });
  });
  afterAll(async () => {
    await receiver.close();
    await kit.close();
  });

  /** Delivers what is due and answers the events that arrived since, checked with the README's example. */
  async function deliveredEvents() {
    const before = receiver.received('/sol').length;
    await localOutboxWorker(kit.testApp.db, () => NOW).drainOnce();
    const arrived = receiver.received('/sol').slice(before);
    for (const entry of arrived) {
      expect(verifyWebhook(secret, entry.headers, entry.body, NOW.getTime())).toBe(true);
    }
    return arrived.map((entry) => JSON.parse(entry.body) as { type: string; data: Record<string, unknown> });
  }

  it('sends guest.completed when a guest finalizes and guest_list.finished when the list is finished', async () => {
    const finalized = await callApi(kit.testApp, 'POST', '/api/clients/finalize-register', CAMILA, {
      body: { companyId: SOL, reservationId: CAMILA.reservationId, clientId: CAMILA.guestId },
    });
    expect(finalized.status).toBe(200);
    expect(await deliveredEvents()).toEqual([
      {
        type: 'guest.completed',
        timestamp: NOW.toISOString(),
        data: {
          reservationId: demoReservationId('solnascente', '1030'),
          reservationNumber: '1030',
          guestId: CAMILA.guestId,
          fnrhId: finalized.body.fnrhId,
          isUpdate: false,
        },
      },
    ]);
    const finished = await callApi(
      kit.testApp,
      'POST',
      `/api/appointments/${CAMILA.reservationId}/finish`,
      CAMILA,
    );
    expect(finished.status).toBe(200);
    expect(await deliveredEvents()).toEqual([
      {
        type: 'guest_list.finished',
        timestamp: NOW.toISOString(),
        data: {
          reservationId: CAMILA.reservationId,
          reservationNumber: '1030',
          finishedAt: NOW.toISOString(),
          guestCount: 1,
        },
      },
    ]);
  });

  it('sends guest.documents_replaced when a finished guest replaces documents', async () => {
    const juliana = guest('1020:juliana');
    const { fnrhId } = (await call(kit.testApp, 'GET', juliana, JULIANA)).body.guest;
    const front = await uploadImage(kit.testApp, JULIANA, juliana);
    const back = await uploadImage(kit.testApp, JULIANA, juliana);
    const replaced = await callApi(kit.testApp, 'PUT', '/api/clients/replace-documents', JULIANA, {
      body: {
        fnrhId,
        guestId: juliana,
        documents: [
          {
            isMain: true,
            documentTypeId: 3,
            documentNumber: '98.765.432-1',
            frontImageKey: front,
            backImageKey: back,
          },
        ],
      },
    });
    expect(replaced.status).toBe(200);
    const events = await deliveredEvents();
    expect(events.map((event) => event.type)).toEqual(['guest.documents_replaced']);
    expect(events[0]?.data).toEqual({
      reservationId: demoReservationId('solnascente', '1020'),
      reservationNumber: '1020',
      guestId: juliana,
      fnrhId,
    });
  });

  it('sends payment.guarantee_registered when the guest chooses to pay at the hotel', async () => {
    const fabio = paymentGuest('solnascente', '1111:fabio-guimaraes', true);
    const paid = await paymentCall(kit.testApp, 'POST', '/api/payment/pay', fabio, {
      headers: { 'idempotency-key': 'webhook-1111-at-hotel' },
      body: {
        orderId: orderIdOf('solnascente', '1111'),
        chargeId: chargeIdOf('solnascente', '1111'),
        personId: personIdOf('solnascente', '1111:fabio-guimaraes'),
        payments: [{ type: 'pay_at_hotel' }],
        isClosed: true,
      },
    });
    expect(paid.body.status).toBe('pay_at_hotel');
    const events = await deliveredEvents();
    expect(events).toEqual([
      {
        type: 'payment.guarantee_registered',
        timestamp: NOW.toISOString(),
        data: {
          reservationId: demoReservationId('solnascente', '1111'),
          reservationNumber: '1111',
          orderId: orderIdOf('solnascente', '1111'),
          chargeId: chargeIdOf('solnascente', '1111'),
          paymentId: paid.body.paymentId,
          method: 'pay_at_hotel',
          amountCents: expect.any(Number),
        },
      },
    ]);
    expect(receiver.received('/mar')).toEqual([]);
  });

  it('sends payment.guarantee_registered when a card is authorized', async () => {
    const gabriel = paymentGuest('solnascente', '1100:gabriel-fontes', true);
    const access = await chargeAccess(kit.testApp, gabriel, SOL, '1100');
    const cardToken = await tokenizeCard(kit.testApp, TEST_CARDS.approve);
    const paid = await paymentCall(kit.testApp, 'POST', '/api/payment/pay', gabriel, {
      headers: { 'idempotency-key': 'webhook-1100-card', 'x-payment-access': access },
      body: {
        orderId: orderIdOf('solnascente', '1100'),
        chargeId: chargeIdOf('solnascente', '1100'),
        personId: personIdOf('solnascente', '1100:gabriel-fontes'),
        payments: [{ type: 'credit_card', amount: 129000, installments: 1, cardToken }],
        isClosed: true,
      },
    });
    expect(paid.body.status).toBe('approved');
    const events = await deliveredEvents();
    expect(events.map((event) => event.type)).toEqual(['payment.guarantee_registered']);
    expect(events[0]?.data).toEqual({
      reservationId: demoReservationId('solnascente', '1100'),
      reservationNumber: '1100',
      orderId: orderIdOf('solnascente', '1100'),
      chargeId: chargeIdOf('solnascente', '1100'),
      paymentId: paid.body.paymentId,
      method: 'credit_card',
      amountCents: 129000,
    });
    expect(receiver.received('/mar')).toEqual([]);
  });

  it('sends reservation.cancelled when the hotel’s system cancels a reservation, once', async () => {
    const key = await issueKey(kit.testApp, SOL, 'PMS', () => NOW);
    const url = `${BASE}/reservations/PMS-1131`;
    expect((await integrationCall(kit.testApp, 'PUT', url, key, pmsReservation())).status).toBe(201);
    expect(await deliveredEvents()).toEqual([]);
    const cancelled = await integrationCall(kit.testApp, 'POST', `${url}/cancel`, key);
    expect(cancelled.status).toBe(200);
    const events = await deliveredEvents();
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      {
        type: 'reservation.cancelled',
        data: {
          reservationId: cancelled.body.reservationId,
          reservationNumber: 'PMS-1131',
          cancelledAt: NOW.toISOString(),
        },
      },
    ]);
    // Cancelling again changes nothing and tells nobody.
    expect((await integrationCall(kit.testApp, 'POST', `${url}/cancel`, key)).body.changed).toBe(false);
    expect(await deliveredEvents()).toEqual([]);
    expect(receiver.received('/mar')).toEqual([]);
  });
});
