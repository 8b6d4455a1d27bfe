import type { ReactNode } from 'react';
import type { TDocumentTypeId } from '@hospedar/contracts/constants';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';

/** The edited guest's record as the guest flow shares it between steps (loaded once, kept by saves). */
export type TGuestRecordState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; client: TGetClientResponse };

/**
 * What the app gives the personal-info screen (app/routes/personal-info-route.tsx): the guest flow's
 * shared record of the edited guest, its save, and the last step's finalize.
 */
export type TPersonalInfoPageProps = {
  guestId: string;
  record: TGuestRecordState;
  onReload: () => void;
  onSave: (patch: TSaveGuestRequest) => Promise<TGuest>;
  onFinalize: () => Promise<boolean>;
  /** From the edit-guest-data alert: edit the saved form, or create it again from the start. */
  actionType: 'edit' | 'create';
  /** The main document's photos (the documents feature, joined by the app); none when absent. */
  renderDocumentImages?: TRenderDocumentImages;
  /** The buttons that open the terms of use and privacy policy modals (the terms feature, joined by the app). */
  renderTermsLinks?: () => ReactNode;
};

/** The main document's photos as the form holds them: keys to save ('' for none), URLs to show. */
export type TDocumentImages = {
  frontImageKey: string;
  backImageKey: string;
  frontImageUrl: string;
  backImageUrl: string;
};

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

export type TRenderDocumentImages = (props: TDocumentImagesSlotProps) => ReactNode;
