import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { eq } from 'drizzle-orm';
import { ZGuest } from '@hospedar/contracts/guests/guest';
import { guestDocuments, guests } from '../../db/schema/index.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import {
  ANA,
  BRUNO,
  call,
  CARLA,
  guest,
  JULIANA,
  MINOR_IDENTITY_DOCUMENT,
  NOW,
  RAFAEL,
  sol,
} from './guest-test-helpers.ts';

describe('GET and PUT /api/clients/:id: who may act for whom', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  it('answers the main guest itself and the minors in full, the adult companions as summaries', async () => {
    const { status, body } = await call(testApp, 'GET', guest('1020:rafael'), RAFAEL);
    expect(status).toBe(200);
    const parsed = ZGetClientResponse.parse(body);
    expect(parsed.guest.id).toBe(guest('1020:rafael'));
    expect(parsed.reservation.id).toBe(sol('1020'));
    expect(parsed.guests.map((row) => row.name)).toEqual(['Rafael', 'Laura', 'Pedro']);
    expect(parsed.guests[0]?.masterGuest).toBe(true);
    expect(parsed.companions).toEqual([
      {
        id: guest('1020:juliana'),
        name: 'Juliana',
        lastName: 'Costa',
        photoUrl: null,
        maskedEmail: 'ju***@ex***.com',
        maskedMobile: null,
        isCompleted: true,
        notifiedAt: null,
        notifiedChannel: null,
      },
    ]);
    expect(parsed.others).toEqual([]);
    expect(parsed.order).toBeNull();
    expect(parsed.guest.documents[0]).toMatchObject({ isMain: true, documentTypeId: 1 });
  });

  it("holds no adult companion's document, birth date, address, contact or image URL for the main guest", async () => {
    const bruno = guest('1001:bruno');
    await testApp.db
      .update(guests)
      .set({ address: 'Rua Privada de Bruno', zipCode: '01310-100', photoKey: `test/${bruno}/photo.jpg` })
      .where(eq(guests.id, bruno));
    await testApp.db
      .update(guestDocuments)
      .set({ frontImageKey: `test/${bruno}/front.jpg`, backImageKey: `test/${bruno}/back.jpg` })
      .where(eq(guestDocuments.guestId, bruno));
    const { status, body } = await call(testApp, 'GET', guest('1001:ana'), ANA);
    expect(status).toBe(200);
    const parsed = ZGetClientResponse.parse(body);
    expect(parsed.guests.map((row) => row.id)).toEqual([guest('1001:ana')]);
    const summary = parsed.companions.find((companion) => companion.id === bruno);
    expect(summary).toMatchObject({
      name: 'Bruno',
      lastName: 'Souza',
      maskedEmail: 'br***@ex***.com',
      maskedMobile: '+55 (48) *****-7654',
    });
    expect(summary?.photoUrl).toContain('photo.jpg');
    const answer = JSON.stringify(body);
    for (const secret of [
      '74615398255', // CPF, digits
      '746.153.982-55', // CPF, formatted
      '1985-11-02', // birth date
      'Rua Privada de Bruno',
      '01310-100',
      'bruno.souza@example.com',
      '991237654',
      'front.jpg',
      'back.jpg',
      '205.871.463-62', // Carla's CPF
      '1959-05-30', // Carla's birth date
    ]) {
      expect(answer).not.toContain(secret);
    }
  });

  it('answers the main guest a minor of the reservation', async () => {
    const { status, body } = await call(testApp, 'GET', guest('1020:laura'), RAFAEL);
    expect(status).toBe(200);
    expect(ZGetClientResponse.parse(body).guest).toMatchObject({ id: guest('1020:laura'), isChild: true });
  });

  it('answers a companion itself in full and the others as first name and state only', async () => {
    const { status, body } = await call(testApp, 'GET', guest('1020:juliana'), JULIANA);
    expect(status).toBe(200);
    const parsed = ZGetClientResponse.parse(body);
    expect(parsed.guests.map((row) => row.id)).toEqual([guest('1020:juliana')]);
    expect(parsed.others).toHaveLength(3);
    for (const other of parsed.others) {
      expect(Object.keys(other).sort()).toEqual(['id', 'isChild', 'isCompleted', 'masterGuest', 'name']);
    }
    expect(JSON.stringify(parsed.others)).not.toContain('@');
  });

  it.each([
    ['a companion reads the main guest', guest('1001:ana'), BRUNO],
    ['a companion reads another companion', guest('1001:carla'), BRUNO],
    ['a companion reads a minor', guest('1020:laura'), JULIANA],
    ['the main guest reads an adult companion', guest('1001:bruno'), ANA],
    ['the main guest reads a guest of another reservation', guest('1020:laura'), ANA],
    ['an unknown guest', '00000000-0000-4000-8000-000000000000', ANA],
  ])('answers 404 GUEST_NOT_FOUND to GET and PUT when %s', async (_case, id, guestClaims) => {
    for (const method of ['GET', 'PUT'] as const) {
      const { status, body } = await call(testApp, method, id, guestClaims, {
        body: method === 'PUT' ? { email: 'x@example.com' } : undefined,
      });
      expect(status).toBe(404);
      expect(body.code).toBe('GUEST_NOT_FOUND');
    }
  });

  it("answers 404 for another hotel's guest named in a forged token of this hotel", async () => {
    const forged = { ...CARLA, reservationId: demoReservationId('marazul', '2001') };
    const { status } = await call(testApp, 'GET', demoGuestId('marazul', '2001:beatriz'), forged);
    expect(status).toBe(404);
  });

  it('answers 401 TOKEN_INVALID without a token or with a token of another hotel', async () => {
    expect((await call(testApp, 'GET', guest('1001:ana'), null)).body.code).toBe('TOKEN_INVALID');
    const marazul = {
      guestId: demoGuestId('marazul', '2001:beatriz'),
      reservationId: demoReservationId('marazul', '2001'),
      companyId: demoCompanyId('marazul'),
      masterGuest: true,
      isChild: false,
    };
    const { status, body } = await call(testApp, 'PUT', guest('1001:ana'), marazul, { body: {} });
    expect(status).toBe(401);
    expect(body.code).toBe('TOKEN_INVALID');
    expect((await call(testApp, 'GET', marazul.guestId, marazul, { host: HOSTS.marazul })).status).toBe(200);
  });

  it('lets a companion save itself and the main guest save a minor, answering the saved guest', async () => {
    const own = await call(testApp, 'PUT', guest('1001:bruno'), BRUNO, {
      body: { email: 'bruno.novo@example.com', jobId: '', homePhone: { ddi: '', ddd: '', number: '' } },
    });
    expect(own.status).toBe(200);
    expect(ZGuest.parse(own.body)).toMatchObject({
      email: 'bruno.novo@example.com',
      jobId: null,
      homePhone: { ddi: null, ddd: null, number: null },
    });
    const minor = await call(testApp, 'PUT', guest('1020:pedro'), RAFAEL, {
      body: {
        addressComplement: 'Apto 12',
        email: '',
        documents: [
          { isMain: true, documentTypeId: 1, documentNumber: '648.271.093-03' },
          MINOR_IDENTITY_DOCUMENT,
        ],
      },
    });
    expect(minor.status).toBe(200);
    expect(minor.body).toMatchObject({ addressComplement: 'Apto 12', isChild: true });
    expect(minor.body.documents).toEqual([
      {
        isMain: true,
        documentTypeId: 1,
        documentNumber: '648.271.093-03',
        frontImageKey: null,
        backImageKey: null,
        frontImageUrl: null,
        backImageUrl: null,
      },
      {
        ...MINOR_IDENTITY_DOCUMENT,
        frontImageKey: null,
        backImageKey: null,
        frontImageUrl: null,
        backImageUrl: null,
      },
    ]);
    const again = await call(testApp, 'GET', guest('1020:pedro'), RAFAEL);
    expect(again.body.guest.addressComplement).toBe('Apto 12');
  });
});
