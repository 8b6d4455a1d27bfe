import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { detectBrowserLanguage } from '../lib/i18n/language.ts';
import { initConsoleI18n } from './console-i18n.ts';
import { createConsoleRouter } from './console-router.tsx';
import { ConsoleTheme } from './console-theme.tsx';

/** The staff console's page (decision 198): its own entry, so no guest screen carries any of it. */
await initConsoleI18n(detectBrowserLanguage());
// The portal's query defaults (lib/query/query-client.ts), made here: importing that startup module would
// add an export to the guest's startup file (decision 198).
const queryClient = new QueryClient({
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
