import type { TPersonalInfoSlots } from '../personal-info-types.ts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { ApiError } from '../../../../lib/api-client.ts';
import { clientKeys } from '../../../../lib/guest-record/client-query.ts';
import { guestStore } from '../../../../lib/guest-session.ts';
import { queryClient } from '../../../../lib/query/query-client.ts';
import { editedGuestStore } from '../../../../lib/edited-guest.ts';
import { GuestFlowNavigationContext } from '../../../../lib/guest-flow-navigation.ts';
import { TenantContext } from '../../../../lib/tenant/tenant-context.tsx';
import { DEFAULT_TENANT_THEME } from '../../../../lib/tenant/theme/parse-theme.ts';
import { makeInitialConfig } from '../../../../test/fixtures.ts';
import { initTestI18n } from '../../../../test/render.tsx';
import { ForgotAddressPage } from '../forgot-address/forgot-address-page.tsx';
import { ForgotAddressResultsPage } from '../forgot-address/forgot-address-results-page.tsx';
import { PersonalInfoPage } from '../personal-info-page.tsx';
import { makeNavigation } from '../../test-support/render-step.tsx';
import { COMPANY, IDS } from './fixtures.ts';
import { WithQueryClient } from '../../../../test/with-query-client.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers the guest flow's own calls through the test's spies, over the area's fake API (fake-api.ts):
 * the record, the save (PUT /api/clients/{id}; a rejected ApiError answers as the API would) and the
 * finalization. Everything else goes on to the fetch the test stubbed.
 */
function answerGuestCalls(input: {
  client: TGetClientResponse;
  save: (patch: TSaveGuestRequest) => Promise<TGuest>;
  finalize: () => Promise<void>;
}) {
  const underlying = globalThis.fetch;
  const clientPath = `/api/clients/${input.client.guest.id}`;
  const answer = async (call: () => Promise<unknown>) => {
    try {
      return json(200, await call());
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Status 0: no answer at all, as fetch reports a lost connection.
      if (error.status === 0) throw new TypeError('Failed to fetch');
      return json(error.status, { code: error.code, message: error.message, details: error.details });
    }
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((request: RequestInfo | URL, init?: RequestInit) => {
      const url = String(request);
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (method === 'PUT' && url === clientPath) return answer(() => input.save(body as TSaveGuestRequest));
      if (method === 'GET' && url === clientPath) return answer(() => Promise.resolve(input.client));
      if (method === 'POST' && url === '/api/clients/finalize-register')
        return answer(() => input.finalize().then(() => ({ fnrhId: 'fnrh-1' })));
      return underlying(request, init);
    }),
  );
}

type TRenderOptions = {
  client: TGetClientResponse;
  /** The verified guest (defaults to the main guest). */
  viewer?: { id: string; masterGuest: boolean };
  isLastStep?: boolean;
  save?: (patch: TSaveGuestRequest) => Promise<TGuest>;
  actionType?: 'edit' | 'create';
  path?: string;
  /** The hotel (COMPANY when absent). */
  company?: typeof COMPANY;
  /** What the app draws inside the step (the document photos' field). */
  slots?: TPersonalInfoSlots;
};

/** The personal-info screen (and the forgot-address ones) in English, with a fake flow around them. */
export async function renderPersonalInfo(options: TRenderOptions) {
  await initTestI18n();
  const { client, viewer = { id: IDS.main, masterGuest: true }, isLastStep = false } = options;
  guestStore.qualify({
    token: 'token',
    clientId: viewer.id,
    reservationId: IDS.reservation,
    masterGuest: viewer.masterGuest,
    isChild: false,
    expiresAt: '2099-01-01T00:00:00.000Z',
  });
  const save = vi.fn(
    options.save ?? ((patch: TSaveGuestRequest) => Promise.resolve({ ...client.guest, ...patch } as TGuest)),
  );
  const finalize = vi.fn(() => Promise.resolve());
  answerGuestCalls({ client, save, finalize });
  const navigation = makeNavigation('personal-info', { isLastStep });
  const { guest } = client;
  editedGuestStore.set({
    guestId: guest.id,
    actionType: options.actionType ?? 'edit',
    isChild: guest.isChild,
    masterGuest: guest.masterGuest,
    isCompleted: guest.isCompleted,
  });
  queryClient.setQueryData(clientKeys.one(client.guest.id), client);
  const page = <PersonalInfoPage {...options.slots} />;
  const router = createMemoryRouter(
    [
      { path: '/reservation/personal-info', element: page },
      { path: '/reservation/forgot-address', element: <ForgotAddressPage /> },
      { path: '/reservation/forgot-address-results', element: <ForgotAddressResultsPage /> },
    ],
    { initialEntries: [options.path ?? '/reservation/personal-info'] },
  );
  const view = render(
    <TenantContext.Provider
      value={{
        initial: makeInitialConfig({ company: options.company ?? COMPANY, today: '2026-11-22' }),
        theme: DEFAULT_TENANT_THEME,
      }}
    >
      <GuestFlowNavigationContext.Provider value={navigation}>
        <RouterProvider router={router} />
      </GuestFlowNavigationContext.Provider>
    </TenantContext.Provider>,
    { wrapper: WithQueryClient },
  );
  return { ...view, router, save, finalize, navigation };
}
