import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TReplaceDocumentsRequest } from '@hospedar/contracts/documents/replace-documents';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { rememberSavedGuest } from '../../../lib/guest-record/client-query.ts';
import { replaceDocuments } from '../../../lib/guest-record/replace-documents.ts';
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
  /**
   * A finalized guest changed the document photos: they go first through PUT
   * /api/clients/replace-documents, which sends the updated form to the hotel (decision 68).
   */
  replacedDocuments?: TReplaceDocumentsRequest;
};

/**
 * Next of every form step (spec section 4): saves the step's fields, then goes to the next step or, on
 * the last one, finalizes the FNRH (the step then shows the finalized modal). A refusal the form can put on its
 * fields stays there; any other failure goes to useStepFailure (with Try again, which sends the same
 * fields, when the connection failed), and the guest keeps everything typed. A 401 is the app's (it asks for the PIN again and comes back, where the draft gives the typing back).
 */
export function useStepSave(guestId: string, reservationId: string) {
  const navigation = useGuestFlowNavigation();
  const fail = useStepFailure();
  const { finalize, isFinalized, finish } = useFinalizeGuest(guestId, reservationId);
  const { mutateAsync: saveGuest } = useSaveGuest();
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);
  const isBusy = useRef(false);

  async function save(input: TStepSaveInput): Promise<void> {
    const { patch, onSaved, onRefused, replacedDocuments } = input;
    if (isBusy.current) return;
    const retry = () => void save(input);
    isBusy.current = true;
    setIsSaving(true);
    try {
      try {
        if (replacedDocuments) rememberSavedGuest(queryClient, await replaceDocuments(replacedDocuments));
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

  return {
    save,
    isSaving,
    isLastStep: navigation.isLastStep,
    goBack: navigation.goBack,
    /** The FNRH went out on this step: the step shows the finalized modal, whose OK calls `finish`. */
    isFinalized,
    finish,
  };
}
