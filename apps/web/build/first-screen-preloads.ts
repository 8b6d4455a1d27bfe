import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export const FIRST_SCREEN_PRELOADS_FILE = 'first-screen-preloads.json';

/** The lazy module of each language's startup texts (src/lib/i18n/startup-texts/). */
const STARTUP_TEXTS = /src[\\/]lib[\\/]i18n[\\/]startup-texts[\\/](pt-BR|en-US|es-ES)\.ts$/;

/** The modules each first screen's route runs (src/app/routes.tsx), as the server names its screens. */
const WELCOME_SCREEN = /src[\\/]app[\\/]routes[\\/]welcome-screen\.ts$/;
const SCREEN_MODULES = {
  welcome: [WELCOME_SCREEN],
  'welcome-layout': [WELCOME_SCREEN],
  loader: [],
} as const satisfies Record<string, readonly RegExp[]>;

export type TFirstScreenPreloads = {
  /** Per language, the files of its startup texts. */
  texts: Record<string, string[]>;
  /** Per first screen, the files its route loads beyond what the entry already loads. */
  screens: Record<keyof typeof SCREEN_MODULES, string[]>;
};

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** A chunk's file and every file it imports statically, transitively. */
function withStaticImports(bundle: OutputBundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk')
    for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

/** What the server's page preloads beside the entry's own files (decision 263), read off the bundle. */
export function firstScreenPreloads(bundle: OutputBundle): TFirstScreenPreloads {
  const chunks = chunksOf(bundle);
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
  if (!entry) throw new Error('first-screen preloads: the portal entry (index.html) is missing');
  const loadedByEntry = withStaticImports(bundle, entry.fileName, new Set());
  // A module's chunk, and the one-line file re-exporting it when the module shares its chunk.
  const filesHolding = (pattern: RegExp) =>
    chunks
      .filter(
        (chunk) => pattern.test(chunk.facadeModuleId ?? '') || chunk.moduleIds.some((id) => pattern.test(id)),
      )
      .map((chunk) => chunk.fileName);

  const texts: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const language = STARTUP_TEXTS.exec(chunk.facadeModuleId ?? '')?.[1];
    if (language) {
      const files = withStaticImports(bundle, chunk.fileName, new Set());
      texts[language] = [...files].filter((file) => !loadedByEntry.has(file));
    }
  }
  if (Object.keys(texts).length === 0) throw new Error('first-screen preloads: no startup texts chunk');
  const screens = Object.fromEntries(
    Object.entries(SCREEN_MODULES).map(([screen, patterns]) => {
      const files = new Set<string>();
      for (const pattern of patterns) {
        const holding = filesHolding(pattern);
        if (holding.length === 0) throw new Error(`first-screen preloads: no chunk holds ${pattern}`);
        for (const file of holding) withStaticImports(bundle, file, files);
      }
      return [screen, [...files].filter((file) => !loadedByEntry.has(file))];
    }),
  ) as TFirstScreenPreloads['screens'];
  return { texts, screens };
}

/** Writes `first-screen-preloads.json` beside index.html, for the API's first-screen HTML. */
export function firstScreenPreloadsPlugin(): Plugin {
  return {
    name: 'hospedar-first-screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREEN_PRELOADS_FILE,
        source: JSON.stringify(firstScreenPreloads(bundle)),
      });
    },
  };
}
