import { useEditedGuest } from '../../../../lib/edited-guest.ts';
import { useGuestState } from '../../../../lib/guest-session.ts';

/** Whose form this is: the guest the list chose, else the verified guest (as the guest flow decides). */
export function useEditedGuestId(): string | null {
  const edited = useEditedGuest();
  const { clientId } = useGuestState();
  return edited?.guestId ?? clientId;
}
