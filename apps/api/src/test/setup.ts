import { afterEach, beforeEach, expect, vi } from 'vitest';

process.env.NODE_ENV = 'test';

// A console.error during a test is a bug being swallowed: fail the test that caused it.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError, 'console.error was called').not.toHaveBeenCalled();
  consoleError.mockRestore();
});
