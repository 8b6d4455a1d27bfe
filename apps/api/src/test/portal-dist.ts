import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A built index.html as the web build writes it: the marks the server writes at (decision 209). */
export const MARKED_INDEX_HTML = [
  '<!doctype html>',
  '<html lang="pt-BR">',
  '<head><meta charset="UTF-8" /><meta name="theme-color" content="#1d4ed8" /><title>Pré-check-in</title>',
  '<style>html,body{background:#f5f6f8}</style>',
  '<!--first-screen-head-->',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '</head><body>',
  '<!--first-screen--><div id="first-screen"><div id="boot">Hospedar</div></div><!--/first-screen-->',
  '<div id="root"></div>',
  '</body></html>',
].join('\n');

const hours = (suffix: string) =>
  Object.fromEntries(Array.from({ length: 24 }, (_, hour) => [String(hour), `${hour}${suffix}`]));

/** The texts the web build writes beside it (apps/web/build/first-screen-texts.ts), short. */
export const FIRST_SCREEN_TEXTS = {
  'pt-BR': {
    eyebrow: 'Pré-check-in on-line',
    defaultTitle: '{{hotel}} dá as boas-vindas',
    defaultMessage: 'Faça o seu pré-check-in.',
    start: 'Iniciar pré-check-in',
    help: 'Cerca de 5 minutos.',
    stayFrom: 'Check-in a partir das {{hour}}',
    stayUntil: 'Check-out até as {{hour}}',
    logoAlt: '{{hotel}}',
    loading: 'Carregando',
    poweredBy: 'Desenvolvido por',
    hours: hours('h'),
  },
  'en-US': {
    eyebrow: 'Online pre-check-in',
    defaultTitle: '{{hotel}} welcomes you',
    defaultMessage: 'Complete your pre-check-in.',
    start: 'Start pre-check-in',
    help: 'About 5 minutes.',
    stayFrom: 'Check-in from {{hour}}',
    stayUntil: 'Check-out until {{hour}}',
    logoAlt: '{{hotel}}',
    loading: 'Loading',
    poweredBy: 'Powered by',
    hours: hours(' o’clock'),
  },
  'es-ES': {
    eyebrow: 'Pre-check-in en línea',
    defaultTitle: '{{hotel}} le da la bienvenida',
    defaultMessage: 'Haga su pre-check-in.',
    start: 'Iniciar pre-check-in',
    help: 'Unos 5 minutos.',
    stayFrom: 'Check-in desde las {{hour}}',
    stayUntil: 'Check-out hasta las {{hour}}',
    logoAlt: '{{hotel}}',
    loading: 'Cargando',
    poweredBy: 'Desarrollado por',
    hours: hours(':00 h'),
  },
};

/** The code files the web build says each first screen preloads (apps/web/build/first-screen-preloads.ts). */
export const FIRST_SCREEN_PRELOADS = {
  texts: {
    'pt-BR': ['assets/texts-pt-BR-abc.js'],
    'en-US': ['assets/texts-en-US-abc.js'],
    'es-ES': ['assets/texts-es-ES-abc.js'],
  },
  screens: {
    welcome: ['assets/welcome-screen-abc.js'],
    'welcome-layout': ['assets/welcome-screen-abc.js'],
    loader: [],
  },
};

/** A temporary portal build with the marked page, its texts and a console page. */
export function createPortalDist(indexHtml = MARKED_INDEX_HTML): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'hospedar-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, 'first-screen-texts.json'), JSON.stringify(FIRST_SCREEN_TEXTS));
  writeFileSync(path.join(dir, 'first-screen-preloads.json'), JSON.stringify(FIRST_SCREEN_PRELOADS));
  writeFileSync(path.join(dir, 'console.html'), '<!doctype html><title>Console</title><div id="root"></div>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
