/** Appends the two check digits to the first nine digits of a CPF (Receita Federal's mod-11 rule). */
export function cpfWithCheckDigits(firstNine: string): string {
  if (!/^\d{9}$/.test(firstNine)) throw new Error(`A CPF base has 9 digits, got '${firstNine}'`);
  const checkDigit = (digits: string) => {
    const weightStart = digits.length + 1;
    const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weightStart - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = checkDigit(firstNine);
  const second = checkDigit(`${firstNine}${first}`);
  return `${firstNine}${first}${second}`;
}
