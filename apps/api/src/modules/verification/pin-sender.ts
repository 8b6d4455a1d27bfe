import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '@hospedar/contracts/constants';
import type { TSendPinRequest, TSendPinResponse } from '@hospedar/contracts/verification/send-pin';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import type { TOutboxMessageInput } from '../messaging/outbox-payload.ts';
import { emailLogoUrl } from '../brand/email-logo.ts';
import { toCompanyConfig } from '../tenant/to-company-config.ts';
import { guestContacts, type GuestContact } from '../guests/guest-contacts.ts';
import { renderPinEmail, renderPinSms, type PinMessageInput } from './pin-message.ts';
import {
  guessPauseEnd,
  PIN_CEILING_WINDOW_MS,
  PIN_DAILY_LIMIT,
  PIN_RESEND_SECONDS,
  PIN_TTL_SECONDS,
} from './pin-rules.ts';
import { secondsUntil } from './pin-ceiling.ts';
import { generateLinkToken, generatePinCode, hashLinkToken, hashPinCode } from './pin-secrets.ts';
import type { VerificationGuest, VerificationRepository } from './repository.ts';
import {
  contactsNotFound,
  guestNotFound,
  pinDailyLimit,
  pinGuessLimit,
  pinHourlyLimit as hourlyLimitReached,
  pinResendTooSoon,
} from './verification-errors.ts';

/** The bot check every stranger's PIN request must pass (modules/bot-check). */
export type BotCheckGuard = { assertSolved(payload: string | null | undefined): Promise<void> };

export type PinSenderDeps = {
  db: Database;
  clock: Clock;
  repository: VerificationRepository;
  botCheck: BotCheckGuard;
  /** secrets.hashPepper */
  pepper: string;
  /** PINs one guest may receive per hour. */
  pinHourlyLimit: number;
};

export type SendPinInput = {
  tenant: CompanyRow;
  guestId: string;
  body: TSendPinRequest;
  /** The portal's origin, for the link and the logo. */
  origin: string;
  langHeader: string | undefined;
};

const HOUR_MS = 60 * 60 * 1000;

function outboxMessage(
  companyId: string,
  pinId: string,
  contact: GuestContact,
  content: PinMessageInput & { expiresAt: Date },
): TOutboxMessageInput {
  const common = { companyId, idempotencyKey: `pin:${pinId}` };
  const discardAfter = content.expiresAt.toISOString();
  return contact.channel === 'email'
    ? {
        ...common,
        kind: 'email',
        payload: { ...renderPinEmail({ ...content, to: contact.address }), discardAfter },
      }
    : {
        ...common,
        kind: 'sms',
        payload: { ...renderPinSms({ ...content, to: contact.address }), discardAfter },
      };
}

/**
 * Sends a PIN (and its link) to one of the guest's contacts, within the resend, hourly and daily limits,
 * unless too many wrong codes paused the guest's sign-in by code.
 */
export function createPinSender({ db, clock, repository, botCheck, pepper, pinHourlyLimit }: PinSenderDeps) {
  return {
    /** `guest`: as the gate let it in (null: the hotel has no such guest, answered after the bot check). */
    async sendPin(
      { tenant, guestId, body, origin, langHeader }: SendPinInput,
      guest: VerificationGuest | null,
    ): Promise<TSendPinResponse> {
      await botCheck.assertSolved(body.botCheck);
      if (body.companyId && body.companyId !== tenant.id) throw guestNotFound();
      if (body.id && body.id !== guestId) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
          fields: [{ field: 'body.id', message: 'Must be the guest id of the path' }],
        });
      }
      if (!guest) throw guestNotFound();
      const contact = guestContacts(guest).find((candidate) => candidate.id === body.contactId);
      if (!contact) throw contactsNotFound();

      const company = toCompanyConfig(tenant);
      const pinLength = company.rules.pinLength;
      const pinId = randomUUID();
      const code = generatePinCode(pinLength);
      const linkToken = generateLinkToken();

      await db.transaction(async (tx) => {
        const now = clock();
        const dayStart = new Date(now.getTime() - PIN_CEILING_WINDOW_MS);
        const pins = await repository.lockGuestReadingPins(tx, guest.id, dayStart);
        const pausedUntil = guessPauseEnd(pins);
        if (pausedUntil) throw pinGuessLimit(secondsUntil(pausedUntil, now));
        const latestAt = pins.at(-1)?.createdAt;
        if (latestAt) {
          const elapsedSeconds = (now.getTime() - latestAt.getTime()) / 1000;
          if (elapsedSeconds < PIN_RESEND_SECONDS) {
            throw pinResendTooSoon(Math.ceil(PIN_RESEND_SECONDS - elapsedSeconds));
          }
        }
        const lastHour = pins.filter((pin) => pin.createdAt.getTime() > now.getTime() - HOUR_MS);
        if (lastHour.length >= pinHourlyLimit) {
          const freedAt = (lastHour[0]?.createdAt ?? now).getTime() + HOUR_MS;
          throw hourlyLimitReached(secondsUntil(new Date(freedAt), now));
        }
        if (pins.length >= PIN_DAILY_LIMIT) {
          const freedAt = (pins[0]?.createdAt ?? now).getTime() + PIN_CEILING_WINDOW_MS;
          throw pinDailyLimit(secondsUntil(new Date(freedAt), now));
        }
        const expiresAt = new Date(now.getTime() + PIN_TTL_SECONDS * 1000);
        await repository.replaceLivePins(tx, {
          id: pinId,
          companyId: tenant.id,
          guestId: guest.id,
          contactId: contact.id,
          codeHash: hashPinCode({ pepper, pinId, code }),
          linkHash: hashLinkToken(linkToken),
          expiresAt,
          createdAt: now,
        });
        const content = {
          // The language the guest is using right now, else the one on their record.
          language:
            toSupportedLanguage(langHeader) ?? toSupportedLanguage(guest.language) ?? DEFAULT_LANGUAGE,
          hotelName: company.hotel.nomeFantasia || company.name,
          logoUrl: emailLogoUrl(company.theme.logo.internal, origin),
          primaryColor: company.theme.primaryColor,
          code,
          link: `${origin}/welcome/validate/pin/${linkToken}`,
          minutes: PIN_TTL_SECONDS / 60,
          expiresAt,
        };
        await enqueueMessage(tx, outboxMessage(tenant.id, pinId, contact, content), { clock });
      });
      return { pinLength, expiresInSeconds: PIN_TTL_SECONDS, resendAfterSeconds: PIN_RESEND_SECONDS };
    },
  };
}
