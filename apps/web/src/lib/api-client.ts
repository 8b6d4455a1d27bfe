import { APP_NAME, APP_TYPE, HEADERS } from '@hospedar/contracts/constants';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { TApiError } from '@hospedar/contracts/errors/api-error';
import { requestContext } from './request-context.ts';
import { tokenStore } from './token-store.ts';

/** A failed call: HTTP status (0 when the network failed) and the API's `{ code, message, details }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: TApiError['details'];

  constructor(status: number, body: TApiError) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.details = body.details;
  }
}

function toApiErrorBody(status: number, value: unknown): TApiError {
  if (typeof value === 'object' && value !== null) {
    const { code, message, details } = value as Record<string, unknown>;
    if (typeof code === 'string' && typeof message === 'string') {
      return {
        code,
        message,
        details:
          typeof details === 'object' && details !== null ? (details as TApiError['details']) : undefined,
      };
    }
  }
  return { code: status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN_ERROR', message: `HTTP ${status}` };
}

export type TApiClientOptions = {
  getLanguage: () => TLanguage;
  getGroupOrCompany: () => string | null;
  /** Key of the token store whose token authorizes calls (the guest id), or null. */
  getTokenKey: () => string | null;
  /** A call made with a token answered 401 (TOKEN_INVALID): the portal drops the token. */
  onUnauthorized?: (error: ApiError) => void;
  /** A call made with a token answered 403: the guard refused a closed reservation (RESERVATION_*). */
  onForbidden?: (error: ApiError) => void;
  fetch?: typeof fetch;
};

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Headers of one call (the payment's Idempotency-Key and X-Payment-Access), beside the spec's. */
  headers?: Record<string, string>;
  /** Give up after this many ms (a NETWORK_TIMEOUT, status 0); REQUEST_TIMEOUT_MS when absent, 0 for never. */
  timeoutMs?: number;
};

/** A call that has not answered in this time is treated as a lost connection (spec section 8). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Status 0: the request never got an answer (no network, or the time ran out). */
export function isNetworkFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 0;
}

/** Only our own API (same origin, under /api) receives the bearer token; never a storage host. */
export function isOwnApi(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith('//');
}

export function buildUrl(path: string, query?: TRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function buildHeaders(path: string, options: TApiClientOptions): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    [HEADERS.appName]: APP_NAME,
    [HEADERS.appType]: APP_TYPE,
    [HEADERS.lang]: options.getLanguage(),
  });
  const groupOrCompany = options.getGroupOrCompany();
  if (groupOrCompany) headers.set(HEADERS.groupOrCompany, groupOrCompany);
  const tokenKey = options.getTokenKey();
  const token = tokenKey && isOwnApi(path) ? tokenStore.get(tokenKey) : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** The caller's signal, also aborted when `timeoutMs` runs out (0 keeps only the caller's). */
function withDeadline(outer: AbortSignal | undefined, timeoutMs: number) {
  if (timeoutMs <= 0) return { signal: outer, hasExpired: () => false, stop: () => undefined };
  const controller = new AbortController();
  let hasExpired = false;
  const abort = () => controller.abort(outer?.reason);
  if (outer?.aborted) abort();
  outer?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => {
    hasExpired = true;
    controller.abort();
  }, timeoutMs);
  return {
    signal: controller.signal,
    hasExpired: () => hasExpired,
    stop: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    },
  };
}

export function createApiClient(options: TApiClientOptions) {
  return async function request<T>(path: string, init: TRequestOptions = {}): Promise<T> {
    const doFetch = options.fetch ?? fetch;
    let response: Response;
    const headers = buildHeaders(path, options);
    for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
    // A request without a body (DELETE) says no type: the API refuses an empty body typed as JSON.
    if (init.body === undefined) headers.delete('Content-Type');
    const deadline = withDeadline(init.signal, init.timeoutMs ?? REQUEST_TIMEOUT_MS);
    try {
      response = await doFetch(buildUrl(path, init.query), {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: deadline.signal,
        credentials: 'same-origin',
        redirect: 'manual',
      });
    } catch (error) {
      if (deadline.hasExpired()) {
        throw new ApiError(0, { code: 'NETWORK_TIMEOUT', message: 'The request timed out' });
      }
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, { code: 'NETWORK_ERROR', message: 'Network request failed' });
    } finally {
      deadline.stop();
    }
    const text = await response.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (!response.ok) {
      // redirect: 'manual' answers an opaque redirect (type 'opaqueredirect', status 0) for a 302.
      const status = response.type === 'opaqueredirect' ? 302 : response.status;
      const error = new ApiError(status, toApiErrorBody(status, data));
      if (status === 401 && headers.has('Authorization')) options.onUnauthorized?.(error);
      if (status === 403 && headers.has('Authorization')) options.onForbidden?.(error);
      throw error;
    }
    return data as T;
  };
}

const tokenRejectedListeners = new Set<(error: ApiError) => void>();

/**
 * Calls for a 401 on a request made with the guest's token (the token stopped working); the root
 * layout listens, drops the token and sends the guest to verification. Answers the unsubscribe.
 */
export function onTokenRejected(listener: (error: ApiError) => void): () => void {
  tokenRejectedListeners.add(listener);
  return () => {
    tokenRejectedListeners.delete(listener);
  };
}

const reservationClosedListeners = new Set<(error: ApiError) => void>();

/**
 * Calls for a 403 on a request made with the guest's token: the reservation was closed (cancelled,
 * checked out, ended…) while the guest was in it; the root layout listens, ends the session and says
 * why. Answers the unsubscribe.
 */
export function onReservationClosed(listener: (error: ApiError) => void): () => void {
  reservationClosedListeners.add(listener);
  return () => {
    reservationClosedListeners.delete(listener);
  };
}

/** The portal's client of its own API, with the headers of spec section 7 from their owners. */
export const apiRequest = createApiClient({
  ...requestContext,
  onUnauthorized: (error) => tokenRejectedListeners.forEach((listener) => listener(error)),
  onForbidden: (error) => reservationClosedListeners.forEach((listener) => listener(error)),
});
