import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './lib/query/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n/i18n.ts';
import { detectBrowserLanguage, rememberLanguageForServer, storeLanguage } from './lib/i18n/language.ts';
import { toSupportedLanguage } from '@hospedar/contracts/constants';
import { spreadPreloadLinks } from './lib/chunks/preload-batches.ts';
import './app/app.css';

// A lazy screen's preload links (scripts and style sheets) are appended a few per task, not all in
// the task that asks for them (decision 280).
spreadPreloadLinks(document.head);

const language = detectBrowserLanguage();
rememberLanguageForServer(language);
// A language chosen by link (?lang=) is remembered like one chosen in the selector.
if (toSupportedLanguage(new URLSearchParams(window.location.search).get('lang'))) storeLanguage(language);

const i18nReady = initI18n(language).catch((error: unknown) => {
  console.error('Hospedar: translations did not load', error);
});
// The router is created a task later: the entry's evaluation and the router's creation with its first
// navigation (every route converted and matched) were one task of 30-45 ms of CPU (decision 284). It
// starts the root loader (and so GET /api/config) at once, in parallel with the locale JSON.
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createAppRouter(i18nReady, language);
await i18nReady;

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // The first render is a transition: React draws it in slices, yielding to the browser, instead of
  // one long task (the server's first screen stays until it commits; decision 247).
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
