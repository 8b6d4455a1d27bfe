import type { InjectOptions } from 'fastify';
import type { TUpsertReservationInput } from '@hospedar/contracts/integration/upsert-reservation';
import { demoCompanyId } from '../../db/seed/demo-ids.ts';
import { cpfWithCheckDigits } from '../../db/seed/cpf.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createApiKeysService } from './api-keys-service.ts';

export const SOL = demoCompanyId('solnascente');
export const MAR = demoCompanyId('marazul');
export const BASE = '/api/integration/v1';

/** A call to the integration API with a key (or none), answering status and parsed JSON body. */
export async function integrationCall(
  testApp: TestApp,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  key: string | null,
  body?: unknown,
  extraHeaders: InjectOptions['headers'] = {},
) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...extraHeaders },
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  // JSON bodies are typed by the tests' own assertions; `any` keeps those assertions short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const parsed: any = isJson ? response.json() : null;
  return { status: response.statusCode, body: parsed, headers: response.headers };
}

/** A new key of the hotel, as the CLI would make it; answers its secret. */
export async function issueKey(testApp: TestApp, companyId: string, name: string, clock = () => new Date()) {
  return (await createApiKeysService({ db: testApp.db, clock }).create(companyId, name)).secret;
}

/** A guest as a PMS sends it: everything the form needs but what only the guest gives. */
export function pmsGuest(
  externalId: string,
  name: string,
  cpfBase: string,
  overrides: Partial<TUpsertReservationInput['guests'][number]> = {},
): TUpsertReservationInput['guests'][number] {
  return {
    externalId,
    name,
    lastName: 'Integração',
    gender: 'female',
    email: `${externalId.toLowerCase()}@example.com`,
    birthdate: '1985-04-12',
    nationality: { id: 'BR', name: 'Brasil' },
    country: { id: 'BR', name: 'Brasil' },
    state: { id: 'SP', name: 'São Paulo' },
    city: { id: '3550308', name: 'São Paulo' },
    zipCode: '01310-100',
    address: 'Avenida Paulista',
    addressNumber: '1000',
    neighborhood: 'Bela Vista',
    mobilePhone: { countryCode: '55', areaCode: '11', number: '987654321' },
    documents: [{ isMain: true, documentTypeId: 1, documentNumber: cpfWithCheckDigits(cpfBase) }],
    ...overrides,
  };
}

/** A reservation of three days from 2026-03-13 with its main guest and one companion, and an order. */
export function pmsReservation(overrides: Partial<TUpsertReservationInput> = {}): TUpsertReservationInput {
  return {
    checkinDate: '2026-03-13',
    checkoutDate: '2026-03-16',
    roomName: '204',
    guests: [
      pmsGuest('G1', 'Marina', '529982247', { masterGuest: true }),
      pmsGuest('G2', 'Otávio', '111444777'),
    ],
    order: {
      charges: [
        {
          amount: 90000,
          items: [{ description: 'Diária', quantity: 2, amount: 90000 }],
          expiration: '2026-03-14T03:00:00.000Z',
        },
      ],
    },
    ...overrides,
  };
}
