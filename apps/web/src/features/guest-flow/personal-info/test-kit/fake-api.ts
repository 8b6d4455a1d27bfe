import { vi } from 'vitest';

type TRoute = { method?: string; match: RegExp; status?: number; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The address of zip code 88780140, as GET /api/zip answers it. */
export const NEREU_RAMOS = {
  cep: '88780140',
  street: 'Rua Nereu Ramos',
  neighborhood: 'Centro',
  city: 'Imbituba',
  cityId: '4207304',
  state: 'SC',
  stateId: '42',
};

/** The geo and terms answers every test of this area needs (the API's shapes, a few entries each). */
export const GEO_ROUTES: TRoute[] = [
  {
    match: /^\/api\/countries\?/,
    body: [
      { id: 'AR', name: 'Argentina' },
      { id: 'BR', name: 'Brazil' },
      { id: 'US', name: 'United States' },
    ],
  },
  {
    match: /^\/api\/countries\/BR\/states$/,
    body: [
      { id: '42', code: 'SC', name: 'Santa Catarina' },
      { id: '35', code: 'SP', name: 'São Paulo' },
    ],
  },
  {
    match: /^\/api\/states\/42\/cities$/,
    body: [
      { id: '4205407', name: 'Florianópolis' },
      { id: '4207304', name: 'Imbituba' },
    ],
  },
  { match: /^\/api\/states\/35\/cities$/, body: [{ id: '3550308', name: 'São Paulo' }] },
  { match: /^\/api\/zip\/88780140$/, body: NEREU_RAMOS },
  { match: /^\/api\/zip\/\d{8}$/, status: 404, body: { code: 'ZIP_NOT_FOUND', message: 'No results.' } },
];

/**
 * Stubs fetch with a table of answers (first match wins; unknown paths answer 404) and returns the
 * mock, whose calls tell what the screen asked.
 */
export function stubApi(routes: TRoute[] = []) {
  const all = [...routes, ...GEO_ROUTES];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = init?.method ?? 'GET';
    const route = all.find((r) => r.match.test(url) && (r.method ?? 'GET') === method);
    return Promise.resolve(
      route ? json(route.status ?? 200, route.body) : json(404, { code: 'NOT_FOUND', message: 'Not found.' }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
