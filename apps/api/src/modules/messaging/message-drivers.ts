import type { FnrhDriver } from '../../adapters/fnrh/fnrh-driver.ts';
import { createLocalFnrhDriver } from '../../adapters/fnrh/local-fnrh-driver.ts';
import { createLocalMailDriver } from '../../adapters/mail/local-mail-driver.ts';
import type { MailDriver } from '../../adapters/mail/mail-driver.ts';
import { createSmtpMailDriver } from '../../adapters/mail/smtp-mail-driver.ts';
import { createHttpSmsDriver } from '../../adapters/sms/http-sms-driver.ts';
import { createLocalSmsDriver } from '../../adapters/sms/local-sms-driver.ts';
import type { SmsDriver } from '../../adapters/sms/sms-driver.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';

export type MessageDriverSettings = {
  SMTP_URL?: string;
  MAIL_FROM: string;
  SMS_GATEWAY_URL?: string;
  SMS_GATEWAY_TOKEN?: string;
};

/**
 * SMTP and the HTTP SMS gateway when configured; otherwise the local mailbox (/dev/mailbox). FNRH exports
 * go to the hotel_exports table (the local driver) until a hotel integration exists.
 */
export function createMessageDrivers(
  { db, clock }: { db: Database; clock: Clock },
  settings: MessageDriverSettings,
): { mail: MailDriver; sms: SmsDriver; fnrh: FnrhDriver } {
  return {
    mail: settings.SMTP_URL
      ? createSmtpMailDriver({ smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM })
      : createLocalMailDriver({ db, clock }),
    sms: settings.SMS_GATEWAY_URL
      ? createHttpSmsDriver({ url: settings.SMS_GATEWAY_URL, token: settings.SMS_GATEWAY_TOKEN })
      : createLocalSmsDriver({ db, clock }),
    fnrh: createLocalFnrhDriver({ db, clock }),
  };
}
