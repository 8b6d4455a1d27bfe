import { DocumentTypeId } from '@hospedar/contracts/constants';
import type { TDocumentTypeId } from '@hospedar/contracts/constants';

/** ID-1 cards (RG/CIN, CPF card, CNH, DNI, CIE): 85.6 x 53.98 mm. */
const ID_CARD = 85.6 / 53.98;
/** A passport's photo page (ID-3): 125 x 88 mm. */
const PASSPORT_PAGE = 125 / 88;
/** A birth certificate: an A4 sheet, upright. */
const A4_PORTRAIT = 210 / 297;

/** The width-to-height ratio of the scanner's frame and of the crop, by document type. */
export function documentAspect(documentTypeId: TDocumentTypeId): number {
  if (documentTypeId === DocumentTypeId.PASSPORT) return PASSPORT_PAGE;
  if (documentTypeId === DocumentTypeId.BIRTH_CERTIFICATE) return A4_PORTRAIT;
  return ID_CARD;
}
