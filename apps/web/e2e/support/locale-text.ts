import { readFileSync } from 'node:fs';

export type TLanguage = 'pt-BR' | 'en-US';
/** Every language of the portal; most specs run in the first two. */
export type TAnyLanguage = TLanguage | 'es-ES';

/** `t('guests:card.fill')`, or with values `t('guests:card.editLabel', { name })`. */
export type TLocaleText = (key: string, values?: Record<string, string | number>) => string;

const LOCALES_DIR = new URL('../../src/locales/', import.meta.url);

type TMessages = { [key: string]: string | TMessages };

/**
 * The portal's own texts of one language, read from its locale files, so a spec that runs in several
 * languages names each element as the guest reads it there. A missing key throws: the test then fails
 * on the missing translation, not on a locator that never matches.
 */
export function localeText(language: TAnyLanguage): TLocaleText {
  const areas = new Map<string, TMessages>();
  const area = (name: string): TMessages => {
    let messages = areas.get(name);
    if (!messages) {
      messages = JSON.parse(
        readFileSync(new URL(`${language}/${name}.json`, LOCALES_DIR), 'utf8'),
      ) as TMessages;
      areas.set(name, messages);
    }
    return messages;
  };
  return (key, values = {}) => {
    const [areaName = '', path = ''] = key.split(':');
    let node: string | TMessages | undefined = area(areaName);
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`No ${language} text for ${key}`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
