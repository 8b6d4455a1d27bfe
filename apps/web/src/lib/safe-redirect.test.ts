import { describe, expect, it } from 'vitest';
import { safeRedirectPath, withRedirectUrl } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/welcome/menu')).toBe('/welcome/menu');
    expect(safeRedirectPath('/a/b?lang=en-US#top')).toBe('/a/b?lang=en-US#top');
  });

  it.each([
    'https://evil.example.com/',
    '//evil.example.com',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'welcome',
    '',
    '/ok\nSet-Cookie:x',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it('answers the fallback for null and over-long values', () => {
    expect(safeRedirectPath(null, '/welcome')).toBe('/welcome');
    expect(safeRedirectPath(`/${'a'.repeat(2100)}`)).toBe('/');
  });

  it('builds the error address with the original path encoded', () => {
    expect(withRedirectUrl('/error/not-found', '/a/b?x=1')).toBe(
      '/error/not-found?redirectUrl=%2Fa%2Fb%3Fx%3D1',
    );
  });
});
