import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { reactRouterProductionAliases } from './build/react-router-production.ts';

/**
 * The staff console (decision 198): a second build into the same dist/, after the portal's. A build of
 * its own, so it shares no chunk with the guest's screens: sharing one would add exports to the guest's
 * startup files, and the guest's first screen must not grow by a byte. React and MUI are downloaded again
 * by a member who also opens the portal, which staff rarely do.
 */
export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [react(), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProductionAliases() : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    rollupOptions: {
      input: { console: fileURLToPath(new URL('./console.html', import.meta.url)) },
    },
  },
}));
