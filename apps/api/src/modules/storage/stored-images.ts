import { DOCUMENT_UPLOAD_MAX_BYTES, type TStoragePurpose } from '@hospedar/contracts/documents/constants';
import type { TFieldIssue } from '@hospedar/contracts/errors/api-error';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import { HttpError } from '../../http-error.ts';
import { IMAGE_REFUSAL_MESSAGES, imageRefusal, imageRefused } from './image-check.ts';
import { isKeyOf } from './storage-keys.ts';

/** A key a request wants to save, and the body field that carries it ('body.documents.0.frontImageKey'). */
export type ImageKeyReference = { field: string; key: string; purpose: TStoragePurpose };

const KEY_NOT_FOUND_MESSAGE = 'No file of this guest was uploaded with this key.';

/**
 * Checks the image keys a save refers to: each must be of this hotel, this guest and the field's purpose,
 * and be stored (else 400 STORAGE_KEY_NOT_FOUND naming every such field). When the driver could not check
 * the bytes on upload (S3), the file is read and checked now; a file that is not a JPEG or PNG of its
 * type, or is wider or taller than IMAGE_MAX_SIDE, is deleted and refused (STORAGE_NOT_AN_IMAGE, STORAGE_TOO_MANY_PIXELS).
 */
export function createStoredImageChecker({ storage }: { storage: StorageDriver }) {
  async function refusalOfStoredFile(key: string, contentType: string, size: number) {
    if (size > DOCUMENT_UPLOAD_MAX_BYTES) return 'STORAGE_NOT_AN_IMAGE' as const;
    const bytes = await storage.read(key);
    return bytes ? imageRefusal(bytes, contentType) : ('STORAGE_NOT_AN_IMAGE' as const);
  }

  return {
    async requireGuestImages(input: {
      companyId: string;
      guestId: string;
      references: ImageKeyReference[];
    }): Promise<void> {
      const missing: TFieldIssue[] = [];
      for (const { field, key, purpose } of input.references) {
        const isOwn = isKeyOf(key, { companyId: input.companyId, guestId: input.guestId, purpose });
        const head = isOwn ? await storage.head(key) : null;
        if (!head) {
          missing.push({ field, message: KEY_NOT_FOUND_MESSAGE });
          continue;
        }
        if (storage.checksImagesOnUpload) continue;
        const refusal = await refusalOfStoredFile(key, head.contentType, head.size);
        if (refusal) {
          await storage.delete(key);
          throw imageRefused(refusal, { fields: [{ field, message: IMAGE_REFUSAL_MESSAGES[refusal] }] });
        }
      }
      if (missing.length > 0) {
        throw new HttpError(400, 'STORAGE_KEY_NOT_FOUND', 'An image key does not name an uploaded file.', {
          fields: missing,
        });
      }
    },
  };
}
export type StoredImageChecker = ReturnType<typeof createStoredImageChecker>;
