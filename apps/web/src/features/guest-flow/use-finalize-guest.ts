import { useCallback, useState } from 'react';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import { useGuestFlowNavigation } from '../../lib/guest-flow-navigation.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { finalizeRegister } from './api/finalize-register.ts';
import { useQueryClient } from '@tanstack/react-query';
import { reloadClient } from '../../lib/guest-record/client-query.ts';

/**
 * The last step's action (spec section 4): the guest is already saved; finalize the FNRH, reload the
 * reservation's guests and return to the guest list. `finalize` resolves true when it went through;
 * a failure is left for the caller to show and keeps the guest on the step.
 */
export function useFinalizeGuest(guestId: string | null, reservationId: string | null) {
  const companyId = useTenant().initial?.company.companyId ?? null;
  const navigation = useGuestFlowNavigation();
  const queryClient = useQueryClient();
  const [isFinalizing, setIsFinalizing] = useState(false);

  const finalize = useCallback(
    async ({ returnHome = true }: { returnHome?: boolean } = {}): Promise<boolean> => {
      if (!guestId || !reservationId || !companyId) return false;
      setIsFinalizing(true);
      try {
        await finalizeRegister({ companyId, reservationId, clientId: guestId, immediatelyExport: false });
        await reloadClient(queryClient, guestId);
        if (returnHome) {
          editedGuestStore.set(null);
          navigation.finishFlow();
        }
        return true;
      } finally {
        setIsFinalizing(false);
      }
    },
    [guestId, reservationId, companyId, navigation, queryClient],
  );

  return { finalize, isFinalizing };
}
