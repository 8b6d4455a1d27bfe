import { useEditedGuest } from '../../lib/edited-guest.ts';
import { useGuestState } from '../../lib/guest-session.ts';

/** Whose form the step screens show: the guest the list chose, else the verified guest (app/flow's subject). */
export function useFlowGuestId(): string | null {
  const edited = useEditedGuest();
  const { clientId } = useGuestState();
  return edited?.guestId ?? clientId;
}
