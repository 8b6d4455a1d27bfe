import { afterEach, describe, expect, it } from 'vitest';
import { passkeyOffer } from './passkey-offer-store.ts';

const GUEST = '2ebe2bad-4de4-4bce-8f9e-581a1ad9624c';
const OTHER = '3c1f4a52-7d0e-4f8b-9a61-2b5e8d7c9f10';

describe('the passkey offer (decision 117)', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('is due once a tab for each guest', () => {
    expect(passkeyOffer.isDue(GUEST)).toBe(true);
    passkeyOffer.markOffered(GUEST);
    expect(passkeyOffer.isDue(GUEST)).toBe(false);
    expect(passkeyOffer.isDue(OTHER)).toBe(true);
    window.sessionStorage.clear();
    expect(passkeyOffer.isDue(GUEST)).toBe(true);
  });

  it('is never due again on this device for a guest who said "Not now"', () => {
    passkeyOffer.notNow(GUEST);
    window.sessionStorage.clear();
    expect(passkeyOffer.isDue(GUEST)).toBe(false);
    expect(passkeyOffer.isDue(OTHER)).toBe(true);
  });
});
