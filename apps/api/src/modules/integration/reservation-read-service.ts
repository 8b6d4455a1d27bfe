import { emitWebhookEvent } from '../webhooks/emit-webhook-event.ts';
import type { TFnrhFeedPage, TFnrhRecord } from '@hospedar/contracts/integration/fnrh-feed';
import type { TFnrhDigitalAttempts } from '@hospedar/contracts/integration/fnrh-digital-attempts';
import type {
  TCancelReservationResponse,
  TIntegrationReservationStatus,
} from '@hospedar/contracts/integration/reservation-status';
import { ReservationStatus } from '@hospedar/contracts/constants';
import {
  SETTLED_CHARGE_STATUSES,
  type TChargeStatus,
  type TOrderStatus,
} from '@hospedar/contracts/payment/order';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { type GuestDocumentRow, type GuestRow, type ReservationRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { exportedGuest } from '../guests/fnrh-record.ts';
import { createGuestRepository } from '../guests/repository.ts';
import { toGuest } from '../guests/to-guest.ts';
import { createFnrhDigitalRepository } from '../fnrh-digital/repository.ts';
import { createOrderRepository } from '../payment/order-repository.ts';
import { toReservation } from '../reservations/to-reservation.ts';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor.ts';
import { createIntegrationRepository } from './integration-repository.ts';
import { isFinished, precheckinStatus, requireFinishedGuest } from './finished-guest.ts';

const reservationNotFound = () => new HttpError(404, 'RESERVATION_NOT_FOUND', 'Reservation not found.');
const guestNotFound = () => new HttpError(404, 'GUEST_NOT_FOUND', 'Guest not found.');

/** The hotel receives a form as the FNRH export's record has it (fnrh-record.ts), without same-CPF hints. */
function fnrhRecord(
  reservation: ReservationRow,
  guest: GuestRow,
  documents: GuestDocumentRow[],
): TFnrhRecord {
  return {
    reservation: {
      id: reservation.id,
      reservationNumber: reservation.reservationNumber,
      checkinDate: reservation.checkinDate,
      checkoutDate: reservation.checkoutDate,
    },
    guest: exportedGuest(toGuest(guest, documents)),
  };
}

/**
 * What the hotel's system reads and the cancellation: every id is looked up within the key's hotel, so
 * another hotel's reservation or guest answers 404 like an unknown one.
 */
export function createReservationReadService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createIntegrationRepository(db);
  const guestRepository = createGuestRepository(db);

  async function reservationOf(companyId: string, reservationNumber: string) {
    const row = await repository.findReservationByNumber(companyId, reservationNumber);
    if (!row) throw reservationNotFound();
    return row;
  }

  return {
    async status(companyId: string, reservationNumber: string): Promise<TIntegrationReservationStatus> {
      const reservation = await reservationOf(companyId, reservationNumber);
      const rows = await guestRepository.listGuests(companyId, reservation.id);
      const documents = await guestRepository.listDocuments(
        companyId,
        rows.map((row) => row.id),
      );
      const found = await createOrderRepository(db).findByReservation(companyId, reservation.id);
      return {
        reservation: { ...toReservation(reservation), roomName: reservation.roomName },
        guests: rows.map((row) => {
          const own = documents.filter((document) => document.guestId === row.id && !document.isAdditional);
          return {
            guestId: row.id,
            externalId: row.externalId,
            name: row.name,
            lastName: row.lastName,
            masterGuest: row.masterGuest,
            isChild: row.isChild,
            status: precheckinStatus(row, own),
            fnrhId: isFinished(row) ? row.fnrhId : null,
            hasSignature: row.signatureId !== null,
            documents: {
              count: own.length,
              withImages: own.filter((document) => document.frontImageKey !== null).length,
            },
            formStartedAt: row.formStartedAt?.toISOString() ?? null,
          };
        }),
        order: found
          ? {
              id: found.order.id,
              status: found.order.status as TOrderStatus,
              isGuaranteed: found.charges.every((charge) =>
                SETTLED_CHARGE_STATUSES.includes(charge.status as TChargeStatus),
              ),
              charges: found.charges.map((charge) => ({
                id: charge.id,
                amount: charge.amountCents,
                status: charge.status as TChargeStatus,
              })),
            }
          : null,
      };
    },

    /** Sets the reservation's status to CANCELLED (6); already cancelled, nothing is written. */
    async cancel(companyId: string, reservationNumber: string): Promise<TCancelReservationResponse> {
      return db.transaction(async (tx) => {
        const row = await repository.lockReservationByNumber(companyId, reservationNumber, tx);
        if (!row) throw reservationNotFound();
        const isCancelled = row.resStatus === ReservationStatus.CANCELLED;
        if (!isCancelled) {
          await repository.updateReservation(
            companyId,
            row.id,
            { resStatus: ReservationStatus.CANCELLED, updatedAt: clock() },
            tx,
          );
          await emitWebhookEvent(
            tx,
            {
              companyId,
              type: 'reservation.cancelled',
              data: { reservationId: row.id, reservationNumber, cancelledAt: clock().toISOString() },
            },
            { clock },
          );
        }
        return { reservationId: row.id, resStatus: ReservationStatus.CANCELLED, changed: !isCancelled };
      });
    },

    /** One page of the hotel's finished forms after the cursor (decision 133). */
    async fnrhFeed(companyId: string, cursor: string | undefined, limit: number): Promise<TFnrhFeedPage> {
      const afterSeq = decodeFeedCursor(cursor);
      const rows = await repository.listFinishedForms(companyId, afterSeq, limit + 1);
      const page = rows.slice(0, limit);
      const guestIds = [...new Set(page.map((row) => row.guest.id))];
      const documents = await guestRepository.listDocuments(companyId, guestIds);
      const last = page.at(-1);
      return {
        entries: page.map(({ entry, guest, reservation }) => ({
          guestId: guest.id,
          fnrhId: entry.fnrhId,
          finishedAt: entry.finishedAt.toISOString(),
          isUpdate: entry.isUpdate,
          record: fnrhRecord(
            reservation,
            guest,
            documents.filter((document) => document.guestId === guest.id),
          ),
        })),
        nextCursor: last ? encodeFeedCursor(last.entry.seq) : (cursor ?? encodeFeedCursor(0)),
        hasMore: rows.length > limit,
      };
    },

    /** One guest's finished form; 409 GUEST_DATA_MISSING while it is not finished. */
    async guestFnrh(companyId: string, guestId: string): Promise<TFnrhRecord> {
      const guest = requireFinishedGuest(await guestRepository.findGuest(companyId, guestId));
      const reservation = await repository.findReservationById(companyId, guest.reservationId);
      if (!reservation) throw guestNotFound();
      const documents = await guestRepository.listDocuments(companyId, [guest.id]);
      return fnrhRecord(reservation, guest, documents);
    },

    /**
     * Every sending of the guest's form to FNRH Digital and the government's answer, newest first (the
     * last 100): how the hotel sees what became of it (decision 207). None yet is an empty list.
     */
    async fnrhDigitalAttempts(companyId: string, guestId: string): Promise<TFnrhDigitalAttempts> {
      const guest = await guestRepository.findGuest(companyId, guestId);
      if (!guest) throw guestNotFound();
      const rows = await createFnrhDigitalRepository(db).listAttempts(companyId, { guestId, limit: 100 });
      return {
        guestId,
        attempts: rows.map((row) => ({
          attemptedAt: row.attemptedAt.toISOString(),
          outcome: row.outcome,
          httpStatus: row.httpStatus,
          answer: row.answer ?? null,
          reason: row.reason,
        })),
      };
    },
  };
}
export type ReservationReadService = ReturnType<typeof createReservationReadService>;
