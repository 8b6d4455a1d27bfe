import i18next from 'i18next';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import documents from '../../../locales/en-US/documents.json';
import { initTestI18n } from '../../../test/render.tsx';
import { WithQueryClient } from '../../../test/with-query-client.tsx';

export const GUEST_ID = '5f0c2a4e-1b3d-4c5e-8f7a-9b0c1d2e3f4a';
export const RESERVATION_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** English texts of every area plus this feature's, for screens of the documents feature. */
export async function initDocumentsI18n() {
  await initTestI18n();
  i18next.addResourceBundle('en-US', 'documents', documents, true, true);
}

/** Renders inside a memory router at `path` (for the phone pages, with their route pattern). */
export async function renderDocuments(ui: ReactNode, { path = '/', pattern = '*' } = {}) {
  await initDocumentsI18n();
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />, { wrapper: WithQueryClient }), router };
}

/** jsdom has no object URLs: each blob gets a blob: address. */
export function stubObjectUrls() {
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${++next}`), revokeObjectURL: vi.fn() }),
  );
}

/** The screen size MUI's useMediaQuery sees: 'desktop' matches (min-width: 900px), 'phone' matches max-width queries. */
export function stubScreen(kind: 'desktop' | 'phone') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'desktop' ? query.includes('min-width') : query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

type TAnswer = { status: number; body?: unknown };
export type TRoute = (method: string, url: string, init: RequestInit | undefined) => TAnswer | undefined;

/** A fetch that answers our API from `route` (404 otherwise) and records every call. */
export function stubApi(route: TRoute) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = route(init?.method ?? 'GET', url, init) ?? {
      status: 404,
      body: { code: 'NOT_FOUND', message: url },
    };
    return Promise.resolve(
      new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function storageForm(n: number) {
  return {
    url: '/api/storage/upload',
    fields: { key: `k${n}`, policy: `p${n}` },
    key: `tenant/guest/documents/key-${n}.jpg`,
    expiresAt: new Date(Date.now() + 300_000).toISOString(),
    maxBytes: 25 * 1024 * 1024,
    contentType: 'image/jpeg',
  };
}
