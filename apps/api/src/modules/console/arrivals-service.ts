import {
  ARRIVALS_DEFAULT_DAYS,
  ARRIVALS_LIST_LIMIT,
  type TArrivalGuestDetail,
  type TArrivalReservation,
  type TArrivalsList,
  type TArrivalsQuery,
  type TResendLinkRequest,
  type TResendLinkResponse,
} from '@hospedar/contracts/console/arrivals';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import { addDays, dateInTimeZone, type Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow, GuestDocumentRow, ReservationRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { assertReservationOpen } from '../../plugins/reservation-rules.ts';
import type { FnrhDocumentService } from '../fnrh-document/service.ts';
import { guestContacts } from '../guests/guest-contacts.ts';
import { createGuestRepository } from '../guests/repository.ts';
import { createSignatureRepository } from '../guests/signature-repository.ts';
import { isFinished, requireFinishedGuest } from '../integration/finished-guest.ts';
import { enqueueGuestLink } from '../notify/guest-link.ts';
import { createImageUrls } from '../storage/image-urls.ts';
import { companyTimeZone } from '../tenant/to-company-config.ts';
import { arrivalGuarantee, arrivalGuestState } from './arrival-state.ts';
import { createArrivalsRepository } from './arrivals-repository.ts';

/** One resend per guest within this many seconds (decision 213); the route limit counts per address. */
export const RESEND_INTERVAL_SECONDS = 60;

const guestNotFound = () => new HttpError(404, 'GUEST_NOT_FOUND', 'Guest not found.');
const channelUnavailable = () =>
  new HttpError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
    fields: [{ field: 'body.channel', message: 'arrivals.noContact' }],
  });
const sentTooRecently = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'STAFF_RESEND_TOO_SOON',
    "The guest's link was sent moments ago: wait before sending it again.",
    { retryAfterSeconds },
  );

export type ArrivalsServiceDeps = {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
  fnrhDocuments: FnrhDocumentService;
};

function reservationSummary(
  reservation: ReservationRow,
  guarantee: TArrivalReservation['guarantee'],
): Omit<TArrivalReservation, 'guests'> {
  return {
    id: reservation.id,
    reservationNumber: reservation.reservationNumber,
    checkinDate: reservation.checkinDate,
    checkoutDate: reservation.checkoutDate,
    roomName: reservation.roomName,
    resStatus: reservation.resStatus,
    adults: reservation.adultsNumber,
    children: reservation.childrenNumber,
    guarantee,
  };
}

/**
 * The desk's arrivals (issue 17, decisions 210 to 214): every read and change takes the session's hotel,
 * so an id of another hotel is 404 like an unknown one.
 */
