import type { FnrhDriver } from '../../adapters/fnrh/fnrh-driver.ts';
import { createFnrhDigitalDriver } from '../../adapters/fnrh/fnrh-digital-driver.ts';
import { createLocalFnrhDriver } from '../../adapters/fnrh/local-fnrh-driver.ts';
import { createLocalMailDriver } from '../../adapters/mail/local-mail-driver.ts';
import type { MailDriver } from '../../adapters/mail/mail-driver.ts';
import { createSmtpMailDriver } from '../../adapters/mail/smtp-mail-driver.ts';
import { createHttpSmsDriver } from '../../adapters/sms/http-sms-driver.ts';
import { createLocalSmsDriver } from '../../adapters/sms/local-sms-driver.ts';
import type { SmsDriver } from '../../adapters/sms/sms-driver.ts';
import type { FetchLike } from '../../adapters/payment/pagarme-processor.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { reservationGuardian } from '../fnrh-digital/guardian.ts';
import { createFnrhDigitalRepository } from '../fnrh-digital/repository.ts';
import { FNRH_SANDBOX_INTERNAL_BASE_URL } from '../fnrh-digital-sandbox/module.ts';

export type MessageDriverSettings = {
  SMTP_URL?: string;
  MAIL_FROM: string;
  SMS_GATEWAY_URL?: string;
  SMS_GATEWAY_TOKEN?: string;
};

/**
 * SMTP and the HTTP SMS gateway when configured; otherwise the local mailbox (/dev/mailbox). FNRH exports
 * go to the hotel_exports table (the local driver) and, for a hotel that enabled it, to FNRH Digital
 * (decision 150): its real URL, or the local contract server through `fnrhSandboxFetch`.
 */
export function createMessageDrivers(
  {
    db,
    clock,
    fnrhSandboxFetch = fetch,
  }: {
    db: Database;
    clock: Clock;
    /** The server's in-process fetch (inProcessFetch(app)); without it the internal host is unreachable. */
    fnrhSandboxFetch?: FetchLike;
  },
  settings: MessageDriverSettings,
): { mail: MailDriver; sms: SmsDriver; fnrh: FnrhDriver } {
  return {
    mail: settings.SMTP_URL
      ? createSmtpMailDriver({ smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM })
      : createLocalMailDriver({ db, clock }),
    sms: settings.SMS_GATEWAY_URL
      ? createHttpSmsDriver({ url: settings.SMS_GATEWAY_URL, token: settings.SMS_GATEWAY_TOKEN })
      : createLocalSmsDriver({ db, clock }),
    fnrh: createFnrhDigitalDriver({
      local: createLocalFnrhDriver({ db, clock }),
      store: {
        ...createFnrhDigitalRepository(db),
        guardianOf: (input) => reservationGuardian(db, input),
      },
      clock,
      fetchImpl: fetch,
      sandbox: { baseUrl: FNRH_SANDBOX_INTERNAL_BASE_URL, fetchImpl: fnrhSandboxFetch },
    }),
  };
}
