import { useNavigate } from 'react-router';
import type { TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import { PATHS } from '../../lib/paths.ts';

/**
 * Where "Finish the guest list" goes while the hotel still waits for the payment guarantee (spec section
 * 4): the main guest's warranty step, as the guest whose flow it is.
 */
export function useGoToGuarantee(client: TGetClientResponse) {
  const navigate = useNavigate();
  return () => {
    editedGuestStore.set({
      guestId: client.guest.id,
      isChild: false,
      masterGuest: true,
      isCompleted: client.guest.isCompleted,
      actionType: 'edit',
    });
    navigate(PATHS.warranty);
  };
}
