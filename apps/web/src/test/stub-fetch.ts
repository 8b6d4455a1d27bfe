import { vi } from 'vitest';

/** Every fetch answers `status` with `body` as JSON, as the API would; the mock, to read the calls. */
export function stubFetchAnswering(status: number, body: unknown) {
  const fetchMock = vi.fn((_input: RequestInfo | URL) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
