import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { accountOfSecretKey, sandboxId, secretKeyOfAuthorization } from './accounts.ts';
import {
  authorizationCode,
  cardAnswer,
  chargeAnswer,
  orderAnswer,
  SCENARIO_OUTCOMES,
} from './charge-answer.ts';
import { fieldErrors, sendInvalid, sendNotFound, sendUnauthorized } from './pagarme-errors.ts';
import {
  customerExists,
  findCard,
  findCharge,
  insertCard,
  insertCharge,
  insertCustomer,
  listCards,
  listCharges,
  markCardDeleted,
  moveCharge,
  onceForIdempotencyKey,
  spendToken,
} from './sandbox-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The sandbox account (public key) whose secret key signed the request. */
    sandboxAccount: string;
  }
}

const ZCustomerRequest = z.object({
  name: z.string().min(1).max(64),
  email: z.string().email().max(64),
  code: z.string().max(52).optional(),
  type: z.enum(['individual', 'company']).optional(),
  document: z
    .string()
    .regex(/^\d{11,14}$/)
    .optional(),
  document_type: z.enum(['CPF', 'CNPJ', 'PASSPORT']).optional(),
});

/** GET /orders' query, as Pagar.me pages it (at most 30 a page); `status` and dates are not kept here. */
const ZOrderListQuery = z.object({
  // Any printable text, as a shop's code; no control character or lone surrogate reaches PostgreSQL.
  code: z
    .string()
    .regex(/^[\p{L}\p{N}\p{P}\p{S} ]{1,52}$/u)
    .optional(),
  customer_id: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,64}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(30).default(10),
});

const ZCardRequest = z.object({ token: z.string().min(1).max(64) });

const ZOrderRequest = z.object({
  code: z.string().max(52).optional(),
  customer_id: z.string().min(1),
  items: z
    .array(
      z.object({
        amount: z.number().int().min(1),
        description: z.string().min(1).max(256),
        quantity: z.number().int().min(1),
        code: z.string().max(52).optional(),
      }),
    )
    .min(1),
  payments: z
    .array(
      z.object({
        payment_method: z.literal('credit_card'),
        credit_card: z
          .object({
            installments: z.number().int().min(1).max(24).default(1),
            capture: z.boolean().default(true),
            statement_descriptor: z.string().max(13).optional(),
            card_token: z.string().optional(),
            card_id: z.string().optional(),
          })
          .refine((card) => (card.card_token === undefined) !== (card.card_id === undefined), {
            message: 'card_token or card_id',
          }),
      }),
    )
    .length(1),
  closed: z.boolean().optional(),
});

/**
 * The secret-key routes of Pagar.me Core v5 the drivers use (decision 91), for the account whose
 * secret key is in `Authorization: Basic` (decision 93): customers, their cards, orders of one
 * credit-card charge and their list by code (decision 105), charges and their cancellation.
 */
