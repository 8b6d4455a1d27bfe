import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as esEs from '@zxcvbn-ts/language-es-es';
import * as ptBr from '@zxcvbn-ts/language-pt-br';

/** The three words spec section 5 shows while a password is typed (decision 196). */
export const PASSWORD_STRENGTHS = ['weak', 'medium', 'strong'] as const;
export type TPasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

/** Shortest password accepted, whatever its strength (decision 196). */
export const PASSWORD_MIN_LENGTH = 10;
/** Longest password accepted: argon2 takes any, but zxcvbn's matching grows with the length. */
export const PASSWORD_MAX_LENGTH = 128;

let factory: ZxcvbnFactory | undefined;

/**
 * zxcvbn-ts with the dictionaries its language packages ship: the common passwords of every language,
 * and the words, names and Wikipedia terms of English, Brazilian Portuguese and Spanish. Built on the
 * first check (the dictionaries take a moment to index), then kept.
 */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...ptBr.dictionary, ...esEs.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return factory;
}

/**
 * How hard the password is to guess: zxcvbn's score 0 and 1 (guessed within about a million tries:
 * a common password, a word and a year) are weak, 2 medium, 3 and 4 strong. `userInputs` are words the
 * password must not lean on (the e-mail, the hotel's name).
 */
export function passwordStrength(password: string, userInputs: readonly string[] = []): TPasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'weak';
  const { score } = zxcvbn().check(password.slice(0, PASSWORD_MAX_LENGTH), [...userInputs]);
  if (score <= 1) return 'weak';
  return score === 2 ? 'medium' : 'strong';
}
