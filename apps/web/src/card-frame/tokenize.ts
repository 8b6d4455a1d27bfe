import { cardBrand, cardDigits, parseCardExpiry } from '@hospedar/contracts/payment/card-rules';
import type { TProcessorTokenRequest } from '@hospedar/contracts/payment/processor-token';
import type { TFrameBillingAddress, TTokenizedCard } from '../lib/payment/card-frame-protocol.ts';
import type { TCardValues } from './card-input.ts';

export type TTokenizeInput = {
  url: string;
  values: TCardValues;
  holderName: string;
  billingAddress: TFrameBillingAddress;
};

export type TTokenizeResult =
  { ok: true; card: TTokenizedCard } | { ok: false; reason: 'refused' | 'unavailable' };

type TTokenAnswer = {
  id?: unknown;
  card?: { last_four_digits?: unknown; brand?: unknown; exp_month?: unknown; exp_year?: unknown };
};

/** The processor's brand name ('Visa', 'Mastercard', 'Amex'…) as ours; the typed number's otherwise. */
function brandOf(answered: unknown, number: string): string {
  const name = typeof answered === 'string' ? answered.toLowerCase().replace(/[\s_-]/g, '') : '';
  const known: Record<string, string> = { americanexpress: 'amex', dinersclub: 'diners' };
  return known[name] ?? (name || cardBrand(number) || 'unknown');
}

/**
 * POST to the processor's tokenization call (Pagar.me Core v5 `POST /tokens?appId=<public key>`, which
 * the sandbox module speaks too) with the card and its billing address; only the token, brand, last 4
 * digits and expiry come out. A 4xx is a card the processor refused; anything else, unavailable.
 */
export async function tokenizeCard({ url, values, holderName, billingAddress }: TTokenizeInput) {
  const expiry = parseCardExpiry(values.expiry);
  if (!expiry) return { ok: false, reason: 'refused' } satisfies TTokenizeResult;
  const line2 = billingAddress.line2.trim();
  const body: TProcessorTokenRequest = {
    type: 'card',
    card: {
      number: cardDigits(values.number),
      holder_name: holderName,
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvv: values.cvv,
      billing_address: {
        line_1: billingAddress.line1,
        ...(line2 ? { line_2: line2 } : {}),
        zip_code: billingAddress.zipCode,
        city: billingAddress.city,
        state: billingAddress.state,
        country: billingAddress.country,
      },
    },
  };
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    return { ok: false, reason: 'unavailable' } satisfies TTokenizeResult;
  }
  if (!response.ok) {
    const reason = response.status >= 400 && response.status < 500 ? 'refused' : 'unavailable';
    return { ok: false, reason } satisfies TTokenizeResult;
  }
  const answer = (await response.json().catch(() => ({}))) as TTokenAnswer;
  const digits = cardDigits(values.number);
  const last4 =
    typeof answer.card?.last_four_digits === 'string' ? answer.card.last_four_digits : digits.slice(-4);
  if (typeof answer.id !== 'string' || !/^\d{4}$/.test(last4)) {
    return { ok: false, reason: 'unavailable' } satisfies TTokenizeResult;
  }
  const card: TTokenizedCard = {
    token: answer.id,
    brand: brandOf(answer.card?.brand, digits),
    last4,
    expMonth: typeof answer.card?.exp_month === 'number' ? answer.card.exp_month : expiry.month,
    expYear: typeof answer.card?.exp_year === 'number' ? answer.card.exp_year : expiry.year,
  };
  return { ok: true, card } satisfies TTokenizeResult;
}