export async function sandboxAccountRoutes(
  app: FastifyInstance,
  { db, clock, key }: { db: Database; clock: Clock; key: Buffer },
) {
  app.decorateRequest('sandboxAccount', '');
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const secretKey = secretKeyOfAuthorization(request.headers.authorization);
    const account = secretKey ? accountOfSecretKey(key, secretKey) : null;
    if (!account) return sendUnauthorized(reply);
    request.sandboxAccount = account;
  });

  app.post('/core/v5/customers', async (request, reply) => {
    const parsed = ZCustomerRequest.safeParse(request.body);
    if (!parsed.success) return sendInvalid(reply, fieldErrors(parsed.error));
    const customer = {
      id: sandboxId('cus'),
      account: request.sandboxAccount,
      code: parsed.data.code ?? null,
      name: parsed.data.name,
      email: parsed.data.email,
      document: parsed.data.document ?? null,
      createdAt: clock(),
    };
    await insertCustomer(db, customer);
    return reply.code(200).send({
      id: customer.id,
      name: customer.name,
      email: customer.email,
      code: customer.code,
      document: customer.document,
      document_type: parsed.data.document_type ?? null,
      type: parsed.data.type ?? 'individual',
      delinquent: false,
      created_at: customer.createdAt.toISOString(),
      updated_at: customer.createdAt.toISOString(),
    });
  });

  app.post<{ Params: { customerId: string } }>(
    '/core/v5/customers/:customerId/cards',
    async (request, reply) => {
      const { customerId } = request.params;
      const account = request.sandboxAccount;
      if (!(await customerExists(db, account, customerId))) return sendNotFound(reply, 'Customer');
      const parsed = ZCardRequest.safeParse(request.body);
      if (!parsed.success) return sendInvalid(reply, fieldErrors(parsed.error));
      const now = clock();
      const token = await spendToken(db, account, parsed.data.token, now);
      if (!token)
        return sendInvalid(reply, { 'request.token': ['The token is invalid, expired or already used.'] });
      const card = {
        id: sandboxId('card'),
        account,
        customerId,
        card: token.card,
        scenario: token.scenario,
        status: 'active',
        createdAt: now,
      };
      await insertCard(db, card);
      return reply.code(200).send(cardAnswer(card));
    },
  );

  app.get<{ Params: { customerId: string } }>(
    '/core/v5/customers/:customerId/cards',
    async (request, reply) => {
      const { customerId } = request.params;
      if (!(await customerExists(db, request.sandboxAccount, customerId)))
        return sendNotFound(reply, 'Customer');
      const cards = await listCards(db, request.sandboxAccount, customerId);
      return reply.send({ data: cards.map(cardAnswer), paging: { total: cards.length } });
    },
  );

  app.delete<{ Params: { customerId: string; cardId: string } }>(
    '/core/v5/customers/:customerId/cards/:cardId',
    async (request, reply) => {
      const { customerId, cardId } = request.params;
      const card = await findCard(db, request.sandboxAccount, customerId, cardId);
      if (!card || card.status === 'deleted') return sendNotFound(reply, 'Card');
      const deleted = await markCardDeleted(db, request.sandboxAccount, cardId);
      return reply.send(cardAnswer(deleted ?? card));
    },
  );

  app.post<{ Headers: { 'idempotency-key'?: string } }>('/core/v5/orders', async (request, reply) => {
    const account = request.sandboxAccount;
    const parsed = ZOrderRequest.safeParse(request.body);
    if (!parsed.success) return sendInvalid(reply, fieldErrors(parsed.error));
    const order = parsed.data;
    if (!(await customerExists(db, account, order.customer_id))) {
      return sendInvalid(reply, { 'request.customer_id': ['Customer not found.'] });
    }
    const [payment] = order.payments;
    const creditCard = payment?.credit_card;
    if (!creditCard)
      return sendInvalid(reply, { 'request.payments': ['One credit card payment is required.'] });
    const now = clock();
    const idempotencyKey = request.headers['idempotency-key'] ?? null;
    const result = await onceForIdempotencyKey(
      db,
      account,
      idempotencyKey,
      async (tx) => {
        const source = creditCard.card_id
          ? await findCard(tx, account, order.customer_id, creditCard.card_id)
          : await spendToken(tx, account, creditCard.card_token ?? '', now);
        if (!source || ('status' in source && source.status !== 'active')) return null;
        const outcome = SCENARIO_OUTCOMES[source.scenario];
        const isAuthorized = outcome.transactionStatus === 'authorized_pending_capture';
        const created = await insertCharge(tx, {
          id: sandboxId('ch'),
          orderId: sandboxId('or'),
          account,
          code: order.code ?? null,
          customerId: order.customer_id,
          amount: order.items.reduce((sum, item) => sum + item.amount * item.quantity, 0),
          currency: 'BRL',
          description: order.items.map((item) => item.description).join('; '),
          // The sandbox authorizes; a charge asked to capture at once would be paid at once.
          transactionStatus: isAuthorized && creditCard.capture ? 'captured' : outcome.transactionStatus,
          scenario: source.scenario,
          card: source.card,
          cardId: creditCard.card_id ?? null,
          authorizationCode: isAuthorized ? authorizationCode() : null,
          idempotencyKey,
          createdAt: now,
          updatedAt: now,
        });
        return { charge: created, isNew: true };
      },
      (existing) => ({ charge: existing, isNew: false }),
    );
    if (result === null) {
      const field = creditCard.card_id ? 'card_id' : 'card_token';
      return sendInvalid(reply, {
        [`request.payments[0].credit_card.${field}`]: ['The card is invalid, expired or already used.'],
      });
    }
    const { charge, isNew } = result;
    if (isNew && charge.scenario === 'lost_answer') {
      // The order is made and authorized, but its answer never arrives: the connection drops, as a
      // network failure would after Pagar.me processed it. A repeat with its Idempotency-Key, or
      // GET /orders?code=, answers it (decision 105).
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    return reply.code(200).send(orderAnswer(charge));
  });

  app.get<{ Querystring: Record<string, string> }>('/core/v5/orders', async (request, reply) => {
    const parsed = ZOrderListQuery.safeParse(request.query);
    if (!parsed.success) return sendInvalid(reply, fieldErrors(parsed.error));
    const { code, customer_id: customerId, page, size } = parsed.data;
    const { charges, total } = await listCharges(db, request.sandboxAccount, {
      code,
      customerId,
      page,
      size,
    });
    return reply.send({ data: charges.map(orderAnswer), paging: { total } });
  });

  app.get<{ Params: { chargeId: string } }>('/core/v5/charges/:chargeId', async (request, reply) => {
    const charge = await findCharge(db, request.sandboxAccount, request.params.chargeId);
    if (!charge) return sendNotFound(reply, 'Charge');
    return reply.send(chargeAnswer(charge));
  });

  app.delete<{ Params: { chargeId: string } }>('/core/v5/charges/:chargeId', async (request, reply) => {
    const charge = await findCharge(db, request.sandboxAccount, request.params.chargeId);
    if (!charge) return sendNotFound(reply, 'Charge');
    if (charge.transactionStatus === 'voided') return reply.send(chargeAnswer(charge));
    const voided = await moveCharge(
      db,
      charge.id,
      ['authorized_pending_capture', 'processing'],
      { transactionStatus: 'voided' },
      clock(),
    );
    if (!voided) return sendInvalid(reply, { 'request.charge': ['The charge cannot be canceled.'] });
    return reply.send(chargeAnswer(voided));
  });
}
