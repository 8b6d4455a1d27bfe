import { shapeGuestPayload } from '@hospedar/contracts/guests/form-shape';
import { cleanGuestPayload } from '@hospedar/contracts/guests/clean-guest-payload';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { missingAdditionalDocumentIssue } from '@hospedar/contracts/guests/document-types-for-guest';
import { guestFieldIssues } from '@hospedar/contracts/guests/guest-field-issues';
import { additionalDataConfig, hotelFieldIssues } from '@hospedar/contracts/guests/extra-field-rules';
import type { TFieldIssue } from '@hospedar/contracts/errors/api-error';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { dateInTimeZone, type Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyRow, GuestDocumentRow, GuestRow } from '../../db/schema/index.ts';
import { guestNotFound, type GuestAccess } from '../../plugins/guest-access.ts';
import { HttpError } from '../../http-error.ts';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import { mergeImageKeys, newImageKeyReferences, savedImageKeys } from './document-keys.ts';
import { createImageUrls } from '../storage/image-urls.ts';
import { createStoredImageChecker } from '../storage/stored-images.ts';
import { companyTimeZone, toCompanyConfig } from '../tenant/to-company-config.ts';
import { toReservation } from '../reservations/to-reservation.ts';
import { nameChangeIssue } from './name-change.ts';
import { createGuestRepository } from './repository.ts';
import { nextTermsAcceptance } from './terms-acceptance.ts';
import { orderForGuest } from '../payment/guarantee.ts';
import { toGuestColumns } from './to-guest-columns.ts';
import { asRecord, toCompanionSummary, toGuest, toGuestListItem } from './to-guest.ts';
import { hotelDocumentTypes } from './hotel-document-types.ts';
import { requireCpfsNotInUse } from './same-cpf.ts';

/** The hotel's additional-data answers and the free extraFields, by the rules the form applies. */
function hotelFieldsIssues(tenant: CompanyRow, guest: GuestRow, body: TSaveGuestRequest): TFieldIssue[] {
  const fields = additionalDataConfig(toCompanyConfig(tenant))?.extraFields ?? [];
  return [
    ...(body.additionalData
      ? hotelFieldIssues('additionalData', body.additionalData, fields, asRecord(guest.additionalData))
      : []),
    ...(body.extraFields
      ? hotelFieldIssues('extraFields', body.extraFields, [], asRecord(guest.extraFields))
      : []),
  ];
}

/** Main documents first, as the repository lists them. */
const mainFirst = (rows: GuestDocumentRow[]) => [...rows].sort((a, b) => Number(b.isMain) - Number(a.isMain));

