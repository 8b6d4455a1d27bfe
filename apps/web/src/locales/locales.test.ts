import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@hospedar/contracts/constants';
import { ERROR_CODES } from '@hospedar/contracts/errors/api-error';
import { NAMESPACES } from '../lib/i18n/namespaces.ts';

type TTree = { [key: string]: string | TTree };
const files = import.meta.glob<TTree>('./*/*.json', { eager: true, import: 'default' });

function flatten(tree: TTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const load = (language: string, namespace: string) => {
  const tree = files[`./${language}/${namespace}.json`];
  if (!tree) throw new Error(`missing file ${language}/${namespace}.json`);
  return flatten(tree);
};

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('has one file per area and language, and no stray file', () => {
    // console.json is the staff console's (its own build; the guest's loader never reads it).
    const expected = LANGUAGES.flatMap((language) =>
      [...NAMESPACES, 'console'].map((ns) => `./${language}/${ns}.json`),
    ).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  describe.each(NAMESPACES)('area %s', (namespace) => {
    const source = load('en-US', namespace);

    it.each(LANGUAGES.filter((l) => l !== 'en-US'))('%s has exactly the keys of en-US', (language) => {
      const target = load(language, namespace);
      const missing = [...source.keys()].filter((key) => !target.has(key));
      const extra = [...target.keys()].filter((key) => !source.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it.each(LANGUAGES)('%s has no empty message and keeps the placeholders of en-US', (language) => {
      const target = load(language, namespace);
      for (const [key, text] of target) {
        expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(
          placeholders(source.get(key) ?? ''),
        );
      }
    });
  });

  it.each(LANGUAGES)('%s translates every API error code once, in errors or guest-errors', (language) => {
    const startup = load(language, 'errors');
    const guestOnly = load(language, 'guest-errors');
    // The staff console's own codes are told by the console, in its file.
    const staffOnly = load(language, 'console');
    const untranslated = ERROR_CODES.filter(
      (code) =>
        !startup.get(`codes.${code}`) &&
        !guestOnly.get(`codes.${code}`) &&
        !(/^(STAFF_|CSRF_|BRAND_)/.test(code) && staffOnly.get(`errors.${code}`)),
    );
    const twice = ERROR_CODES.filter(
      (code) => startup.has(`codes.${code}`) && guestOnly.has(`codes.${code}`),
    );
    expect({ untranslated, twice }).toEqual({ untranslated: [], twice: [] });
  });
});
