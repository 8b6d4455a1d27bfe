import type { TDocumentTypeId } from '@hospedar/contracts/constants';
import { documentImageIssues } from '@hospedar/contracts/documents/document-sides';

export type TImagesMessageKey = 'validation.frontImage' | 'validation.backImage';

/**
 * The one message a document's missing images get (spec section 5): 'Document front is required' for a
 * one-sided document, 'Front and back documents are required' for a two-sided one missing either.
 */
export function imagesMessageKey(
  documentTypeId: TDocumentTypeId,
  images: { frontImageKey: string | null; backImageKey: string | null },
): TImagesMessageKey | null {
  const issues = documentImageIssues({ documentTypeId, ...images }, { required: true });
  if (issues.length === 0) return null;
  return issues.some((issue) => issue.field === 'backImageKey')
    ? 'validation.backImage'
    : 'validation.frontImage';
}
