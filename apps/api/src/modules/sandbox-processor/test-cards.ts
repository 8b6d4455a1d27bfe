/**
 * The sandbox's test cards (decision 93, README "Test cards"). A card number decides what happens to
 * its authorizations; any other valid number of an accepted brand is approved. Expiry: any month not
 * in the past; CVV: any, of the brand's length; holder: any.
 */
export const SANDBOX_SCENARIOS = [
  'approve',
  'insufficient_funds',
  'stolen_card',
  'generic_decline',
  'challenge',
  'timeout',
  'lost_answer',
] as const;
export type TSandboxScenario = (typeof SANDBOX_SCENARIOS)[number];

export const SANDBOX_TEST_CARDS: readonly { number: string; scenario: TSandboxScenario; what: string }[] = [
  { number: '4000000000000010', scenario: 'approve', what: 'approved (Visa; also Pagar.me’s success card)' },
  { number: '5555555555554444', scenario: 'approve', what: 'approved (Mastercard)' },
  { number: '378282246310005', scenario: 'approve', what: 'approved (American Express, CVV of 4 digits)' },
  { number: '6362970000457013', scenario: 'approve', what: 'approved (Elo)' },
  { number: '6062825624254001', scenario: 'approve', what: 'approved (Hipercard)' },
  {
    number: '4000000000009995',
    scenario: 'insufficient_funds',
    what: 'declined: insufficient funds (code 51)',
  },
  { number: '4000000000009979', scenario: 'stolen_card', what: 'declined: stolen card (code 43)' },
  {
    number: '4000000000000028',
    scenario: 'generic_decline',
    what: 'declined, no reason given (code 05; Pagar.me’s failure card)',
  },
  {
    number: '4000000000003220',
    scenario: 'challenge',
    what: '3-D Secure style challenge: pending until the guest approves or refuses it on the sandbox page',
  },
  {
    number: '4000000000000036',
    scenario: 'timeout',
    what: 'never answered: the charge stays processing until voided (the portal times out)',
  },
  {
    number: '4000000000000044',
    scenario: 'lost_answer',
    what: 'approved, but the answer is lost: the connection drops once the order is made (decision 105)',
  },
];

const BY_NUMBER = new Map(SANDBOX_TEST_CARDS.map((card) => [card.number, card.scenario]));

/** The behaviour of a (valid) card number in the sandbox. */
export function scenarioOf(cardNumber: string): TSandboxScenario {
  return BY_NUMBER.get(cardNumber) ?? 'approve';
}
