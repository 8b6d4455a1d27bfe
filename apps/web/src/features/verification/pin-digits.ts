/** Pure rules of the PIN boxes: typing, pasting and backspace over an array of single digits. */
export type TPinDigits = string[];

export function emptyDigits(length: number): TPinDigits {
  return Array.from({ length }, () => '');
}

/**
 * Puts what arrived in box `index` (one typed digit, or a whole pasted or autofilled code) into the
 * boxes. A full code lands from the first box wherever it was pasted. Answers the digits and the box
 * to focus next.
 */
export function enterDigits(
  current: TPinDigits,
  index: number,
  input: string,
): { digits: TPinDigits; focus: number } {
  const length = current.length;
  const typed = input.replace(/\D/g, '');
  if (!typed) return { digits: current, focus: index };
  const start = typed.length >= length ? 0 : index;
  const digits = [...current];
  const chars = typed.slice(0, length - start).split('');
  chars.forEach((digit, offset) => {
    digits[start + offset] = digit;
  });
  return { digits, focus: Math.min(start + chars.length, length - 1) };
}

/** Backspace: clears the box; on an empty box, clears the previous one and moves there. */
export function eraseDigit(current: TPinDigits, index: number): { digits: TPinDigits; focus: number } {
  const digits = [...current];
  if (digits[index]) {
    digits[index] = '';
    return { digits, focus: index };
  }
  const previous = Math.max(0, index - 1);
  digits[previous] = '';
  return { digits, focus: previous };
}

export function isComplete(digits: TPinDigits): boolean {
  return digits.every((digit) => /^\d$/.test(digit));
}
