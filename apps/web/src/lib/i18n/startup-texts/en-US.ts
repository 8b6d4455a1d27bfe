import common from '../../../locales/en-US/common.json';
import errors from '../../../locales/en-US/errors.json';
import shell from '../../../locales/en-US/shell.json';
import welcome from '../../../locales/en-US/welcome.json';
import type { TStartupTexts } from './startup-texts.ts';

/** The en-US texts every screen needs at startup, in one file (decision 263). */
export const STARTUP_TEXTS: TStartupTexts = { common, errors, shell, welcome };
