import { hasFirstScreen } from '../lib/first-screen.ts';
import { AppShellLoader } from './app-shell-loader.tsx';

/**
 * While the first screen's data loads: nothing when the server's first screen is still showing (it
 * stays until the real screen replaces it), else the loader.
 */
export function StartupFallback() {
  return hasFirstScreen() ? null : <AppShellLoader />;
}
