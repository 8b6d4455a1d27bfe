import common from '../../../locales/es-ES/common.json';
import errors from '../../../locales/es-ES/errors.json';
import shell from '../../../locales/es-ES/shell.json';
import welcome from '../../../locales/es-ES/welcome.json';
import type { TStartupTexts } from './startup-texts.ts';

/** The es-ES texts every screen needs at startup, in one file (decision 263). */
export const STARTUP_TEXTS: TStartupTexts = { common, errors, shell, welcome };
