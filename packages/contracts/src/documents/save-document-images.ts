import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';
import { STORAGE_KEY_MAX_LENGTH } from './constants.ts';

/**
 * PUT /api/clients/{id}/document-images (bearer guest token or document-scan token for that guest): sets
 * the image keys of one of the guest's saved documents, the main one unless `documentIndex` (the index in
 * `guest.documents` as GET /api/clients/{id} answers it) says otherwise, so a phone can add the images
 * without the rest of the form. Keys left out are kept. A guest with no such document answers 400
 * VALIDATION_FAILED on 'body.documentIndex' ('validation.required'); keys that are not this guest's
 * uploaded files answer 400 STORAGE_KEY_NOT_FOUND naming 'body.frontImageKey' or 'body.backImageKey'.
 * Answers the guest (ZGuest). It does not send anything to the hotel: finalizing (or replace-documents
 * for a finalized guest) does.
 */
export const ZSaveDocumentImagesRequest = z
  .object({
    documentIndex: z.number().int().min(0).max(9).optional(),
    frontImageKey: safeText(STORAGE_KEY_MAX_LENGTH).min(1).optional(),
    backImageKey: safeText(STORAGE_KEY_MAX_LENGTH).min(1).optional(),
  })
  .refine((body) => body.frontImageKey !== undefined || body.backImageKey !== undefined, {
    message: 'Give frontImageKey, backImageKey or both',
    path: ['frontImageKey'],
  });
export type TSaveDocumentImagesRequest = z.infer<typeof ZSaveDocumentImagesRequest>;
