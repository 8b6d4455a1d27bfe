import type { ResourceKey } from 'i18next';
import type { TLanguage } from '@hospedar/contracts/constants';
import { STARTUP_NAMESPACES, type TStartupNamespace } from '../namespaces.ts';

export type TStartupTexts = Record<TStartupNamespace, ResourceKey>;

type TStartupTextsModule = { STARTUP_TEXTS: TStartupTexts };

/**
 * One lazy file per language for the areas loaded at startup (decision 263): the first screen asks
 * for one file, which the server's page preloads, instead of four found one after the other.
 */
const STARTUP_TEXT_LOADERS: Record<TLanguage, () => Promise<TStartupTextsModule>> = {
  'pt-BR': () => import('./pt-BR.ts'),
  'en-US': () => import('./en-US.ts'),
  'es-ES': () => import('./es-ES.ts'),
};

export function isStartupNamespace(namespace: string): namespace is TStartupNamespace {
  return (STARTUP_NAMESPACES as readonly string[]).includes(namespace);
}

export async function loadStartupTexts(
  language: TLanguage,
  namespace: TStartupNamespace,
): Promise<ResourceKey> {
  const { STARTUP_TEXTS } = await STARTUP_TEXT_LOADERS[language]();
  return STARTUP_TEXTS[namespace];
}
