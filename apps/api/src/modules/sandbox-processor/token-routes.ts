import type { FastifyInstance } from 'fastify';
import {
  cardBrand,
  isValidCardExpiry,
  isValidCreditCard,
  isValidCvv,
  PROCESSOR_BRAND_NAMES,
} from '@hospedar/contracts/payment/card-rules';
import {
  ZProcessorTokenRequest,
  type TProcessorTokenResponse,
} from '@hospedar/contracts/payment/processor-token';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { isPublicKey, sandboxId } from './accounts.ts';
import { fieldErrors, sendInvalid, sendNotFound, sendUnauthorized } from './pagarme-errors.ts';
import { deleteExpiredTokens, findToken, insertToken } from './sandbox-repository.ts';
import { scenarioOf } from './test-cards.ts';
import type { SandboxCardData } from './tables.ts';

/** A token is spent by its first use and expires after this (decision 93). */
export const TOKEN_LIFETIME_MS = 60_000;

/** Tokenization is called by browsers, i.e. by strangers: per address and hotel (decision 93). */
export const SANDBOX_TOKENIZATION_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * Pagar.me answers its tokenization from any page that holds the public key; so does the sandbox:
 * no credentials, any origin, the JSON content type.
 */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

const dateOf = (date: Date) => date.toISOString().slice(0, 10);

/** Two-digit years are of this century, as Pagar.me reads them. */
const fourDigitYear = (year: number) => (year < 100 ? 2000 + year : year);

export function tokenAnswer(token: {
  id: string;
  card: SandboxCardData;
  createdAt: Date;
  expiresAt: Date;
}): TProcessorTokenResponse {
  const { billing_address: _billingAddress, ...card } = token.card;
  return {
    id: token.id,
    type: 'card',
    created_at: token.createdAt.toISOString(),
    expires_at: token.expiresAt.toISOString(),
    card,
  };
}

/** `POST /core/v5/tokens?appId=<public key>` and `GET /core/v5/tokens/:id?appId=…`, as Pagar.me's. */
export async function sandboxTokenRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
) {
  app.options(
    '/core/v5/tokens',
    { config: { rateLimit: SANDBOX_TOKENIZATION_RATE_LIMIT } },
    (_request, reply) => reply.code(204).headers(CORS_HEADERS).send(),
  );

  app.post<{ Querystring: { appId?: string } }>(
    '/core/v5/tokens',
    { config: { rateLimit: SANDBOX_TOKENIZATION_RATE_LIMIT } },
    async (request, reply) => {
      reply.headers(CORS_HEADERS);
      const account = request.query.appId;
      if (!isPublicKey(account)) return sendUnauthorized(reply);
      const parsed = ZProcessorTokenRequest.safeParse(request.body);
      if (!parsed.success) return sendInvalid(reply, fieldErrors(parsed.error));
      const { card } = parsed.data;
      const now = clock();
      const expYear = fourDigitYear(card.exp_year);
      const brand = cardBrand(card.number);
      const errors: Record<string, string[]> = {};
      if (!isValidCreditCard(card.number) || !brand) {
        errors['request.card.number'] = ['The number field is not a valid credit card number.'];
      }
      const expiry = `${String(card.exp_month).padStart(2, '0')}/${String(expYear % 100).padStart(2, '0')}`;
      if (expYear > 2099 || !isValidCardExpiry(expiry, dateOf(now))) {
        errors['request.card.exp_year'] = ['The card expiration date is invalid.'];
      }
      if (brand && !isValidCvv(card.cvv, brand)) errors['request.card.cvv'] = ['The cvv field is invalid.'];
      if (!brand || Object.keys(errors).length > 0) return sendInvalid(reply, errors);

      const token = {
        id: sandboxId('token'),
        account,
        card: {
          brand: PROCESSOR_BRAND_NAMES[brand],
          first_six_digits: card.number.slice(0, 6),
          last_four_digits: card.number.slice(-4),
          holder_name: card.holder_name,
          exp_month: card.exp_month,
          exp_year: expYear,
          billing_address: card.billing_address ?? null,
        },
        scenario: scenarioOf(card.number),
        createdAt: now,
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
      };
      await insertToken(db, token);
      // Expired tokens can never be spent: each tokenization clears them (an index on expires_at).
      await deleteExpiredTokens(db, now);
      return reply.code(200).send(tokenAnswer(token));
    },
  );

  app.get<{ Params: { id: string }; Querystring: { appId?: string } }>(
    '/core/v5/tokens/:id',
    { config: { rateLimit: SANDBOX_TOKENIZATION_RATE_LIMIT } },
    async (request, reply) => {
      reply.headers(CORS_HEADERS);
      const account = request.query.appId;
      if (!isPublicKey(account)) return sendUnauthorized(reply);
      const token = await findToken(db, account, request.params.id);
      if (!token || token.expiresAt <= clock()) return sendNotFound(reply, 'Token');
      return reply.send(tokenAnswer(token));
    },
  );
}
