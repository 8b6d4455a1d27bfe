import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '@hospedar/contracts/constants';
import type { TSendTermsRequest, TSendTermsResponse } from '@hospedar/contracts/terms/send-terms';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import type { GuestAccess } from '../../plugins/guest-access.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import { toCompanyConfig } from '../tenant/to-company-config.ts';
import { createTermsRepository } from './repository.ts';
import { renderTermsEmail } from './terms-message.ts';

export const termsNotFound = () =>
  new HttpError(404, 'TERMS_NOT_FOUND', 'This hotel has not published these terms.');

const notGuestEmail = () =>
  new HttpError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
    fields: [{ field: 'body.email', message: 'Must be the e-mail saved for the guest' }],
  });

/**
 * POST /api/terms/sendToGuest: the terms text asked (its language is the text's own) goes to the
 * verified guest's saved e-mail through the outbox. Any other address is refused, so the call cannot
 * mail strangers.
 */
export function createSendTermsService({ db, clock }: { db: Database; clock: Clock }) {
  const termsRepository = createTermsRepository(db);

  return {
    /** To the guard's guest, the token's own (isOwnGuest). */
    async sendToGuest({ tenant, guest }: GuestAccess, body: TSendTermsRequest): Promise<TSendTermsResponse> {
      const savedEmail = guest.email?.trim().toLowerCase();
      if (!savedEmail || savedEmail !== body.email) throw notGuestEmail();
      const row = await termsRepository.findById(tenant.id, body.termId);
      if (!row) throw termsNotFound();
      const company = toCompanyConfig(tenant);
      const payload = renderTermsEmail({
        to: savedEmail,
        language: toSupportedLanguage(row.language) ?? DEFAULT_LANGUAGE,
        guestName: body.name,
        hotelName: company.hotel.nomeFantasia || company.name,
        primaryColor: company.theme.primaryColor,
        title: row.title,
        updatedAt: row.updatedAt,
        html: row.html,
      });
      await enqueueMessage(
        db,
        { companyId: tenant.id, kind: 'email', payload, idempotencyKey: `terms:${randomUUID()}` },
        { clock },
      );
      return { isQueued: true };
    },
  };
}
export type SendTermsService = ReturnType<typeof createSendTermsService>;
