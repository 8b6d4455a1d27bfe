import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZGuestSession } from '@hospedar/contracts/verification/verify-pin';
import {
  ZListPasskeysResponse,
  ZPasskeyAuthenticationOptions,
  ZPasskeyRegistrationOptions,
} from '@hospedar/contracts/webauthn/passkeys';
import type { GuestClaims } from '../../auth/guest-token.ts';
import { webauthnCredentials } from '../../db/schema/index.ts';
import { HOSTS } from '../../test/api-client.ts';
import {
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
} from '../../test/software-authenticator.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { ANA, BEATRIZ, bearer, BRUNO, claims, guest, NOW } from '../guests/guest-test-helpers.ts';
import { WEBAUTHN_CHALLENGE_SECONDS } from './service.ts';

const ORIGIN = 'http://localhost:3000';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const MARCOS_1010 = claims('1010:marcos', true);

describe('/api/webauthn: passkeys of a guest, per person and hotel', () => {
  let testApp: TestApp;
  let now = NOW;
  beforeAll(async () => {
    testApp = await buildTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  async function post(
    url: string,
    body: unknown,
    options: { as?: GuestClaims; host?: string; userAgent?: string } = {},
  ) {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      headers: {
        host: options.host ?? HOSTS.solnascente,
        ...(options.as ? { authorization: await bearer(options.as) } : {}),
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    // JSON bodies are typed by the tests' own assertions; `any` keeps those assertions short.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const json: any = response.body ? response.json() : null;
    return { status: response.statusCode, body: json };
  }

  async function request(
    method: 'GET' | 'DELETE',
    url: string,
    as: GuestClaims,
    host: string = HOSTS.solnascente,
  ) {
    const response = await testApp.app.inject({
      method,
      url,
      headers: { host, authorization: await bearer(as) },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const json: any = response.body ? response.json() : null;
    return { status: response.statusCode, body: json };
  }

  /** A passkey made on `device` by the verified guest `as`, at `host` (the default hotel's localhost). */
  async function registerPasskey(device: SoftwareAuthenticator, as: GuestClaims, origin = ORIGIN) {
    const host = new URL(origin).host;
    const options = await post('/api/webauthn/register', undefined, { as, host });
    expect(options.status).toBe(200);
    const answer = device.register(options.body, { origin });
    return post('/api/webauthn/register-response', answer, { as, host, userAgent: IPHONE });
  }

  async function signInOptions(guestId: string, host: string = HOSTS.solnascente) {
    return post('/api/webauthn/authenticate', { guestId }, { host });
  }

  const ana = createSoftwareAuthenticator();
  const bruno = createSoftwareAuthenticator();

  it('registers a passkey after a PIN, for the hotel’s host, with a platform authenticator that checks the person', async () => {
    const options = await post('/api/webauthn/register', undefined, { as: ANA });
    expect(options.status).toBe(200);
    const parsed = ZPasskeyRegistrationOptions.parse(options.body);
    expect(parsed.rp).toEqual({ id: 'localhost', name: expect.any(String) });
    expect(parsed.user).toMatchObject({ name: 'Ana Souza', displayName: 'Ana Souza' });
    expect(parsed.authenticatorSelection).toMatchObject({
      authenticatorAttachment: 'platform',
      userVerification: 'required',
    });
    expect(parsed.timeout).toBe(WEBAUTHN_CHALLENGE_SECONDS * 1000);

    const answer = ana.register(options.body, { origin: ORIGIN });
    const saved = await post('/api/webauthn/register-response', answer, { as: ANA, userAgent: IPHONE });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ deviceLabel: 'iPhone', isSynced: false, lastUsedAt: null });

    const listed = await request('GET', '/api/webauthn/credentials', ANA);
    expect(ZListPasskeysResponse.parse(listed.body).passkeys.map((passkey) => passkey.id)).toEqual([
      saved.body.id,
    ]);
    const [row] = await testApp.db
      .select()
      .from(webauthnCredentials)
      .where(eq(webauthnCredentials.id, saved.body.id as string));
    expect(row).toMatchObject({ credentialId: ana.credentialId, rpId: 'localhost', guestId: ANA.guestId });
  });

  it('signs the guest in with the passkey: the same session a right PIN answers, and its token opens the guest', async () => {
    const options = await signInOptions(ANA.guestId);
    expect(options.status).toBe(200);
    const parsed = ZPasskeyAuthenticationOptions.parse(options.body);
    expect(parsed.rpId).toBe('localhost');
    expect(parsed.userVerification).toBe('required');
    expect(parsed.allowCredentials?.map((credential) => credential.id)).toEqual([ana.credentialId]);

    const signedIn = await post(
      '/api/webauthn/authenticate-response',
      ana.authenticate(parsed, { origin: ORIGIN }),
    );
    expect(signedIn.status).toBe(200);
    const session = ZGuestSession.parse(signedIn.body);
    expect(session).toMatchObject({
      clientId: ANA.guestId,
      reservationId: ANA.reservationId,
      masterGuest: true,
    });
    const client = await testApp.app.inject({
      method: 'GET',
      url: `/api/clients/${ANA.guestId}`,
      headers: { host: HOSTS.solnascente, authorization: `Bearer ${session.token}` },
    });
    expect(client.statusCode).toBe(200);
    const listed = await request('GET', '/api/webauthn/credentials', ANA);
    expect(listed.body.passkeys[0].lastUsedAt).toBe(NOW.toISOString());
  });

  it('answers each challenge once: a sign-in or a registration sent again is refused', async () => {
    const options = await signInOptions(ANA.guestId);
    const assertion = ana.authenticate(options.body, { origin: ORIGIN });
    expect((await post('/api/webauthn/authenticate-response', assertion)).status).toBe(200);
    const again = await post('/api/webauthn/authenticate-response', assertion);
    expect(again).toMatchObject({ status: 400, body: { code: 'PASSKEY_CHALLENGE_INVALID' } });

    const device = createSoftwareAuthenticator();
    const registration = await post('/api/webauthn/register', undefined, { as: BRUNO });
    const answer = device.register(registration.body, { origin: ORIGIN });
    expect((await post('/api/webauthn/register-response', answer, { as: BRUNO })).status).toBe(201);
    const twice = await post('/api/webauthn/register-response', answer, { as: BRUNO });
    expect(twice).toMatchObject({ status: 400, body: { code: 'PASSKEY_CHALLENGE_INVALID' } });
    await request(
      'DELETE',
      `/api/webauthn/credentials/${(await request('GET', '/api/webauthn/credentials', BRUNO)).body.passkeys[0].id}`,
      BRUNO,
    );
  });

  it('refuses an expired challenge, and a challenge spent by a failed answer', async () => {
    const options = await signInOptions(ANA.guestId);
    now = new Date(NOW.getTime() + (WEBAUTHN_CHALLENGE_SECONDS + 1) * 1000);
    try {
      const late = await post(
        '/api/webauthn/authenticate-response',
        ana.authenticate(options.body, { origin: ORIGIN }),
      );
      expect(late).toMatchObject({ status: 400, body: { code: 'PASSKEY_CHALLENGE_INVALID' } });
    } finally {
      now = NOW;
    }

    const fresh = await signInOptions(ANA.guestId);
    const unverified = ana.authenticate(fresh.body, { origin: ORIGIN, isUserVerified: false });
    const refused = await post('/api/webauthn/authenticate-response', unverified);
    expect(refused).toMatchObject({ status: 400, body: { code: 'PASSKEY_INVALID' } });
    const retried = await post(
      '/api/webauthn/authenticate-response',
      ana.authenticate(fresh.body, { origin: ORIGIN }),
    );
    expect(retried).toMatchObject({ status: 400, body: { code: 'PASSKEY_CHALLENGE_INVALID' } });
  });

  it('checks the origin and the host the authenticator signed: another site’s answer is refused', async () => {
    const options = await signInOptions(ANA.guestId);
    const elsewhere = ana.authenticate(options.body, { origin: 'https://evil.example' });
    expect(await post('/api/webauthn/authenticate-response', elsewhere)).toMatchObject({
      status: 400,
      body: { code: 'PASSKEY_INVALID' },
    });
    const otherRp = await signInOptions(ANA.guestId);
    const wrongRp = ana.authenticate(otherRp.body, { origin: ORIGIN, rpId: 'evil.example' });
    expect((await post('/api/webauthn/authenticate-response', wrongRp)).body.code).toBe('PASSKEY_INVALID');

    const device = createSoftwareAuthenticator();
    const registration = await post('/api/webauthn/register', undefined, { as: ANA });
    const forged = device.register(registration.body, { origin: 'https://evil.example' });
    expect((await post('/api/webauthn/register-response', forged, { as: ANA })).body.code).toBe(
      'PASSKEY_INVALID',
    );
  });

  it('keeps passkeys to their host: one made at localhost is not offered at solnascente.localhost', async () => {
    const there = await signInOptions(ANA.guestId, 'solnascente.localhost:3000');
    expect(there).toMatchObject({ status: 404, body: { code: 'PASSKEY_NOT_FOUND' } });
    const device = createSoftwareAuthenticator();
    const saved = await registerPasskey(device, ANA, 'http://solnascente.localhost:3000');
    expect(saved.status).toBe(201);
    const options = await signInOptions(ANA.guestId, 'solnascente.localhost:3000');
    expect(options.body.rpId).toBe('solnascente.localhost');
    expect(options.body.allowCredentials).toEqual([
      { id: device.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
    await request('DELETE', `/api/webauthn/credentials/${saved.body.id}`, ANA);
  });

  it('answers 404 for another guest’s or another hotel’s passkeys: list, removal and sign-in', async () => {
    const anaPasskey = (await request('GET', '/api/webauthn/credentials', ANA)).body.passkeys[0];
    expect((await request('GET', '/api/webauthn/credentials', BRUNO)).body).toEqual({ passkeys: [] });
    expect(await request('DELETE', `/api/webauthn/credentials/${anaPasskey.id}`, BRUNO)).toMatchObject({
      status: 404,
      body: { code: 'PASSKEY_NOT_FOUND' },
    });
    expect(
      await request('DELETE', `/api/webauthn/credentials/${anaPasskey.id}`, BEATRIZ, HOSTS.marazul),
    ).toMatchObject({ status: 404, body: { code: 'PASSKEY_NOT_FOUND' } });
    // Ana's token is nobody at the other hotel.
    expect((await request('GET', '/api/webauthn/credentials', ANA, HOSTS.marazul)).status).toBe(401);
    // Her guest id is nobody at the other hotel either.
    expect(await signInOptions(ANA.guestId, HOSTS.marazul)).toMatchObject({
      status: 404,
      body: { code: 'GUEST_NOT_FOUND' },
    });
    // A guest without a passkey gets no challenge.
    expect(await signInOptions(BRUNO.guestId)).toMatchObject({
      status: 404,
      body: { code: 'PASSKEY_NOT_FOUND' },
    });

    // Ana's passkey answering Bruno's challenge signs nobody in.
    expect((await registerPasskey(bruno, BRUNO)).status).toBe(201);
    const brunoOptions = await signInOptions(BRUNO.guestId);
    const anaAnswer = ana.authenticate(brunoOptions.body, { origin: ORIGIN });
    expect(await post('/api/webauthn/authenticate-response', anaAnswer)).toMatchObject({
      status: 404,
      body: { code: 'PASSKEY_NOT_FOUND' },
    });

    // Removing her own is hers to do, once.
    expect((await request('DELETE', `/api/webauthn/credentials/${anaPasskey.id}`, ANA)).status).toBe(204);
    expect((await request('DELETE', `/api/webauthn/credentials/${anaPasskey.id}`, ANA)).status).toBe(404);
    expect((await signInOptions(ANA.guestId)).body.code).toBe('PASSKEY_NOT_FOUND');
  });

  it('is the person’s at the hotel: made during one reservation, it opens the same person’s other one', async () => {
    const device = createSoftwareAuthenticator();
    expect((await registerPasskey(device, MARCOS_1010)).status).toBe(201);
    const options = await signInOptions(guest('1011:marcos'));
    expect(options.status).toBe(200);
    const signedIn = await post(
      '/api/webauthn/authenticate-response',
      device.authenticate(options.body, { origin: ORIGIN }),
    );
    expect(signedIn.body).toMatchObject({ clientId: guest('1011:marcos') });
  });

  it('gives no challenge for a guest of a closed reservation, as the PIN gives no code', async () => {
    expect(await signInOptions(guest('1006:henrique'))).toMatchObject({
      status: 403,
      body: { code: 'RESERVATION_CANCELLED' },
    });
  });

  it('asks a token to register or list: a stranger gets 401', async () => {
    expect((await post('/api/webauthn/register', undefined)).status).toBe(401);
    expect((await post('/api/webauthn/register-response', {})).status).toBe(401);
  });
});
