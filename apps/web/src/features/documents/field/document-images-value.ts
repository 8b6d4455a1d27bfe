/** The main document's images as the form holds them: keys to save, and signed URLs to show. */
export type TDocumentImagesValue = {
  frontImageKey: string | null;
  backImageKey: string | null;
  frontImageUrl?: string | null;
  backImageUrl?: string | null;
  /** Saved sides the guest erased: the save removes them (decision 68); leaving without saving keeps them. */
  erasedSides?: readonly TImageSide[];
};

export type TImageSide = 'front' | 'back';
