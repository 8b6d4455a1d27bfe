import type { TLanguage } from '@hospedar/contracts/constants';
import type { TGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import { contrastText, readableOnWhite } from '@hospedar/contracts/tenant/contrast';
import { localize } from '@hospedar/contracts/tenant/localize';
import { escapeHtml } from '../messaging/escape-html.ts';
import type { FirstScreenAssets, TFirstScreenTexts } from './first-screen-assets.ts';

/**
 * Which first screen a path gets: the welcome card, the welcome layout around a loader, or the main
 * layout around a loader (every deeper page).
 */
export type TFirstScreenKind = 'welcome' | 'welcome-layout' | 'loader';

export type FirstScreenPage = {
  config: TGetInitialConfigResponse;
  /** The language the page is written in (one the hotel offers). */
  language: TLanguage;
  kind: TFirstScreenKind;
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);

/** JSON inside a <script> element: nothing in it can close the element or start a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The same CSS variables the portal's root layout sets (root-layout.tsx), before any script runs. */
function themeStyle(config: TGetInitialConfigResponse): string {
  const { theme } = config.company;
  const variables = [
    ['--primary', theme.primaryColor],
    ['--on-primary', contrastText(theme.primaryColor)],
    ['--primary-text', readableOnWhite(theme.primaryColor)],
    ['--page-bg', theme.background],
    ['--card-radius', `${theme.cardRadius}px`],
    ['--button-radius', `${theme.buttonRadius}px`],
    ['--input-radius', `${theme.inputRadius}px`],
    ['--chip-radius', `${theme.chipRadius}px`],
  ];
  // The theme's values are parsed colours, integers and safe paths (contracts' tenant/theme.ts).
  const declarations = variables.map(([name, value]) => `${name}:${value}`).join(';');
  return `<style id="hs-theme">html:root{${declarations}}html:root,html:root body{background:${theme.background}}</style>`;
}

function hotelNameOf(config: TGetInitialConfigResponse): string {
  return config.company.hotel.nomeFantasia || config.company.name;
}

function header(config: TGetInitialConfigResponse, texts: TFirstScreenTexts, logo: string, tone: string) {
  const alt = fill(texts.logoAlt, { hotel: hotelNameOf(config) });
  return (
    `<header class="app-header app-header--${tone}">` +
    `<img class="app-header__logo" src="${escapeHtml(logo)}" alt="${escapeHtml(alt)}" width="160" height="44" fetchpriority="high">` +
    `<div class="app-header__actions"></div></header>`
  );
}

const CLOCK_ICON =
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">' +
  '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"></circle>' +
  '<path d="M12 7v5l3 2" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg>';

/** The welcome card as features/welcome/welcome-page.tsx draws it. */
function welcomeCard(page: FirstScreenPage, texts: TFirstScreenTexts): string {
  const { company } = page.config;
  const hotelName = company.hotel.nomeFantasia;
  const title =
    localize(company.welcomeRules.title, page.language) || fill(texts.defaultTitle, { hotel: hotelName });
  const message = localize(company.welcomeRules.message, page.language) || texts.defaultMessage;
  const hour = (value: number) => texts.hours[String(value)] ?? `${value}h`;
  return (
    '<section class="welcome-card" aria-labelledby="first-screen-title">' +
    '<span class="welcome-art" aria-hidden="true"></span>' +
    `<p class="welcome-card__eyebrow">${escapeHtml(texts.eyebrow)}</p>` +
    `<h1 id="first-screen-title" class="welcome-card__title">${escapeHtml(title)}</h1>` +
    `<p class="welcome-card__message">${escapeHtml(message)}</p>` +
    '<ul class="welcome-card__facts">' +
    `<li>${escapeHtml(fill(texts.stayFrom, { hour: hour(company.hotel.minCheckin) }))}</li>` +
    `<li>${escapeHtml(fill(texts.stayUntil, { hour: hour(company.hotel.maxCheckout) }))}</li></ul>` +
    `<button type="button" class="btn btn--primary btn--large btn--block">${escapeHtml(texts.start)}</button>` +
    `<p class="welcome-card__help">${CLOCK_ICON}<span>${escapeHtml(texts.help)}</span></p>` +
    '</section>'
  );
}

/** components/app-shell-loader.tsx's dots. */
function loaderDots(texts: TFirstScreenTexts): string {
  return (
    '<span class="shell-loader__dots" aria-hidden="true"><i></i><i></i><i></i></span>' +
    `<span class="visually-hidden">${escapeHtml(texts.loading)}</span>`
  );
}

/** The dots inside a layout, where its screen will be: the welcome layout's panel, the main layout's main. */
function layoutLoader(texts: TFirstScreenTexts): string {
  return `<div role="status" style="display:grid;place-items:center;min-height:160px">${loaderDots(texts)}</div>`;
}

function poweredBy(texts: TFirstScreenTexts, tone: string): string {
  const logo = tone === 'light' ? '/brand/hospedar/logo-white.svg' : '/brand/hospedar/logo.svg';
  return (
    `<p class="powered-by powered-by--${tone}"><span>${escapeHtml(texts.poweredBy)}</span>` +
    `<img src="${logo}" alt="Hospedar" width="84" height="20"></p>`
  );
}

/** The welcome layout (app/layouts/welcome-layout.tsx) around the card or the loader. */
function welcomeLayout(page: FirstScreenPage, texts: TFirstScreenTexts): string {
  const { theme, personalization } = page.config.company;
  const hasImage = theme.backgroundUrl !== null;
  const tone = hasImage ? 'light' : 'default';
  const style = hasImage
    ? ` style="--welcome-image:url(&quot;${escapeHtml(encodeURI(theme.backgroundUrl ?? ''))}&quot;)"`
    : '';
  const content = page.kind === 'welcome' ? welcomeCard(page, texts) : layoutLoader(texts);
  return (
    `<div class="welcome-layout${hasImage ? ' welcome-layout--image' : ''}"${style}>` +
    header(page.config, texts, hasImage ? theme.logo.external : theme.logo.internal, tone) +
    `<main class="welcome-layout__main"><div class="welcome-layout__panel">${content}</div></main>` +
    (personalization.poweredByVisible
      ? `<footer class="welcome-layout__footer">${poweredBy(texts, tone)}</footer>`
      : '') +
    '</div>'
  );
}

/**
 * The main and reservation layouts (app/layouts/main-layout.tsx, reservation-layout.tsx: every deeper
 * page) around the loader: the hotel's header and logo from the first paint, as the screen will have
 * them (decision 311).
 */
function mainLayout(page: FirstScreenPage, texts: TFirstScreenTexts): string {
  return (
    '<div class="main-layout">' +
    header(page.config, texts, page.config.company.theme.logo.internal, 'default') +
    '<main class="main-layout__main">' +
    layoutLoader(texts) +
    '</main></div>'
  );
}

/**
 * The portal's page for a hotel (decision 209): the build's index.html with the hotel's language,
 * title, theme, logo preload and configuration in its head, and its first screen already drawn. The
 * screen is inert: the app replaces it, before painting, with the same screen it draws itself.
 */
export function renderFirstScreenPage(assets: FirstScreenAssets, page: FirstScreenPage): string {
  const texts = assets.texts[page.language];
  const { theme } = page.config.company;
  const hasImage = theme.backgroundUrl !== null;
  // A deeper page's screens draw the header's logo (main and reservation layouts, theme.logo.internal)
  // before anything larger: it is their largest paint, preloaded too (decision 293).
  const logo = page.kind === 'loader' || !hasImage ? theme.logo.internal : theme.logo.external;
  const imagePreloads = [logo, page.kind === 'loader' ? null : theme.backgroundUrl]
    .filter((url): url is string => url !== null)
    .map((url) => `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`);
  // The language's texts and the route's code, fetched beside the entry's files rather than after them
  // (decision 263); the build names the files (first-screen-preloads.json).
  const codePreloads = [...assets.preloads.texts[page.language], ...assets.preloads.screens[page.kind]].map(
    (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  const preloads = [...imagePreloads, ...codePreloads].join('');
  const title = `${hotelNameOf(page.config)} · ${texts.eyebrow}`;
  const head = assets.template.head
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${theme.primaryColor}"`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const screen = page.kind === 'loader' ? mainLayout(page, texts) : welcomeLayout(page, texts);
  return (
    head +
    themeStyle(page.config) +
    preloads +
    `<script id="hs-config" type="application/json">${scriptSafeJson(page.config)}</script>` +
    assets.template.beforeScreen +
    `<div id="first-screen" inert>${screen}</div>` +
    assets.template.tail
  );
}

/** The page of a host no hotel answers: the build's own, Hospedar's look (answered with a 404). */
export function renderUnknownHotelPage(assets: FirstScreenAssets): string {
  return (
    assets.template.head + assets.template.beforeScreen + assets.template.defaultScreen + assets.template.tail
  );
}
