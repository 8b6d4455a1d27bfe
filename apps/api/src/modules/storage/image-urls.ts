import { STORAGE_READ_EXPIRY_SECONDS } from '@hospedar/contracts/documents/constants';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { StorageDriver } from '../../adapters/storage/storage-driver.ts';

/** Adds short-lived signed read URLs (STORAGE_READ_EXPIRY_SECONDS) for a guest's photo and document images. */
export function createImageUrls({ storage }: { storage: StorageDriver }) {
  const urlOf = (key: string | null) =>
    key ? storage.signedReadUrl(key, STORAGE_READ_EXPIRY_SECONDS) : Promise.resolve(null);

  return {
    /** The signed URL of one image key (a companion's avatar), or null without a key. */
    imageUrl: urlOf,
    async withImageUrls(guest: TGuest): Promise<TGuest> {
      const documents = await Promise.all(
        guest.documents.map(async (document) => ({
          ...document,
          frontImageUrl: await urlOf(document.frontImageKey),
          backImageUrl: await urlOf(document.backImageKey),
        })),
      );
      return { ...guest, photoUrl: await urlOf(guest.photoId), documents };
    },
  };
}
export type ImageUrls = ReturnType<typeof createImageUrls>;
