import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './contact-mask.ts';
import { guestContacts } from './guest-contacts.ts';

describe('contact masks', () => {
  it.each([
    ['ana.souza@example.com', 'an***@ex***.com'],
    ['ab@example.com.br', 'a***@ex***.com.br'],
    ['a@x.io', '***@***.io'],
    ['someone@mail.example.com', 'so***@ma***.com'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('keeps country and area codes and the last four digits of a phone', () => {
    expect(maskPhone({ countryCode: '55', areaCode: '48', number: '991234567' })).toBe('+55 (48) *****-4567');
    expect(maskPhone({ countryCode: '1', areaCode: '617', number: '5550140' })).toBe('+1 (617) ***-0140');
    expect(maskPhone({ countryCode: '54', areaCode: null, number: '55552002' })).toBe('+54 ****-2002');
  });

  it('builds E.164 numbers and skips absent contacts', () => {
    expect(
      guestContacts({
        email: ' Ana@Example.com ',
        mobileCountryCode: '55',
        mobileAreaCode: '48',
        mobileNumber: '99123-4567',
      }),
    ).toEqual([
      { id: 'email', channel: 'email', address: 'ana@example.com', masked: 'a***@ex***.com' },
      { id: 'mobile', channel: 'sms', address: '+5548991234567', masked: '+55 (48) *****-4567' },
    ]);
    expect(
      guestContacts({ email: null, mobileCountryCode: null, mobileAreaCode: null, mobileNumber: null }),
    ).toEqual([]);
  });
});
