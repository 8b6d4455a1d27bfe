import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionAliases } from './react-router-production.ts';

const require = createRequire(import.meta.url);

/** The `ENABLE_DEV_WARNINGS` values declared by an ES module of React Router and the chunks it imports. */
function devWarningFlags(entryFile: string): string[] {
  const source = readFileSync(entryFile, 'utf8');
  const chunks = [...source.matchAll(/from "(\.\/chunk-[\w-]+\.mjs)"/g)].map((match) =>
    path.join(path.dirname(entryFile), match[1] ?? ''),
  );
  return [entryFile, ...chunks].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/var ENABLE_DEV_WARNINGS = (\w+);/g)].map(
      (match) => match[1] ?? '',
    ),
  );
}

const aliasFor = (specifier: string) =>
  reactRouterProductionAliases().find(({ find }) => find instanceof RegExp && find.test(specifier));

describe('reactRouterProductionAliases', () => {
  it('points react-router and react-router/dom at files of its production build', () => {
    for (const specifier of ['react-router', 'react-router/dom']) {
      const replacement = aliasFor(specifier)?.replacement ?? '';
      expect(replacement).toContain(`${path.sep}dist${path.sep}production${path.sep}`);
      expect(existsSync(replacement)).toBe(true);
    }
  });

  it('leaves other specifiers alone', () => {
    for (const specifier of ['react-router-dom', 'react-router/internal', '@react-router/dev']) {
      expect(aliasFor(specifier)).toBeUndefined();
    }
  });

  it('chooses the build without development warnings, which the package does not export', () => {
    const production = aliasFor('react-router')?.replacement ?? '';
    expect(devWarningFlags(production)).toEqual(['false']);
    // What `import 'react-router'` resolves to without the alias. When this fails, React Router exports
    // its production build itself and the alias (decision 312) can go.
    const exported = require.resolve('react-router').replace(/index\.js$/, 'index.mjs');
    expect(devWarningFlags(exported)).toEqual(['true']);
  });
});
