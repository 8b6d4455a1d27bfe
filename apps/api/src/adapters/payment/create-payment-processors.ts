import { paymentSettingsOf, ZPaymentProcessorSettings } from '@hospedar/contracts/payment/processor-settings';
import { z } from 'zod';
import { createPagarmeProcessor, type FetchLike } from './pagarme-processor.ts';
import { PaymentProcessorError, type PaymentProcessors } from './payment-processor.ts';

/** Pagar.me's secret keys: one for every hotel, and any hotel's own (decision 92). */
export type PagarmeSecretKeys = {
  defaultKey: string | undefined;
  bySubdomain: Readonly<Record<string, string>>;
};

export type PaymentProcessorsOptions = {
  pagarme: { apiUrl: string; secretKeys: PagarmeSecretKeys; fetchImpl?: FetchLike };
  /** The sandbox processor on this server: its base URL, how to reach it and its accounts' secret keys. */
  sandbox: { baseUrl: string; fetchImpl: FetchLike; secretKeyFor: (publicKey: string) => string };
  timeoutMs?: number;
};

/** The environment variable of a hotel's own Pagar.me secret key: PAGARME_SECRET_KEY_<SUBDOMAIN>. */
export const pagarmeSecretKeyVariable = (subdomain: string) =>
  `PAGARME_SECRET_KEY_${subdomain.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

/** What only `rules.payment` is read of; the rest of the rules is the tenant module's. */
const ZPaymentRules = z.object({ payment: ZPaymentProcessorSettings.optional() }).catch({});

/**
 * Each hotel's processor from its `rules.payment` (the sandbox's default account when unset): the
 * sandbox driver is the Pagar.me driver pointed at the sandbox module (decision 93), with the secret
 * key of the hotel's public key; the Pagar.me driver takes the hotel's secret key, or the default one.
 */
export function createPaymentProcessors({
  pagarme,
  sandbox,
  timeoutMs,
}: PaymentProcessorsOptions): PaymentProcessors {
  return {
    forCompany(company) {
      const settings = paymentSettingsOf(ZPaymentRules.parse(company.rules));
      if (settings.processor === 'sandbox') {
        return createPagarmeProcessor({
          name: 'sandbox',
          baseUrl: sandbox.baseUrl,
          secretKey: sandbox.secretKeyFor(settings.publicKey),
          fetchImpl: sandbox.fetchImpl,
          timeoutMs,
        });
      }
      const secretKey = pagarme.secretKeys.bySubdomain[company.subdomain] ?? pagarme.secretKeys.defaultKey;
      if (!secretKey) {
        throw new PaymentProcessorError(
          'unavailable',
          `pagarme: no secret key for ${company.subdomain} (set ${pagarmeSecretKeyVariable(company.subdomain)} or PAGARME_SECRET_KEY)`,
        );
      }
      return createPagarmeProcessor({
        name: 'pagarme',
        baseUrl: pagarme.apiUrl,
        secretKey,
        timeoutMs,
        fetchImpl: pagarme.fetchImpl,
      });
    },
  };
}

const SECRET_KEY = /^sk_[A-Za-z0-9_]{4,128}$/;
const VARIABLE = /^PAGARME_SECRET_KEY_([A-Z0-9_]+)$/;

/**
 * PAGARME_SECRET_KEY and every PAGARME_SECRET_KEY_<SUBDOMAIN> of the environment, by subdomain
 * (lowercase, '_' read as '-' too); throws naming the variable of a value that is not a secret key.
 */
export function pagarmeSecretKeysFromEnv(env: NodeJS.ProcessEnv): PagarmeSecretKeys {
  const problems: string[] = [];
  const check = (name: string, value: string) => {
    if (!SECRET_KEY.test(value)) problems.push(`${name}: must look like sk_… (Pagar.me's secret key)`);
    return value;
  };
  const bySubdomain: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const match = VARIABLE.exec(name);
    if (!match?.[1] || !value) continue;
    const subdomain = match[1].toLowerCase();
    bySubdomain[subdomain] = check(name, value);
    bySubdomain[subdomain.replace(/_/g, '-')] = value;
  }
  const defaultKey = env.PAGARME_SECRET_KEY ? check('PAGARME_SECRET_KEY', env.PAGARME_SECRET_KEY) : undefined;
  if (problems.length > 0)
    throw new Error(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return { defaultKey, bySubdomain };
}
