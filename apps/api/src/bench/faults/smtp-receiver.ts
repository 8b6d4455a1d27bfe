import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { messageId: string; to: string; text: string };

export type SmtpReceiver = {
  /** Every e-mail received, in order (a repeated delivery appears twice). */
  readonly received: readonly ReceivedMail[];
  /** Resolves with the first e-mail to `to` received after `sinceIndex`, or null after `timeoutMs`. */
  waitFor(to: string, sinceIndex: number, timeoutMs: number): Promise<ReceivedMail | null>;
  close(): Promise<void>;
};

/** An SMTP server the API processes deliver to (SMTP_URL), keeping what arrives for the ledger. */
export async function startSmtpReceiver({ port }: { port: number }): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({ messageId: mail.messageId ?? '', to: to ?? '', text: mail.text ?? '' });
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    received,
    waitFor(to, sinceIndex, timeoutMs) {
      const find = () => received.slice(sinceIndex).find((mail) => mail.to === to) ?? null;
      return new Promise((resolve) => {
        const found = find();
        if (found) return resolve(found);
        const wake = () => {
          const mail = find();
          if (!mail) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(null);
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
