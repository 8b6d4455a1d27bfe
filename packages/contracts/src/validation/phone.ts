import parsePhoneNumber from 'libphonenumber-js/min';

/** A phone as the forms hold it: international code ('55' or '+55'), area code (DDD) and number. */
export interface PhoneParts {
  countryCode: string;
  areaCode?: string | undefined;
  number: string;
}

/** The 67 Brazilian area codes (DDD) in use (Anatel). */
export const BRAZILIAN_AREA_CODES: readonly string[] = [
  ...['11', '12', '13', '14', '15', '16', '17', '18', '19', '21', '22', '24', '27', '28'],
  ...['31', '32', '33', '34', '35', '37', '38', '41', '42', '43', '44', '45', '46', '47', '48', '49'],
  ...['51', '53', '54', '55', '61', '62', '63', '64', '65', '66', '67', '68', '69'],
  ...['71', '73', '74', '75', '77', '79', '81', '82', '83', '84', '85', '86', '87', '88', '89'],
  ...['91', '92', '93', '94', '95', '96', '97', '98', '99'],
];

const digits = (value: string | undefined): string => (value ?? '').replace(/\D/g, '');

function isBrazil(parts: PhoneParts): boolean {
  return digits(parts.countryCode) === '55';
}

/** A Brazilian mobile number: 9 digits starting with 9. */
const BR_MOBILE = /^9\d{8}$/;
/** A Brazilian landline: 8 digits starting with 2–5 (the legacy 8-digit mobiles, 6–9, are gone since 2016). */
const BR_LANDLINE = /^[2-5]\d{7}$/;

/**
 * A foreign number checked by libphonenumber-js with its `min` metadata: the country calling code must
 * exist and the national number must have a possible length for that country (min metadata does not hold
 * the per-type patterns, so a foreign landline passes the mobile check too).
 */
function isValidForeign(parts: PhoneParts): boolean {
  const country = digits(parts.countryCode);
  const national = digits(parts.areaCode) + digits(parts.number);
  if (country === '' || national === '') return false;
  const parsed = parsePhoneNumber(`+${country}${national}`);
  return parsed !== undefined && parsed.countryCallingCode === country && parsed.isValid();
}

/** isValidMobilePhone: Brazil needs a real DDD and 9 digits starting with 9; abroad, libphonenumber decides. */
export function isValidMobilePhone(parts: PhoneParts): boolean {
  if (!isBrazil(parts)) return isValidForeign(parts);
  return BRAZILIAN_AREA_CODES.includes(digits(parts.areaCode)) && BR_MOBILE.test(digits(parts.number));
}

/** isValidPhone: any mobile, or, in Brazil, an 8-digit landline with a real DDD. */
export function isValidPhone(parts: PhoneParts): boolean {
  if (!isBrazil(parts)) return isValidForeign(parts);
  const number = digits(parts.number);
  return (
    BRAZILIAN_AREA_CODES.includes(digits(parts.areaCode)) &&
    (BR_MOBILE.test(number) || BR_LANDLINE.test(number))
  );
}

/**
 * A Brazilian mobile or landline for display: '+55 (48) 99123-4567' or '+55 (48) 3123-4567'.
 * Other lengths are shown as typed after the area code.
 */
export function formatBrazilianMobile(parts: Pick<PhoneParts, 'areaCode' | 'number'>): string {
  const area = digits(parts.areaCode);
  const number = digits(parts.number);
  const prefix = area === '' ? '+55' : `+55 (${area})`;
  if (number.length === 9 || number.length === 8) {
    return `${prefix} ${number.slice(0, -4)}-${number.slice(-4)}`;
  }
  return number === '' ? prefix : `${prefix} ${number}`;
}
