import { describe, expect, it } from 'vitest';
import { formatDocumentNumber, formatPhone, formatZipCode, joinPlace } from './display-format.ts';

describe("display formats of a guest's fields", () => {
  it('masks a CPF and leaves other documents as saved', () => {
    expect(formatDocumentNumber(1, '31854672053')).toBe('318.546.720-53');
    expect(formatDocumentNumber(4, ' 584219376 ')).toBe('584219376');
  });

  it('writes Brazilian zip codes and phones the Brazilian way', () => {
    expect(formatZipCode('01310200', 'BR')).toBe('01310-200');
    expect(formatZipCode('1425', 'AR')).toBe('1425');
    expect(formatPhone({ code: '55', area: '11', number: '991110000' })).toBe('+55 (11) 99111-0000');
    expect(formatPhone({ code: '1', area: '617', number: '5550140' })).toBe('+1 617 5550140');
    expect(formatPhone({ code: '55', area: null, number: null })).toBe('');
  });

  it('joins the known parts of a place', () => {
    expect(joinPlace(['Imbituba', 'Santa Catarina', '', null, 'Brasil'])).toBe(
      'Imbituba, Santa Catarina, Brasil',
    );
  });
});
