import { beforeEach, describe, expect, it } from 'vitest';
import { passkeysMadeHere } from './passkeys-made-here.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('passkeysMadeHere', () => {
  beforeEach(() => window.localStorage.clear());

  it('knows the passkeys this device made, and no other', () => {
    passkeysMadeHere.remember(ID(1));
    expect(passkeysMadeHere.has(ID(1))).toBe(true);
    expect(passkeysMadeHere.has(ID(2))).toBe(false);
  });

  it('keeps the last twenty and reads a damaged entry as none', () => {
    for (let n = 1; n <= 21; n += 1) passkeysMadeHere.remember(ID(n));
    expect(passkeysMadeHere.has(ID(1))).toBe(false);
    expect(passkeysMadeHere.has(ID(21))).toBe(true);
    window.localStorage.setItem('hospedar.passkey.madeHere', '{not json');
    expect(passkeysMadeHere.has(ID(21))).toBe(false);
    window.localStorage.setItem('hospedar.passkey.madeHere', JSON.stringify(['x', ID(3)]));
    expect(passkeysMadeHere.has(ID(3))).toBe(true);
  });
});
