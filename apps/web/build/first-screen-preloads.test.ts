import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstScreenPreloads } from './first-screen-preloads.ts';

/** A chunk as rolldown hands it to generateBundle, with only what the plugin reads. */
function chunk(fileName: string, fields: Partial<OutputChunk>): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: fileName,
    isEntry: false,
    imports: [],
    moduleIds: [],
    ...fields,
  } as OutputChunk;
}

function bundleOf(...chunks: OutputChunk[]): OutputBundle {
  return Object.fromEntries(chunks.map((item) => [item.fileName, item])) as OutputBundle;
}

const SRC = '/repo/apps/web/src';

describe("the first screen's preloads (decision 263)", () => {
  it("names each screen's files and their static imports, leaving out what the entry loads", () => {
    const bundle = bundleOf(
      chunk('assets/index.js', { name: 'index', isEntry: true, imports: ['assets/startup.js'] }),
      chunk('assets/startup.js', { moduleIds: [`${SRC}/main-parts.ts`] }),
      // The welcome screen shares its chunk with the layouts' parts: a one-line file re-exports it.
      chunk('assets/welcome-facade.js', {
        facadeModuleId: `${SRC}/app/routes/welcome-screen.ts`,
        imports: ['assets/welcome-shared.js'],
      }),
      chunk('assets/welcome-shared.js', {
        moduleIds: [`${SRC}/app/layouts/welcome-layout.tsx`, `${SRC}/components/route-view.tsx`],
        imports: ['assets/startup.js', 'assets/header.js'],
      }),
      chunk('assets/header.js', { moduleIds: [`${SRC}/components/header/header.tsx`] }),
      chunk('assets/pt-BR.js', {
        facadeModuleId: `${SRC}/lib/i18n/startup-texts/pt-BR.ts`,
        moduleIds: [`${SRC}/lib/i18n/startup-texts/pt-BR.ts`, `${SRC}/locales/pt-BR/common.json`],
        imports: ['assets/startup.js'],
      }),
      chunk('assets/en-US.js', {
        facadeModuleId: `${SRC}/lib/i18n/startup-texts/en-US.ts`,
        moduleIds: [`${SRC}/lib/i18n/startup-texts/en-US.ts`],
      }),
      chunk('assets/personal-info.js', {
        facadeModuleId: `${SRC}/locales/pt-BR/personal-info.json`,
        moduleIds: [`${SRC}/locales/pt-BR/personal-info.json`],
      }),
    );
    expect(firstScreenPreloads(bundle)).toEqual({
      texts: { 'pt-BR': ['assets/pt-BR.js'], 'en-US': ['assets/en-US.js'] },
      screens: {
        welcome: ['assets/welcome-facade.js', 'assets/welcome-shared.js', 'assets/header.js'],
        'welcome-layout': ['assets/welcome-facade.js', 'assets/welcome-shared.js', 'assets/header.js'],
        loader: [],
      },
    });
  });

  it('stops the build when a screen’s route is in no chunk (a renamed file)', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', { name: 'index', isEntry: true }),
      chunk('assets/pt-BR.js', { facadeModuleId: `${SRC}/lib/i18n/startup-texts/pt-BR.ts` }),
    );
    expect(() => firstScreenPreloads(bundle)).toThrow(/no chunk holds/);
  });
});
