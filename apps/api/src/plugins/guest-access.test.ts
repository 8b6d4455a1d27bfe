import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGuestId } from '../db/seed/demo-ids.ts';
import { HOSTS } from '../test/api-client.ts';
import { buildTestApp, fixedClock, type TestApp } from '../test/test-app.ts';
import {
  ANA,
  BEATRIZ,
  BRUNO,
  callApi,
  guest,
  JULIANA,
  LAURA,
  NOW,
  RAFAEL,
} from '../modules/guests/guest-test-helpers.ts';

/**
 * The one guard of guest routes (decision 40), through the routes that use each of its options: the
 * token's hotel, the guest it may act for (itself, or a minor of its reservation for the main guest),
 * its own guest only, and adults only. Anyone else's id answers 404, as an unknown id would.
 */
describe('the guest-access guard', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  const getClient = (id: string, claims: typeof ANA | null, host?: string) =>
    callApi(testApp, 'GET', `/api/clients/${id}`, claims, { host });

  it('lets a guest act for itself, main guest or companion', async () => {
    expect((await getClient(guest('1001:ana'), ANA)).status).toBe(200);
    expect((await getClient(guest('1001:bruno'), BRUNO)).status).toBe(200);
  });

  it('lets the main guest act for a minor of its reservation', async () => {
    const { status, body } = await getClient(guest('1020:laura'), RAFAEL);
    expect(status).toBe(200);
    expect(body.guest.id).toBe(guest('1020:laura'));
    expect(body.reservation.reservationNumber).toBe('1020');
  });

  it("answers 404 for an adult companion's id, to the main guest and to another companion", async () => {
    for (const [id, claims] of [
      [guest('1001:bruno'), ANA],
      [guest('1020:juliana'), RAFAEL],
      [guest('1001:ana'), BRUNO],
      [guest('1020:laura'), JULIANA],
    ] as const) {
      const { status, body } = await getClient(id, claims);
      expect(status).toBe(404);
      expect(body.code).toBe('GUEST_NOT_FOUND');
    }
  });

  it("answers 404 for another reservation's guest and for an id nobody has", async () => {
    expect((await getClient(guest('1020:rafael'), ANA)).body.code).toBe('GUEST_NOT_FOUND');
    expect((await getClient(guest('1020:laura'), ANA)).status).toBe(404);
    expect((await getClient('00000000-0000-4000-8000-000000000000', ANA)).status).toBe(404);
  });

  it("refuses a token on another hotel's host, and another hotel's guest on this one", async () => {
    const onOtherHost = await getClient(guest('1001:ana'), ANA, HOSTS.marazul);
    expect(onOtherHost.status).toBe(401);
    expect(onOtherHost.body.code).toBe('TOKEN_INVALID');
    const marAzulOnSol = await getClient(BEATRIZ.guestId, BEATRIZ, HOSTS.solnascente);
    expect(marAzulOnSol.status).toBe(401);
    const marAzulGuestForSolToken = await getClient(demoGuestId('marazul', '2001:beatriz'), ANA);
    expect(marAzulGuestForSolToken.status).toBe(404);
  });

  it('refuses a missing token with 401 before looking at any id', async () => {
    const { status, body } = await getClient(guest('1001:ana'), null);
    expect(status).toBe(401);
    expect(body.code).toBe('TOKEN_INVALID');
  });

  it("lets a minor's own token act for itself only", async () => {
    expect((await getClient(guest('1020:laura'), LAURA)).status).toBe(200);
    expect((await getClient(guest('1020:pedro'), LAURA)).status).toBe(404);
  });

  it('keeps signatures to adults: the main guest cannot sign for a minor', async () => {
    const minor = await callApi(testApp, 'GET', `/api/clients/${guest('1020:laura')}/signature`, RAFAEL);
    expect(minor.status).toBe(404);
    expect(minor.body.code).toBe('GUEST_NOT_FOUND');
    const own = await callApi(testApp, 'GET', `/api/clients/${guest('1020:rafael')}/signature`, RAFAEL);
    expect(own.body.code).toBe('NOT_FOUND'); // reached the signature: it has not signed yet
  });

  it("keeps the guest's own calls to its own guest: no rating for a minor by the main guest", async () => {
    const forMinor = await callApi(testApp, 'POST', '/api/rating', RAFAEL, {
      body: { guestId: guest('1020:laura'), rating: 5 },
    });
    expect(forMinor.status).toBe(404);
    expect(forMinor.body.code).toBe('GUEST_NOT_FOUND');
  });
});