export function createArrivalsService({ db, clock, storage, fnrhDocuments }: ArrivalsServiceDeps) {
  const repository = createArrivalsRepository(db);
  const guestRepository = createGuestRepository(db);
  const signatures = createSignatureRepository(db);
  const { imageUrl } = createImageUrls({ storage });
  const photoUrl = async (key: string) => (await imageUrl(key)) ?? '';

  async function findGuest(hotel: CompanyRow, guestId: string) {
    const found = await repository.findGuestWithReservation(hotel.id, guestId);
    if (!found) throw guestNotFound();
    return found;
  }

  return {
    /** Check-ins of the range (default: the hotel's today and the next days), with each guest's state. */
    async list(hotel: CompanyRow, query: TArrivalsQuery): Promise<TArrivalsList> {
      const now = clock();
      const today = dateInTimeZone(now, companyTimeZone(hotel));
      const from = query.from ?? today;
      const to = query.to ?? (query.from ? from : addDays(today, query.days ?? ARRIVALS_DEFAULT_DAYS));
      const rows = await repository.listReservations(hotel.id, {
        from,
        to,
        search: query.q ? query.q : null,
        limit: ARRIVALS_LIST_LIMIT + 1,
      });
      const page = rows.slice(0, ARRIVALS_LIST_LIMIT);
      const ids = page.map((row) => row.id);
      const [guestRows, orders] = await Promise.all([
        repository.listGuests(hotel.id, ids),
        repository.listOrders(hotel.id, ids),
      ]);
      const documents = await repository.listDocuments(
        hotel.id,
        guestRows.map((row) => row.id),
      );
      const documentsOf = new Map<string, GuestDocumentRow[]>();
      for (const document of documents) {
        documentsOf.set(document.guestId, [...(documentsOf.get(document.guestId) ?? []), document]);
      }
      return {
        today,
        from,
        to,
        isTruncated: rows.length > ARRIVALS_LIST_LIMIT,
        reservations: page.map((reservation) => ({
          ...reservationSummary(reservation, arrivalGuarantee(orders.get(reservation.id), hotel, now)),
          guests: guestRows
            .filter((guest) => guest.reservationId === reservation.id)
            .map((guest) => ({
              id: guest.id,
              name: guest.name,
              lastName: guest.lastName,
              isMainGuest: guest.masterGuest,
              isChild: guest.isChild,
              state: arrivalGuestState(guest, documentsOf.get(guest.id) ?? [], reservation),
            })),
        })),
      };
    },

    /**
     * One guest's form, read-only, as the FNRH document says it, with signed URLs of the document
     * photos (never public).
     */
    async guestDetail(hotel: CompanyRow, guestId: string, language: TLanguage): Promise<TArrivalGuestDetail> {
      const { guest, reservation } = await findGuest(hotel, guestId);
      const [documents, orders] = await Promise.all([
        guestRepository.listDocuments(hotel.id, [guest.id]),
        repository.listOrders(hotel.id, [reservation.id]),
      ]);
      const own = documents.filter((document) => !document.isAdditional);
      const content = await fnrhDocuments.describeGuest(hotel, { guest, reservation, documents }, language);
      const photos = await Promise.all(
        content.photos.map(async ({ key, caption }) => ({ caption, url: await photoUrl(key) })),
      );
      return {
        reservation: reservationSummary(
          reservation,
          arrivalGuarantee(orders.get(reservation.id), hotel, clock()),
        ),
        guest: {
          id: guest.id,
          name: guest.name,
          lastName: guest.lastName,
          isMainGuest: guest.masterGuest,
          isChild: guest.isChild,
          state: arrivalGuestState(guest, own, reservation),
          fnrhId: isFinished(guest) ? guest.fnrhId : null,
        },
        form: { sections: content.sections, photos, signatureCaption: content.signatureCaption },
        hasSignature: guest.signatureId !== null,
        hasPdf: isFinished(guest),
        contacts: guestContacts(guest).map(({ channel, masked }) => ({ channel, masked })),
        notifiedAt: guest.notifiedAt?.toISOString() ?? null,
      };
    },

    /** The guest's signature PNG; 404 NOT_FOUND while the guest has not signed. */
    async signature(hotel: CompanyRow, guestId: string): Promise<Buffer> {
      await findGuest(hotel, guestId);
      const found = await signatures.findSignature(hotel.id, guestId);
      if (!found) throw new HttpError(404, 'NOT_FOUND', 'The guest has not signed yet.');
      return found.png;
    },

    /** The FNRH document (decision 160), with the integration API's finished-guest check (decision 189). */
    async pdf(hotel: CompanyRow, guestId: string): Promise<Buffer> {
      return fnrhDocuments.renderGuestPdf(hotel, guestId, { checkGuest: requireFinishedGuest });
    },

    /**
     * Sends the guest's direct-entry link again, by e-mail or SMS, through the outbox (the message the
     * main guest's notification sends, in the hotel's words). The reservation must admit pre-check-in
     * (the portal's rule, 403 with its reason); one send per guest a minute (429 STAFF_RESEND_TOO_SOON).
     */
    async resendLink(
      hotel: CompanyRow,
      guestId: string,
      { channel }: TResendLinkRequest,
      origin: string,
    ): Promise<TResendLinkResponse> {
      const { reservation } = await findGuest(hotel, guestId);
      assertReservationOpen({ tenant: hotel, reservation, now: clock() });
      return db.transaction(async (tx) => {
        const guest = await repository.lockGuest(hotel.id, guestId, tx);
        if (!guest) throw guestNotFound();
        const contact = guestContacts(guest).find((candidate) => candidate.channel === channel);
        if (!contact) throw channelUnavailable();
        const now = clock();
        const elapsed = guest.notifiedAt ? (now.getTime() - guest.notifiedAt.getTime()) / 1000 : Infinity;
        if (elapsed < RESEND_INTERVAL_SECONDS) {
          throw sentTooRecently(Math.ceil(RESEND_INTERVAL_SECONDS - elapsed));
        }
        await enqueueGuestLink(
          tx,
          { tenant: hotel, reservation, guest, contact, origin, mainGuest: null },
          { clock },
        );
        return { channel, to: contact.masked, sentAt: now.toISOString() };
      });
    },
  };
}
export type ArrivalsService = ReturnType<typeof createArrivalsService>;
