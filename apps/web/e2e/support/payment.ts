import { expect, type FrameLocator, type Locator, type Page, type TestInfo } from '@playwright/test';
import { localeText, type TAnyLanguage, type TLocaleText } from './locale-text.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './screens.ts';

/** The sandbox processor's test cards (apps/api/src/modules/sandbox-processor/test-cards.ts). */
export const TEST_CARDS = {
  approve: '4000 0000 0000 0010',
  approveMastercard: '5555 5555 5555 4444',
  insufficientFunds: '4000 0000 0000 9995',
  challenge: '4000 0000 0000 3220',
} as const;

/** The card frame of the card form (decision 100), found by its title in the guest's language. */
export function cardFrame(page: Page, t: TLocaleText): FrameLocator {
  return page.frameLocator(`iframe[title="${t('payment:card.frameTitle')}"]`);
}

/** Types a card into the frame: number, a month two years ahead and the CVV. */
export async function typeCard(page: Page, t: TLocaleText, number: string, cvv = '123'): Promise<void> {
  const frame = cardFrame(page, t);
  const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
  await frame.getByLabel(t('payment:frame.number')).fill(number);
  await frame.getByLabel(t('payment:frame.expiry')).fill(`12${year}`);
  await frame.getByLabel(t('payment:frame.cvv')).fill(cvv);
}

/**
 * Taps the form's main action (Pay, Save) below the card frame. The button is scrolled into view first:
 * right after a scroll, phone-sized Chromium can still hit-test the frame's old place and hand the tap
 * to the frame, which no guest's finger (aimed at the button on screen) would see.
 */
export async function pressBelowFrame(button: Locator, { double = false } = {}): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  if (double) await button.dblclick();
  else await button.click();
}

/** The card form's own fields the seed does not give: the street fills from the zip code. */
export async function fillBilling(page: Page, t: TLocaleText): Promise<void> {
  const street = page.getByLabel(t('payment:card.address'));
  await expect(street).not.toHaveValue('', { timeout: 15_000 });
  const number = page.getByLabel(t('payment:card.addressNumber'));
  if ((await number.inputValue()) === '') await number.fill('100');
}

const LANGUAGE_NAMES = { 'pt-BR': 'Português', 'es-ES': 'Español', 'en-US': 'English' } as const;

/**
 * The guest's own way, the header's language menu: the screen stays as it is (a reload would empty the
 * card frame, whose fields are never kept, and leave a payment's result for the warranty page).
 */
export async function switchLanguage(page: Page, language: TAnyLanguage): Promise<void> {
  const current = (await page.locator('html').getAttribute('lang')) as TAnyLanguage;
  if (current === language) return;
  await page
    .getByRole('button', {
      name: localeText(current)('common:language.current', { language: LANGUAGE_NAMES[current] }),
    })
    .click();
  await page.getByRole('menuitemradio', { name: new RegExp(LANGUAGE_NAMES[language]) }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * The screen in each language: its heading, what `check` expects there, a screenshot
 * (<name>-<language>.png) and axe; English last, where the specs go on.
 */
export async function shootInThree(
  page: Page,
  testInfo: TestInfo,
  name: string,
  headingKey: string,
  check: (t: TLocaleText) => Promise<void> = async () => {},
): Promise<void> {
  for (const language of ['pt-BR', 'es-ES', 'en-US'] as const) {
    await switchLanguage(page, language);
    const t = localeText(language);
    await expect(page.getByRole('heading', { name: t(headingKey), level: 1 })).toBeVisible();
    await check(t);
    await saveScreenshot(page, testInfo, `${name}-${language}`);
    await expectNoSeriousA11yViolations(page);
  }
}

/** What the portal keeps in the browser's storage, its session tokens left out (they are signed opaque text). */
export async function storedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const entries = (storage: Storage) =>
      Object.entries(storage).filter(([key]) => !key.startsWith('hospedar.token.'));
    return JSON.stringify([...entries(window.localStorage), ...entries(window.sessionStorage)]);
  });
}
