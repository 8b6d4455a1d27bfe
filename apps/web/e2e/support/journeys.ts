import { expect, type Page } from '@playwright/test';
import { localeText, type TAnyLanguage } from './locale-text.ts';
import { hotelUrl } from './screens.ts';

export type TJourneyOptions = {
  /** A hotel's subdomain, with the test's baseURL; the default hotel (localhost) when absent. */
  hotel?: { subdomain: string; baseURL: string | undefined };
  /** The language the browser context reads in (its locale); pt-BR when absent. */
  language?: TAnyLanguage;
};

/**
 * From the hotel's own address to the search, as a guest gets there. Sol Nascente opens on its welcome
 * page (start, then the menu); Mar Azul opens on the menu.
 */
export async function openSearch(
  page: Page,
  { hotel, language = 'pt-BR' }: TJourneyOptions = {},
): Promise<void> {
  const t = localeText(language);
  await page.goto(hotel ? hotelUrl(hotel.baseURL, hotel.subdomain) : '/');
  const startLabel = t('welcome:welcome.start');
  const start = page
    .getByRole('link', { name: startLabel })
    .or(page.getByRole('button', { name: startLabel }));
  const menu = page.getByRole('link', { name: new RegExp(t('welcome:menu.guestForm.title')) }).first();
  await expect(start.or(menu).first()).toBeVisible();
  if (await start.isVisible()) await start.click();
  await menu.click();
  await expect(page.getByRole('heading', { name: t('search:title') })).toBeVisible();
}

/** Waits for the proof of work, which runs by itself as soon as a form shows. */
export async function waitForBotCheck(page: Page, verifiedLabel: RegExp = /Verificado/): Promise<void> {
  await expect(page.getByRole('checkbox', { name: verifiedLabel })).toBeChecked({ timeout: 30_000 });
}
