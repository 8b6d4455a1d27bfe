import { cleanGuestPayload } from '@hospedar/contracts/guests/clean-guest-payload';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { missingAdditionalDocumentIssue } from '@hospedar/contracts/guests/document-types-for-guest';
import { guestFieldIssues } from '@hospedar/contracts/guests/guest-field-issues';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import type { GuestClaims } from '../../auth/guest-token.ts';
import { dateInTimeZone, type Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow, GuestRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import { mergeImageKeys, newImageKeyReferences, savedImageKeys } from '../documents/document-keys.ts';
import { createImageUrls } from '../storage/image-urls.ts';
import { createStoredImageChecker } from '../storage/stored-images.ts';
import { companyTimeZone } from '../tenant/to-company-config.ts';
import { createReservationRepository } from '../search/reservation-repository.ts';
import { toReservation } from '../search/to-reservation.ts';
import { guestNotFound, mayActFor } from './guest-access.ts';
import { nameChangeIssue } from './name-change.ts';
import { createGuestRepository } from './repository.ts';
import { nextTermsAcceptance } from './terms-acceptance.ts';
import { toGuestColumns } from './to-guest-columns.ts';
import { toGuest, toGuestListItem } from './to-guest.ts';
import { hotelDocumentTypes } from './hotel-document-types.ts';

/**
 * Guests as a verified guest sees and edits them (GET/PUT /api/clients/:id). Every id the token may not
 * act for answers 404 GUEST_NOT_FOUND, so others' ids cannot be told apart from unknown ones. Image keys
 * a save refers to must be the guest's uploads; answers carry short-lived signed URLs of the images.
 */
export function createGuestService({
  db,
  clock,
  storage,
}: {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
}) {
  const repository = createGuestRepository(db);
  const reservations = createReservationRepository(db);
  const storedImages = createStoredImageChecker({ storage });
  const { withImageUrls } = createImageUrls({ storage });

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

  /** The new image keys of a save must be this guest's uploads (checked before the transaction). */
  async function checkImageKeys(session: GuestClaims, guestId: string, body: TSaveGuestRequest) {
    const guest = await findAllowedGuest(session, guestId);
    const saved = await repository.listDocuments(session.companyId, [guest.id]);
    const references = newImageKeyReferences({
      documents: body.documents,
      documentsField: 'body.documents',
      photoId: body.photoId,
      savedKeys: savedImageKeys(guest.photoKey, saved),
    });
    await storedImages.requireGuestImages({ companyId: session.companyId, guestId: guest.id, references });
  }

  return {
    /** A document-scan token (options.isDocumentScan) sees its own guest only, without the others' list. */
    async getClient(
      session: GuestClaims,
      guestId: string,
      options: { isDocumentScan?: boolean } = {},
    ): Promise<TGetClientResponse> {
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
        guest: await withImageUrls(toGuest(guest, documentsOf(guest.id))),
        guests: await Promise.all(inFull.map((row) => withImageUrls(toGuest(row, documentsOf(row.id))))),
        others:
          session.masterGuest || options.isDocumentScan
            ? []
            : all.filter((row) => row.id !== session.guestId).map(toGuestListItem),
        order: null,
      };
    },

    async saveGuest(
      session: GuestClaims,
      tenant: Pick<CompanyRow, 'timeZone' | 'parameters' | 'termsOfUseVersion' | 'privacyPolicyVersion'>,
      guestId: string,
      payload: TSaveGuestRequest,
    ): Promise<TGuest> {
      const body = cleanGuestPayload(payload);
      const today = dateInTimeZone(clock(), companyTimeZone(tenant));
      await checkImageKeys(session, guestId, body);
      const saved = await db.transaction(async (tx) => {
        const guest = await findAllowedGuest(session, guestId, tx);
        const reservation = await findReservation(session, tx);
        const issues = guestFieldIssues(body, {
          today,
          isChild: guest.isChild,
          birthdate: guest.birthdate,
          nationalityId: guest.nationalityId,
        });
        const documentTypes = hotelDocumentTypes(tenant);
        const additional =
          body.documents && documentTypes
            ? missingAdditionalDocumentIssue(
                body.documents,
                {
                  isChild: body.isChild ?? guest.isChild,
                  nationalityId: body.nationality?.id ?? guest.nationalityId,
                },
                documentTypes,
              )
            : null;
        if (additional) issues.push(additional);
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
          {
            ...toGuestColumns(body),
            ...(body.optins
              ? {
                  termsAcceptance: nextTermsAcceptance({
                    saved: guest.termsAcceptance,
                    optins: body.optins,
                    versions: { use: tenant.termsOfUseVersion, privacy: tenant.privacyPolicyVersion },
                    now: clock(),
                  }),
                }
              : {}),
            updatedAt: clock(),
          },
          tx,
        );
        if (body.documents) {
          const current = await repository.listDocuments(session.companyId, [guest.id], tx);
          const documents = mergeImageKeys(
            body.documents,
            current.filter((row) => !row.isAdditional),
          );
          await repository.replaceDocuments(session.companyId, guest.id, documents, tx);
        }
        const row = await repository.findGuest(session.companyId, guest.id, tx);
        if (!row) throw guestNotFound();
        return readGuest(session.companyId, row, tx);
      });
      return withImageUrls(saved);
    },
  };
}
export type GuestService = ReturnType<typeof createGuestService>;
