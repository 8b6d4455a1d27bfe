import { describe, expect, it } from 'vitest';
import type { TExtraFieldDefinition } from '../tenant/company-config.ts';
import { hotelFieldIssues, savedExtraFieldProblem } from './extra-field-rules.ts';

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
