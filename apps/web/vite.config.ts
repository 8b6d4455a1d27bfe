import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { firstScreenTextsPlugin } from './build/first-screen-texts.ts';
import { precompress } from './build/precompress.ts';
import { firstScreenPreloadsPlugin } from './build/first-screen-preloads.ts';
import { isStartupAppModule } from './build/startup-modules.ts';
import { reactRouterProductionAliases } from './build/react-router-production.ts';

const API_TARGET = process.env.HOSPEDAR_API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [react(), firstScreenTextsPlugin(), firstScreenPreloadsPlugin(), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProductionAliases() : [] },
  server: {
    port: 5173,
    proxy: {
      // changeOrigin stays false: the API resolves the tenant from the Host header
      // (marazul.localhost:5173 → marazul), so the browser's Host must reach it unchanged.
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    manifest: true,
    target: 'es2022',
    // Splitting is route-level (lazy() in src/app/router.tsx). The libraries every screen needs at
    // startup travel in one file, so a phone on a slow network makes fewer round trips; libraries of
    // later screens (MUI) stay in their lazy chunks.
    rollupOptions: {
      // Two pages: the portal, and the card frame (decision 100), a page of its own with no React or MUI.
      // The staff console is a build of its own (vite.console.config.ts, decision 198).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'card-frame': fileURLToPath(new URL('./card-frame.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // The portal's own modules the entry imports statically travel in one file too: loaded
              // at startup anyway, one file compresses better than twenty small ones and costs one request.
              name: (moduleId, ctx) => (isStartupAppModule(moduleId, ctx) ? 'startup-app' : null),
              priority: 10,
            },
            {
              // The search screen, its hook and the bot check, with the small parts they use (the form
              // field, the alert, the dates): the face search shares the hook, and split into ten
              // files of their own these cost the journey to the PIN 2 kB and ten requests (decision 129).
              name: 'find-reservation',
              test: /src[\\/](features[\\/]search[\\/](?!face-search-page)[\w-]+\.tsx?$|lib[\\/]bot-check[\\/])/,
              priority: 5,
            },
            {
              // The welcome screen and its layout with the small parts only they and the other layouts
              // use: the first route most guests open, in one file the server's page preloads
              // (decision 263) instead of six found one after another.
              name: 'welcome-screen',
              test: /src[\\/](app[\\/](routes[\\/]welcome-screen\.ts|layouts[\\/](welcome-layout\.tsx|use-branding\.ts))|features[\\/]welcome[\\/]welcome-route\.tsx|components[\\/]route-view\.tsx|lib[\\/]i18n[\\/]hour-text\.ts|lib[\\/]tenant[\\/]localize\.ts)$/,
              priority: 5,
            },
            {
              name: 'startup-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
}));
