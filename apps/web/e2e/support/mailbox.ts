import { expect, type APIRequestContext } from '@playwright/test';

type TMailboxMessage = {
  channel: string;
  recipient: string;
  subject: string | null;
  text: string;
  createdAt: string;
};

/**
 * The newest message the local mail driver kept for `recipient` after `since` (what a guest reads in
 * the inbox); waits for the outbox worker to deliver it.
 */
export async function latestMessage(
  request: APIRequestContext,
  recipient: string,
  since: Date,
): Promise<TMailboxMessage> {
  let newest: TMailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(recipient)}`);
        const body = (await response.json()) as { messages: TMailboxMessage[] };
        newest = body.messages.find((message) => new Date(message.createdAt) > since);
        return newest ? 1 : 0;
      },
      { timeout: 15_000, message: `a message for ${recipient} in the local mailbox` },
    )
    .toBeGreaterThan(0);
  return newest as TMailboxMessage;
}

/** The PIN and the link of a PIN message. */
export function readPinMessage(message: TMailboxMessage): { code: string; linkPath: string } {
  const code = /\b(\d{5})\b/.exec(message.text)?.[1];
  const link = /https?:\/\/[^\s]+(\/welcome\/validate\/pin\/[A-Za-z0-9_-]+)/.exec(message.text)?.[1];
  if (!code || !link) throw new Error(`No PIN or link in: ${message.text}`);
  return { code, linkPath: link };
}
