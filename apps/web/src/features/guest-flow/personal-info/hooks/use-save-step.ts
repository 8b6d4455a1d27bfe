import { useState } from 'react';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { ApiError } from '../../../../lib/api-client.ts';
import { useGuestFlowNavigation } from '../../../../lib/guest-flow-navigation.ts';
import type { TFieldErrors } from '../model/fields.ts';
import { fieldErrorsOfSave } from '../model/save-errors.ts';
import type { TDocumentSource } from '../model/to-save-payload.ts';

export type TSaveFailure = 'saveFailed' | 'finalizeFailed' | null;

type TSaveStepInput = {
  onSave: (patch: TSaveGuestRequest) => Promise<TGuest>;
  /** The last step's action (useFinalizeGuest): finalizes the FNRH and returns home. */
  onFinalize: () => Promise<boolean>;
  /** Called once the API kept the fields (the draft is no longer needed). */
  onSaved: () => void;
};

/**
 * Next (spec section 4): saves the step's fields, then goes to the next step or, on the last one,
 * finalizes the FNRH. A refusal naming fields answers them for the form; any other failure is kept as
 * the generic message, and the guest stays with everything typed. A 401 is the app's (it asks for the
 * PIN again and comes back here, where the draft gives the typing back).
 */
export function useSaveStep({ onSave, onFinalize, onSaved }: TSaveStepInput) {
  const navigation = useGuestFlowNavigation();
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<TSaveFailure>(null);

  async function finalize(): Promise<void> {
    try {
      const isDone = await onFinalize();
      if (!isDone) setFailure('finalizeFailed');
    } catch {
      setFailure('finalizeFailed');
    }
  }

  async function save(
    payload: TSaveGuestRequest,
    sources: readonly TDocumentSource[],
  ): Promise<TFieldErrors | null> {
    if (isSaving) return null;
    setIsSaving(true);
    setFailure(null);
    try {
      await onSave(payload);
    } catch (error: unknown) {
      setIsSaving(false);
      if (error instanceof ApiError && error.status === 401) return null;
      const fields = fieldErrorsOfSave(error, sources);
      if (!fields) setFailure('saveFailed');
      return fields;
    }
    onSaved();
    if (navigation.isLastStep) {
      await finalize();
      setIsSaving(false);
    } else {
      navigation.goNext();
    }
    return null;
  }

  return { save, isSaving, failure, isLastStep: navigation.isLastStep, goBack: navigation.goBack };
}
