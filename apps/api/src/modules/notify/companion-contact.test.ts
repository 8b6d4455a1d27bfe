import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/index.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import {
  ANA,
  BEATRIZ,
  BRUNO,
  CARLA,
  LAURA,
  NOW,
  RAFAEL,
  callApi,
  claims,
  guest,
  sol,
} from '../guests/guest-test-helpers.ts';

describe('PUT /api/clients/:id/companion-contact (decision 63)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const carla = guest('1001:carla');
  const addContact = (id: string, body: unknown, session: typeof ANA | null = ANA) =>
    callApi(testApp, 'PUT', `/api/clients/${id}/companion-contact`, session, { body });
  const rowOf = async (id: string) => {
    const [row] = await testApp.db.select().from(guests).where(eq(guests.id, id));
    return row;
  };
  const EMAIL = { email: 'carla.lima@example.org' };

  it('answers 401 without a token and 404 to anyone but the main guest, for anyone but a contactless adult companion', async () => {
    expect((await addContact(carla, EMAIL, null)).status).toBe(401);
    // Another hotel's token is no token here.
    expect((await addContact(carla, EMAIL, BEATRIZ)).status).toBe(401);
    // Carla's fellow companion, Carla herself, another reservation's main guest.
    for (const session of [BRUNO, CARLA, RAFAEL]) {
      const { status, body } = await addContact(carla, EMAIL, session);
      expect(status).toBe(404);
      expect(body.code).toBe('GUEST_NOT_FOUND');
    }
    // A companion who has a contact, the main guest itself, a minor (the main guest fills the form).
    for (const [id, session] of [
      [guest('1001:bruno'), ANA],
      [guest('1001:ana'), ANA],
      [guest('1020:laura'), RAFAEL],
      [guest('1020:juliana'), RAFAEL],
    ] as const) {
      expect((await addContact(id, EMAIL, session)).status).toBe(404);
    }
    // A token that still says "main guest" for a guest the database no longer has as main guest.
    const forged = { ...claims('1001:bruno', true) };
    expect((await addContact(carla, EMAIL, forged)).status).toBe(404);
    expect((await addContact(guest('1020:laura'), EMAIL, LAURA)).status).toBe(404);
    expect((await rowOf(carla))?.email).toBeNull();
  });

  it('refuses bad input by field with the form messages, and the main guest’s own contact, changing nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{}, 'body.email', 'validation.required'],
      [
        { ...EMAIL, mobilePhone: { countryCode: '55', areaCode: '48', number: '991110000' } },
        'body.email',
        'validation.required',
      ],
      [{ email: 'carla@@example' }, 'body.email', 'validation.email'],
      [
        { mobilePhone: { countryCode: '55', areaCode: '48', number: '1234' } },
        'body.mobilePhone',
        'validation.isValidMobilePhone',
      ],
      [{ email: ' Ana.Souza@Example.com ' }, 'body.email', 'validation.isOwnContact'],
      [
        { mobilePhone: { countryCode: '+55', areaCode: '48', number: '99123-4567' } },
        'body.mobilePhone',
        'validation.isOwnContact',
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await addContact(carla, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.details.fields).toContainEqual({ field, message });
    }
    const row = await rowOf(carla);
    expect([row?.email, row?.mobileNumber]).toEqual([null, null]);
  });

  it('saves the e-mail the main guest gives, answers it masked, lets the main guest notify her, and only once', async () => {
    const { status, body } = await addContact(carla, { email: ' Carla.Lima@Example.org ' });
    expect(status).toBe(200);
    expect(body).toEqual({ id: carla, maskedEmail: expect.stringMatching(/^ca\*+@/), maskedMobile: null });
    expect((await rowOf(carla))?.email).toBe('carla.lima@example.org');

    const notified = await callApi(testApp, 'POST', `/api/notify/${sol('1001')}`, ANA, {
      body: { clients: [{ id: carla, name: 'Carla Lima', channel: 'email' }], type: 'preCheckin' },
    });
    expect(notified.status).toBe(202);

    // A contact once saved is hers: nobody changes it through this call.
    const again = await addContact(carla, {
      mobilePhone: { countryCode: '55', areaCode: '48', number: '991112222' },
    });
    expect(again.status).toBe(404);
    expect((await rowOf(carla))?.mobileNumber).toBeNull();
  });
});
