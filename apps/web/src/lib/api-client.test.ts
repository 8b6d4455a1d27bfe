import { describe, expect, it, vi } from 'vitest';
import { APP_NAME, APP_TYPE, HEADERS } from '@hospedar/contracts/constants';
import { ApiError, buildHeaders, createApiClient, isNetworkFailure } from './api-client.ts';
import type { TApiClientOptions } from './api-client.ts';
import { tokenStore } from './token-store.ts';

const options = (over: Partial<TApiClientOptions> = {}): TApiClientOptions => ({
  getLanguage: () => 'en-US',
  getGroupOrCompany: () => null,
  getTokenKey: () => null,
  ...over,
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('api client headers', () => {
  it('sends Accept, Content-Type, app name, app type and lang on every request', () => {
    const headers = buildHeaders('/api/config', options({ getLanguage: () => 'es-ES' }));
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get(HEADERS.appName)).toBe(APP_NAME);
    expect(headers.get(HEADERS.appType)).toBe(APP_TYPE);
    expect(headers.get(HEADERS.lang)).toBe('es-ES');
    expect(headers.has(HEADERS.groupOrCompany)).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('adds the group-or-company header when set', () => {
    const headers = buildHeaders('/api/x', options({ getGroupOrCompany: () => 'marazul' }));
    expect(headers.get(HEADERS.groupOrCompany)).toBe('marazul');
  });

  it('adds the bearer token of the active guest, only for our own /api', () => {
    tokenStore.save('guest-1', 'tok-123');
    const opts = options({ getTokenKey: () => 'guest-1' });
    expect(buildHeaders('/api/clients/1', opts).get('Authorization')).toBe('Bearer tok-123');
    expect(buildHeaders('https://storage.example.com/upload', opts).has('Authorization')).toBe(false);
    expect(buildHeaders('//storage.example.com/api/x', opts).has('Authorization')).toBe(false);
  });

  it('sends no token once it is older than 50 minutes', () => {
    tokenStore.save('guest-1', 'old', Date.now() - 51 * 60_000);
    expect(buildHeaders('/api/x', options({ getTokenKey: () => 'guest-1' })).has('Authorization')).toBe(
      false,
    );
  });
});

describe('api client requests', () => {
  it('types the body as JSON, and sends no Content-Type without a body', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, null));
    const request = createApiClient(options({ fetch: fetchMock }));
    await request('/api/x', { method: 'POST', body: { a: 1 } });
    await request('/api/x/1', { method: 'DELETE' });
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Content-Type'));
    expect(sent).toEqual(['application/json', null]);
  });

  it('builds the query without empty values and parses JSON', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    const request = createApiClient(options({ fetch: fetchMock }));
    await expect(
      request('/api/config', { query: { guestId: undefined, origin: 'direct', lang: 'en-US' } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/config?origin=direct&lang=en-US',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('throws a typed ApiError with status and the { code, message, details } body', async () => {
    const body = { code: 'TENANT_NOT_FOUND', message: 'No such hotel', details: { subdomain: 'x' } };
    const request = createApiClient(options({ fetch: async () => json(404, body) }));
    const error = await request('/api/config').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'TENANT_NOT_FOUND',
      message: 'No such hotel',
      details: { subdomain: 'x' },
    });
  });

  it('reports a network failure as status 0', async () => {
    const request = createApiClient(
      options({
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    );
    await expect(request('/api/config')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  /** A fetch that never answers, and rejects as browsers do when its signal aborts. */
  const hangingFetch: typeof fetch = (_url, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('reports a call that does not answer in time as a network failure (NETWORK_TIMEOUT, status 0)', async () => {
    const request = createApiClient(options({ fetch: hangingFetch }));
    const error = await request('/api/clients/1', { method: 'PUT', timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_TIMEOUT' });
    expect(isNetworkFailure(error)).toBe(true);
  });

  it('still lets the caller cancel a call (an AbortError, not a failure)', async () => {
    const request = createApiClient(options({ fetch: hangingFetch }));
    const controller = new AbortController();
    const pending = request('/api/config', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  it('gives a code to an error without a JSON body', async () => {
    const request = createApiClient(options({ fetch: async () => new Response('<html>', { status: 502 }) }));
    await expect(request('/api/config')).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
  });

  it('reports a 401 of a call made with a token, and not of an anonymous one', async () => {
    tokenStore.save('guest-9', 'tok-9');
    const onUnauthorized = vi.fn();
    const answer = () => Promise.resolve(json(401, { code: 'TOKEN_INVALID', message: 'no' }));
    const withToken = createApiClient(
      options({ getTokenKey: () => 'guest-9', onUnauthorized, fetch: vi.fn(answer) }),
    );
    await expect(withToken('/api/appointments/x')).rejects.toMatchObject({
      status: 401,
      code: 'TOKEN_INVALID',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const anonymous = createApiClient(options({ onUnauthorized, fetch: vi.fn(answer) }));
    await expect(anonymous('/api/appointments/search')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a 403 of a call made with a token (a reservation closed meanwhile), not of an anonymous one', async () => {
    tokenStore.save('guest-9', 'tok-9');
    const onForbidden = vi.fn();
    const answer = () => Promise.resolve(json(403, { code: 'RESERVATION_CANCELLED', message: 'no' }));
    const withToken = createApiClient(
      options({ getTokenKey: () => 'guest-9', onForbidden, fetch: vi.fn(answer) }),
    );
    await expect(withToken('/api/clients/x', { method: 'PUT', body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'RESERVATION_CANCELLED',
    });
    expect(onForbidden).toHaveBeenCalledWith(expect.objectContaining({ code: 'RESERVATION_CANCELLED' }));
    const anonymous = createApiClient(options({ onForbidden, fetch: vi.fn(answer) }));
    await expect(anonymous('/api/appointments/search')).rejects.toBeInstanceOf(ApiError);
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });
});
