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

/** Sends through an SMTP relay; a rejected or failed send throws. */
export function createSmtpMailDriver({ smtpUrl, from }: SmtpMailDriverOptions): MailDriver {
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl));
  return {
    name: 'smtp',
    async send({ to, subject, html, text }) {
      await transport.sendMail({ from, to, subject, html, text });
    },
    async close() {
      transport.close();
    },
  };
}
