import { describe, expect, it } from 'vitest';
import {
  FREE_JSON_MAX_DEPTH,
  FREE_JSON_MAX_LENGTH,
  freeJsonProblem,
  isPlainText,
  safeText,
  ZFreeJsonObject,
} from './safe-text.ts';

const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';

/** A value nested `depth` deep: { a: { a: ... 'x' } }. */
function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

describe('plain text', () => {
  it.each(['', 'João da Silva', 'Rua 7 de Setembro, 120\nApto 3', 'tab\there', 'ção 😀 日本', '\r\n'])(
    'accepts %j',
    (value) => {
      expect(isPlainText(value)).toBe(true);
    },
  );

  it.each([
    ['a NUL byte', 'Ana\u0000'],
    ['a lone high surrogate', `Ana${LONE_HIGH}`],
    ['a lone low surrogate', `${LONE_LOW}Ana`],
    ['a reversed pair', `${LONE_LOW}${LONE_HIGH}`],
    ['an escape', 'a\u001bb'],
    ['a delete', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a vertical tab', 'a\u000bb'],
  ])('refuses %s', (_label, value) => {
    expect(isPlainText(value)).toBe(false);
  });

  it('answers the translated key through the schema, and the length rule first', () => {
    const schema = safeText(5);
    expect(schema.safeParse('Ana').success).toBe(true);
    expect(schema.safeParse('A\u0000').error?.issues[0]?.message).toBe('validation.isPlainText');
    expect(schema.safeParse(`A${LONE_HIGH}`).error?.issues[0]?.message).toBe('validation.isPlainText');
    expect(schema.safeParse('Anabela').error?.issues[0]?.code).toBe('too_big');
  });
});

describe('free JSON', () => {
  it('accepts a hotel answer of each kind and a nesting up to its depth', () => {
    expect(freeJsonProblem({ pet: 'cat', guests: 2, vegan: true, note: null, list: ['a'] })).toBeNull();
    expect(freeJsonProblem(nested(FREE_JSON_MAX_DEPTH))).toBeNull();
  });

  it('refuses one level more, and 20,000 levels without overflowing the stack', () => {
    expect(freeJsonProblem(nested(FREE_JSON_MAX_DEPTH + 1))).toBe('maxLength');
    expect(freeJsonProblem(nested(20_000))).toBe('maxLength');
    const deepArray = JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`) as unknown;
    expect(freeJsonProblem({ a: deepArray })).toBe('maxLength');
  });

  it('refuses a value larger than its length, in a string or in many small ones', () => {
    expect(freeJsonProblem({ a: 'x'.repeat(FREE_JSON_MAX_LENGTH) })).toBe('maxLength');
    expect(freeJsonProblem({ a: Array.from({ length: 3000 }, () => 1) })).toBe('maxLength');
    expect(freeJsonProblem({ a: 'x'.repeat(FREE_JSON_MAX_LENGTH - 100) })).toBeNull();
  });

  it('refuses a NUL byte or a lone surrogate in a key or a string at any depth', () => {
    expect(freeJsonProblem({ 'a\u0000': 1 })).toBe('isPlainText');
    expect(freeJsonProblem({ a: [{ b: `x${LONE_HIGH}` }] })).toBe('isPlainText');
  });

  it('answers the translated keys through the schema', () => {
    const messages = (value: unknown) => ZFreeJsonObject.safeParse(value).error?.issues.map((i) => i.message);
    expect(ZFreeJsonObject.safeParse({ pet: 'cat' }).success).toBe(true);
    expect(messages({ 'k\u0000': 1 })).toContain('validation.isPlainText');
    expect(messages({ a: 'x\u0000' })).toEqual(['validation.isPlainText']);
    expect(messages(nested(30))).toEqual(['validation.maxLength']);
  });
});
