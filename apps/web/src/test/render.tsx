import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query/query-client.ts';
import common from '../locales/en-US/common.json';
import errors from '../locales/en-US/errors.json';
import shell from '../locales/en-US/shell.json';
import welcome from '../locales/en-US/welcome.json';
import search from '../locales/en-US/search.json';
import verification from '../locales/en-US/verification.json';
import validation from '../locales/en-US/validation.json';
import guestErrors from '../locales/en-US/guest-errors.json';
import guestFlow from '../locales/en-US/guest-flow.json';
import personalInfo from '../locales/en-US/personal-info.json';
import pinCeiling from '../locales/en-US/pin-ceiling.json';
import face from '../locales/en-US/face.json';
import passkeys from '../locales/en-US/passkeys.json';
import { TenantContext } from '../lib/tenant/tenant-context.tsx';
import type { TTenant } from '../lib/tenant/tenant-context.tsx';
import { DEFAULT_TENANT_THEME } from '../lib/tenant/theme/parse-theme.ts';

let ready: Promise<unknown> | null = null;
export function initTestI18n(): Promise<unknown> {
  ready ??= i18next.use(initReactI18next).init({
    lng: 'en-US',
    resources: {
      'en-US': {
        common,
        errors,
        'guest-errors': guestErrors,
        shell,
        welcome,
        search,
        verification,
        validation,
        'guest-flow': guestFlow,
        'personal-info': personalInfo,
        'pin-ceiling': pinCeiling,
        face,
        passkeys,
      },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return ready;
}

/** Renders a screen inside a memory router and a tenant, in English. */
export async function renderScreen(ui: ReactNode, tenant: Partial<TTenant> = {}) {
  await initTestI18n();
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <QueryClientProvider client={queryClient}>
      <TenantContext.Provider value={{ initial: null, theme: DEFAULT_TENANT_THEME, ...tenant }}>
        <RouterProvider router={router} />
      </TenantContext.Provider>
    </QueryClientProvider>,
  );
}