/**
 * Guests as a verified guest sees and edits them (GET/PUT /api/clients/:id), for the guest the guard
 * (plugins/guest-access.ts) found the token may act for; every other id answered 404 there. Image keys
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
  const storedImages = createStoredImageChecker({ storage });
  const { imageUrl, withImageUrls } = createImageUrls({ storage });

  /** The new image keys of a save must be this guest's uploads (checked before anything is written). */
  async function checkImageKeys(guest: GuestRow, saved: GuestDocumentRow[], body: TSaveGuestRequest) {
    const references = newImageKeyReferences({
      documents: body.documents,
      documentsField: 'body.documents',
      photoId: body.photoId,
      savedKeys: savedImageKeys(guest.photoKey, saved),
    });
    await storedImages.requireGuestImages({ companyId: guest.companyId, guestId: guest.id, references });
  }

  return {
    /**
     * The main guest sees itself and the minors in full and the adult companions as summaries (LGPD data
     * minimisation, decision 54); a companion sees itself in full and the others as list items; a
     * document-scan token sees its own guest only, without the others' list.
     */
    async getClient({
      session,
      tenant,
      guest,
      reservation,
      isDocumentScan,
    }: GuestAccess): Promise<TGetClientResponse> {
      // The guests and all their documents in two statements built once (decision 304), side by side.
      const [all, documents] = await Promise.all([
        repository.listGuests(session.companyId, session.reservationId),
        repository.listReservationDocuments(session.companyId, session.reservationId),
      ]);
      const isSelf = (row: GuestRow) => row.id === session.guestId;
      const isMainView = session.masterGuest && !isDocumentScan;
      const inFull = isDocumentScan
        ? all.filter((row) => row.id === guest.id)
        : all.filter((row) => isSelf(row) || (isMainView && row.isChild));
      const companions = isMainView ? all.filter((row) => !isSelf(row) && !row.isChild) : [];
      const documentsOf = (id: string) => documents.filter((document) => document.guestId === id);
      return {
        reservation: toReservation(reservation),
        guest: await withImageUrls(toGuest(guest, documentsOf(guest.id))),
        guests: await Promise.all(inFull.map((row) => withImageUrls(toGuest(row, documentsOf(row.id))))),
        companions: await Promise.all(
          companions.map(async (row) => toCompanionSummary(row, await imageUrl(row.photoKey))),
        ),
        others:
          session.masterGuest || isDocumentScan ? [] : all.filter((row) => !isSelf(row)).map(toGuestListItem),
        // The warranty step is the main guest's own (spec section 4): nobody else sees the order.
        order:
          guest.id === session.guestId && !isDocumentScan
            ? await orderForGuest(db, { tenant, guest, reservation }, clock())
            : null,
      };
    },

    /**
     * Saves the step's fields of the guard's guest: its documents are read once (for the image keys and
     * the answer), the guest is written and answered in one statement, and the main-form documents, when
     * sent, are replaced in one more: at most four queries with the guard's (decision 41).
     */
    async saveGuest(
      { tenant, guest, reservation }: GuestAccess,
      payload: TSaveGuestRequest,
    ): Promise<TGuest> {
      const body = cleanGuestPayload(shapeGuestPayload(payload));
      const today = dateInTimeZone(clock(), companyTimeZone(tenant));
      const reservationDocuments = await repository.listReservationDocuments(
        guest.companyId,
        guest.reservationId,
      );
      const savedDocuments = reservationDocuments.filter((document) => document.guestId === guest.id);
      await checkImageKeys(guest, savedDocuments, body);
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
      issues.push(...hotelFieldsIssues(tenant, guest, body));
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
      requireCpfsNotInUse(
        body.documents,
        reservationDocuments.filter((document) => document.guestId !== guest.id),
      );
      const now = clock();
      const columns = {
        ...toGuestColumns(body),
        ...(body.optins
          ? {
              termsAcceptance: nextTermsAcceptance({
                saved: guest.termsAcceptance,
                optins: body.optins,
                versions: { use: tenant.termsOfUseVersion, privacy: tenant.privacyPolicyVersion },
                now,
              }),
            }
          : {}),
        // The pre-check-in is in progress from the first save (GET /api/integration/v1/reservations).
        ...(guest.formStartedAt ? {} : { formStartedAt: now }),
        updatedAt: now,
      };
      const { documents } = body;
      if (!documents) {
        // One statement needs no transaction: BEGIN and COMMIT would be two more round trips.
        const row = await repository.updateGuestReturning(guest.companyId, guest.id, columns);
        if (!row) throw guestNotFound();
        return withImageUrls(toGuest(row, savedDocuments));
      }
      const saved = await db.transaction(async (tx) => {
        const row = await repository.updateGuestReturning(guest.companyId, guest.id, columns, tx);
        if (!row) throw guestNotFound();
        const merged = mergeImageKeys(
          documents,
          savedDocuments.filter((document) => !document.isAdditional),
        );
        const stored = await repository.replaceDocuments(guest.companyId, guest.id, merged, now, tx);
        return toGuest(row, mainFirst(stored));
      });
      return withImageUrls(saved);
    },
  };
}
export type GuestService = ReturnType<typeof createGuestService>;
