import type { TSaveGuestDocument } from '@hospedar/contracts/guests/save-guest';
import type { GuestDocumentRow } from '../../db/schema/index.ts';
import type { StoredDocument } from './repository.ts';
import type { ImageKeyReference } from '../storage/stored-images.ts';

type SavedDocument = Pick<GuestDocumentRow, 'isMain' | 'documentTypeId' | 'frontImageKey' | 'backImageKey'>;

/**
 * The documents to store: each keeps the image keys it sends, and takes the ones it leaves out from the
 * saved document of the same type and isMain, so a form that saves the numbers does not drop the images
 * a phone added; a side the guest erased (`erasedSides`) and sent no new key for is left without image.
 */
export function mergeImageKeys(incoming: TSaveGuestDocument[], saved: SavedDocument[]): StoredDocument[] {
  return incoming.map(({ erasedSides = [], ...document }) => {
    const same = saved.find(
      (row) => row.isMain === document.isMain && row.documentTypeId === document.documentTypeId,
    );
    const kept = (side: 'front' | 'back', key: string | null | undefined) =>
      erasedSides.includes(side) ? null : (key ?? null);
    return {
      ...document,
      frontImageKey: document.frontImageKey || kept('front', same?.frontImageKey),
      backImageKey: document.backImageKey || kept('back', same?.backImageKey),
    };
  });
}

/** The keys of documents (and photo) that are not saved yet, with the body field that carries each. */
export function newImageKeyReferences(input: {
  documents?: TSaveGuestDocument[] | null;
  /** 'body.documents' for the guest save and replace-documents. */
  documentsField: string;
  photoId?: string | null;
  /** Keys the guest already has: they were checked when they were saved. */
  savedKeys: ReadonlySet<string>;
}): ImageKeyReference[] {
  const references: ImageKeyReference[] = [];
  const add = (reference: ImageKeyReference) => {
    const isSaved = input.savedKeys.has(reference.key) && reference.key.includes(`/${reference.purpose}/`);
    if (!isSaved) references.push(reference);
  };
  (input.documents ?? []).forEach((document, index) => {
    for (const side of ['frontImageKey', 'backImageKey'] as const) {
      const key = document[side];
      if (key) add({ field: `${input.documentsField}.${index}.${side}`, key, purpose: 'documents' });
    }
  });
  if (input.photoId) add({ field: 'body.photoId', key: input.photoId, purpose: 'photo' });
  return references;
}

/** Every image key a guest has saved: its photo and its documents' sides. */
export function savedImageKeys(photoKey: string | null, documents: SavedDocument[]): Set<string> {
  const keys = [photoKey, ...documents.flatMap((row) => [row.frontImageKey, row.backImageKey])];
  return new Set(keys.filter((key): key is string => Boolean(key)));
}
