import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ServerErrorPage } from '../features/errors/server-error-page.tsx';

/** An unexpected failure (a chunk that did not load, a render error) shows the 500 page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="main-layout__main">
      <ServerErrorPage />
    </main>
  );
}
