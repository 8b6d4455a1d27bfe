import type { LocalStorageDriver } from '../../adapters/storage/local-storage-driver.ts';
import { isReadSignatureValid } from '../../adapters/storage/local-storage-signing.ts';
import type { Clock } from '../../clock.ts';
import { fileNotFound } from './storage-errors.ts';

/**
 * GET /api/storage/files/<key>?expires&signature, the local driver's signed reads: the bytes and their
 * type while the signature is right and not expired; anything else answers 404, as for a missing file.
 */
export function createLocalFileService({ storage, clock }: { storage: LocalStorageDriver; clock: Clock }) {
  return {
    async readSigned(input: { key: string; expires?: string; signature?: string }) {
      const now = Math.floor(clock().getTime() / 1000);
      const expires = /^\d{1,12}$/.test(input.expires ?? '') ? Number(input.expires) : -1;
      const signature = input.signature ?? '';
      if (
        expires < now ||
        !isReadSignatureValid({ key: input.key, expires, signature }, storage.signingKey)
      ) {
        throw fileNotFound();
      }
      const head = await storage.files.head(input.key);
      const bytes = head ? await storage.files.read(input.key) : null;
      if (!head || !bytes) throw fileNotFound();
      return { bytes, contentType: head.contentType };
    },
  };
}
export type LocalFileService = ReturnType<typeof createLocalFileService>;
