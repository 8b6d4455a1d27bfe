import type { Clock } from '../../clock.ts';
import { createLocalStorageFiles, type LocalStorageFiles } from './local-storage-files.ts';
import { signRead, signUploadPolicy } from './local-storage-signing.ts';
import type { StorageDriver } from './storage-driver.ts';

/** Where the API receives local upload forms and serves signed reads (apps/api/src/modules/storage). */
export const LOCAL_UPLOAD_PATH = '/api/storage/upload';
export const LOCAL_FILES_PATH = '/api/storage/files';

/** The local driver, with what its own upload and read routes need. */
export type LocalStorageDriver = StorageDriver & {
  readonly name: 'local';
  readonly files: LocalStorageFiles;
  readonly signingKey: Buffer;
};

/**
 * Files on the API's disk (DATA_DIR/storage), never served statically: forms post to the API's own
 * upload route, which checks the signed policy and the image before storing, and reads go through
 * signed, expiring URLs. URLs are relative to the portal's origin, which is the API's.
 */
export function createLocalStorageDriver({
  root,
  signingKey,
  clock,
}: {
  root: string;
  signingKey: Buffer;
  clock: Clock;
}): LocalStorageDriver {
  const files = createLocalStorageFiles(root);
  return {
    name: 'local',
    checksImagesOnUpload: true,
    files,
    signingKey,
    async createUploadForm({ key, contentType, maxBytes, expiresAt, metadata }) {
      const signed = signUploadPolicy(
        { key, contentType, maxBytes, expiresAt: expiresAt.toISOString(), metadata },
        signingKey,
      );
      const metadataFields = Object.fromEntries(
        Object.entries(metadata).map(([name, value]) => [`x-amz-meta-${name}`, value]),
      );
      return {
        url: LOCAL_UPLOAD_PATH,
        fields: { key, 'Content-Type': contentType, ...metadataFields, ...signed },
      };
    },
    async signedReadUrl(key, expiresInSeconds) {
      const expires = Math.floor(clock().getTime() / 1000) + expiresInSeconds;
      const signature = signRead(key, expires, signingKey);
      return `${LOCAL_FILES_PATH}/${key}?expires=${expires}&signature=${signature}`;
    },
    async head(key) {
      const head = await files.head(key);
      return head ? { size: head.size, contentType: head.contentType } : null;
    },
    read: (key) => files.read(key),
    delete: (key) => files.delete(key),
    list: (prefix) => files.list(prefix),
  };
}

/** Whether a driver is the local one, whose upload and read routes the API must serve. */
export function isLocalStorageDriver(driver: StorageDriver): driver is LocalStorageDriver {
  return driver.name === 'local' && 'files' in driver && 'signingKey' in driver;
}
