import {
  PaymentProcessorError,
  type Authorization,
  type AuthorizeInput,
  type PaymentProcessor,
  type PaymentProcessors,
  type ProcessorCard,
} from '../../adapters/payment/payment-processor.ts';

type Scenario = 'approve' | 'insufficient_funds' | 'stolen_card' | 'challenge' | 'timeout';
type TokenCard = Omit<ProcessorCard, 'id'> & { scenario: Scenario };

/**
 * A processor for the payment module's API tests, behind the same PaymentProcessor interface the
 * sandbox and Pagar.me drivers implement: it knows the tokens the test's card frame made (`tokenize`),
 * answers each by its card's scenario, honours the idempotency key as Pagar.me does, and counts every
 * authorization it made, so a test can see a payment authorized once.
 */
export function createTestProcessors() {
  const tokens = new Map<string, TokenCard>();
  const cards = new Map<string, ProcessorCard & { customerId: string; scenario: Scenario }>();
  const charges = new Map<string, Authorization & { scenario: Scenario }>();
  const byIdempotencyKey = new Map<string, string>();
  const authorizeCalls: AuthorizeInput[] = [];
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_${String((sequence += 1)).padStart(6, '0')}`;

  function answerOf(chargeId: string): Authorization {
    const charge = charges.get(chargeId);
    if (!charge) throw new PaymentProcessorError('not_found', `charge ${chargeId}`);
    const { scenario: _scenario, ...authorization } = charge;
    return authorization;
  }

  const processor: PaymentProcessor = {
    name: 'sandbox',
    async createCustomer() {
      return { id: nextId('cus') };
    },
    async saveCard(customerId, cardToken) {
      const card = tokens.get(cardToken);
      if (!card) throw new PaymentProcessorError('invalid_request', 'unknown card token', 400);
      tokens.delete(cardToken);
      const saved = { ...card, id: nextId('card'), customerId };
      cards.set(saved.id, saved);
      const { customerId: _customer, scenario: _scenario, ...answer } = saved;
      return answer;
    },
    async listCards(customerId) {
      return [...cards.values()].filter((card) => card.customerId === customerId);
    },
    async deleteCard(_customerId, cardId) {
      if (!cards.delete(cardId)) throw new PaymentProcessorError('not_found', 'no such card', 404);
    },
    async authorize(input) {
      // Let a concurrent request run meanwhile, as a network call would.
      await new Promise((resolve) => setImmediate(resolve));
      const known = byIdempotencyKey.get(input.idempotencyKey);
      if (known) return answerOf(known);
      const source =
        'cardToken' in input.source ? tokens.get(input.source.cardToken) : cards.get(input.source.cardId);
      if (!source) throw new PaymentProcessorError('invalid_request', 'unknown card', 400);
      if ('cardToken' in input.source) tokens.delete(input.source.cardToken);
      authorizeCalls.push(input);
      const chargeId = nextId('ch');
      const { scenario } = source;
      const card = {
        brand: source.brand,
        firstSix: source.firstSix,
        lastFour: source.lastFour,
        expMonth: source.expMonth,
        expYear: source.expYear,
        holderName: source.holderName,
      };
      const base = {
        orderId: nextId('or'),
        chargeId,
        amountCents: input.amountCents,
        card,
        challengeUrl: null,
      };
      const charge: Authorization & { scenario: Scenario } =
        scenario === 'approve'
          ? { ...base, scenario, status: 'authorized', authorizationCode: 'A1B2C3', declineReason: null }
          : scenario === 'challenge'
            ? {
                ...base,
                scenario,
                status: 'challenge',
                authorizationCode: null,
                declineReason: null,
                challengeUrl: `/sandbox-processor/challenge/${chargeId}`,
              }
            : scenario === 'timeout'
              ? { ...base, scenario, status: 'pending', authorizationCode: null, declineReason: null }
              : { ...base, scenario, status: 'declined', authorizationCode: null, declineReason: scenario };
      charges.set(chargeId, charge);
      byIdempotencyKey.set(input.idempotencyKey, chargeId);
      return answerOf(chargeId);
    },
    async getAuthorization(chargeId) {
      return answerOf(chargeId);
    },
    async void(chargeId) {
      const charge = charges.get(chargeId);
      if (!charge) throw new PaymentProcessorError('not_found', `charge ${chargeId}`);
      charges.set(chargeId, { ...charge, status: 'voided' });
      return answerOf(chargeId);
    },
  };

  const processors: PaymentProcessors = { forCompany: () => processor };
  return {
    processors,
    authorizeCalls,
    /** What the card frame's tokenization gives: a token for a card the test names by scenario. */
    tokenize(scenario: Scenario, card: Partial<TokenCard> = {}): string {
      const token = nextId('token');
      tokens.set(token, {
        brand: 'visa',
        firstSix: '400000',
        lastFour: '0010',
        expMonth: 12,
        expYear: 2031,
        holderName: 'GABRIEL FONTES',
        scenario,
        ...card,
      });
      return token;
    },
  };
}
