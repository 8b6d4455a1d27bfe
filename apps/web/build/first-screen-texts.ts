import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LANGUAGES = ['pt-BR', 'en-US', 'es-ES'] as const;
export const FIRST_SCREEN_TEXTS_FILE = 'first-screen-texts.json';

type Json = Record<string, unknown>;

function read(language: string, area: string): Json {
  const file = path.join(import.meta.dirname, '..', 'src', 'locales', language, `${area}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

function pick(source: Json, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], source);
  if (typeof value !== 'string') throw new Error(`first-screen texts: ${path} is missing`);
  return value;
}

/** The texts the server writes into the first screen's HTML (decision 209), from the portal's own locales. */
export function firstScreenTexts(): Record<string, Json> {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const welcome = read(language, 'welcome');
      const common = read(language, 'common');
      const shell = read(language, 'shell');
      const hours = (common.time as Json | undefined)?.hours;
      return [
        language,
        {
          eyebrow: pick(welcome, 'welcome.eyebrow'),
          defaultTitle: pick(welcome, 'welcome.defaultTitle'),
          defaultMessage: pick(welcome, 'welcome.defaultMessage'),
          start: pick(welcome, 'welcome.start'),
          help: pick(welcome, 'welcome.help'),
          stayFrom: pick(welcome, 'welcome.stayFrom'),
          stayUntil: pick(welcome, 'welcome.stayUntil'),
          logoAlt: pick(common, 'header.logoAlt'),
          loading: pick(shell, 'loading'),
          poweredBy: pick(shell, 'poweredBy'),
          hours,
        },
      ];
    }),
  );
}

/** Writes `first-screen-texts.json` beside index.html, for the API's first-screen HTML. */
export function firstScreenTextsPlugin(): Plugin {
  return {
    name: 'hospedar-first-screen-texts',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREEN_TEXTS_FILE,
        source: JSON.stringify(firstScreenTexts()),
      });
    },
  };
}
