import type { ReactNode } from 'react';
import i18next from 'i18next';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TOrder } from '@hospedar/contracts/payment/order';
import payment from '../../../../locales/en-US/payment.json';
import { guestStore } from '../../../../lib/guest-session.ts';
import { GuestFlowNavigationContext } from '../../../../lib/guest-flow-navigation.ts';
import { TenantContext } from '../../../../lib/tenant/tenant-context.tsx';
import { DEFAULT_TENANT_THEME } from '../../../../lib/tenant/theme/parse-theme.ts';
import { makeInitialConfig } from '../../../../test/fixtures.ts';
import { initTestI18n } from '../../../../test/render.tsx';
import { WithQueryClient } from '../../../../test/with-query-client.tsx';
import {
  GUEST_ID,
  makeClient,
  makeFlowCompany,
  makeGuest,
  RESERVATION_ID,
} from '../../test-support/fixtures.ts';
import { makeNavigation } from '../../test-support/render-step.tsx';
import { makeOrder } from './payment-fixtures.ts';

/** The main guest's record with an order (the warranty step's subject). */
export function makeClientWithOrder(order: TOrder = makeOrder()): TGetClientResponse {
  return { ...makeClient(makeGuest()), order };
}

/**
 * Renders a warranty screen in English with the payment texts, for the verified main guest, on the
 * warranty step; `url` is where it opens, and the warranty's other routes show their names.
 */
export async function renderWarranty(ui: ReactNode, url = '/reservation/warranty') {
  await initTestI18n();
  if (!i18next.hasResourceBundle('en-US', 'payment')) i18next.addResourceBundle('en-US', 'payment', payment);
  guestStore.qualify({
    token: 'token',
    clientId: GUEST_ID,
    reservationId: RESERVATION_ID,
    masterGuest: true,
    isChild: false,
    expiresAt: '2099-01-01T00:00:00Z',
  });
  const navigation = makeNavigation('signature', { currentName: 'warranty', isLastStep: false });
  const path = url.split('?')[0] ?? url;
  const others = ['/reservation/warranty', '/reservation/warranty/wallet-payment'].filter(
    (other) => other !== path,
  );
  const router = createMemoryRouter(
    [{ path, element: ui }, ...others.map((other) => ({ path: other, element: <p>{other}</p> }))],
    { initialEntries: [url] },
  );
  const view = render(
    <TenantContext.Provider
      value={{ initial: makeInitialConfig({ company: makeFlowCompany() }), theme: DEFAULT_TENANT_THEME }}
    >
      <GuestFlowNavigationContext.Provider value={navigation}>
        <RouterProvider router={router} />
      </GuestFlowNavigationContext.Provider>
    </TenantContext.Provider>,
    { wrapper: WithQueryClient },
  );
  return { ...view, navigation, router };
}
