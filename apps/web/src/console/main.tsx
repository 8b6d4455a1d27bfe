import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { detectBrowserLanguage } from '../lib/i18n/language.ts';
import { ConsoleApiError } from './api/console-fetch.ts';
import { meQuery } from './api/console-queries.ts';
import { initConsoleI18n } from './console-i18n.ts';
import { createConsoleRouter } from './console-router.tsx';
import { ConsoleTheme } from './console-theme.tsx';

/** The staff console's page (decision 198): its own entry, so no guest screen carries any of it. */
await initConsoleI18n(detectBrowserLanguage());
// The portal's query defaults (lib/query/query-client.ts), made here: importing that startup module would
// add an export to the guest's startup file (decision 198).
/**
 * A call that finds the session ended (signed out elsewhere, disabled by an owner, expired: decision 244)
 * forgets the member, and the router sends the page to the sign-in screen at once.
 */
const onSessionEnded = (error: unknown) => {
  if (error instanceof ConsoleApiError && error.code === 'STAFF_SESSION_INVALID') {
    queryClient.setQueryData(meQuery.queryKey, null);
  }
};
const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onSessionEnded }),
  mutationCache: new MutationCache({ onError: onSessionEnded }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
const router = createConsoleRouter();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConsoleTheme>
          <RouterProvider router={router} />
        </ConsoleTheme>
      </QueryClientProvider>
    </StrictMode>,
  );
}
