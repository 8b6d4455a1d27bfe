import { describe, expect, it } from 'vitest';
import { cardIssues, formatCardNumber, formatExpiry, issueText } from './card-input.ts';
import { frameTexts } from './texts.ts';

const TODAY = '2026-11-26';
const en = frameTexts('en-US');

describe('the card frame fields', () => {
  it('groups the number as printed: 4-4-4-4, and 4-6-5 for American Express', () => {
    expect(formatCardNumber('4000000000000010')).toBe('4000 0000 0000 0010');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4000-0000 00ab')).toBe('4000 0000 00');
  });

  it('masks the expiry as MM/YY', () => {
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('7')).toBe('07');
    expect(formatExpiry('07/3')).toBe('07/3');
  });

  it('tells each wrong field with the contracts card rules, as codes the portal translates too', () => {
    const issues = cardIssues({ number: '4000 0000 0000 0011', expiry: '10/26', cvv: '12' }, TODAY);
    expect(issues).toEqual([
      { field: 'number', code: 'invalidNumber', length: null },
      { field: 'expiry', code: 'pastExpiry', length: null },
      { field: 'cvv', code: 'invalidCvv', length: 3 },
    ]);
    expect(issues.map((issue) => issueText(issue, en))).toEqual([
      'Invalid credit card number',
      'This card has expired',
      'Enter the 3-digit security code',
    ]);
    const es = cardIssues({ number: '', expiry: '13/30', cvv: '' }, TODAY);
    expect(es.map((issue) => issueText(issue, frameTexts('es-ES')))).toEqual([
      'Campo obligatorio',
      'Introduzca una fecha válida con el formato MM/AA',
      'Campo obligatorio',
    ]);
    expect(cardIssues({ number: '3782 822463 10005', expiry: '01/30', cvv: '123' }, TODAY)).toEqual([
      { field: 'cvv', code: 'invalidCvv', length: 4 },
    ]);
  });

  it('takes a right card, the month of today included, and the four digits of an Amex code', () => {
    expect(cardIssues({ number: '4000 0000 0000 0010', expiry: '11/26', cvv: '123' }, TODAY)).toEqual([]);
    expect(cardIssues({ number: '3782 822463 10005', expiry: '01/30', cvv: '1234' }, TODAY)).toEqual([]);
  });
});
