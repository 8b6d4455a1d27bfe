import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { TCompanyConfig } from '@hospedar/contracts/tenant/company-config';
import { guestStore } from '../../../lib/guest-session.ts';
import { GuestFlowNavigationContext } from '../../../lib/guest-flow-navigation.ts';
import type { TGuestFlowNavigation } from '../../../lib/guest-flow-navigation.ts';
import { TenantContext } from '../../../lib/tenant/tenant-context.tsx';
import { DEFAULT_TENANT_THEME } from '../../../lib/tenant/theme/parse-theme.ts';
import { makeInitialConfig } from '../../../test/fixtures.ts';
import { initTestI18n } from '../../../test/render.tsx';
import { GUEST_ID, RESERVATION_ID } from './fixtures.ts';
import { WithQueryClient } from '../../../test/with-query-client.tsx';

const STEPS = ['personal-info', 'additional-data', 'confirmation', 'signature'] as const;

/** A navigation of the four steps on `current`, with spies for every move. */
export function makeNavigation(
  current: (typeof STEPS)[number],
  overrides: Partial<TGuestFlowNavigation> = {},
): TGuestFlowNavigation {
  return {
    steps: STEPS.map((name) => ({ name, route: `/reservation/${name}`, isListed: true })),
    currentName: current,
    stepperIndex: STEPS.indexOf(current),
    isBackward: false,
    isLastStep: current === 'signature',
    hasStep: (name) => STEPS.some((step) => step === name),
    goNext: vi.fn(),
    goBack: vi.fn(),
    goTo: vi.fn(),
    returnHome: vi.fn(),
    hasExtraStep: () => false,
    finishFlow: vi.fn(),
    ...overrides,
  };
}

export type TAnswer = { status: number; body: unknown };
export type TRoute = (method: string, url: string, body: unknown) => TAnswer | undefined;

/** A fetch that answers through `route` (404 for anything else); the mock keeps the calls. */
export function stubApi(route: TRoute) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = route(method, url, body) ?? { status: 404, body: { code: 'NOT_FOUND', message: url } };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls the stub received with `method`, as [url, parsed body]. */
export function callsOf(fetchMock: ReturnType<typeof stubApi>, method: string): [string, unknown][] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input, init]) => [
      String(input),
      typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    ]);
}

/** Renders a step screen for the verified demo guest, inside the hotel and the given navigation. */
export async function renderStep(
  ui: ReactNode,
  { company, navigation }: { company: TCompanyConfig; navigation: TGuestFlowNavigation },
) {
  await initTestI18n();
  guestStore.qualify({
    token: 'token',
    clientId: GUEST_ID,
    reservationId: RESERVATION_ID,
    masterGuest: true,
    isChild: false,
    expiresAt: '2099-01-01T00:00:00Z',
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/reservation/step'] });
  return render(
    <TenantContext.Provider value={{ initial: makeInitialConfig({ company }), theme: DEFAULT_TENANT_THEME }}>
      <GuestFlowNavigationContext.Provider value={navigation}>
        <RouterProvider router={router} />
      </GuestFlowNavigationContext.Provider>
    </TenantContext.Provider>,
    { wrapper: WithQueryClient },
  );
}
