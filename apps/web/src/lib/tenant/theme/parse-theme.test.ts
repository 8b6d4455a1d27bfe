import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, parseTenantTheme } from '@hospedar/contracts/tenant/theme';
import { DEFAULT_TENANT_THEME, parseTheme } from './parse-theme.ts';

const GOOD = {
  background: '#fff7ed',
  primaryColor: '#c2410c',
  cardRadius: 16,
  inputRadius: 12,
  buttonRadius: 16,
  chipRadius: 16,
  logo: { internal: '/brand/solnascente/logo.svg', external: 'https://cdn.example.com/logo-white.svg' },
  backgroundUrl: '/brand/solnascente/background.svg',
};

const HOSTILE: unknown[] = [
  null,
  'theme',
  42,
  {},
  { ...GOOD, primaryColor: 'red; background: url(javascript:alert(1))' },
  { ...GOOD, background: '#12345' },
  { ...GOOD, cardRadius: -1, inputRadius: 49, buttonRadius: 2.5, chipRadius: '8' },
  { ...GOOD, logo: { internal: 'javascript:alert(1)', external: '//evil.example.com/x.svg' } },
  { ...GOOD, logo: 'x' },
  { ...GOOD, backgroundUrl: 'data:image/svg+xml;base64,AAAA' },
  { ...GOOD, backgroundUrl: '/img/a.svg") no-repeat; x: url("' },
  { ...GOOD, backgroundUrl: `/${'a'.repeat(600)}` },
  { ...GOOD, backgroundUrl: 'http://insecure.example.com/a.png' },
];

describe('parseTheme', () => {
  it('keeps a valid theme as is', () => {
    expect(parseTheme(GOOD)).toEqual(GOOD);
  });

  it('falls back field by field: one bad value does not discard the others', () => {
    const theme = parseTheme({ ...GOOD, primaryColor: 'not-a-colour', cardRadius: 100 });
    expect(theme.primaryColor).toBe(DEFAULT_TENANT_THEME.primaryColor);
    expect(theme.cardRadius).toBe(DEFAULT_TENANT_THEME.cardRadius);
    expect(theme.background).toBe(GOOD.background);
    expect(theme.logo).toEqual(GOOD.logo);
  });

  it('has the defaults of the contracts', () => {
    expect(DEFAULT_TENANT_THEME).toEqual(DEFAULT_THEME);
  });

  it.each([GOOD, ...HOSTILE])('agrees with parseTenantTheme of the contracts (%#)', (input) => {
    expect(parseTheme(input)).toEqual(parseTenantTheme(input));
  });
});
