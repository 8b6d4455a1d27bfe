import { CARD_CAPTURE, CARD_INSTALLMENTS } from '@hospedar/contracts/payment/card-rules';
import type { TPaymentProcessorName } from '@hospedar/contracts/payment/processor-settings';
import type { z } from 'zod';
import { authorizationOf, savedCardOf } from './pagarme-authorization.ts';
import {
  ZPagarmeCard,
  ZPagarmeCardList,
  ZPagarmeCharge,
  ZPagarmeCustomer,
  ZPagarmeOrder,
  ZPagarmeOrderList,
} from './pagarme-answers.ts';
import {
  PaymentProcessorError,
  type PaymentProcessor,
  type ProcessorCard,
  type TPaymentProcessorErrorKind,
} from './payment-processor.ts';

/** What the driver calls the processor with: `fetch`, or the sandbox's in-process dispatcher. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type PagarmeProcessorOptions = {
  /** 'pagarme', or 'sandbox' when pointed at the sandbox processor (the same contract). */
  name: TPaymentProcessorName;
  /** Pagar.me: https://api.pagar.me/core/v5 (PAGARME_API_URL). */
  baseUrl: string;
  /** The account's secret key (`sk_…`), sent as HTTP Basic user name with an empty password. */
  secretKey: string;
  /** Milliseconds before a call is abandoned as unavailable. */
  timeoutMs?: number;
  fetchImpl?: FetchLike;
};

type Call = { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown; idempotencyKey?: string };

function errorKind(status: number): TPaymentProcessorErrorKind {
  if (status === 404) return 'not_found';
  if (status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 429)
    return 'invalid_request';
  return 'unavailable';
}

/**
 * The Pagar.me Core API v5 driver (decision 91): customers, their cards, orders with one credit-card
 * payment (capture false, one installment) and their look-up by code (decision 105), charges and their
 * cancellation. Card data never passes
 * here: only tokens and ids. Errors carry the method, path, status and Pagar.me's message, never a body.
 */
export function createPagarmeProcessor({
  name,
  baseUrl,
  secretKey,
  timeoutMs = 15_000,
  fetchImpl = fetch,
}: PagarmeProcessorOptions): PaymentProcessor {
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  async function call<T>(schema: z.ZodType<T>, { method, path, body, idempotencyKey }: Call): Promise<T> {
    const what = `${method} ${path.split('?')[0] ?? path}`;
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'error';
      throw new PaymentProcessorError('unavailable', `${name}: ${what} got no answer (${reason})`);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const message = messageOf(text);
      throw new PaymentProcessorError(
        errorKind(response.status),
        `${name}: ${what} answered HTTP ${response.status}${message ? `: ${message}` : ''}`,
        response.status,
      );
    }
    const parsed = schema.safeParse(parseJson(text));
    if (!parsed.success) {
      throw new PaymentProcessorError(
        'unavailable',
        `${name}: ${what} answered an unexpected body`,
        response.status,
      );
    }
    return parsed.data;
  }

  const savedCard = (card: z.infer<typeof ZPagarmeCard>): ProcessorCard => {
    const saved = savedCardOf(card);
    if (!saved)
      throw new PaymentProcessorError('invalid_request', `${name}: card brand ${card.brand} is not accepted`);
    return saved;
  };

  return {
    name,
    async createCustomer({ code, name: customerName, email, cpf }) {
      const customer = await call(ZPagarmeCustomer, {
        method: 'POST',
        path: '/customers',
        body: {
          code,
          name: customerName,
          email,
          type: 'individual',
          ...(cpf ? { document: cpf, document_type: 'CPF' } : {}),
        },
      });
      return { id: customer.id };
    },

    async saveCard(customerId, cardToken) {
      const card = await call(ZPagarmeCard, {
        method: 'POST',
        path: `/customers/${encodeURIComponent(customerId)}/cards`,
        body: { token: cardToken },
      });
      return savedCard(card);
    },

    async listCards(customerId) {
      const list = await call(ZPagarmeCardList, {
        method: 'GET',
        path: `/customers/${encodeURIComponent(customerId)}/cards`,
      });
      return list.data
        .filter((card) => card.status === undefined || card.status === 'active')
        .flatMap((card) => savedCardOf(card) ?? []);
    },

    async deleteCard(customerId, cardId) {
      await call(ZPagarmeCard, {
        method: 'DELETE',
        path: `/customers/${encodeURIComponent(customerId)}/cards/${encodeURIComponent(cardId)}`,
      });
    },

    async authorize({
      code,
      itemCode,
      amountCents,
      description,
      customerId,
      source,
      statementDescriptor,
      idempotencyKey,
    }) {
      const order = await call(ZPagarmeOrder, {
        method: 'POST',
        path: '/orders',
        idempotencyKey,
        body: {
          code,
          customer_id: customerId,
          items: [{ amount: amountCents, description, quantity: 1, code: itemCode }],
          payments: [
            {
              payment_method: 'credit_card',
              credit_card: {
                installments: CARD_INSTALLMENTS,
                capture: CARD_CAPTURE,
                ...(statementDescriptor ? { statement_descriptor: statementDescriptor } : {}),
                ...('cardToken' in source ? { card_token: source.cardToken } : { card_id: source.cardId }),
              },
            },
          ],
          closed: true,
        },
      });
      const [charge] = order.charges;
      if (!charge) throw new PaymentProcessorError('unavailable', `${name}: POST /orders answered no charge`);
      return authorizationOf(charge, order.id);
    },

    async findAuthorizations(code) {
      const list = await call(ZPagarmeOrderList, {
        method: 'GET',
        path: `/orders?code=${encodeURIComponent(code)}`,
      });
      return list.data.flatMap((order) => order.charges.map((charge) => authorizationOf(charge, order.id)));
    },

    async getAuthorization(chargeId) {
      const charge = await call(ZPagarmeCharge, {
        method: 'GET',
        path: `/charges/${encodeURIComponent(chargeId)}`,
      });
      return authorizationOf(charge, charge.order?.id ?? '');
    },

    async void(chargeId) {
      const charge = await call(ZPagarmeCharge, {
        method: 'DELETE',
        path: `/charges/${encodeURIComponent(chargeId)}`,
      });
      return authorizationOf(charge, charge.order?.id ?? '');
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Pagar.me's `message` and the names of the fields its `errors` lists; never the values it may echo. */
function messageOf(text: string): string {
  const body = parseJson(text);
  if (typeof body !== 'object' || body === null) return '';
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const fields = typeof errors === 'object' && errors !== null ? Object.keys(errors).slice(0, 5) : [];
  const head = typeof message === 'string' ? message.slice(0, 200) : '';
  return fields.length > 0 ? `${head} (${fields.join(', ')})` : head;
}
