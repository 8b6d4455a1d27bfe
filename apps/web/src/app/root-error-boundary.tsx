import { useEffect, useLayoutEffect } from 'react';
import { useRouteError } from 'react-router';
import { ChunkErrorPage } from '../features/errors/chunk-error-page.tsx';
import { ServerErrorPage } from '../features/errors/server-error-page.tsx';
import { isChunkLoadError } from '../lib/chunks/chunk-load.ts';
import { removeFirstScreen } from '../lib/first-screen.ts';

/**
 * An unexpected failure shows the 500 page; a screen whose code did not load (a lost connection, or
 * over the 120 s limit) offers a reload of the same address instead, where drafts bring back the typing.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const isChunkError = isChunkLoadError(error);
  useLayoutEffect(removeFirstScreen, []);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="main-layout__main">
      {isChunkError ? <ChunkErrorPage onReload={() => window.location.reload()} /> : <ServerErrorPage />}
    </main>
  );
}
