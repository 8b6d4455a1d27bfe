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
};
