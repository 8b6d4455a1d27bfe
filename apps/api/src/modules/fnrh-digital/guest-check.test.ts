import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFnrhDigitalGuestCheck } from '@hospedar/contracts/fnrh-digital/guest-check';
import { fnrhDigitalSettings } from '../../db/schema/index.ts';
import { demoCompanyId, demoGuestId } from '../../db/seed/demo-ids.ts';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, fixedClock, type TestApp } from '../../test/test-app.ts';
import { BEATRIZ, BRUNO, call, callApi, claims, guest, NOW } from '../guests/guest-test-helpers.ts';

const VALENTINA = claims('1130:valentina-gomez', true);
const OTAVIO = claims('1131:otavio-furtado', true);
const LUCIA = claims('1132:lucia-herrera', true);
const SOL = demoCompanyId('solnascente');

describe('GET /api/clients/:id/fnrh-digital: what FNRH Digital would refuse, before the guest finishes', () => {
  let testApp: TestApp;
  const check = (guestId: string, who: Parameters<typeof callApi>[3], host?: string) =>
    callApi(testApp, 'GET', `/api/clients/${guestId}/fnrh-digital`, who, host ? { host } : {});

  beforeAll(async () => {
    testApp = await buildTestApp({ clock: fixedClock(NOW.toISOString()) });
  });
  afterAll(() => testApp.close());

  it('names the DNI of a guest without a CPF or passport, as the export would (the demo seed turns it on)', async () => {
    const { status, body } = await check(guest('1130:valentina-gomez'), VALENTINA);
    expect(status).toBe(200);
    expect(ZFnrhDigitalGuestCheck.parse(body)).toEqual({
      isEnabled: true,
      refusals: ['no-accepted-document'],
    });
  });

  it('names a Brazilian city outside the IBGE list, and nothing once the guest saves a city of the list', async () => {
    const guestId = guest('1131:otavio-furtado');
    expect((await check(guestId, OTAVIO)).body).toEqual({ isEnabled: true, refusals: ['no-ibge-city'] });

    const saved = await call(testApp, 'PUT', guestId, OTAVIO, {
      body: { city: { id: '4205407', name: 'Florianópolis' } },
    });
    expect(saved.status).toBe(200);
    expect((await check(guestId, OTAVIO)).body).toEqual({ isEnabled: true, refusals: [] });
  });

  it("checks a minor against the guardian: the main guest's DNI is no guardian for FNRH Digital", async () => {
    expect((await check(guest('1132:lucia-herrera'), LUCIA)).body).toEqual({
      isEnabled: true,
      refusals: ['no-accepted-document'],
    });
    // The main guest fills the minor's form, and is told about the minor's too.
    expect((await check(guest('1132:mateo-herrera'), LUCIA)).body).toEqual({
      isEnabled: true,
      refusals: ['minor-without-guardian'],
    });
  });

  it('answers 404 for a guest the token may not act for, and 401 without a token', async () => {
    // Another adult of the reservation, another reservation's guest, another hotel's guest.
    for (const guestId of [
      guest('1001:ana'),
      guest('1130:valentina-gomez'),
      demoGuestId('marazul', '2001:beatriz'),
    ]) {
      const { status, body } = await check(guestId, BRUNO);
      expect(status).toBe(404);
      expect(body.code).toBe('GUEST_NOT_FOUND');
    }
    expect((await check(guest('1130:valentina-gomez'), null)).status).toBe(401);
  });

  it('answers nothing to refuse for a hotel without FNRH Digital, or with it turned off', async () => {
    const beatriz = await check(demoGuestId('marazul', '2001:beatriz'), BEATRIZ, HOSTS.marazul);
    expect(beatriz.status).toBe(200);
    expect(beatriz.body).toEqual({ isEnabled: false, refusals: [] });

    await testApp.db
      .update(fnrhDigitalSettings)
      .set({ isEnabled: false })
      .where(eq(fnrhDigitalSettings.companyId, SOL));
    try {
      expect((await check(guest('1130:valentina-gomez'), VALENTINA)).body).toEqual({
        isEnabled: false,
        refusals: [],
      });
    } finally {
      await testApp.db
        .update(fnrhDigitalSettings)
        .set({ isEnabled: true })
        .where(eq(fnrhDigitalSettings.companyId, SOL));
    }
  });
});
