/**
 * The messages between the portal and its card frame (`/card-frame.html`, decision 100). The frame is a
 * sandboxed page of its own: the card number and the CVV are typed there and sent from there to the
 * processor's tokenization call; the portal only ever receives what `TTokenizedCard` holds.
 */

/** Which processor tokenizes (the hotel's setting): the sandbox module of the API, or Pagar.me v5. */
export type TCardProcessorDriver = 'sandbox' | 'pagarme';

/** The billing address sent with the card (spec section 3, Billing address), in Pagar.me's terms. */
export type TFrameBillingAddress = {
  line1: string;
  line2: string;
  zipCode: string;
  city: string;
  state: string;
  country: string;
};

/** A card field of the frame. */
export type TFrameField = 'number' | 'expiry' | 'cvv';

/** What the portal receives for a card: never its number, never its CVV. */
export type TTokenizedCard = {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

const PREFIX = 'hospedar-card:';

export type TToFrameMessage =
  | {
      kind: 'hospedar-card:init';
      language: string;
      driver: TCardProcessorDriver;
      /** The processor's tokenization URL (the hotel's processor settings); the frame checks it. */
      tokenizationUrl: string;
      /** The hotel's date, 'YYYY-MM-DD': an expiry before its month is refused. */
      today: string;
      /** The hotel's colour and corner radius, so the frame looks like the form around it. */
      theme: { primary: string; radius: number };
    }
  | {
      kind: 'hospedar-card:tokenize';
      requestId: string;
      holderName: string;
      billingAddress: TFrameBillingAddress;
    }
  /** Check the card fields without sending them: answered by 'invalid' (no issues when all is right). */
  | { kind: 'hospedar-card:validate'; requestId: string }
  | { kind: 'hospedar-card:focus'; field: TFrameField };

/** Why a card field is refused: a key of payment.json's `frame` texts (both sides translate it). */
export type TFrameIssueCode = 'required' | 'invalidNumber' | 'invalidExpiry' | 'pastExpiry' | 'invalidCvv';

/**
 * A refused card field, as a code and not a text: the portal writes it in the language on screen, so
 * its error summary follows a language switch as the frame does. `length` is the CVV's (invalidCvv).
 */
export type TFrameIssue = { field: TFrameField; code: TFrameIssueCode; length: number | null };

export type TFromFrameMessage =
  | { kind: 'hospedar-card:ready' }
  | { kind: 'hospedar-card:resize'; height: number }
  | { kind: 'hospedar-card:brand'; brand: string | null }
  | { kind: 'hospedar-card:tokenized'; requestId: string; card: TTokenizedCard }
  | { kind: 'hospedar-card:invalid'; requestId: string; issues: TFrameIssue[] }
  | { kind: 'hospedar-card:failed'; requestId: string; reason: 'refused' | 'unavailable' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const FRAME_FIELDS: readonly string[] = ['number', 'expiry', 'cvv'];
const ISSUE_CODES: readonly string[] = [
  'required',
  'invalidNumber',
  'invalidExpiry',
  'pastExpiry',
  'invalidCvv',
];

function isIssue(value: unknown): value is TFrameIssue {
  return (
    isRecord(value) &&
    FRAME_FIELDS.includes(String(value.field)) &&
    ISSUE_CODES.includes(String(value.code)) &&
    (value.length === null || (Number.isInteger(value.length) && Number(value.length) > 0))
  );
}

function isTokenizedCard(value: unknown): value is TTokenizedCard {
  return (
    isRecord(value) &&
    typeof value.token === 'string' &&
    typeof value.brand === 'string' &&
    typeof value.last4 === 'string' &&
    /^\d{4}$/.test(value.last4) &&
    Number.isInteger(value.expMonth) &&
    Number.isInteger(value.expYear) &&
    Object.keys(value).length === 5
  );
}

/** A message from the frame, checked field by field; anything else (another window's) is null. */
export function readFrameMessage(data: unknown): TFromFrameMessage | null {
  if (!isRecord(data) || typeof data.kind !== 'string' || !data.kind.startsWith(PREFIX)) return null;
  const requestId = typeof data.requestId === 'string' ? data.requestId : null;
  switch (data.kind) {
    case 'hospedar-card:ready':
      return { kind: data.kind };
    case 'hospedar-card:resize':
      return typeof data.height === 'number' && data.height > 0 && data.height < 2000
        ? { kind: data.kind, height: data.height }
        : null;
    case 'hospedar-card:brand':
      return data.brand === null || typeof data.brand === 'string'
        ? { kind: data.kind, brand: data.brand }
        : null;
    case 'hospedar-card:tokenized':
      return requestId && isTokenizedCard(data.card) ? { kind: data.kind, requestId, card: data.card } : null;
    case 'hospedar-card:invalid':
      return requestId && Array.isArray(data.issues) && data.issues.every(isIssue)
        ? { kind: data.kind, requestId, issues: data.issues }
        : null;
    case 'hospedar-card:failed':
      return requestId && (data.reason === 'refused' || data.reason === 'unavailable')
        ? { kind: data.kind, requestId, reason: data.reason }
        : null;
    default:
      return null;
  }
}

function isBilling(value: unknown): value is TFrameBillingAddress {
  return (
    isRecord(value) &&
    ['line1', 'line2', 'zipCode', 'city', 'state', 'country'].every((key) => typeof value[key] === 'string')
  );
}

/** A message from the portal, as the frame reads it; anything else is null. */
export function readPortalMessage(data: unknown): TToFrameMessage | null {
  if (!isRecord(data) || typeof data.kind !== 'string') return null;
  switch (data.kind) {
    case 'hospedar-card:init': {
      const theme = isRecord(data.theme) ? data.theme : null;
      const isValid =
        typeof data.language === 'string' &&
        (data.driver === 'sandbox' || data.driver === 'pagarme') &&
        typeof data.tokenizationUrl === 'string' &&
        typeof data.today === 'string' &&
        theme !== null &&
        typeof theme.primary === 'string' &&
        typeof theme.radius === 'number';
      return isValid ? (data as TToFrameMessage) : null;
    }
    case 'hospedar-card:tokenize':
      return typeof data.requestId === 'string' &&
        typeof data.holderName === 'string' &&
        isBilling(data.billingAddress)
        ? (data as TToFrameMessage)
        : null;
    case 'hospedar-card:validate':
      return typeof data.requestId === 'string' ? (data as TToFrameMessage) : null;
    case 'hospedar-card:focus':
      return FRAME_FIELDS.includes(String(data.field)) ? (data as TToFrameMessage) : null;
    default:
      return null;
  }
}

/** The frame's page, on the portal's own host (served with its own CSP: decision 100). */
export const CARD_FRAME_PATH = '/card-frame.html';

/**
 * The origin the portal accepts the frame's messages from: the frame is sandboxed without
 * allow-same-origin, so its origin is opaque and the browser writes it "null". The portal also checks
 * that the message comes from its own frame's window.
 */
export const CARD_FRAME_ORIGIN = 'null';

/** The processor's tokenization host for Pagar.me (Core API v5). */
export const PAGARME_TOKENIZATION = 'https://api.pagar.me/core/v5/tokens';

/** The tokenization URL as an absolute URL (the sandbox's is a path on the portal's host), or null. */
export function resolveTokenizationUrl(url: string, portalOrigin: string): URL | null {
  try {
    return new URL(url, portalOrigin);
  } catch {
    return null;
  }
}

/**
 * Whether the frame may send a card to this URL (spec section 7: the processor's tokenization call, from
 * the browser): Pagar.me's tokens call, or the sandbox module's on the portal's own host. Anything else
 * a portal script might pass is refused; the frame's CSP allows only these hosts too.
 */
export function isAllowedTokenizationUrl(url: string, portalOrigin: string): boolean {
  const parsed = resolveTokenizationUrl(url, portalOrigin);
  if (!parsed) return false;
  const path = `${parsed.origin}${parsed.pathname}`;
  if (path === PAGARME_TOKENIZATION) return true;
  return parsed.origin === portalOrigin && /^\/sandbox-processor\/core\/v5\/tokens$/.test(parsed.pathname);
}
