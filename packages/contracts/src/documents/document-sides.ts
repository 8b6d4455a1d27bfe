import { DocumentTypeId, type TDocumentTypeId } from '../constants.ts';
import { VALIDATION_MESSAGE_KEYS as KEYS } from '../validation/messages.ts';

export type TDocumentSide = 'front' | 'back';

const ONE_SIDED: readonly TDocumentTypeId[] = [DocumentTypeId.PASSPORT, DocumentTypeId.BIRTH_CERTIFICATE];

/** The sides a document's images show: the passport's photo page and the birth certificate have one. */
export function documentSides(documentTypeId: TDocumentTypeId): readonly TDocumentSide[] {
  return ONE_SIDED.includes(documentTypeId) ? ['front'] : ['front', 'back'];
}

export type TDocumentImages = {
  documentTypeId: TDocumentTypeId;
  frontImageKey?: string | null;
  backImageKey?: string | null;
};

export type TDocumentImageIssue =
  | { field: 'frontImageKey'; message: typeof KEYS.frontImage }
  | { field: 'backImageKey'; message: typeof KEYS.backImage };

const hasKey = (key: string | null | undefined) => (key ?? '').trim() !== '';

/**
 * The images a document lacks when the hotel requires them (documentImagesRequired): the front, then the
 * back of a two-sided document. Nothing when they are not required.
 */
export function documentImageIssues(
  document: TDocumentImages,
  { required }: { required: boolean },
): TDocumentImageIssue[] {
  if (!required) return [];
  const issues: TDocumentImageIssue[] = [];
  if (!hasKey(document.frontImageKey)) issues.push({ field: 'frontImageKey', message: KEYS.frontImage });
  if (documentSides(document.documentTypeId).includes('back') && !hasKey(document.backImageKey)) {
    issues.push({ field: 'backImageKey', message: KEYS.backImage });
  }
  return issues;
}
