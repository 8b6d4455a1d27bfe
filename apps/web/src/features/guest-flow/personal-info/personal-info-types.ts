import type { ReactNode } from 'react';
import type { TDocumentTypeId } from '@hospedar/contracts/constants';
import type { TDocumentImages } from './model/values.ts';

/** What the form gives the document photos' field; the field draws the cards, scanner and upload. */
export type TDocumentImagesSlotProps = {
  id: string;
  guestId: string;
  documentTypeId: TDocumentTypeId;
  value: TDocumentImages;
  onChange: (value: TDocumentImages) => void;
  required: boolean;
  /** A validation key ('validation.frontImage') once the form shows its errors. */
  error?: string;
};

/**
 * What the app draws inside the personal-info step, since one feature does not import another: the main
 * document's photos (the documents feature) and the buttons that open the terms (the terms feature).
 */
export type TPersonalInfoSlots = {
  renderDocumentImages?: (props: TDocumentImagesSlotProps) => ReactNode;
  renderTermsLinks?: () => ReactNode;
};
