import { describe, expect, it } from 'vitest';
import { linkTokenFromHash } from './link-token.ts';

describe('the token of an e-mailed console link (decision 195)', () => {
  const token = 'A'.repeat(40) + '_-9';
  it('reads the 43-character token after #token=', () => {
    expect(linkTokenFromHash(`#token=${token}`)).toBe(token);
  });
  it('refuses anything else', () => {
    for (const hash of [
      '',
      '#',
      `#token=${token}x`,
      `#token=${token.slice(1)}`,
      `#t=${token}`,
      '#token=%20'.padEnd(50, 'a'),
    ]) {
      expect(linkTokenFromHash(hash)).toBeNull();
    }
  });
});
