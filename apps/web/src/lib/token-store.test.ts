import { describe, expect, it } from 'vitest';
import { TOKEN_PREFIX, tokenStore } from './token-store.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('tokenStore', () => {
  it('stores a token per key under the fixed prefix with its time', () => {
    tokenStore.save('guest-1', 'abc', T0);
    expect(JSON.parse(localStorage.getItem(`${TOKEN_PREFIX}guest-1`) ?? '')).toEqual({
      token: 'abc',
      savedAt: T0,
    });
    expect(tokenStore.get('guest-1', T0)).toBe('abc');
    expect(tokenStore.get('guest-2', T0)).toBeNull();
  });

  it('keeps a token up to 50 minutes old', () => {
    tokenStore.save('g', 'abc', T0);
    expect(tokenStore.get('g', T0 + 50 * MINUTE)).toBe('abc');
  });

  it('expires (and removes) a token older than 50 minutes', () => {
    tokenStore.save('g', 'abc', T0);
    expect(tokenStore.get('g', T0 + 50 * MINUTE + 1)).toBeNull();
    expect(localStorage.getItem(`${TOKEN_PREFIX}g`)).toBeNull();
  });

  it('treats a corrupt entry or one saved in the future as absent', () => {
    localStorage.setItem(`${TOKEN_PREFIX}bad`, '{not json');
    expect(tokenStore.get('bad', T0)).toBeNull();
    tokenStore.save('future', 'abc', T0 + 10 * MINUTE);
    expect(tokenStore.get('future', T0)).toBeNull();
  });
});
