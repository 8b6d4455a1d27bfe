import { cleanGuestPayload } from '@hospedar/contracts/guests/clean-guest-payload';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { guestFieldIssues } from '@hospedar/contracts/guests/guest-field-issues';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import type { GuestClaims } from '../../auth/guest-token.ts';
import { dateInTimeZone, type Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow, GuestRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { companyTimeZone } from '../tenant/to-company-config.ts';
import { createReservationRepository } from '../search/reservation-repository.ts';
import { toReservation } from '../search/to-reservation.ts';
import { guestNotFound, mayActFor } from './guest-access.ts';
import { nameChangeIssue } from './name-change.ts';
import { createGuestRepository } from './repository.ts';
import { toGuestColumns } from './to-guest-columns.ts';
import { toGuest, toGuestListItem } from './to-guest.ts';

/**
 * Guests as a verified guest sees and edits them (GET/PUT /api/clients/:id). Every id the token may not
 * act for answers 404 GUEST_NOT_FOUND, so others' ids cannot be told apart from unknown ones.
 */
export function createGuestService({ db, clock }: { db: Database; clock: Clock }) {
  const repository = createGuestRepository(db);
  const reservations = createReservationRepository(db);

  async function findAllowedGuest(session: GuestClaims, guestId: string, tx: Database = db) {
    const guest = await repository.findGuest(session.companyId, guestId, tx);
    if (!guest || !mayActFor(session, guest)) throw guestNotFound();
    return guest;
  }

  async function findReservation(session: GuestClaims, tx: Database = db) {
    const row = await reservations.findReservation(session.companyId, session.reservationId, tx);
    if (!row) throw guestNotFound();
    return toReservation(row);
  }

  async function readGuest(companyId: string, guest: GuestRow, tx: Database = db): Promise<TGuest> {
    return toGuest(guest, await repository.listDocuments(companyId, [guest.id], tx));
  }

  return {
    async getClient(session: GuestClaims, guestId: string): Promise<TGetClientResponse> {
      const guest = await findAllowedGuest(session, guestId);
      const reservation = await findReservation(session);
      const all = await repository.listGuests(session.companyId, session.reservationId);
      const inFull = session.masterGuest ? all : all.filter((row) => row.id === session.guestId);
      const documents = await repository.listDocuments(session.companyId, [
        ...new Set([guest.id, ...inFull.map((row) => row.id)]),
      ]);
      const documentsOf = (id: string) => documents.filter((document) => document.guestId === id);
      return {
        reservation,
        guest: toGuest(guest, documentsOf(guest.id)),
        guests: inFull.map((row) => toGuest(row, documentsOf(row.id))),
        others: session.masterGuest
          ? []
          : all.filter((row) => row.id !== session.guestId).map(toGuestListItem),
        order: null,
      };
    },

    async saveGuest(
      session: GuestClaims,
      tenant: Pick<CompanyRow, 'timeZone'>,
      guestId: string,
      payload: TSaveGuestRequest,
    ): Promise<TGuest> {
      const body = cleanGuestPayload(payload);
      const today = dateInTimeZone(clock(), companyTimeZone(tenant));
      return db.transaction(async (tx) => {
        const guest = await findAllowedGuest(session, guestId, tx);
        const reservation = await findReservation(session, tx);
        const issues = guestFieldIssues(body, {
          today,
          isChild: guest.isChild,
          birthdate: guest.birthdate,
          nationalityId: guest.nationalityId,
        });
        const nameIssue = nameChangeIssue(body, guest, reservation.billed);
        if (nameIssue === 'locked') {
          throw new HttpError(
            400,
            'NAME_LOCKED_BILLED',
            "The main guest's name cannot be changed: the reservation is billed. Contact the hotel.",
          );
        }
        if (nameIssue) issues.push(nameIssue);
        if (issues.length > 0) {
          throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', { fields: issues });
        }
        await repository.updateGuest(
          session.companyId,
          guest.id,
          { ...toGuestColumns(body), updatedAt: clock() },
          tx,
        );
        if (body.documents)
          await repository.replaceDocuments(session.companyId, guest.id, body.documents, tx);
        const saved = await repository.findGuest(session.companyId, guest.id, tx);
        if (!saved) throw guestNotFound();
        return readGuest(session.companyId, saved, tx);
      });
    },
  };
}
export type GuestService = ReturnType<typeof createGuestService>;
