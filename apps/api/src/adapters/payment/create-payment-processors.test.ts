import { describe, expect, it } from 'vitest';
import {
  createPaymentProcessors,
  pagarmeSecretKeysFromEnv,
  pagarmeSecretKeyVariable,
} from './create-payment-processors.ts';
import type { FetchLike } from './pagarme-processor.ts';
import { PaymentProcessorError } from './payment-processor.ts';

type Call = { url: string; authorization: string | null };

/** A fetch that records where it was sent and with which key, answering an empty card list. */
function recordingFetch(calls: Call[]): FetchLike {
  return async (url, init) => {
    calls.push({ url, authorization: new Headers(init.headers).get('authorization') });
    return new Response(JSON.stringify({ data: [] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

function processors(secretKeys = { defaultKey: undefined as string | undefined, bySubdomain: {} }) {
  const sandboxCalls: Call[] = [];
  const pagarmeCalls: Call[] = [];
  const registry = createPaymentProcessors({
    pagarme: { apiUrl: 'https://api.pagar.me/core/v5', secretKeys, fetchImpl: recordingFetch(pagarmeCalls) },
    sandbox: {
      baseUrl: 'http://sandbox-processor.internal/sandbox-processor/core/v5',
      fetchImpl: recordingFetch(sandboxCalls),
      secretKeyFor: (publicKey) => `sk_sandbox_for_${publicKey}`,
    },
  });
  return { registry, sandboxCalls, pagarmeCalls };
}

const hotel = (subdomain: string, payment?: unknown) => ({
  subdomain,
  rules: { signatureRequired: true, ...(payment === undefined ? {} : { payment }) },
});

describe('each hotel’s payment processor (rules.payment)', () => {
  it('gives the sandbox with the secret key of the hotel’s public key', async () => {
    const { registry, sandboxCalls } = processors();
    const processor = registry.forCompany(
      hotel('solnascente', { processor: 'sandbox', publicKey: 'pk_test_solnascente' }),
    );
    expect(processor.name).toBe('sandbox');
    await processor.listCards('cus_1');
    expect(sandboxCalls).toEqual([
      {
        url: 'http://sandbox-processor.internal/sandbox-processor/core/v5/customers/cus_1/cards',
        authorization: basic('sk_sandbox_for_pk_test_solnascente'),
      },
    ]);
  });

  it('gives the sandbox’s shared account to a hotel that never set its processor, or set a broken one', async () => {
    const { registry, sandboxCalls } = processors();
    await registry.forCompany(hotel('legado')).listCards('cus_1');
    await registry.forCompany(hotel('legado', { processor: 'stripe', publicKey: 'x' })).listCards('cus_1');
    expect(sandboxCalls.map((call) => call.authorization)).toEqual([
      basic('sk_sandbox_for_pk_test_sandbox'),
      basic('sk_sandbox_for_pk_test_sandbox'),
    ]);
  });

  it('gives Pagar.me with the hotel’s own secret key, else the default one', async () => {
    const { registry, pagarmeCalls } = processors({
      defaultKey: 'sk_test_default0000',
      bySubdomain: { marazul: 'sk_test_marazul0000' },
    });
    const settings = { processor: 'pagarme', publicKey: 'pk_test_abcd1234' };
    const marAzul = registry.forCompany(hotel('marazul', settings));
    expect(marAzul.name).toBe('pagarme');
    await marAzul.listCards('cus_1');
    await registry.forCompany(hotel('solnascente', settings)).listCards('cus_2');
    expect(pagarmeCalls).toEqual([
      {
        url: 'https://api.pagar.me/core/v5/customers/cus_1/cards',
        authorization: basic('sk_test_marazul0000'),
      },
      {
        url: 'https://api.pagar.me/core/v5/customers/cus_2/cards',
        authorization: basic('sk_test_default0000'),
      },
    ]);
  });

  it('answers unavailable, naming the variable to set, for a hotel on Pagar.me without a key', () => {
    const { registry } = processors();
    const call = () =>
      registry.forCompany(hotel('sol-nascente', { processor: 'pagarme', publicKey: 'pk_live_1234' }));
    expect(call).toThrow(PaymentProcessorError);
    expect(call).toThrow('set PAGARME_SECRET_KEY_SOL_NASCENTE or PAGARME_SECRET_KEY');
  });
});

describe('Pagar.me’s secret keys from the environment', () => {
  it('reads the default key and each hotel’s, by subdomain', () => {
    expect(
      pagarmeSecretKeysFromEnv({
        PAGARME_SECRET_KEY: 'sk_test_default0000',
        PAGARME_SECRET_KEY_MARAZUL: 'sk_test_marazul0000',
        PAGARME_SECRET_KEY_SOL_NASCENTE: 'sk_live_sol00000000',
        PAGARME_API_URL: 'https://api.pagar.me/core/v5',
      }),
    ).toEqual({
      defaultKey: 'sk_test_default0000',
      bySubdomain: {
        marazul: 'sk_test_marazul0000',
        sol_nascente: 'sk_live_sol00000000',
        'sol-nascente': 'sk_live_sol00000000',
      },
    });
    expect(pagarmeSecretKeyVariable('sol-nascente')).toBe('PAGARME_SECRET_KEY_SOL_NASCENTE');
  });

  it('has none by default, and ignores empty values', () => {
    expect(pagarmeSecretKeysFromEnv({ PAGARME_SECRET_KEY: '', PAGARME_SECRET_KEY_X: '' })).toEqual({
      defaultKey: undefined,
      bySubdomain: {},
    });
  });

  it('refuses a value that is not a secret key (a public key pasted by mistake), naming the variable only', () => {
    const read = () =>
      pagarmeSecretKeysFromEnv({
        PAGARME_SECRET_KEY: 'pk_test_public',
        PAGARME_SECRET_KEY_MARAZUL: 'oops value',
      });
    expect(read).toThrow('PAGARME_SECRET_KEY: must look like sk_…');
    expect(read).toThrow('PAGARME_SECRET_KEY_MARAZUL: must look like sk_…');
    expect(read).not.toThrow('oops value');
  });
});
