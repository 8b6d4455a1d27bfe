import { useRef, useState } from 'react';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { useGuestFlowNavigation } from '../../../lib/guest-flow-navigation.ts';
import { useSaveGuest } from '../../../lib/guest-record/use-save-guest.ts';
import { useFinalizeGuest } from '../use-finalize-guest.ts';
import { useStepFailure } from './use-step-failure.ts';

export type TStepSaveInput = {
  /** The step's fields as PUT /api/clients/{id} takes them. */
  patch: TSaveGuestRequest;
  /** The API kept the fields: the step's draft is no longer needed. */
  onSaved: () => void;
  /** A refusal the form shows on its own fields (a 400 naming them); answers true when it did. */
  onRefused?: (error: unknown) => boolean;
};

/**
 * Next of every form step (spec section 4): saves the step's fields, then goes to the next step or, on
 * the last one, finalizes the FNRH and returns to the guest list. A refusal the form can put on its
 * fields stays there; any other failure goes to useStepFailure (with Try again, which sends the same
 * fields, when the connection failed), and the guest keeps everything typed. A 401 is the app's (it asks for the PIN again and comes back, where the draft gives the typing back).
 */
export function useStepSave(guestId: string, reservationId: string) {
  const navigation = useGuestFlowNavigation();
  const fail = useStepFailure();
  const { finalize } = useFinalizeGuest(guestId, reservationId);
  const { mutateAsync: saveGuest } = useSaveGuest();
  const [isSaving, setIsSaving] = useState(false);
  const isBusy = useRef(false);

  async function save(input: TStepSaveInput): Promise<void> {
    const { patch, onSaved, onRefused } = input;
    if (isBusy.current) return;
    const retry = () => void save(input);
    isBusy.current = true;
    setIsSaving(true);
    try {
      try {
        await saveGuest({ guestId, patch });
      } catch (error) {
        if (!onRefused?.(error)) fail(error, retry);
        return;
      }
      onSaved();
      if (!navigation.isLastStep) navigation.goNext();
      else if (!(await finalize())) fail(null);
    } catch (error) {
      fail(error, retry);
    } finally {
      isBusy.current = false;
      setIsSaving(false);
    }
  }

  return { save, isSaving, isLastStep: navigation.isLastStep, goBack: navigation.goBack };
}
