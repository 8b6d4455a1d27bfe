import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { verifyExternalAccess } from '../../auth/external-access-token.ts';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { demoCompanyId } from '../../db/seed/demo-ids.ts';
import { HOSTS } from '../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { ANA, BEATRIZ, callApi, NOW } from '../guests/guest-test-helpers.ts';

const URL = '/api/companies/guest-control/external-access';
const SOL = demoCompanyId('solnascente');
const PERSONAL = ['reservationId', 'personId', 'identifier', 'name', 'lastName', 'roomName'] as const;

describe('POST /api/companies/guest-control/external-access', () => {
  let testApp: TestApp;
  let now = NOW;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: () => now, devMailbox: { isEnabled: true, isSmtpOn: false } });
  });
  afterAll(() => testApp.close());

  const post = (claims: typeof ANA | null, body: unknown, host?: string) =>
    callApi(testApp, 'POST', URL, claims, { body, host });
  const tokenOf = (redirectURL: string) => new globalThis.URL(redirectURL).searchParams.get('access') ?? '';
  const verify = (token: string, at: Date, companyId = SOL) =>
    verifyExternalAccess(token, { rootKey: TEST_SECRETS.guestControlKey, companyId, now: at });
  const devPage = async (redirectURL: string) => {
    const target = new globalThis.URL(redirectURL);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { host: target.host },
    });
    return response.body;
  };

  it('gives the signed-in guest a 30-minute access naming them, on the hotel’s check-out page', async () => {
    now = NOW;
    const answer = await post(ANA, { companyId: SOL, isAnnonymous: false, service: 'checkout' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const redirect = new globalThis.URL(answer.body.redirectURL);
    expect(`${redirect.origin}${redirect.pathname}`).toBe('http://localhost:3000/dev/guest-control');
    expect(redirect.searchParams.get('service')).toBe('checkout');
    const thirtyMinutes = new Date(NOW.getTime() + 30 * 60_000);
    expect(answer.body.expiresAt).toBe(thirtyMinutes.toISOString());

    const token = tokenOf(answer.body.redirectURL);
    const access = await verify(token, NOW);
    expect(access).toMatchObject({
      companyId: SOL,
      service: 'checkout',
      isAnnonymous: false,
      reservationId: ANA.reservationId,
      reservationNumber: '1001',
      identifier: ANA.guestId,
      name: 'Ana',
      lastName: 'Souza',
      isWalkIn: false,
    });
    expect(access?.expiresAt.toISOString()).toBe(thirtyMinutes.toISOString());
    expect(await verify(token, new Date(thirtyMinutes.getTime() - 1000))).not.toBeNull();
    expect(await verify(token, new Date(thirtyMinutes.getTime() + 1000))).toBeNull();
    // Another hotel's key does not open it.
    expect(await verify(token, NOW, demoCompanyId('marazul'))).toBeNull();

    // The development stand-in shows it valid now, and expired 31 minutes later.
    const page = await devPage(answer.body.redirectURL);
    expect(page).toContain('Valid access');
    expect(page).toContain('Ana Souza');
    expect(page).toContain(thirtyMinutes.toISOString());
    now = new Date(NOW.getTime() + 31 * 60_000);
    expect(await devPage(answer.body.redirectURL)).toContain('Invalid or expired access');
    now = NOW;
  });

  it('is anonymous without a token, when asked, or with a dead token, and then carries no personal data', async () => {
    now = NOW;
    const answers = [
      await post(null, { companyId: SOL, isAnnonymous: true, service: 'online-services', name: 'Ana' }),
      await post(ANA, { companyId: SOL, isAnnonymous: true }),
      await testApp.app.inject({
        method: 'POST',
        url: URL,
        headers: { host: HOSTS.solnascente, authorization: 'Bearer not-a-valid-token-at-all' },
        payload: { companyId: SOL, isAnnonymous: false, reservationNumber: '1001' },
      }),
    ];
    for (const answer of answers) {
      const body =
        'body' in answer && typeof answer.body === 'object' ? answer.body : JSON.parse(String(answer.body));
      const status = 'status' in answer ? answer.status : answer.statusCode;
      expect(status).toBe(200);
      const claims = decodeJwt(tokenOf(body.redirectURL));
      expect(claims.isAnnonymous).toBe(true);
      for (const field of PERSONAL) expect(claims[field], field).toBeNull();
      expect(await verify(tokenOf(body.redirectURL), NOW)).not.toBeNull();
    }
    const third = JSON.parse(String((answers[2] as { body: string }).body));
    expect(decodeJwt(tokenOf(third.redirectURL)).reservationNumber).toBe('1001');
    const online = new globalThis.URL((answers[0] as { body: { redirectURL: string } }).body.redirectURL);
    expect(online.searchParams.get('service')).toBe('online-services');
    expect(await devPage(online.toString())).toContain('Anonymous');
  });

  it('answers 404 for another hotel’s id or a service the hotel does not offer, 400 for a bad body', async () => {
    expect((await post(null, { companyId: demoCompanyId('marazul'), isAnnonymous: true })).status).toBe(404);
    // Mar Azul offers check-out only; Legado neither.
    const marazul = demoCompanyId('marazul');
    expect(
      (
        await post(
          null,
          { companyId: marazul, isAnnonymous: true, service: 'online-services' },
          HOSTS.marazul,
        )
      ).status,
    ).toBe(404);
    expect((await post(null, { companyId: marazul, isAnnonymous: true }, HOSTS.marazul)).status).toBe(200);
    const legado = demoCompanyId('legado');
    expect((await post(null, { companyId: legado, isAnnonymous: true }, HOSTS.legado)).status).toBe(404);
    // Another hotel's guest token here is anonymous.
    const foreign = await post(BEATRIZ, { companyId: SOL, isAnnonymous: false });
    expect(decodeJwt(tokenOf(foreign.body.redirectURL)).isAnnonymous).toBe(true);
    for (const body of [
      {},
      { companyId: SOL },
      { companyId: SOL, isAnnonymous: 'no' },
      { companyId: SOL, isAnnonymous: true, service: 'spa' },
      { companyId: SOL, isAnnonymous: true, reservationNumber: '<script>' },
    ]) {
      const answer = await post(null, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is rate-limited per address and hotel', async () => {
    const limited = await buildTestApp({ seed: true, rateLimit: { max: 1000, timeWindowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: URL,
          headers: { host: HOSTS.solnascente },
          payload: { companyId: SOL, isAnnonymous: true },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
