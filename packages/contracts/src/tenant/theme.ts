import { z } from 'zod';

/**
 * A tenant's theme, parsed field by field: a bad colour, radius or URL falls back to the
 * default for that field alone, so one broken value can neither break nor inject into the page.
 */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** Same-origin paths ('/brand/x.svg') or https URLs; never javascript:, data: or url(...) tricks. */
const SAFE_URL = /^(?:\/(?!\/)[\w\-./%]*|https:\/\/[\w\-.]+(?::\d+)?(?:\/[\w\-./%]*)?)$/;

export const ZColour = z.string().regex(HEX_COLOUR);
export const ZRadius = z.number().int().min(0).max(48);
export const ZSafeUrl = z.string().max(500).regex(SAFE_URL);

export const DEFAULT_THEME = {
  background: '#f5f6f8',
  primaryColor: '#1d4ed8',
  cardRadius: 12,
  inputRadius: 8,
  buttonRadius: 8,
  chipRadius: 16,
  logo: { internal: '/brand/hospedar/logo.svg', external: '/brand/hospedar/logo-white.svg' },
  backgroundUrl: null as string | null,
};

export const ZTenantTheme = z.object({
  background: ZColour,
  primaryColor: ZColour,
  cardRadius: ZRadius,
  inputRadius: ZRadius,
  buttonRadius: ZRadius,
  chipRadius: ZRadius,
  logo: z.object({ internal: ZSafeUrl, external: ZSafeUrl }),
  backgroundUrl: ZSafeUrl.nullable(),
});
export type TTenantTheme = z.infer<typeof ZTenantTheme>;

function pick<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

function field(input: unknown, key: string): unknown {
  return typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
}

/** Parses any value into a complete theme; each invalid or missing field takes the default. */
export function parseTenantTheme(input: unknown): TTenantTheme {
  const logo = field(input, 'logo');
  return {
    background: pick(ZColour, field(input, 'background'), DEFAULT_THEME.background),
    primaryColor: pick(ZColour, field(input, 'primaryColor'), DEFAULT_THEME.primaryColor),
    cardRadius: pick(ZRadius, field(input, 'cardRadius'), DEFAULT_THEME.cardRadius),
    inputRadius: pick(ZRadius, field(input, 'inputRadius'), DEFAULT_THEME.inputRadius),
    buttonRadius: pick(ZRadius, field(input, 'buttonRadius'), DEFAULT_THEME.buttonRadius),
    chipRadius: pick(ZRadius, field(input, 'chipRadius'), DEFAULT_THEME.chipRadius),
    logo: {
      internal: pick(ZSafeUrl, field(logo, 'internal'), DEFAULT_THEME.logo.internal),
      external: pick(ZSafeUrl, field(logo, 'external'), DEFAULT_THEME.logo.external),
    },
    backgroundUrl: pick(ZSafeUrl.nullable(), field(input, 'backgroundUrl') ?? null, null),
  };
}
