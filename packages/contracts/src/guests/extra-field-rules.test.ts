import { describe, expect, it } from 'vitest';
import type { TExtraFieldDefinition } from '../tenant/company-config.ts';
import { ZAdditionalDataConfig } from '../tenant/company-config.ts';
import { extraFieldProblem, hotelFieldIssues, savedExtraFieldProblem } from './extra-field-rules.ts';

const label = { 'pt-BR': 'x', 'en-US': 'x', 'es-ES': 'x' };
const field = (kind: TExtraFieldDefinition['kind'], required = false): TExtraFieldDefinition => ({
  key: kind,
  label,
  kind,
  required,
});

describe('the extra-field rules on saved answers (what the API checks)', () => {
  it('takes numbers as numbers and yes/no as booleans, as the form saves them', () => {
    expect(savedExtraFieldProblem(field('number'), 2.5)).toBeUndefined();
    expect(savedExtraFieldProblem(field('number'), '2.5')).toBe('number');
    expect(savedExtraFieldProblem(field('number'), Number.NaN)).toBe('number');
    expect(savedExtraFieldProblem(field('yes_no'), false)).toBeUndefined();
    expect(savedExtraFieldProblem(field('yes_no'), 'no')).toBe('required');
    expect(savedExtraFieldProblem(field('date'), '2026-02-30')).toBe('date');
    expect(savedExtraFieldProblem(field('date'), '2026-02-28')).toBeUndefined();
  });

  it('asks for a required answer and lets an optional one be left out', () => {
    expect(savedExtraFieldProblem(field('text', true), undefined)).toBe('required');
    expect(savedExtraFieldProblem(field('text', true), '  ')).toBe('required');
    expect(savedExtraFieldProblem(field('text'), undefined)).toBeUndefined();
  });

  it('keeps an answer to a field the hotel removed only as it was saved', () => {
    expect(hotelFieldIssues('additionalData', { old: 'a' }, [], { old: 'a' })).toEqual([]);
    expect(hotelFieldIssues('additionalData', { old: 'b' }, [], { old: 'a' })).toEqual([
      { field: 'body.additionalData.old', message: 'Not a field of this hotel.' },
    ]);
  });
});

describe('minValue, maxValue and sameAs (spec section 5) on the hotel’s fields', () => {
  const people: TExtraFieldDefinition = { ...field('number'), min: 1, max: 9 };
  const email: TExtraFieldDefinition = { ...field('email'), key: 'invoiceEmail' };
  const repeat: TExtraFieldDefinition = { ...field('email'), key: 'repeat', sameAs: 'invoiceEmail' };

  it.each([
    ['0', 'minValue'],
    ['1', undefined],
    ['9', undefined],
    ['9,5', 'maxValue'],
    ['10', 'maxValue'],
    ['-3', 'minValue'],
    ['two', 'number'],
    ['', undefined],
  ])('a number field with limits 1 to 9 reads %j as %s', (typed, problem) => {
    expect(extraFieldProblem(people, typed)).toBe(problem);
  });

  it('checks the limits on the saved number too', () => {
    expect(savedExtraFieldProblem(people, 0)).toBe('minValue');
    expect(savedExtraFieldProblem(people, 10)).toBe('maxValue');
    expect(savedExtraFieldProblem(people, 4)).toBeUndefined();
  });

  it('asks an e-mail field for an e-mail', () => {
    expect(extraFieldProblem(email, 'ana@')).toBe('email');
    expect(extraFieldProblem(email, 'ana@example.com')).toBeUndefined();
  });

  it.each([
    ['ana@example.com', 'ana@example.com', undefined],
    ['ana@example.com', ' ANA@example.com ', undefined],
    ['ana@example.com', 'ana@example.org', 'sameAs'],
    ['ana@example.com', '', 'sameAs'],
    ['', '', undefined],
  ])('a repeat of %j typed as %j is %s', (first, typed, problem) => {
    expect(extraFieldProblem(repeat, typed, { invoiceEmail: first })).toBe(problem);
  });

  it('compares the saved repeat with the answer sent beside it (what the API checks)', () => {
    const fields = [email, repeat];
    expect(
      hotelFieldIssues('additionalData', { invoiceEmail: 'a@b.co', repeat: 'a@b.co' }, fields, {}),
    ).toEqual([]);
    expect(
      hotelFieldIssues('additionalData', { invoiceEmail: 'a@b.co', repeat: 'x@b.co' }, fields, {}),
    ).toEqual([{ field: 'body.additionalData.repeat', message: 'validation.sameAs' }]);
  });

  it('refuses a hotel configuration whose sameAs names no field of the same kind', () => {
    const config = { origin: false, destination: false, transportType: false, travelReason: false };
    expect(ZAdditionalDataConfig.safeParse({ ...config, extraFields: [email, repeat] }).success).toBe(true);
    expect(ZAdditionalDataConfig.safeParse({ ...config, extraFields: [repeat] }).success).toBe(false);
    expect(
      ZAdditionalDataConfig.safeParse({
        ...config,
        extraFields: [{ ...field('text'), key: 'invoiceEmail' }, repeat],
      }).success,
    ).toBe(false);
  });
});
