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
import type { GuestClaims } from '../../auth/guest-token.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { tokenInvalid } from '../../plugins/guest-auth.ts';
import { guestNotFound, mayActFor } from '../guests/guest-access.ts';
import { createGuestRepository } from '../guests/repository.ts';
import { newStorageKey } from './storage-keys.ts';

/**
 * GET /api/storage: an upload form for one file of a guest the token may act for. A document-scan token
 * gets forms for its own guest's documents only (any other purpose is 401, any other guest 404).
 */
export function createUploadFormService({
  db,
  clock,
  storage,
}: {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
}) {
  const guests = createGuestRepository(db);

  return {
    async uploadForm(
      session: GuestClaims,
      query: TGetStorageUploadQuery,
      options: { isDocumentScan: boolean },
    ): Promise<TGetStorageUploadResponse> {
      const [, guestId = '', purposeText = ''] = STORAGE_UPLOAD_PATH_PATTERN.exec(query.path) ?? [];
      const purpose = purposeText.toLowerCase() as TStoragePurpose;
      if (options.isDocumentScan && purpose !== 'documents') throw tokenInvalid();
      const guest = await guests.findGuest(session.companyId, guestId.toLowerCase());
      if (!guest || !mayActFor(session, guest)) throw guestNotFound();
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
