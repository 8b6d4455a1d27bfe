import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type TLanguage } from '@hospedar/contracts/constants';

/** The texts the web build writes for the first screen (apps/web/build/first-screen-texts.ts). */
const ZFirstScreenTexts = z.object({
  eyebrow: z.string(),
  defaultTitle: z.string(),
  defaultMessage: z.string(),
  start: z.string(),
  help: z.string(),
  stayFrom: z.string(),
  stayUntil: z.string(),
  logoAlt: z.string(),
  loading: z.string(),
  poweredBy: z.string(),
  hours: z.record(z.string(), z.string()),
});
export type TFirstScreenTexts = z.infer<typeof ZFirstScreenTexts>;

const ZAssetFiles = z.array(z.string().regex(/^assets\/[\w.-]+\.js$/));

/** The files the web build says each first screen loads beyond the entry (apps/web/build/first-screen-preloads.ts). */
const ZFirstScreenPreloads = z.object({
  texts: z.record(z.enum(LANGUAGES), ZAssetFiles),
  screens: z.object({ welcome: ZAssetFiles, 'welcome-layout': ZAssetFiles, loader: ZAssetFiles }),
});
export type TFirstScreenPreloads = z.infer<typeof ZFirstScreenPreloads>;

const HEAD_MARK = '<!--first-screen-head-->';
const SCREEN_START = '<!--first-screen-->';
const SCREEN_END = '<!--/first-screen-->';

/** The built index.html cut where the server writes: the head's extras, and the first screen. */
export type PageTemplate = {
  /** From the start to the head mark (the <html lang> and <title> are rewritten in it). */
  head: string;
  /** From the head mark to the first screen. */
  beforeScreen: string;
  /** The build's own first screen (Hospedar's logo and a spinner), for a host no hotel answers. */
  defaultScreen: string;
  /** From the end of the first screen to the end. */
  tail: string;
};

export type FirstScreenAssets = {
  template: PageTemplate;
  texts: Record<TLanguage, TFirstScreenTexts>;
  preloads: TFirstScreenPreloads;
};

function cut(html: string, mark: string, file: string): [string, string] {
  const at = html.indexOf(mark);
  if (at < 0) throw new Error(`${file} has no ${mark}: rebuild the portal (npm run build)`);
  return [html.slice(0, at), html.slice(at + mark.length)];
}

/** Reads the built page and its texts once; throws when the build is older than decision 209. */
export function loadFirstScreenAssets(webDistDir: string): FirstScreenAssets {
  const file = path.join(webDistDir, 'index.html');
  const html = readFileSync(file, 'utf8');
  const [head, afterHead] = cut(html, HEAD_MARK, file);
  const [beforeScreen, fromScreen] = cut(afterHead, SCREEN_START, file);
  const [defaultScreen, tail] = cut(fromScreen, SCREEN_END, file);
  const readJson = (name: string): unknown => JSON.parse(readFileSync(path.join(webDistDir, name), 'utf8'));
  const texts = z
    .record(z.enum(LANGUAGES), ZFirstScreenTexts)
    .parse(readJson('first-screen-texts.json')) as Record<TLanguage, TFirstScreenTexts>;
  const preloads = ZFirstScreenPreloads.parse(readJson('first-screen-preloads.json'));
  return { template: { head, beforeScreen, defaultScreen, tail }, texts, preloads };
}
