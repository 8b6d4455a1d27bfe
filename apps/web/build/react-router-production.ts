import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

const require = createRequire(import.meta.url);

/**
 * React Router 7's package exports only its `dist/development` build, whatever the mode; its
 * `dist/production` build is the same code with `ENABLE_DEV_WARNINGS = false`, so the minifier drops
 * the development warnings (their messages built on every render of the routes) and their bytes
 * (decision 312). A production build is pointed at it, for `react-router` and `react-router/dom`.
 */
export function reactRouterProductionAliases(): Alias[] {
  const productionDir = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(productionDir, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(productionDir, 'dom-export.mjs') },
  ];
}
