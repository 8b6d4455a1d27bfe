import { describe, expect, it } from 'vitest';
import { emptyDigits, enterDigits, eraseDigit, isComplete } from './pin-digits.ts';

describe('PIN digits', () => {
  it('types one digit and advances', () => {
    expect(enterDigits(emptyDigits(5), 0, '4')).toEqual({ digits: ['4', '', '', '', ''], focus: 1 });
    expect(enterDigits(['1', '2', '3', '4', ''], 4, '5')).toEqual({
      digits: ['1', '2', '3', '4', '5'],
      focus: 4,
    });
  });

  it('ignores what is not a digit', () => {
    const digits = emptyDigits(5);
    expect(enterDigits(digits, 2, 'a')).toEqual({ digits, focus: 2 });
  });

  it('puts a whole pasted code from the first box, whichever box it was pasted into', () => {
    expect(enterDigits(emptyDigits(5), 3, '12 345')).toEqual({ digits: ['1', '2', '3', '4', '5'], focus: 4 });
    expect(enterDigits(emptyDigits(5), 0, '1234567')).toEqual({
      digits: ['1', '2', '3', '4', '5'],
      focus: 4,
    });
  });

  it('fills from the box when a shorter piece is pasted', () => {
    expect(enterDigits(emptyDigits(5), 1, '23')).toEqual({ digits: ['', '2', '3', '', ''], focus: 3 });
  });

  it('backspace clears the box, or the previous one when empty', () => {
    expect(eraseDigit(['1', '2', '3', '', ''], 2)).toEqual({ digits: ['1', '2', '', '', ''], focus: 2 });
    expect(eraseDigit(['1', '2', '3', '', ''], 3)).toEqual({ digits: ['1', '2', '', '', ''], focus: 2 });
    expect(eraseDigit(emptyDigits(5), 0)).toEqual({ digits: emptyDigits(5), focus: 0 });
  });

  it('is complete when every box holds a digit', () => {
    expect(isComplete(['1', '2', '3', '4', '5'])).toBe(true);
    expect(isComplete(['1', '2', '', '4', '5'])).toBe(false);
  });
});
