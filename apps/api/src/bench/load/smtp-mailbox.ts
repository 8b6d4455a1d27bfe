import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { pinFromText } from '../../test/verification-client.ts';
import type { PinMailbox } from './guest-journey.ts';

type Received = { at: number; text: string };

export type SmtpMailbox = PinMailbox & {
  /** smtp://127.0.0.1:<port>, for the API's SMTP_URL. */
  url: string;
  /** Messages received, by recipient (lowercase), for the checks after a run. */
  countFor(recipient: string): number;
  total(): number;
  /**
   * Deliveries by Message-ID, as the message arrived (a message sent twice under one id counts 2): the
   * outbox names each e-mail `<outbox-id@domain>` (decision 256), so a check can tell lost from repeated.
   */
  deliveriesById(): ReadonlyMap<string, number>;
  close(): Promise<void>;
};

/**
 * A local SMTP server the API delivers its e-mail to (SMTP_URL), keeping each message's text by
 * recipient, so a simulated guest reads its PIN as a guest reads the e-mail. No TLS, no login.
 */
export async function startSmtpMailbox({ port = 0 }: { port?: number } = {}): Promise<SmtpMailbox> {
  const byRecipient = new Map<string, Received[]>();
  const waiting = new Map<string, Set<() => void>>();
  const byMessageId = new Map<string, number>();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Every simulated guest's PIN goes through here at once: do not refuse connections.
    maxClients: 10_000,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const at = Date.now();
          total += 1;
          if (mail.messageId) byMessageId.set(mail.messageId, (byMessageId.get(mail.messageId) ?? 0) + 1);
          for (const to of session.envelope.rcptTo) {
            const recipient = to.address.toLowerCase();
            const list = byRecipient.get(recipient) ?? [];
            list.push({ at, text: mail.text ?? '' });
            byRecipient.set(recipient, list);
            for (const wake of waiting.get(recipient) ?? []) wake();
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A sender killed in the middle of a session (the fault bench's kill -9) resets its connection: the
  // message was not accepted, the outbox sends it again; nothing to do here but not crash.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;

  function newestPin(recipient: string, since: number, spent: ReadonlySet<string>): string | null {
    const list = byRecipient.get(recipient) ?? [];
    for (let index = list.length - 1; index >= 0; index -= 1) {
      const message = list[index];
      if (!message || message.at < since) continue;
      const { code } = pinFromText(message.text);
      if (!spent.has(code)) return code;
    }
    return null;
  }

  return {
    url: `smtp://127.0.0.1:${bound}`,
    async waitForPin(recipientAddress, { since, timeoutMs, spent = new Set<string>() }) {
      const recipient = recipientAddress.toLowerCase();
      const found = newestPin(recipient, since, spent);
      if (found) return found;
      return new Promise<string>((resolve, reject) => {
        const wake = () => {
          const code = newestPin(recipient, since, spent);
          if (!code) return;
          done();
          resolve(code);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no PIN e-mail to ${recipient} within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiting.get(recipient)?.delete(wake);
        };
        const set = waiting.get(recipient) ?? new Set();
        set.add(wake);
        waiting.set(recipient, set);
      });
    },
    countFor: (recipient) => byRecipient.get(recipient.toLowerCase())?.length ?? 0,
    total: () => total,
    deliveriesById: () => byMessageId,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
