import type { TReplaceDocumentsRequest } from '@hospedar/contracts/documents/replace-documents';
import type { TFieldIssue } from '@hospedar/contracts/errors/api-error';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { missingAdditionalDocumentIssue } from '@hospedar/contracts/guests/document-types-for-guest';
import { guestFieldIssues } from '@hospedar/contracts/guests/guest-field-issues';
import { missingDocumentImages } from '@hospedar/contracts/guests/missing-guest-fields';
import { VALIDATION_MESSAGE_KEYS } from '@hospedar/contracts/validation/messages';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import { dateInTimeZone, type Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { GuestRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { enqueueGuestExport } from '../guests/enqueue-guest-export.ts';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event.ts';
import { guestNotFound, type GuestAccess } from '../../plugins/guest-access.ts';
import { createGuestRepository } from '../guests/repository.ts';
import { toGuest } from '../guests/to-guest.ts';
import { createImageUrls } from '../storage/image-urls.ts';
import { createStoredImageChecker } from '../storage/stored-images.ts';
import { companyTimeZone } from '../tenant/to-company-config.ts';
import { hotelDocumentTypes } from '../guests/hotel-document-types.ts';
import { isDocumentImagesRequired } from '../guests/document-images-rule.ts';
import { requireCpfsNotInUse } from '../guests/same-cpf.ts';
import { mergeImageKeys, newImageKeyReferences, savedImageKeys } from '../guests/document-keys.ts';

/**
 * PUT /api/clients/replace-documents: a finalized guest's documents are replaced and the updated form goes
 * to the hotel, as a finalization would send it. Only a guest the token may act for, with its own fnrhId.
 */
export function createReplaceDocumentsService({
  db,
  clock,
  storage,
}: {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
}) {
  const guests = createGuestRepository(db);
  const storedImages = createStoredImageChecker({ storage });
  const { withImageUrls } = createImageUrls({ storage });

  const isFinalizedAs = (guest: GuestRow | null, fnrhId: string): guest is GuestRow =>
    guest !== null && Boolean(guest.fnrhId) && guest.fnrhId === fnrhId;

  function documentIssues(
    request: TReplaceDocumentsRequest,
    guest: GuestRow,
    context: {
      today: string;
      imagesRequired: boolean;
      documentTypes: ReturnType<typeof hotelDocumentTypes>;
      merged: ReturnType<typeof mergeImageKeys>;
    },
  ): TFieldIssue[] {
    const issues = guestFieldIssues(
      { documents: request.documents },
      {
        today: context.today,
        isChild: guest.isChild,
        birthdate: guest.birthdate,
        nationalityId: guest.nationalityId,
      },
    );
    if (!request.documents.some((document) => document.isMain)) {
      issues.push({ field: 'body.documents', message: VALIDATION_MESSAGE_KEYS.required });
    }
    const additional = context.documentTypes
      ? missingAdditionalDocumentIssue(
          request.documents,
          { isChild: guest.isChild, nationalityId: guest.nationalityId },
          context.documentTypes,
        )
      : null;
    if (additional) issues.push(additional);
    return [
      ...issues,
      ...missingDocumentImages(context.merged, { documentImagesRequired: context.imagesRequired }),
    ];
  }

  return {
    /** The guard's guest, finalized with this fnrhId (else 404, as for anyone's else). */
    async replaceDocuments(
      { tenant, guest, reservation }: GuestAccess,
      request: TReplaceDocumentsRequest,
    ): Promise<TGuest> {
      const { companyId } = guest;
      if (!isFinalizedAs(guest, request.fnrhId)) throw guestNotFound();
      const reservationDocuments = await guests.listReservationDocuments(companyId, guest.reservationId);
      const saved = reservationDocuments.filter((row) => row.guestId === guest.id && !row.isAdditional);
      const merged = mergeImageKeys(request.documents, saved);
      const issues = documentIssues(request, guest, {
        today: dateInTimeZone(clock(), companyTimeZone(tenant)),
        imagesRequired: isDocumentImagesRequired(tenant),
        documentTypes: hotelDocumentTypes(tenant),
        merged,
      });
      if (issues.length > 0) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', { fields: issues });
      }
      requireCpfsNotInUse(
        request.documents,
        reservationDocuments.filter((row) => row.guestId !== guest.id),
      );
      const references = newImageKeyReferences({
        documents: request.documents,
        documentsField: 'body.documents',
        savedKeys: savedImageKeys(guest.photoKey, saved),
      });
      await storedImages.requireGuestImages({ companyId, guestId: guest.id, references });

      const updated = await db.transaction(async (tx) => {
        // Locked, so a finalization running at the same moment takes its turn; it may have changed fnrhId.
        const row = await guests.lockGuest(companyId, guest.id, tx);
        if (!isFinalizedAs(row, request.fnrhId)) throw guestNotFound();
        const now = clock();
        const stored = await guests.replaceDocuments(companyId, row.id, merged, now, tx);
        await guests.updateGuest(companyId, row.id, { updatedAt: now }, tx);
        const record = toGuest(row, stored);
        await enqueueGuestExport(tx, { companyId, reservation, guest: record, isUpdate: true }, { clock });
        await emitWebhookEvent(
          tx,
          {
            companyId,
            type: 'guest.documents_replaced',
            data: {
              reservationId: reservation.id,
              reservationNumber: reservation.reservationNumber,
              guestId: row.id,
              fnrhId: request.fnrhId,
            },
          },
          { clock },
        );
        return record;
      });
      return withImageUrls(updated);
    },
  };
}
export type ReplaceDocumentsService = ReturnType<typeof createReplaceDocumentsService>;
