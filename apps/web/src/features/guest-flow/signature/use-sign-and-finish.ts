import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchCachedGuest } from '../../../lib/guest-record/client-query.ts';
import { useGuestFlowNavigation } from '../../../lib/guest-flow-navigation.ts';
import { saveSignature } from '../api/save-signature.ts';
import { useStepFailure } from '../step/use-step-failure.ts';
import { useFinalizeGuest } from '../use-finalize-guest.ts';

/**
 * Advance on the signature (spec section 4): save the PNG, then, on the guest's last step, finalize the
 * FNRH and show the finalized modal; with an order (or any later step) go on instead. A failure shows
 * the red error notification and keeps the drawing, so the guest only presses Advance again.
 */
export function useSignAndFinish(guestId: string, reservationId: string, hasOrder: boolean) {
  const navigation = useGuestFlowNavigation();
  const { finalize, isFinalized, finish } = useFinalizeGuest(guestId, reservationId);
  const fail = useStepFailure();
  const [isSending, setIsSending] = useState(false);
  const queryClient = useQueryClient();
  const signing = useMutation({
    mutationFn: (image: string) => saveSignature(guestId, { image }),
    onSuccess: ({ signatureId }) => patchCachedGuest(queryClient, guestId, { signatureId }),
  });

  async function send(image: string) {
    setIsSending(true);
    try {
      await signing.mutateAsync(image);
      if (!navigation.isLastStep) {
        navigation.goNext();
        return;
      }
      await finalize({ showsModal: !hasOrder });
      if (hasOrder) navigation.goNext();
    } catch (error) {
      fail(error, () => void send(image));
    } finally {
      setIsSending(false);
    }
  }

  return { send: (image: string) => void send(image), isSending, isFinalized, finish };
}
