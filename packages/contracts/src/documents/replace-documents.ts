import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';
import { ZSaveGuestDocument } from '../guests/save-guest.ts';

/**
 * PUT /api/clients/replace-documents (bearer token): replaces the documents of a guest whose FNRH is
 * already finalized, and sends the updated form to the hotel (an 'fnrh' export of kind 'guest', as
 * finalize-register does). The guest must be one the token may act for and `fnrhId` must be that guest's,
 * else 404 GUEST_NOT_FOUND. The documents are checked as the PUT /api/clients/{id} body's (400
 * VALIDATION_FAILED naming 'body.documents...'), they must hold a main document, and, when the hotel
 * requires images (documentImagesRequired), the main document's images ('validation.frontImage',
 * 'validation.backImage'). Image keys must be this guest's uploaded files: else 400 STORAGE_KEY_NOT_FOUND
 * naming the field (404 is never used for keys, so a key of another guest or hotel looks like a missing one).
 * Answers the guest as GET /api/clients/{id} shows it.
 */
export const ZReplaceDocumentsRequest = z.object({
  fnrhId: safeText(100).min(1),
  guestId: z.string().uuid(),
  documents: z.array(ZSaveGuestDocument).min(1).max(10),
});
export type TReplaceDocumentsRequest = z.infer<typeof ZReplaceDocumentsRequest>;
