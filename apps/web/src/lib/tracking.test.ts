import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tracking } from './tracking.ts';

const RESERVATION = '3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f';
const GUEST = '7a1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f';

describe('tracking', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const call = (index: number) => {
    const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
    return { url, init, headers: init.headers as Record<string, string> };
  };

  it('sends the remembered origin once per reservation, with keepalive', () => {
    tracking.rememberOrigin('qr-desk');
    tracking.arrival(RESERVATION);
    tracking.arrival(RESERVATION);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init, headers } = call(0);
    expect(url).toBe(`/api/track/${RESERVATION}`);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(headers['x-origin']).toBe('qr-desk');
    expect(headers['Content-Type']).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('says direct without a usable origin', () => {
    tracking.rememberOrigin('not a label');
    tracking.arrival(RESERVATION);
    expect(call(0).headers['x-origin']).toBe('direct');
  });

  it('sends each step a guest reaches once, and never throws when the network fails', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    tracking.stepReached(GUEST, 'personal-info');
    tracking.stepReached(GUEST, 'personal-info');
    tracking.stepReached(GUEST, 'confirmation');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(call(1).url).toBe(`/api/track/${GUEST}/filling-data`);
    expect(JSON.parse(String(call(1).init.body))).toEqual({ formOrigin: 'confirmation' });
    await Promise.resolve();
  });
});
