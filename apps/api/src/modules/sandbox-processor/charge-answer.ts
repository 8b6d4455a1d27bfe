import { randomInt } from 'node:crypto';
import type { SandboxCharge } from './sandbox-repository.ts';
import type { TSandboxScenario } from './test-cards.ts';

/** The path of a charge's 3-D Secure style page, on the portal's own origin (decision 93). */
export const challengePath = (chargeId: string) => `/sandbox-processor/3ds/${chargeId}`;

/** What the acquirer answers for each test card's authorization (ISO 8583 / ABECS return codes). */
export const SCENARIO_OUTCOMES: Record<
  TSandboxScenario,
  { transactionStatus: string; returnCode: string | null; message: string }
> = {
  approve: {
    transactionStatus: 'authorized_pending_capture',
    returnCode: '00',
    message: 'Transação aprovada',
  },
  insufficient_funds: {
    transactionStatus: 'not_authorized',
    returnCode: '51',
    message: 'Saldo insuficiente',
  },
  stolen_card: { transactionStatus: 'not_authorized', returnCode: '43', message: 'Cartão roubado' },
  generic_decline: {
    transactionStatus: 'not_authorized',
    returnCode: '05',
    message: 'Transação não autorizada',
  },
  challenge: {
    transactionStatus: 'processing',
    returnCode: null,
    message: 'Aguardando autenticação 3-D Secure',
  },
  timeout: { transactionStatus: 'processing', returnCode: null, message: 'Aguardando resposta do emissor' },
  // Authorized as `approve`; only the first answer to POST /orders is lost (account-routes.ts).
  lost_answer: {
    transactionStatus: 'authorized_pending_capture',
    returnCode: '00',
    message: 'Transação aprovada',
  },
};

/** A random six-digit authorization code, as an issuer gives. */
export const authorizationCode = () => String(randomInt(100_000, 1_000_000));

/** The answer when the card holder refuses on the challenge page. */
export const CHALLENGE_REFUSED = { returnCode: '05', message: 'Autenticação recusada pelo portador' };

/** Pagar.me's charge status for a credit-card charge whose last transaction has this status. */
function chargeStatusOf(transactionStatus: string): string {
  switch (transactionStatus) {
    case 'authorized_pending_capture':
      return 'pending';
    case 'not_authorized':
      return 'failed';
    case 'voided':
      return 'canceled';
    default:
      return 'processing';
  }
}

function transactionOf(charge: SandboxCharge) {
  const outcome = SCENARIO_OUTCOMES[charge.scenario];
  const refusedChallenge = charge.scenario === 'challenge' && charge.transactionStatus === 'not_authorized';
  const isPending = charge.transactionStatus === 'processing';
  const { billing_address: billingAddress, ...card } = charge.card;
  return {
    id: `tran_${charge.id.slice(3)}`,
    transaction_type: 'credit_card',
    gateway_id: charge.id.slice(3),
    amount: charge.amount,
    status: charge.transactionStatus,
    success:
      charge.transactionStatus === 'authorized_pending_capture' || charge.transactionStatus === 'voided',
    installments: 1,
    operation_type: 'auth_only',
    acquirer_name: 'sandbox',
    acquirer_auth_code: charge.authorizationCode,
    acquirer_return_code: refusedChallenge
      ? CHALLENGE_REFUSED.returnCode
      : isPending
        ? null
        : outcome.returnCode,
    acquirer_message: refusedChallenge ? CHALLENGE_REFUSED.message : outcome.message,
    threed_authentication_url: charge.scenario === 'challenge' && isPending ? challengePath(charge.id) : null,
    card: {
      ...(charge.cardId ? { id: charge.cardId } : {}),
      ...card,
      billing_address: billingAddress,
      type: 'credit',
      status: 'active',
    },
    gateway_response: { code: '200', errors: [] },
    created_at: charge.createdAt.toISOString(),
    updated_at: charge.updatedAt.toISOString(),
  };
}

/** A charge as Pagar.me answers it (GET /charges/:id, DELETE /charges/:id, inside an order). */
export function chargeAnswer(charge: SandboxCharge) {
  return {
    id: charge.id,
    code: charge.code,
    gateway_id: charge.id.slice(3),
    amount: charge.amount,
    status: chargeStatusOf(charge.transactionStatus),
    currency: charge.currency,
    payment_method: 'credit_card',
    created_at: charge.createdAt.toISOString(),
    updated_at: charge.updatedAt.toISOString(),
    customer: { id: charge.customerId },
    order: { id: charge.orderId },
    last_transaction: transactionOf(charge),
  };
}

/** An order of one charge, as Pagar.me answers POST /orders. */
export function orderAnswer(charge: SandboxCharge) {
  const chargeStatus = chargeStatusOf(charge.transactionStatus);
  return {
    id: charge.orderId,
    code: charge.code,
    amount: charge.amount,
    currency: charge.currency,
    closed: true,
    items: [{ amount: charge.amount, description: charge.description, quantity: 1, code: charge.code }],
    customer: { id: charge.customerId },
    status: chargeStatus === 'failed' ? 'failed' : chargeStatus === 'canceled' ? 'canceled' : 'pending',
    created_at: charge.createdAt.toISOString(),
    updated_at: charge.updatedAt.toISOString(),
    charges: [chargeAnswer(charge)],
  };
}

/** A saved card as Pagar.me answers it. */
export function cardAnswer(card: {
  id: string;
  customerId: string;
  status: string;
  createdAt: Date;
  card: SandboxCharge['card'];
}) {
  return {
    id: card.id,
    ...card.card,
    status: card.status,
    type: 'credit',
    customer: { id: card.customerId },
    created_at: card.createdAt.toISOString(),
  };
}
