import { eq } from 'drizzle-orm';
import type { GuestClaims } from '../../auth/guest-token.ts';
import { demoCompanyId, demoGuestId, demoId, demoReservationId } from '../../db/seed/demo-ids.ts';
import { HOSTS } from '../../test/api-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { bearer } from '../guests/guest-test-helpers.ts';
import { sandboxCharges, sandboxCustomers } from '../sandbox-processor/tables.ts';

export const SOL = demoCompanyId('solnascente');
export const MAR = demoCompanyId('marazul');

/** The token of a demo guest of the payment reservations (1100-1111 Sol Nascente, 2100-2105 Mar Azul). */
export function paymentGuest(
  subdomain: 'solnascente' | 'marazul',
  key: string,
  masterGuest: boolean,
): GuestClaims {
  return {
    guestId: demoGuestId(subdomain, key),
    reservationId: demoReservationId(subdomain, key.split(':')[0] ?? ''),
    companyId: demoCompanyId(subdomain),
    masterGuest,
    isChild: false,
  };
}

/** The person of a demo guest ('1100:gabriel-fontes'): the key without its reservation number. */
export const personIdOf = (subdomain: string, key: string) =>
  demoId(`person:${subdomain}:${key.split(':').pop() ?? key}`);
export const orderIdOf = (subdomain: string, number: string) => demoId(`order:${subdomain}:${number}`);
export const chargeIdOf = (subdomain: string, number: string) =>
  demoId(`charge:${subdomain}:${number}:checkin`);

/** A request with a guest token and any other headers, answering the status and the parsed body. */
export async function paymentCall(
  testApp: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  claims: GuestClaims | null,
  options: { body?: unknown; headers?: Record<string, string>; host?: string } = {},
) {
  const headers: Record<string, string> = {
    host: options.host ?? (claims?.companyId === MAR ? HOSTS.marazul : HOSTS.solnascente),
    ...options.headers,
  };
  if (claims) headers.authorization = await bearer(claims);
  const response = await testApp.app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  // JSON bodies are typed by the tests' own assertions; `any` keeps those assertions short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = isJson ? response.json() : null;
  return { status: response.statusCode, body };
}

/** Test cards of the sandbox processor (README "Test cards"). */
export const TEST_CARDS = {
  approve: '4000000000000010',
  approveMastercard: '5555555555554444',
  insufficientFunds: '4000000000009995',
  stolen: '4000000000009979',
  challenge: '4000000000003220',
  timeout: '4000000000000036',
  lostAnswer: '4000000000000044',
} as const;
export const TEST_CVV = '737';

/**
 * What the card frame does: posts the card straight to the sandbox processor's tokenization call with
 * the hotel's public key (never to our API), and keeps only the token.
 */
export async function tokenizeCard(testApp: TestApp, number: string, host: string = HOSTS.solnascente) {
  const publicKey = host === HOSTS.marazul ? 'pk_test_marazul' : 'pk_test_solnascente';
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/sandbox-processor/core/v5/tokens?appId=${publicKey}`,
    headers: { host, 'content-type': 'application/json' },
    payload: {
      type: 'card',
      card: {
        number,
        holder_name: 'GABRIEL FONTES',
        exp_month: 12,
        exp_year: 2031,
        cvv: TEST_CVV,
        billing_address: {
          line_1: '2125, Rua Bocaiúva, Centro',
          zip_code: '88015530',
          city: 'Florianópolis',
          state: 'SC',
          country: 'BR',
        },
      },
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`tokenization answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** The charge's payment access token, as the portal asks it before a card payment. */
export async function chargeAccess(testApp: TestApp, claims: GuestClaims, companyId: string, number: string) {
  const order = await paymentCall(
    testApp,
    'GET',
    `/api/payment/order/reservation/${companyId}/${number}`,
    claims,
  );
  const chargeToken = order.body.chargesAtCheckin[0].token as string;
  const access = await paymentCall(testApp, 'GET', `/api/access-token/${companyId}/${chargeToken}`, claims);
  return access.body.accessToken as string;
}

/**
 * The orders the sandbox processor made for a person, as its own tables hold them (its customer's
 * `code` is the person's id): what it authorized, counted on the processor's side, not ours.
 */
export async function sandboxOrdersOf(testApp: TestApp, personId: string) {
  const rows = await testApp.db
    .select({ charge: sandboxCharges })
    .from(sandboxCharges)
    .innerJoin(sandboxCustomers, eq(sandboxCustomers.id, sandboxCharges.customerId))
    .where(eq(sandboxCustomers.code, personId))
    .orderBy(sandboxCharges.createdAt, sandboxCharges.id);
  return rows.map(({ charge }) => ({
    chargeId: charge.id,
    code: charge.code,
    amount: charge.amount,
    status: charge.transactionStatus,
    lastFour: charge.card.last_four_digits,
  }));
}
