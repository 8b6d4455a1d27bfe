import { createHash } from 'node:crypto';
import { toSupportedLanguage, DEFAULT_LANGUAGE } from '@hospedar/contracts/constants';
import {
  PAYABLE_CHARGE_STATUSES,
  ZCardBrand,
  ZDeclineCode,
  type TDeclineCode,
  type TPaymentReceipt,
} from '@hospedar/contracts/payment/order';
import type { TPayRequest, TPayResponse, TPaymentStatus } from '@hospedar/contracts/payment/pay';
import {
  PaymentProcessorError,
  type Authorization,
  type PaymentProcessor,
  type PaymentProcessors,
  type TDeclineReason,
} from '../../adapters/payment/payment-processor.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow, GuestRow, PaymentAttemptRow, PaymentChargeRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import type { GuestAccess } from '../../plugins/guest-access.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event.ts';
import { companyTimeZone } from '../tenant/to-company-config.ts';
import { createAttemptRepository } from './attempt-repository.ts';
import { cardNotFound, paymentAccessInvalid } from './card-service.ts';
import { createCustomerRepository } from './customer-repository.ts';
import { ensureCustomer } from './customers.ts';
import { isGuaranteeRequired } from './guarantee.ts';
import { orderNotFound, requireMainGuest } from './main-guest.ts';
import { createOrderRepository } from './order-repository.ts';
import { verifyPaymentAccess } from './payment-access-token.ts';
import { processorUnavailable } from './processor-errors.ts';
import { renderReceiptEmail } from './receipt-message.ts';
import { effectiveChargeStatus, orderStatusOf, toOrder } from './to-order.ts';

/** A payment the processor has not answered after this is given up (timed_out) when polled. */
export const PROCESSING_TIMEOUT_MS = 60_000;
/** A 3-D Secure style challenge gives the guest this long to answer it. */
export const CHALLENGE_TIMEOUT_MS = 10 * 60_000;

const keyRequired = () =>
  new HttpError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'Send an Idempotency-Key header (one per payment).');
const keyReused = () =>
  new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another payment request.');
const paymentNotFound = () => new HttpError(404, 'PAYMENT_NOT_FOUND', 'Payment not found.');

/** The processor's decline reasons as the portal's decline codes (contracts' DECLINE_CODES). */
const DECLINE_CODES: Record<TDeclineReason, TDeclineCode> = {
  insufficient_funds: 'insufficient_funds',
  stolen_card: 'card_stolen_or_lost',
  expired_card: 'card_expired',
  invalid_card: 'invalid_card',
  generic: 'do_not_honor',
};

/** The request as parsed, hashed: a key's retry must be the same request (decision 97). */
function requestHash(body: TPayRequest): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

type Deps = { db: Database; clock: Clock; processors: PaymentProcessors; accessKey: Uint8Array };

/**
 * POST /api/payment/pay and its poll (decisions 95 and 97). A payment is an attempt row kept by the
 * guest's Idempotency-Key: written, with the charge set to 'pending', under the order's lock, before the
 * processor is called; so a retry or a concurrent twin finds it and answers it instead of authorizing
 * again. The processor's answer is applied once, under the attempt's lock. A payment whose answer was
 * lost (timed out) is looked up at the processor before the charge is authorized again (decision 105).
 */
