import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withChunkTimeouts } from '../lib/chunks/chunk-load.ts';
import { initTestI18n } from '../test/render.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';

beforeAll(() => initTestI18n());
afterEach(() => vi.restoreAllMocks());

function renderFailingRoute(failure: unknown) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RootErrorBoundary,
        children: withChunkTimeouts([{ path: 'home', lazy: () => Promise.reject(failure) }]),
      },
    ],
    { initialEntries: ['/home'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('RootErrorBoundary', () => {
  it('offers a reload when a screen’s code did not load', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/home.js'));
    expect(await screen.findByRole('heading', { name: "This page didn't load" })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('shows the internal-error page for any other failure', async () => {
    renderFailingRoute(new RangeError('a bug'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong on our side' })).toBeVisible();
    expect(screen.queryByText("This page didn't load")).toBeNull();
  });
});
