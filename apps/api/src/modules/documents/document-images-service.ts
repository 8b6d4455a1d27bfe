import type { TSaveDocumentImagesRequest } from '@hospedar/contracts/documents/save-document-images';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { VALIDATION_MESSAGE_KEYS } from '@hospedar/contracts/validation/messages';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import type { GuestAccess } from '../../plugins/guest-access.ts';
import { createGuestRepository } from '../guests/repository.ts';
import { toGuest } from '../guests/to-guest.ts';
import { createImageUrls } from '../storage/image-urls.ts';
import { createStoredImageChecker, type ImageKeyReference } from '../storage/stored-images.ts';
import { createDocumentRepository } from './repository.ts';

const noSuchDocument = () =>
  new HttpError(400, 'VALIDATION_FAILED', 'The guest has no such document yet.', {
    fields: [{ field: 'body.documentIndex', message: VALIDATION_MESSAGE_KEYS.required }],
  });

/**
 * PUT /api/clients/:id/document-images: the image keys of one saved document (the main one by default),
 * so a phone with a document-scan token can add the images without the rest of the form.
 */
export function createDocumentImagesService({
  db,
  clock,
  storage,
}: {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
}) {
  const guests = createGuestRepository(db);
  const documents = createDocumentRepository(db);
  const storedImages = createStoredImageChecker({ storage });
  const { withImageUrls } = createImageUrls({ storage });

  return {
    /** Sets the keys on the guard's guest (a guest token's, or the phone's document-scan token's). */
    async saveDocumentImages(
      { session, guest }: GuestAccess,
      body: TSaveDocumentImagesRequest,
    ): Promise<TGuest> {
      // The documents as GET /api/clients/:id lists them, so documentIndex means the same.
      const rows = (await guests.listDocuments(session.companyId, [guest.id])).filter(
        (row) => !row.isAdditional,
      );
      const index = body.documentIndex ?? rows.findIndex((row) => row.isMain);
      const target = rows[index];
      if (!target) throw noSuchDocument();
      const references: ImageKeyReference[] = [];
      if (body.frontImageKey && body.frontImageKey !== target.frontImageKey) {
        references.push({ field: 'body.frontImageKey', key: body.frontImageKey, purpose: 'documents' });
      }
      if (body.backImageKey && body.backImageKey !== target.backImageKey) {
        references.push({ field: 'body.backImageKey', key: body.backImageKey, purpose: 'documents' });
      }
      await storedImages.requireGuestImages({ companyId: session.companyId, guestId: guest.id, references });
      await documents.updateDocumentImages({
        companyId: session.companyId,
        guestId: guest.id,
        documentId: target.id,
        frontImageKey: body.frontImageKey,
        backImageKey: body.backImageKey,
        now: clock(),
      });
      return withImageUrls(toGuest(guest, await guests.listDocuments(session.companyId, [guest.id])));
    },
  };
}
export type DocumentImagesService = ReturnType<typeof createDocumentImagesService>;