export function createPayService({ db, clock, processors, accessKey }: Deps) {
  const orders = createOrderRepository(db);
  const attempts = createAttemptRepository(db);
  const customers = createCustomerRepository(db);

  /** What a payment answers: its own state and the order as it stands now. */
  async function answer(tenant: CompanyRow, attempt: PaymentAttemptRow): Promise<TPayResponse> {
    const found = await orders.findById(tenant.id, attempt.orderId);
    if (!found) throw orderNotFound();
    const status = attempt.status as TPaymentStatus;
    return {
      paymentId: attempt.id,
      chargeId: attempt.chargeId,
      status,
      declineCode:
        status === 'declined' ? ZDeclineCode.catch('processor_error').parse(attempt.declineCode) : null,
      challengeUrl: status === 'challenge' ? attempt.challengeUrl : null,
      receipt: status === 'approved' ? receiptOf(attempt) : null,
      order: toOrder(found, isGuaranteeRequired(tenant), clock()),
    };
  }

  function receiptOf(attempt: PaymentAttemptRow): TPaymentReceipt | null {
    if (!attempt.authorizedAt || !attempt.cardLastFour) return null;
    return {
      amount: attempt.amountCents,
      currency: 'BRL',
      brand: ZCardBrand.catch('other').parse(attempt.cardBrand),
      lastFour: attempt.cardLastFour,
      authorizationCode: attempt.authorizationCode ?? '',
      authorizedAt: attempt.authorizedAt.toISOString(),
    };
  }

  /** The order's status (and closed flag) after a charge changed. */
  async function refreshOrder(
    companyId: string,
    orderId: string,
    history: { paymentId: string; isClosing: boolean; now: Date },
    tx: Database,
  ) {
    const order = await orders.lockOrder(companyId, orderId, tx);
    if (!order) return;
    const charges = await orders.chargesOf(companyId, orderId, tx);
    const status = orderStatusOf(charges.map((charge) => effectiveChargeStatus(charge, history.now)));
    const closed = order.closed || status !== 'open' || history.isClosing;
    await orders.setOrderState(
      order,
      { status, closed },
      { paymentId: history.paymentId, now: history.now },
      tx,
    );
  }

  /** Applies the processor's answer to the attempt and its charge, once (the attempt is locked). */
  async function applyAuthorization(
    access: { tenant: CompanyRow; guest: GuestRow; reservationNumber: string },
    attemptId: string,
    result: Authorization | { failure: 'timed_out' | 'declined'; declineCode?: TDeclineCode },
  ): Promise<PaymentAttemptRow> {
    const now = clock();
    return db.transaction(async (tx) => {
      const attempt = await attempts.lock(access.tenant.id, attemptId, tx);
      if (!attempt) throw paymentNotFound();
      if (attempt.status !== 'processing' && attempt.status !== 'challenge') return attempt;
      const [charge] = (await orders.chargesOf(attempt.companyId, attempt.orderId, tx)).filter(
        (row) => row.id === attempt.chargeId,
      );
      if (!charge) throw orderNotFound();
      const history = { paymentId: attempt.id, now };
      const outcome = outcomeOf(result);
      if (outcome.status === 'processing' || outcome.status === 'challenge') {
        const chargeStatus = outcome.status === 'challenge' ? 'challenge' : 'pending';
        if (charge.status !== chargeStatus)
          await orders.setChargeStatus(charge, { status: chargeStatus }, history, tx);
        return attempts.update(
          attempt,
          {
            status: outcome.status,
            challengeUrl: outcome.challengeUrl,
            processorChargeId: outcome.processorChargeId,
            updatedAt: now,
          },
          tx,
        );
      }
      if (outcome.status === 'approved') {
        const card = outcome.card;
        const authorized = {
          status: 'authorized',
          declineCode: null,
          processorChargeId: outcome.processorChargeId,
          authorizationCode: outcome.authorizationCode,
          cardBrand: card.brand,
          cardLastFour: card.lastFour,
          authorizedAt: now,
        };
        await orders.setChargeStatus(charge, authorized, history, tx);
        const updated = await attempts.update(
          attempt,
          {
            status: 'approved',
            processorChargeId: outcome.processorChargeId,
            authorizationCode: outcome.authorizationCode,
            cardBrand: card.brand,
            cardLastFour: card.lastFour,
            authorizedAt: now,
            updatedAt: now,
          },
          tx,
        );
        await refreshOrder(
          attempt.companyId,
          attempt.orderId,
          { ...history, isClosing: attempt.isClosing },
          tx,
        );
        await enqueueReceipt(tx, access, updated);
        await emitGuaranteeRegistered(tx, access, updated);
        return updated;
      }
      // Declined or failed: the guest may try another card. Timed out: back to where it was before.
      const chargeChange =
        outcome.status === 'declined'
          ? { status: 'declined', declineCode: outcome.declineCode ?? 'processor_error' }
          : { status: charge.declineCode ? 'declined' : 'created' };
      await orders.setChargeStatus(
        charge,
        chargeChange,
        { ...history, reason: outcome.declineCode ?? outcome.status },
        tx,
      );
      return attempts.update(
        attempt,
        {
          status: outcome.status,
          declineCode: outcome.declineCode ?? null,
          processorChargeId: outcome.processorChargeId ?? attempt.processorChargeId,
          updatedAt: now,
        },
        tx,
      );
    });
  }

  /** The webhook event of a guarantee given: a card authorized, or paying at the hotel chosen. */
  async function emitGuaranteeRegistered(
    tx: Database,
    { tenant, guest, reservationNumber }: { tenant: CompanyRow; guest: GuestRow; reservationNumber: string },
    attempt: PaymentAttemptRow,
  ) {
    await emitWebhookEvent(
      tx,
      {
        companyId: tenant.id,
        type: 'payment.guarantee_registered',
        data: {
          reservationId: guest.reservationId,
          reservationNumber,
          orderId: attempt.orderId,
          chargeId: attempt.chargeId,
          paymentId: attempt.id,
          method: attempt.method,
          amountCents: attempt.amountCents,
        },
      },
      { clock },
    );
  }

  async function enqueueReceipt(
    tx: Database,
    { tenant, guest, reservationNumber }: { tenant: CompanyRow; guest: GuestRow; reservationNumber: string },
    attempt: PaymentAttemptRow,
  ) {
    const receipt = receiptOf(attempt);
    if (!receipt || !guest.email) return;
    const hotel = tenant.hotel as { nomeFantasia?: string };
    const theme = tenant.theme as { primaryColor?: string };
    const payload = renderReceiptEmail({
      to: guest.email,
      language: toSupportedLanguage(guest.language) ?? DEFAULT_LANGUAGE,
      guestName: guest.name,
      hotelName: hotel.nomeFantasia || tenant.name,
      primaryColor: theme.primaryColor ?? '#1f2937',
      timeZone: companyTimeZone(tenant),
      reservationNumber,
      receipt,
    });
    await enqueueMessage(
      tx,
      { companyId: tenant.id, kind: 'email', payload, idempotencyKey: `payment-receipt:${attempt.id}` },
      { clock },
    );
  }

  /**
   * Before a charge is authorized again (decision 105): asks the processor, by their order code, what
   * became of the charge's earlier payments whose answer never came. Answers an authorization of the
   * charge's amount that one of them holds, for this payment to adopt; voids any other still holding or
   * pending, so a card is never held twice; records on each the processor's charge it finds. Throws
   * PaymentProcessorError when the processor cannot tell: then nothing is authorized.
   */
  async function reconcileUnanswered(
    processor: PaymentProcessor,
    attempt: PaymentAttemptRow,
    charge: PaymentChargeRow,
  ): Promise<Authorization | null> {
    const unanswered = await attempts.findUnanswered(attempt.companyId, attempt.chargeId, attempt.id);
    let adopted: Authorization | null = null;
    for (const lost of unanswered) {
      const found = await processor.findAuthorizations(lost.id);
      for (const authorization of found) {
        const isHeld = authorization.status === 'authorized';
        if (isHeld && !adopted && authorization.card && authorization.amountCents === charge.amountCents) {
          adopted = authorization;
        } else if (isHeld || authorization.status === 'pending' || authorization.status === 'challenge') {
          await processor.void(authorization.chargeId);
        }
      }
      const [latest] = found;
      if (latest) {
        await attempts.update(lost, { processorChargeId: latest.chargeId, updatedAt: clock() }, db);
      }
    }
    return adopted;
  }

  /** Calls the processor for a card attempt and applies what it answers (or that it did not). */
  async function authorizeAttempt(
    access: { tenant: CompanyRow; guest: GuestRow; reservationNumber: string },
    attempt: PaymentAttemptRow,
    charge: PaymentChargeRow,
    payment: TPayRequest['payments'][number],
  ): Promise<PaymentAttemptRow> {
    let processor: PaymentProcessor;
    try {
      processor = processors.forCompany(access.tenant);
      const found = await reconcileUnanswered(processor, attempt, charge);
      if (found) return applyAuthorization(access, attempt.id, found);
      const customerId = await ensureCustomer(customers, processor, access);
      let source: { cardToken: string } | { cardId: string };
      if (payment.type === 'saved_card') {
        const card = await customers.findCard(access.tenant.id, access.guest.personId, payment.cardId);
        if (!card) throw cardNotFound();
        source = { cardId: card.processorCardId };
      } else if (payment.type === 'credit_card' && payment.saveCard) {
        const card = await processor.saveCard(customerId, payment.cardToken);
        await customers.insertCard({
          companyId: access.tenant.id,
          personId: access.guest.personId,
          processor: processor.name,
          processorCustomerId: customerId,
          processorCardId: card.id,
          brand: card.brand,
          lastFour: card.lastFour,
          expMonth: card.expMonth,
          expYear: card.expYear,
          holderName: card.holderName,
          createdAt: clock(),
        });
        source = { cardId: card.id };
      } else if (payment.type === 'credit_card') {
        source = { cardToken: payment.cardToken };
      } else {
        throw new Error('pay_at_hotel has no card to authorize');
      }
      const authorization = await processor.authorize({
        code: attempt.id,
        itemCode: charge.id,
        amountCents: charge.amountCents,
        currency: 'BRL',
        description: `Garantia da reserva ${access.reservationNumber}`,
        customerId,
        source,
        idempotencyKey: attempt.id,
      });
      return applyAuthorization(access, attempt.id, authorization);
    } catch (error) {
      if (error instanceof PaymentProcessorError) {
        const failure =
          error.kind === 'unavailable'
            ? ({ failure: 'timed_out' } as const)
            : ({ failure: 'declined', declineCode: 'invalid_card' } as const);
        return applyAuthorization(access, attempt.id, failure);
      }
      if (error instanceof HttpError) {
        await applyAuthorization(access, attempt.id, { failure: 'declined', declineCode: 'invalid_card' });
      }
      throw error;
    }
  }

  return {
    async pay(
      access: GuestAccess,
      body: TPayRequest,
      headers: { idempotencyKey: string | undefined; paymentAccess: string | undefined },
    ): Promise<TPayResponse> {
      const { tenant, guest, reservation } = requireMainGuest(access);
      if (body.personId !== guest.personId) throw orderNotFound();
      if (!headers.idempotencyKey) throw keyRequired();
      const hash = requestHash(body);
      const context = { tenant, guest, reservationNumber: reservation.reservationNumber };

      // A retry of a payment already made answers it, whatever became of its access token.
      const earlier = await attempts.find(tenant.id, { guestId: guest.id, key: headers.idempotencyKey });
      if (earlier) {
        if (earlier.requestHash !== hash) throw keyReused();
        return answer(tenant, earlier);
      }
      const [payment] = body.payments;
      if (!payment) throw orderNotFound();
      if (payment.type !== 'pay_at_hotel') {
        const claims = await verifyPaymentAccess(headers.paymentAccess, { key: accessKey, now: clock() });
        const isForThisCharge =
          claims?.companyId === tenant.id &&
          claims.chargeId === body.chargeId &&
          claims.personId === guest.personId &&
          claims.guestId === guest.id;
        if (!isForThisCharge) throw paymentAccessInvalid();
      }

      const now = clock();
      const started = await db.transaction(async (tx) => {
        const order = await orders.lockOrder(tenant.id, body.orderId, tx);
        if (!order || order.reservationId !== reservation.id) throw orderNotFound();
        const charge = (await orders.chargesOf(tenant.id, order.id, tx)).find(
          (row) => row.id === body.chargeId,
        );
        if (!charge) throw orderNotFound();
        // Under the order's lock: of two concurrent twins, the second finds the first's attempt here.
        const twin = await attempts.find(
          tenant.id,
          { guestId: guest.id, key: headers.idempotencyKey ?? '' },
          tx,
        );
        if (twin) return { twin };
        if (order.closed || order.status !== 'open')
          throw new HttpError(409, 'ORDER_CLOSED', 'The order is closed.');
        const status = effectiveChargeStatus(charge, now);
        if (status === 'pending' || status === 'challenge') {
          const inFlight = await attempts.findInFlight(tenant.id, charge.id, tx);
          throw new HttpError(
            409,
            'PAYMENT_IN_PROGRESS',
            'Another payment of this charge is with the processor.',
            {
              paymentId: inFlight?.id,
            },
          );
        }
        if (!PAYABLE_CHARGE_STATUSES.includes(status)) {
          throw new HttpError(409, 'CHARGE_NOT_PAYABLE', `The charge is ${status}: it cannot be paid.`);
        }
        if (payment.type !== 'pay_at_hotel' && payment.amount !== charge.amountCents) {
          throw new HttpError(400, 'PAYMENT_AMOUNT_MISMATCH', 'The amount is not the charge’s.');
        }
        if (payment.type === 'saved_card') {
          const card = await customers.findCard(tenant.id, guest.personId, payment.cardId, tx);
          if (!card) throw cardNotFound();
        }
        const isAtHotel = payment.type === 'pay_at_hotel';
        const attempt = await attempts.insertOnce(
          {
            companyId: tenant.id,
            orderId: order.id,
            chargeId: charge.id,
            guestId: guest.id,
            idempotencyKey: headers.idempotencyKey ?? '',
            requestHash: hash,
            method: payment.type,
            status: isAtHotel ? 'pay_at_hotel' : 'processing',
            amountCents: charge.amountCents,
            isClosing: body.isClosed,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        if (!attempt)
          return {
            twin: await attempts.find(
              tenant.id,
              { guestId: guest.id, key: headers.idempotencyKey ?? '' },
              tx,
            ),
          };
        const history = { paymentId: attempt.id, now };
        await orders.setChargeStatus(
          charge,
          { status: isAtHotel ? 'pay_at_hotel' : 'pending', declineCode: null },
          history,
          tx,
        );
        if (isAtHotel) {
          await refreshOrder(tenant.id, order.id, { ...history, isClosing: body.isClosed }, tx);
          await emitGuaranteeRegistered(tx, context, attempt);
        }
        return { attempt, charge };
      });

      if ('twin' in started) {
        if (!started.twin || started.twin.requestHash !== hash) throw keyReused();
        return answer(tenant, started.twin);
      }
      const { attempt, charge } = started;
      if (attempt.status === 'pay_at_hotel') return answer(tenant, attempt);
      const done = await authorizeAttempt(context, attempt, charge, payment);
      return answer(tenant, done);
    },

    /** GET /api/payment/pay/{paymentId}: where the payment stands, asking the processor while it works. */
    async poll(access: GuestAccess, paymentId: string): Promise<TPayResponse> {
      const { tenant, guest, reservation } = requireMainGuest(access, paymentNotFound);
      const attempt = await attempts.find(tenant.id, { guestId: guest.id, id: paymentId });
      if (!attempt) throw paymentNotFound();
      if ((attempt.status !== 'processing' && attempt.status !== 'challenge') || !attempt.processorChargeId) {
        return answer(tenant, attempt);
      }
      const context = { tenant, guest, reservationNumber: reservation.reservationNumber };
      let authorization: Authorization;
      try {
        const processor = processors.forCompany(tenant);
        authorization = await processor.getAuthorization(attempt.processorChargeId);
        const waited = clock().getTime() - attempt.createdAt.getTime();
        const limit = attempt.status === 'challenge' ? CHALLENGE_TIMEOUT_MS : PROCESSING_TIMEOUT_MS;
        const isStillWaiting = authorization.status === 'pending' || authorization.status === 'challenge';
        if (isStillWaiting && waited >= limit) {
          // Given up: the authorization is cancelled at the processor, so it can never hold the amount.
          await processor.void(attempt.processorChargeId);
          return answer(tenant, await applyAuthorization(context, attempt.id, { failure: 'timed_out' }));
        }
      } catch (error) {
        if (error instanceof PaymentProcessorError && error.kind === 'unavailable')
          throw processorUnavailable();
        throw error;
      }
      return answer(tenant, await applyAuthorization(context, attempt.id, authorization));
    },
  };
}
export type PayService = ReturnType<typeof createPayService>;

type Outcome =
  | { status: 'processing'; challengeUrl: null; processorChargeId: string }
  | { status: 'challenge'; challengeUrl: string | null; processorChargeId: string }
  | {
      status: 'approved';
      processorChargeId: string;
      authorizationCode: string;
      card: { brand: string; lastFour: string };
    }
  | { status: 'declined'; declineCode: TDeclineCode; processorChargeId?: string }
  | { status: 'timed_out'; declineCode?: undefined; processorChargeId?: undefined };

/** What the processor's answer means for the payment. */
function outcomeOf(
  result: Authorization | { failure: 'timed_out' | 'declined'; declineCode?: TDeclineCode },
): Outcome {
  if ('failure' in result) {
    return result.failure === 'timed_out'
      ? { status: 'timed_out' }
      : { status: 'declined', declineCode: result.declineCode ?? 'processor_error' };
  }
  switch (result.status) {
    case 'authorized':
      if (!result.card)
        return { status: 'declined', declineCode: 'processor_error', processorChargeId: result.chargeId };
      return {
        status: 'approved',
        processorChargeId: result.chargeId,
        authorizationCode: result.authorizationCode ?? '',
        card: { brand: result.card.brand, lastFour: result.card.lastFour },
      };
    case 'challenge':
      return { status: 'challenge', challengeUrl: result.challengeUrl, processorChargeId: result.chargeId };
    case 'pending':
      return { status: 'processing', challengeUrl: null, processorChargeId: result.chargeId };
    case 'declined':
      return {
        status: 'declined',
        declineCode: result.declineReason ? DECLINE_CODES[result.declineReason] : 'do_not_honor',
        processorChargeId: result.chargeId,
      };
    case 'failed':
    case 'voided':
      return { status: 'declined', declineCode: 'processor_error', processorChargeId: result.chargeId };
  }
}
