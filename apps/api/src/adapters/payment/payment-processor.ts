import type { TCardBrand } from '@hospedar/contracts/payment/card-rules';
import type { TPaymentProcessorName } from '@hospedar/contracts/payment/processor-settings';
import type { CompanyRow } from '../../db/schema/index.ts';

/**
 * The payment processor behind one interface, like storage and mail (decision 91). Two drivers speak
 * Pagar.me Core API v5: `pagarme` (the real one, configured by PAGARME_* variables) and `sandbox`
 * (the default; the sandbox-processor module on our own server, with documented test cards).
 *
 * The card number and CVV never reach the API: the card frame posts them to the processor's
 * tokenization URL and hands back a single-use token (valid minutes). The API only ever holds the
 * token, the processor's ids, the brand, the first 6 and last 4 digits, the expiry and the holder.
 */

/** A saved card as the processor describes it; the most our database may keep of one. */
export type ProcessorCard = {
  /** The processor's card id (Pagar.me `card_…`), used to pay with it later. */
  id: string;
  brand: TCardBrand;
  firstSix: string;
  lastFour: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  holderName: string;
};

/** The card an authorization was made with (also for token payments, which save no card). */
export type AuthorizedCard = Omit<ProcessorCard, 'id'>;

/** The guest as the processor's customer (Pagar.me `customers`): our person id as `code`. */
export type ProcessorCustomerInput = {
  /** Our id of the person (at most 52 characters), so the processor's records point back to her. */
  code: string;
  name: string;
  email: string;
  /** Digits of a Brazilian CPF, when the guest has one. */
  cpf?: string;
};

/** What the card is paid with: a fresh token from the card frame, or a saved card of the customer. */
export type PaymentSource = { cardToken: string } | { cardId: string };

/** One authorization (capture false, installments 1) of a charge at check-in. */
export type AuthorizeInput = {
  /**
   * Our reference of this payment (its id), the processor order's `code` (at most 52 characters):
   * `findAuthorizations` finds the order by it when the answer to `authorize` was lost (decision 105).
   */
  code: string;
  /** Our reference of the charge at check-in, the order item's `code` (at most 52 characters). */
  itemCode: string;
  amountCents: number;
  /** ISO 4217; Pagar.me takes 'BRL' only. */
  currency: 'BRL';
  /** The item's description on the processor's order, e.g. "Garantia da reserva 1100". */
  description: string;
  /** The processor's customer id (from createCustomer). */
  customerId: string;
  source: PaymentSource;
  /** Text on the guest's card statement (Pagar.me: at most 13 letters and digits). */
  statementDescriptor?: string;
  /** Sent as the processor's Idempotency-Key: a retried call authorizes once and answers the first result. */
  idempotencyKey: string;
};

/**
 * Where an authorization stands:
 * - `authorized`: the amount is held (Pagar.me `authorized_pending_capture`), with an authorization code;
 * - `declined`: the issuer refused it (`not_authorized`), with a reason the portal translates;
 * - `challenge`: the guest must complete a 3-D Secure style check at `challengeUrl`, then poll;
 * - `pending`: the processor has not answered yet (`processing`); poll, and give up after a while;
 * - `failed`: the processor could not process it (`failed` / `with_error`); another try may work;
 * - `voided`: cancelled before capture (`voided`), e.g. when the guest chose another card.
 */
export type TAuthorizationStatus = 'authorized' | 'declined' | 'challenge' | 'pending' | 'failed' | 'voided';

/** Why a card was declined, from the acquirer's return code (ISO 8583 / ABECS: 51, 43, 54, 14…). */
export type TDeclineReason =
  'insufficient_funds' | 'stolen_card' | 'expired_card' | 'invalid_card' | 'generic';

export type Authorization = {
  status: TAuthorizationStatus;
  /** The processor's order (`or_…`) and charge (`ch_…`) ids; the charge id is what getAuthorization and void take. */
  orderId: string;
  chargeId: string;
  amountCents: number;
  /** The issuer's authorization code, when authorized. */
  authorizationCode: string | null;
  /** Set when declined. */
  declineReason: TDeclineReason | null;
  /** Set when status is 'challenge': the page where the guest confirms the payment. */
  challengeUrl: string | null;
  /** The card as the processor describes it; null when it told nothing of it (a failure). */
  card: AuthorizedCard | null;
};

/** Why a call to the processor did not give an answer about the card. */
export type TPaymentProcessorErrorKind =
  /** Unreachable, timed out, 5xx, or our secret key refused (401): not the guest's fault; try later. */
  | 'unavailable'
  /** 4xx on the request: e.g. an expired or already used card token, an unknown customer. */
  | 'invalid_request'
  /** The card, customer or charge does not exist (404). */
  | 'not_found';

export class PaymentProcessorError extends Error {
  constructor(
    readonly kind: TPaymentProcessorErrorKind,
    message: string,
    /** The processor's HTTP status, when it answered. */
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'PaymentProcessorError';
  }
}

/** One hotel's processor account. Every method throws PaymentProcessorError when it gets no answer. */
export interface PaymentProcessor {
  readonly name: TPaymentProcessorName;
  /** Creates the guest as a customer of the processor; returns the processor's customer id (`cus_…`). */
  createCustomer(customer: ProcessorCustomerInput): Promise<{ id: string }>;
  /** Saves a tokenized card to the customer (the token is spent); a card the issuer refuses throws invalid_request. */
  saveCard(customerId: string, cardToken: string): Promise<ProcessorCard>;
  listCards(customerId: string): Promise<ProcessorCard[]>;
  deleteCard(customerId: string, cardId: string): Promise<void>;
  /** Creates an order with one credit-card charge, capture false, installments 1. */
  authorize(input: AuthorizeInput): Promise<Authorization>;
  /**
   * The authorizations of the orders made with this `code` (AuthorizeInput.code), newest first; none
   * when the processor never received the order. Finds an authorization whose answer was lost.
   */
  findAuthorizations(code: string): Promise<Authorization[]>;
  /** The charge as it stands now (for polling a pending or challenged authorization). */
  getAuthorization(chargeId: string): Promise<Authorization>;
  /** Cancels an authorization that was not captured; answers the charge as voided. */
  void(chargeId: string): Promise<Authorization>;
}

/** Chooses each hotel's processor from its configuration (`rules.payment`) and the server's secrets. */
export interface PaymentProcessors {
  /** The hotel's processor; throws PaymentProcessorError('unavailable') when its secret key is not configured. */
  forCompany(company: Pick<CompanyRow, 'subdomain' | 'rules'>): PaymentProcessor;
}
