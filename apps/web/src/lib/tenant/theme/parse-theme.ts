import type { TTenantTheme } from '@hospedar/contracts/tenant/theme';

/**
 * The same semantics as `parseTenantTheme` of @hospedar/contracts/tenant/theme (each invalid field
 * falls back alone), without zod, so the first screen does not pay for it. parse-theme.test.ts checks
 * both agree on good and hostile inputs.
 */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const SAFE_URL = /^(?:\/(?!\/)[\w\-./%]*|https:\/\/[\w\-.]+(?::\d+)?(?:\/[\w\-./%]*)?)$/;

export const DEFAULT_TENANT_THEME: TTenantTheme = {
  background: '#f5f6f8',
  primaryColor: '#1d4ed8',
  cardRadius: 12,
  inputRadius: 8,
  buttonRadius: 8,
  chipRadius: 16,
  logo: { internal: '/brand/hospedar/logo.svg', external: '/brand/hospedar/logo-white.svg' },
  backgroundUrl: null,
};

const isColour = (v: unknown): v is string => typeof v === 'string' && HEX_COLOUR.test(v);
const isRadius = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 48;
const isSafeUrl = (v: unknown): v is string => typeof v === 'string' && v.length <= 500 && SAFE_URL.test(v);

function field(input: unknown, key: string): unknown {
  return typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
}

function pick<T>(value: unknown, isValid: (v: unknown) => v is T, fallback: T): T {
  return isValid(value) ? value : fallback;
}

export function parseTheme(input: unknown): TTenantTheme {
  const d = DEFAULT_TENANT_THEME;
  const logo = field(input, 'logo');
  const backgroundUrl = field(input, 'backgroundUrl');
  return {
    background: pick(field(input, 'background'), isColour, d.background),
    primaryColor: pick(field(input, 'primaryColor'), isColour, d.primaryColor),
    cardRadius: pick(field(input, 'cardRadius'), isRadius, d.cardRadius),
    inputRadius: pick(field(input, 'inputRadius'), isRadius, d.inputRadius),
    buttonRadius: pick(field(input, 'buttonRadius'), isRadius, d.buttonRadius),
    chipRadius: pick(field(input, 'chipRadius'), isRadius, d.chipRadius),
    logo: {
      internal: pick(field(logo, 'internal'), isSafeUrl, d.logo.internal),
      external: pick(field(logo, 'external'), isSafeUrl, d.logo.external),
    },
    backgroundUrl: isSafeUrl(backgroundUrl) ? backgroundUrl : null,
  };
}
