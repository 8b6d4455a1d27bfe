import { describe, expect, it } from 'vitest';
import { comparableDocument, comparableName, phoneCandidates } from './normalize.ts';

describe('search normalization', () => {
  it.each([
    ['  Fábio  ', 'fabio'],
    ['SOUZA', 'souza'],
    ['da  Conceição', 'da conceicao'],
    ['Martínez', 'martinez'],
    ['Ñuñez', 'nunez'],
  ])('comparableName(%s) is %s', (typed, expected) => {
    expect(comparableName(typed)).toBe(expected);
  });

  it('keeps letters and digits of a document, uppercase', () => {
    expect(comparableDocument(' ab-12.345/6 ')).toBe('AB123456');
  });

  it.each([
    ['5548991234567', ['5548991234567']],
    ['48991234567', ['48991234567', '5548991234567']],
    ['4833334444', ['4833334444', '554833334444']],
    ['16175550140', ['16175550140', '5516175550140']],
    ['991234567', ['991234567']],
  ])('phoneCandidates(%s)', (typed, expected) => {
    expect(phoneCandidates(typed)).toEqual(expected);
  });
});
