/** Card rules without a library: Luhn, length 12–19 and a known brand by prefix; MM/YY expiry. */

export type TCardBrand = 'elo' | 'hipercard' | 'amex' | 'diners' | 'jcb' | 'discover' | 'mastercard' | 'visa';

type Range = readonly [from: number, to: number];

/** Elo's BIN ranges (6 digits), checked before Visa and Discover, whose prefixes they overlap. */
const ELO: readonly Range[] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

/** Brand, prefix ranges (compared on as many leading digits as the bounds have) and allowed lengths. */
const BRANDS: readonly (readonly [TCardBrand, readonly Range[], readonly number[]])[] = [
  ['elo', ELO, [16]],
  [
    'hipercard',
    [
      [606282, 606282],
      [3841, 3841],
    ],
    [13, 16, 19],
  ],
  [
    'amex',
    [
      [34, 34],
      [37, 37],
    ],
    [15],
  ],
  [
    'diners',
    [
      [300, 305],
      [36, 36],
      [38, 39],
    ],
    [14, 16, 19],
  ],
  ['jcb', [[3528, 3589]], [16, 17, 18, 19]],
  [
    'discover',
    [
      [6011, 6011],
      [644, 649],
      [65, 65],
    ],
    [16, 17, 18, 19],
  ],
  [
    'mastercard',
    [
      [51, 55],
      [2221, 2720],
    ],
    [16],
  ],
  ['visa', [[4, 4]], [13, 16, 19]],
];

const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

function inRange(digits: string, [from, to]: Range): boolean {
  const prefix = Number(digits.slice(0, String(from).length));
  return prefix >= from && prefix <= to;
}

/** The card brand by its prefix, or undefined for an unknown one. Spaces and dashes are ignored. */
export function cardBrand(number: string): TCardBrand | undefined {
  const digits = digitsOf(number);
  if (!/^\d+$/.test(digits)) return undefined;
  return BRANDS.find(([, ranges]) => ranges.some((range) => inRange(digits, range)))?.[0];
}

/** The Luhn (mod 10) checksum of a digit string. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    const doubled = index % 2 === 1 ? Number(char) * 2 : Number(char);
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return sum % 10 === 0;
}

/** isValidCreditCard: 12–19 digits, a known brand with one of its lengths, and a right Luhn checksum. */
export function isValidCreditCard(number: string): boolean {
  const digits = digitsOf(number);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return false;
  const brand = BRANDS.find(([, ranges]) => ranges.some((range) => inRange(digits, range)));
  return brand !== undefined && brand[2].includes(digits.length);
}

/** Cards are not issued for longer than this, so a further expiry is a typo. */
export const MAX_CARD_YEARS_AHEAD = 20;

/**
 * Expiry 'MM/YY' (spaces around the slash allowed, 2000–2099): valid through the last day of that month,
 * so the current month is still valid; refused when more than 20 years after today's year.
 */
export function isValidCardExpiry(expiry: string, today: string): boolean {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(expiry);
  const now = /^(\d{4})-(\d{2})-\d{2}$/.exec(today.trim());
  if (!match || !now) return false;
  const [year, month] = [2000 + Number(match[2]), Number(match[1])];
  const [thisYear, thisMonth] = [Number(now[1]), Number(now[2])];
  if (year > thisYear + MAX_CARD_YEARS_AHEAD) return false;
  return year * 12 + month >= thisYear * 12 + thisMonth;
}
