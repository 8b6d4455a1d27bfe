import { randomUUID } from 'node:crypto';
import type {
  TFinalizeRegisterRequest,
  TFinalizeRegisterResponse,
} from '@hospedar/contracts/guests/finalize-register';
import type { TFinishGuestListResponse } from '@hospedar/contracts/guests/finish-guest-list';
import { guestCompletenessIssues } from '@hospedar/contracts/guests/missing-guest-fields';
import { dateInTimeZone, type Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { isDocumentImagesRequired } from './document-images-rule.ts';
import { hotelDocumentTypes } from './hotel-document-types.ts';
import { assertGuaranteeGiven } from '../payment/guarantee.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import { companyTimeZone } from '../tenant/to-company-config.ts';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event.ts';
import { enqueueGuestExport } from './enqueue-guest-export.ts';
import { createFnrhRepository } from './fnrh-repository.ts';
import { guestListExportRecord } from './fnrh-record.ts';
import { cpfsOf, sameCpfGuestsOfEach } from './same-cpf.ts';
import { guestNotFound, type GuestAccess, type SessionAccess } from '../../plugins/guest-access.ts';
import { createGuestRepository } from './repository.ts';
import { toGuest } from './to-guest.ts';

const reservationNotFound = () => new HttpError(404, 'RESERVATION_NOT_FOUND', 'Reservation not found.');

/**
 * The FNRH of a reservation: a guest's form is finalized (it gets an fnrhId and goes to the hotel), and
 * the main guest finishes the list (every form goes to the hotel). Each export is written to the outbox in
 * the transaction that caused it; the worker delivers it through the FNRH driver.
 */
export function createFnrhService({ db, clock }: { db: Database; clock: Clock }) {
  const guests = createGuestRepository(db);
  const repository = createFnrhRepository(db);

  return {
    /** Finalizes the guard's guest (the body's clientId), when the body names its hotel and reservation. */
    async finalizeRegister(
      { session, tenant, guest: allowed, reservation }: GuestAccess,
      request: TFinalizeRegisterRequest,
    ): Promise<TFinalizeRegisterResponse> {
      const { companyId, reservationId } = request;
      if (companyId !== session.companyId || reservationId !== session.reservationId) throw guestNotFound();
      const today = dateInTimeZone(clock(), companyTimeZone(tenant));
      return db.transaction(async (tx) => {
        // Locked, so two finalizations of one guest take turns and give it one fnrhId.
        const row = await guests.lockGuest(companyId, allowed.id, tx);
        if (!row) throw guestNotFound();
        const saved = toGuest(row, await guests.listDocuments(companyId, [row.id], tx));
        const issues = guestCompletenessIssues(saved, {
          today,
          documentImagesRequired: isDocumentImagesRequired(tenant),
          documentTypes: hotelDocumentTypes(tenant),
        });
        if (issues.length > 0) {
          throw new HttpError(400, 'VALIDATION_FAILED', 'The form is not complete.', { fields: issues });
        }
        const now = clock();
        const newFnrhId = randomUUID();
        const isFirst = await repository.assignFnrhId(
          { companyId, guestId: row.id, fnrhId: newFnrhId, now },
          tx,
        );
        const fnrhId = isFirst ? newFnrhId : (row.fnrhId ?? newFnrhId);
        const guest = { ...saved, fnrhId, isCompleted: true };
        await enqueueGuestExport(tx, { companyId, reservation, guest, isUpdate: !isFirst }, { clock });
        await emitWebhookEvent(
          tx,
          {
            companyId,
            type: 'guest.completed',
            data: {
              reservationId: reservation.id,
              reservationNumber: reservation.reservationNumber,
              guestId: row.id,
              fnrhId,
              isUpdate: !isFirst,
            },
          },
          { clock },
        );
        return { clientId: row.id, fnrhId, isFirstFinalization: isFirst };
      });
    },

    async finishGuestList(
      { session, tenant }: SessionAccess,
      reservationId: string,
    ): Promise<TFinishGuestListResponse> {
      const { companyId } = session;
      if (reservationId !== session.reservationId) throw reservationNotFound();
      return db.transaction(async (tx) => {
        const reservation = await repository.lockReservation(companyId, reservationId, tx);
        if (!reservation) throw reservationNotFound();
        const rows = await guests.listGuests(companyId, reservationId, tx);
        // The main guest as the database has it now, not only as the token said.
        const self = rows.find((row) => row.id === session.guestId);
        if (!self?.masterGuest) throw reservationNotFound();
        const incomplete = rows.filter((row) => !row.fnrhId).map((row) => row.id);
        if (incomplete.length > 0) {
          throw new HttpError(
            409,
            'GUEST_DATA_MISSING',
            'There are guests without data in the list. Fill every guest before finishing.',
            { guestIds: incomplete },
          );
        }
        await assertGuaranteeGiven(tx, { tenant, reservationId, now: clock() });
        const finishedAt = reservation.guestListFinishedAt ?? clock();
        if (!reservation.guestListFinishedAt) {
          await repository.markGuestListFinished({ companyId, reservationId, now: finishedAt }, tx);
        }
        const documents = await guests.listDocuments(
          companyId,
          rows.map((row) => row.id),
          tx,
        );
        const records = rows.map((row) =>
          toGuest(
            row,
            documents.filter((document) => document.guestId === row.id),
          ),
        );
        const sameCpfGuestsById = await sameCpfGuestsOfEach(tx, {
          companyId,
          guests: records.map((record) => ({ id: record.id, cpfs: cpfsOf(record.documents) })),
          reservation,
        });
        await enqueueMessage(
          tx,
          {
            companyId,
            kind: 'fnrh',
            idempotencyKey: `fnrh:guest-list:${reservationId}:${randomUUID()}`,
            payload: {
              kind: 'guest-list',
              reservationId,
              guestId: null,
              record: guestListExportRecord({ reservation, finishedAt, guests: records, sameCpfGuestsById }),
            },
          },
          { clock },
        );
        await emitWebhookEvent(
          tx,
          {
            companyId,
            type: 'guest_list.finished',
            data: {
              reservationId,
              reservationNumber: reservation.reservationNumber,
              finishedAt: finishedAt.toISOString(),
              guestCount: rows.length,
            },
          },
          { clock },
        );
        return { reservationId, finishedAt: finishedAt.toISOString(), guestCount: rows.length };
      });
    },
  };
}
export type FnrhService = ReturnType<typeof createFnrhService>;
