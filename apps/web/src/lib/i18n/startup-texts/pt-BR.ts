import common from '../../../locales/pt-BR/common.json';
import errors from '../../../locales/pt-BR/errors.json';
import shell from '../../../locales/pt-BR/shell.json';
import welcome from '../../../locales/pt-BR/welcome.json';
import type { TStartupTexts } from './startup-texts.ts';

/** The pt-BR texts every screen needs at startup, in one file (decision 263). */
export const STARTUP_TEXTS: TStartupTexts = { common, errors, shell, welcome };
