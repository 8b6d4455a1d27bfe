import { brandFromProcessor } from '@hospedar/contracts/payment/card-rules';
import type { Authorization, AuthorizedCard, ProcessorCard, TDeclineReason } from './payment-processor.ts';
import type { TPagarmeCard, TPagarmeCharge } from './pagarme-answers.ts';

/**
 * Acquirer return codes (ISO 8583 as the ABECS standard uses them, and Stone's, Pagar.me's own
 * acquirer) that name a reason the guest can act on; any other refusal is 'generic'.
 */
const DECLINE_REASONS: Readonly<Record<string, TDeclineReason>> = {
  '51': 'insufficient_funds',
  '1016': 'insufficient_funds',
  '41': 'stolen_card',
  '43': 'stolen_card',
  '54': 'expired_card',
  '1011': 'expired_card',
  '14': 'invalid_card',
};

export function declineReasonOf(returnCode: string | null | undefined): TDeclineReason {
  return DECLINE_REASONS[returnCode ?? ''] ?? 'generic';
}

/** A Pagar.me card as ours; undefined for a brand the hotels do not accept. */
export function cardOf(card: Omit<TPagarmeCard, 'id' | 'status'>): AuthorizedCard | undefined {
  const brand = brandFromProcessor(card.brand);
  if (!brand) return undefined;
  return {
    brand,
    firstSix: card.first_six_digits,
    lastFour: card.last_four_digits,
    expMonth: card.exp_month,
    expYear: card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year,
    holderName: card.holder_name,
  };
}

export function savedCardOf(card: TPagarmeCard): ProcessorCard | undefined {
  const described = cardOf(card);
  return described && { id: card.id, ...described };
}

const PENDING_TRANSACTIONS = new Set(['processing', 'waiting_capture', 'pending', 'waiting_payment']);

/** Where a charge stands, in the interface's words (decision 91's table). */
export function authorizationOf(charge: TPagarmeCharge, orderId: string): Authorization {
  const transaction = charge.last_transaction;
  const base: Authorization = {
    status: 'pending',
    orderId,
    chargeId: charge.id,
    amountCents: charge.amount,
    authorizationCode: null,
    declineReason: null,
    challengeUrl: null,
    card: (transaction?.card && cardOf(transaction.card)) ?? null,
  };
  const status = transaction?.status;
  if (status === 'voided' || charge.status === 'canceled') return { ...base, status: 'voided' };
  if (status === 'authorized_pending_capture' || status === 'captured' || status === 'partial_capture') {
    return { ...base, status: 'authorized', authorizationCode: transaction?.acquirer_auth_code ?? '' };
  }
  if (status === 'not_authorized') {
    return { ...base, status: 'declined', declineReason: declineReasonOf(transaction?.acquirer_return_code) };
  }
  if (status === 'failed' || status === 'with_error' || charge.status === 'failed') {
    return { ...base, status: 'failed' };
  }
  if (transaction?.threed_authentication_url && (status === undefined || PENDING_TRANSACTIONS.has(status))) {
    return { ...base, status: 'challenge', challengeUrl: transaction.threed_authentication_url };
  }
  return base;
}
