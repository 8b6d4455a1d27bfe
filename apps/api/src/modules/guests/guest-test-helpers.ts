import type { InjectOptions } from 'fastify';
import { signGuestToken, type GuestClaims } from '../../auth/guest-token.ts';
import { TEST_SECRETS } from '../../auth/secrets.ts';
import { demoCompanyId, demoGuestId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { HOSTS } from '../../test/api-client.ts';
import type { TestApp } from '../../test/test-app.ts';

export const NOW = new Date('2026-03-10T15:00:00Z');
/** The hotel's today at NOW (America/Sao_Paulo). */
export const TODAY = '2026-03-10';
export const sol = (number: string) => demoReservationId('solnascente', number);
export const guest = (key: string) => demoGuestId('solnascente', key);

export function claims(key: string, masterGuest: boolean, isChild = false): GuestClaims {
  return {
    guestId: guest(key),
    reservationId: sol(key.split(':')[0] ?? ''),
    companyId: demoCompanyId('solnascente'),
    masterGuest,
    isChild,
  };
}

export const RAFAEL = claims('1020:rafael', true);
export const JULIANA = claims('1020:juliana', false);
export const ANA = claims('1001:ana', true);
export const BRUNO = claims('1001:bruno', false);
export const CARLA = claims('1001:carla', false);
export const CAMILA = claims('1030:camila', true);
/** A minor's own token: the spec lets children fill their forms after notification. */
export const LAURA = claims('1020:laura', false, true);

/** A token of another hotel (Mar Azul), for a guest of that hotel. */
export const BEATRIZ: GuestClaims = {
  guestId: demoGuestId('marazul', '2001:beatriz'),
  reservationId: demoReservationId('marazul', '2001'),
  companyId: demoCompanyId('marazul'),
  masterGuest: true,
  isChild: false,
};

export async function bearer(guestClaims: GuestClaims) {
  const { token } = await signGuestToken(guestClaims, { key: TEST_SECRETS.guestTokenKey, now: NOW });
  return `Bearer ${token}`;
}

/** A request through inject with a guest token, answering the status, the parsed JSON body and the raw one. */
export async function callApi(
  testApp: TestApp,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  guestClaims: GuestClaims | null,
  options: { body?: unknown; host?: string } = {},
) {
  const headers: InjectOptions['headers'] = { host: options.host ?? HOSTS.solnascente };
  if (guestClaims) headers.authorization = await bearer(guestClaims);
  const response = await testApp.app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  // JSON bodies are typed by the tests' own assertions; `any` keeps those assertions short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = isJson ? response.json() : null;
  return { status: response.statusCode, body, headers: response.headers, raw: response.rawPayload };
}

/** GET or PUT /api/clients/:id with a guest token. */
export async function call(
  testApp: TestApp,
  method: 'GET' | 'PUT',
  guestId: string,
  guestClaims: GuestClaims | null,
  options: { body?: unknown; host?: string } = {},
) {
  const { status, body } = await callApi(testApp, method, `/api/clients/${guestId}`, guestClaims, options);
  return { status, body };
}

/** An RG that the additional_validation rule accepts beside a minor's CPF. */
export const MINOR_IDENTITY_DOCUMENT = { isMain: false, documentTypeId: 3, documentNumber: '45.678.912-3' };

/**
 * Gives a seeded minor, whose only document is a CPF, the identity document the additional_validation
 * rule asks (decision 25), as the main guest does on the form, so the minor can be finalized.
 */
export async function giveMinorIdentityDocument(testApp: TestApp, guestId: string, mainGuest: GuestClaims) {
  const { body } = await call(testApp, 'GET', guestId, mainGuest);
  const main = (body.guest.documents as { isMain: boolean; documentTypeId: number; documentNumber: string }[])
    .filter((document) => document.isMain)
    .map(({ isMain, documentTypeId, documentNumber }) => ({ isMain, documentTypeId, documentNumber }));
  const saved = await call(testApp, 'PUT', guestId, mainGuest, {
    body: { documents: [...main, MINOR_IDENTITY_DOCUMENT] },
  });
  if (saved.status !== 200)
    throw new Error(`could not give ${guestId} an identity document: ${saved.status}`);
}
