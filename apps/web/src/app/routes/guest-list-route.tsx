import { GuestListPage } from '../../features/guests/guest-list-page.tsx';
import { renderGuestPhotoAction } from './guest-photo-action.tsx';

/**
 * '/home': the guest list, with the cards' photo action drawn by the documents feature; the app joins
 * the two, since one feature does not import another.
 */
export function GuestListRoute() {
  return <GuestListPage renderPhotoAction={renderGuestPhotoAction} />;
}
