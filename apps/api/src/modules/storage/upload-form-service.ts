import {
  DOCUMENT_UPLOAD_MAX_BYTES,
  STORAGE_UPLOAD_EXPIRY_SECONDS,
  UPLOAD_EXTENSIONS,
  type TStoragePurpose,
} from '@hospedar/contracts/documents/constants';
import {
  STORAGE_UPLOAD_PATH_PATTERN,
  type TGetStorageUploadQuery,
  type TGetStorageUploadResponse,
} from '@hospedar/contracts/documents/get-storage-upload';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';
import type { Clock } from '../../clock.ts';
import { hasCurrentBiometricConsent } from '../../db/biometric-consent.ts';
import type { Database } from '../../db/client.ts';
import { consentRequired } from '../../http-error.ts';
import { guestNotFound } from '../../plugins/guest-access.ts';
import { tokenInvalid } from '../../plugins/guest-auth.ts';
import type { GuestAccess } from '../../plugins/guest-access.ts';
import { newStorageKey } from './storage-keys.ts';

/** The guest and the purpose an upload path ('{guestId}/{purpose}') names. */
export function uploadPathParts(path: string): { guestId: string; purpose: TStoragePurpose } {
  const [, guestId = '', purposeText = ''] = STORAGE_UPLOAD_PATH_PATTERN.exec(path) ?? [];
  return { guestId: guestId.toLowerCase(), purpose: purposeText.toLowerCase() as TStoragePurpose };
}

/**
 * GET /api/storage: an upload form for one file of a guest the token may act for. A document-scan token
 * gets forms for its own guest's documents only (any other purpose is 401, any other guest 404).
 */
export function createUploadFormService({
  clock,
  storage,
  db,
}: {
  clock: Clock;
  storage: StorageDriver;
  db: Database;
}) {
  return {
    /** A form for the guard's guest (named by the query's path); a phone's scan token uploads documents only. */
    async uploadForm(
      { session, guest, isDocumentScan }: GuestAccess,
      query: TGetStorageUploadQuery,
    ): Promise<TGetStorageUploadResponse> {
      const purpose = uploadPathParts(query.path).purpose;
      if (isDocumentScan && purpose !== 'documents') throw tokenInvalid();
      // A face registration image (decision 121): the token's own adult guest, after their consent.
      if (purpose === 'recognition') {
        if (guest.id !== session.guestId || guest.isChild) throw guestNotFound();
        const person = { companyId: session.companyId, personId: guest.personId };
        if (!(await hasCurrentBiometricConsent(db, person))) throw consentRequired();
      }
      const contentType = UPLOAD_EXTENSIONS[query.ext];
      const key = newStorageKey({ companyId: session.companyId, guestId: guest.id, purpose, contentType });
      const expiresAt = new Date(clock().getTime() + STORAGE_UPLOAD_EXPIRY_SECONDS * 1000);
      const form = await storage.createUploadForm({
        key,
        contentType,
        maxBytes: DOCUMENT_UPLOAD_MAX_BYTES,
        expiresAt,
        metadata: query.metadata ?? {},
      });
      return {
        ...form,
        key,
        expiresAt: expiresAt.toISOString(),
        maxBytes: DOCUMENT_UPLOAD_MAX_BYTES,
        contentType,
      };
    },
  };
}
export type UploadFormService = ReturnType<typeof createUploadFormService>;
