import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../lib/query/query-client.ts';

// findBy* and waitFor settle as soon as the screen does; their default 1 s was shorter than a lazy
// screen's first load on a busy two-core machine (CI runs the unit suite beside nothing, a developer
// beside helpers and Playwright), which failed tests that were right.
configure({ asyncUtilTimeout: 5_000 });

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  window.localStorage.clear();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]?.map(String).join(' ') ?? '';
    consoleErrors = [];
    throw new Error(`console.error was called during the test (a test must not log errors): ${first}`);
  }
});

/** For a test that expects console.error: takes (and clears) what was logged. */
export function takeConsoleErrors(): unknown[][] {
  const taken = consoleErrors;
  consoleErrors = [];
  return taken;
}
