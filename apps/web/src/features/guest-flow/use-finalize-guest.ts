import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import { reloadClient } from '../../lib/guest-record/client-query.ts';
import { useGuestFlowNavigation } from '../../lib/guest-flow-navigation.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { finalizeRegister } from './api/finalize-register.ts';

type TFinalizeVariables = { companyId: string; reservationId: string; guestId: string };

/**
 * The last step's action (spec section 4): the guest is already saved; finalize the FNRH and reload the
 * reservation's guests. `finalize` resolves true when it went through, and then `isFinalized` asks the
 * step to show the finalized modal (every hotel, whichever step is the last: decision 64); its OK calls
 * `finish`, which leaves the flow (the preferences or the guest list). A failure is left for the caller
 * to show and keeps the guest on the step.
 */
export function useFinalizeGuest(guestId: string | null, reservationId: string | null) {
  const companyId = useTenant().initial?.company.companyId ?? null;
  const navigation = useGuestFlowNavigation();
  const queryClient = useQueryClient();
  const [isFinalized, setIsFinalized] = useState(false);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (variables: TFinalizeVariables) =>
      finalizeRegister({
        companyId: variables.companyId,
        reservationId: variables.reservationId,
        clientId: variables.guestId,
        immediatelyExport: false,
      }),
    // The record now says the guest is completed: ask for it before leaving the step.
    onSuccess: (_answer, variables) => reloadClient(queryClient, variables.guestId),
  });

  const finalize = useCallback(
    async ({ showsModal = true }: { showsModal?: boolean } = {}): Promise<boolean> => {
      if (!guestId || !reservationId || !companyId) return false;
      await mutateAsync({ companyId, reservationId, guestId });
      if (showsModal) setIsFinalized(true);
      return true;
    },
    [guestId, reservationId, companyId, mutateAsync],
  );

  /** OK on the finalized modal: the next step (the main guest's preferences), else the guest list. */
  const finish = useCallback(() => {
    editedGuestStore.set(null);
    navigation.finishFlow();
  }, [navigation]);

  return { finalize, isFinalizing: isPending, isFinalized, finish };
}
