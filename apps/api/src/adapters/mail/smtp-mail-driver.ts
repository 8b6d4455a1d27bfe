import nodemailer from 'nodemailer';
import type { MailDriver } from './mail-driver.ts';

export type SmtpMailDriverOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  smtpUrl: string;
  /** The From header, e.g. 'Hospedar <no-reply@hospedar.example.com>'. */
  from: string;
};

/** Transport options from an SMTP URL, with timeouts shorter than the outbox's claim on a message. */
export function smtpTransportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const isImplicitTls = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : isImplicitTls ? 465 : 587,
    secure: isImplicitTls,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** The domain of a From header ('Hotel <no-reply@hotel.example>' gives hotel.example), for Message-IDs. */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'hospedar.localhost';
}

/**
 * Sends through an SMTP relay; a rejected or failed send throws. The Message-ID is made of the outbox
 * message's id, so a delivery repeated after a crash carries the same Message-ID as the first (mail
 * systems and clients keep one message per Message-ID).
 */
export function createSmtpMailDriver({ smtpUrl, from }: SmtpMailDriverOptions): MailDriver {
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl));
  return {
    name: 'smtp',
    async send({ id, to, subject, html, text }) {
      const messageId = id ? `<${id}@${domainOf(from)}>` : undefined;
      await transport.sendMail({ from, to, subject, html, text, messageId });
    },
    async close() {
      transport.close();
    },
  };
}
