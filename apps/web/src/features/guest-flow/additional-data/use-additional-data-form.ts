import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TAdditionalDataConfig } from '@hospedar/contracts/tenant/company-config';
import { useStates } from '../../../lib/geo/use-geo-list.ts';
import { ADDITIONAL_DATA_STEP, initialValues } from './additional-data-draft.ts';
import { useStepDraft } from '../step/use-step-draft.ts';
import { validateAdditionalData } from './additional-data-rules.ts';
import type { TAdditionalDataErrors } from './additional-data-rules.ts';
import type { TAdditionalDataValues, TPlaceKey, TPlaceValues } from './additional-data-values.ts';

/**
 * The additional-data form's state: values (from the draft or the saved guest), the states lists of
 * both places, the errors of the last check. Every change is kept as the step's draft (useStepDraft)
 * and clears its own error.
 */
export function useAdditionalDataForm(guest: TGuest, config: TAdditionalDataConfig) {
  const [values, setValues] = useState<TAdditionalDataValues>(() => initialValues(guest, config));
  const [errors, setErrors] = useState<TAdditionalDataErrors>({});
  const [isDirty, setIsDirty] = useState(false);
  const draft = useStepDraft(guest.id, ADDITIONAL_DATA_STEP, values, isDirty);
  const originStates = useStates(config.origin ? values.arrivingFrom.country : null);
  const destinationStates = useStates(config.destination ? values.nextDestination.country : null);

  const update = useCallback(
    (change: (current: TAdditionalDataValues) => TAdditionalDataValues, fields: string[]) => {
      setValues(change);
      setIsDirty(true);
      setErrors((current) => {
        if (!fields.some((field) => current[field])) return current;
        return Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field)));
      });
    },
    [],
  );

  const setPlace = useCallback(
    (key: TPlaceKey, place: TPlaceValues) =>
      update((current) => ({ ...current, [key]: place }), [`${key}.country`, `${key}.state`, `${key}.city`]),
    [update],
  );
  const setChoice = useCallback(
    (key: 'arrivingBy' | 'purposeTrip', value: string) =>
      update((current) => ({ ...current, [key]: value }), [key]),
    [update],
  );
  const setExtra = useCallback(
    (key: string, value: string) =>
      update((current) => ({ ...current, extra: { ...current.extra, [key]: value } }), [`extra.${key}`]),
    [update],
  );

  /** Checks every rule and shows the errors at once (so the first invalid field can take the focus). */
  const check = (): TAdditionalDataErrors => {
    const found = validateAdditionalData(values, config, {
      arrivingFrom: originStates.items.length > 0,
      nextDestination: destinationStates.items.length > 0,
    });
    flushSync(() => setErrors(found));
    return found;
  };

  return { values, errors, originStates, destinationStates, setPlace, setChoice, setExtra, check, draft };
}
