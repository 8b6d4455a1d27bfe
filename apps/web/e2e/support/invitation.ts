import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { TAnyLanguage } from './locale-text.ts';
import { latestMessage } from './mailbox.ts';

type TInvitation = Awaited<ReturnType<typeof latestMessage>>;

/**
 * A companion's invitation, the newest in her inbox after `since`, opened on her own device: a new
 * browser of the test's size reading `locale`, which lands on her contact choice. Close `context` after.
 */
export async function openInvitation(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
  { email, since, locale }: { email: string; since: Date; locale: TAnyLanguage },
): Promise<{ invitation: TInvitation; context: BrowserContext; phone: Page }> {
  const invitation = await latestMessage(request, email, since);
  const linkPath = /https?:\/\/[^\s/]+(\/[0-9a-f-]{36}\/[0-9a-f-]{36})(?:\s|$)/.exec(invitation.text)?.[1];
  expect(linkPath, invitation.text).toBeTruthy();
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, locale });
  const phone = await context.newPage();
  await phone.goto(linkPath ?? '/');
  await expect(phone).toHaveURL(/\/person-data-validation$/);
  return { invitation, context, phone };
}
