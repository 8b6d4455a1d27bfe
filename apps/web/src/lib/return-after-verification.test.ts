import { beforeEach, describe, expect, it } from 'vitest';
import { returnAfterVerification } from './return-after-verification.ts';

describe('returnAfterVerification', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('gives the remembered guest place back once', () => {
    returnAfterVerification.remember('/reservation/personal-info');
    expect(returnAfterVerification.take()).toBe('/reservation/personal-info');
    expect(returnAfterVerification.take()).toBeNull();
  });

  it.each(['/welcome/menu', 'https://evil.example/home', '//evil.example', '/home/../error', ''])(
    'ignores %j, which is not a place of the guest area',
    (path) => {
      returnAfterVerification.remember(path);
      expect(returnAfterVerification.take()).toBeNull();
    },
  );
});
