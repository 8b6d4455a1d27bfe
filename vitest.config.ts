import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'tools',
          root: './tools',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.load.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
          // Each file builds its own app on its own database and no file mocks a module or changes the
          // environment, so the files of a worker share loaded modules: a third less time (decision 269).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Latency under load (issue 12): run on their own (`test:load`), never beside other test files.
        test: {
          name: 'load',
          root: './apps/api',
          environment: 'node',
          include: ['src/**/*.load.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
          // Whole forms typed key by key in jsdom take seconds on a busy two-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
