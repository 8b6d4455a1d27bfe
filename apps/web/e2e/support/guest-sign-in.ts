import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openSearch, waitForBotCheck, type TJourneyOptions } from './journeys.ts';
import { localeText, type TLocaleText } from './locale-text.ts';
import { latestMessage, readPinMessage } from './mailbox.ts';

type TMailboxBody = { messages: { text: string; createdAt: string }[] };

/** The newest message for `recipient` after `since`, or null when none arrives within `waitMs`. */
async function messageWithin(request: APIRequestContext, recipient: string, since: Date, waitMs: number) {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(recipient)}`);
    const { messages } = (await response.json()) as TMailboxBody;
    const newest = messages.find((message) => new Date(message.createdAt) > since);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}

/** On the search screen: the guest's reservation by e-mail and last name, up to the contact choice. */
export async function searchByEmail(
  page: Page,
  guest: { email: string; lastName: string },
  t: TLocaleText,
): Promise<void> {
  await page.getByRole('tab', { name: t('search:tabs.mail'), exact: true }).click();
  await page.locator('form').getByLabel(t('search:fields.email')).fill(guest.email);
  await page.getByLabel(t('search:fields.lastName')).fill(guest.lastName);
  await waitForBotCheck(page, new RegExp(t('common:botCheck.verified')));
  await page.getByRole('button', { name: t('search:actions.search') }).click();
  await expect(page).toHaveURL(/\/data-validation$/);
}

/**
 * Finds the guest's reservation by e-mail, asks for the PIN by e-mail and types it, landing on the
 * guest list, in the hotel and language of `options` (the default hotel, pt-BR). Another spec may have
 * asked a PIN for the same guest less than 90 seconds ago: then no new code comes, and the guest waits
 * for the countdown and asks again, as a guest would.
 */
export async function signInByEmail(
  page: Page,
  request: APIRequestContext,
  guest: { email: string; lastName: string },
  options: TJourneyOptions = {},
): Promise<void> {
  const t = localeText(options.language ?? 'pt-BR');
  await openSearch(page, options);
  await searchByEmail(page, guest, t);
  await verifyByEmailPin(page, request, guest, options);
}

/** From the contact choice (a reservation found by any search): the e-mail, its PIN, then the list. */
export async function verifyByEmailPin(
  page: Page,
  request: APIRequestContext,
  guest: { email: string },
  options: TJourneyOptions = {},
): Promise<void> {
  const t = localeText(options.language ?? 'pt-BR');
  await page.getByRole('radio', { name: new RegExp(t('verification:contact.channels.email')) }).check();
  const askedAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: t('verification:contact.send') }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/token-validation$/);

  let message = await messageWithin(request, guest.email, askedAt, 10_000);
  if (!message) {
    const resend = page.getByRole('button', { name: t('verification:pin.resend') });
    await expect(resend).toBeEnabled({ timeout: 110_000 });
    const askedAgainAt = new Date(Date.now() - 1000);
    await resend.click();
    message = await latestMessage(request, guest.email, askedAgainAt);
  }
  const { code } = readPinMessage({ ...message, channel: 'email', recipient: guest.email, subject: null });
  await page.getByRole('textbox', { name: t('verification:pin.digitLabel', { index: 1, total: 5 }) }).click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/home$/);
  // The list is on screen once the reservation is loaded and kept: a test that navigates on from here
  // (page.goto) would otherwise race the saving of the session and land back on the search.
  // Text, not role: a hotel's onboarding modal may already hide the page from the role tree.
  const progress = t('guests:page.progress', { completed: '#', total: '#' }).split('#').map(escapeRegExp);
  await expect(page.getByText(new RegExp(progress.join('\\d+')))).toBeVisible({ timeout: 30_000 });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
