import { describe, expect, it } from 'vitest';
import { isAllowedTokenizationUrl, readFrameMessage, readPortalMessage } from './card-frame-protocol.ts';

const card = { token: 'token_abc', brand: 'visa', last4: '0010', expMonth: 12, expYear: 2029 };

describe('the card frame protocol', () => {
  it('hands the portal only a token, brand, last 4 and expiry', () => {
    expect(readFrameMessage({ kind: 'hospedar-card:tokenized', requestId: 'r1', card })).toEqual({
      kind: 'hospedar-card:tokenized',
      requestId: 'r1',
      card,
    });
    // A card message with anything more (a number, a CVV) is not read at all.
    for (const extra of [{ number: '4000000000000010' }, { cvv: '123' }]) {
      expect(
        readFrameMessage({ kind: 'hospedar-card:tokenized', requestId: 'r1', card: { ...card, ...extra } }),
      ).toBeNull();
    }
    expect(
      readFrameMessage({
        kind: 'hospedar-card:tokenized',
        requestId: 'r1',
        card: { ...card, last4: '4000000000000010' },
      }),
    ).toBeNull();
  });

  it('carries refused fields as codes, never as texts or values', () => {
    const issue = { field: 'cvv', code: 'invalidCvv', length: 3 };
    expect(readFrameMessage({ kind: 'hospedar-card:invalid', requestId: 'r1', issues: [issue] })).toEqual({
      kind: 'hospedar-card:invalid',
      requestId: 'r1',
      issues: [issue],
    });
    for (const wrong of [
      { field: 'number', message: 'Invalid credit card number' },
      { field: 'number', code: 'Invalid credit card number', length: null },
      { field: 'cvv', code: 'invalidCvv', length: '123' },
    ]) {
      expect(
        readFrameMessage({ kind: 'hospedar-card:invalid', requestId: 'r1', issues: [wrong] }),
      ).toBeNull();
    }
  });

  it("ignores other windows' messages and malformed ones", () => {
    expect(readFrameMessage('hello')).toBeNull();
    expect(readFrameMessage({ kind: 'other:ready' })).toBeNull();
    expect(readFrameMessage({ kind: 'hospedar-card:resize', height: 1e9 })).toBeNull();
    expect(readPortalMessage({ kind: 'hospedar-card:tokenize', requestId: 'r', holderName: 'A' })).toBeNull();
    expect(readPortalMessage({ kind: 'hospedar-card:focus', field: 'password' })).toBeNull();
  });

  it("sends cards only to Pagar.me's tokens call or the sandbox module on the portal's own host", () => {
    const portal = 'http://localhost:3000';
    expect(isAllowedTokenizationUrl('https://api.pagar.me/core/v5/tokens?appId=pk_test_1', portal)).toBe(
      true,
    );
    expect(
      isAllowedTokenizationUrl(`${portal}/sandbox-processor/core/v5/tokens?appId=pk_sandbox`, portal),
    ).toBe(true);
    expect(isAllowedTokenizationUrl('https://evil.example/core/v5/tokens', portal)).toBe(false);
    expect(isAllowedTokenizationUrl(`${portal}/api/clients/1`, portal)).toBe(false);
    expect(
      isAllowedTokenizationUrl('http://other.localhost:3000/sandbox-processor/core/v5/tokens', portal),
    ).toBe(false);
    expect(isAllowedTokenizationUrl('/sandbox-processor/core/v5/tokens?appId=pk_test_sandbox', portal)).toBe(
      true,
    );
    expect(isAllowedTokenizationUrl('//evil.example/sandbox-processor/core/v5/tokens', portal)).toBe(false);
  });
});
