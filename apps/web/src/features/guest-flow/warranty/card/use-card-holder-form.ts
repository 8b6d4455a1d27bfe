import { useEffect, useMemo, useRef, useState } from 'react';
import type { TCardHolderField, TCardHolderForm } from '@hospedar/contracts/payment/billing-address';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import { formDraft } from '../../../../lib/form-draft.ts';
import { useZipLookup } from '../../personal-info/hooks/use-zip-lookup.ts';
import { formatZip } from '../../personal-info/model/masks.ts';
import { useStepDraft } from '../../step/use-step-draft.ts';
import {
  CARD_DRAFT_STEP,
  cardHolderFromGuest,
  cardHolderIssues,
  isCardHolderDraft,
  withZipAddress,
} from './card-holder-values.ts';

/**
 * The card form's own fields: the name on the card and the billing address, started from the draft (a
 * reload keeps them, decision 19) or from the guest's record; the zip code fills the address as in
 * personal-info. Messages show for a field once it is left, and for every field after a failed submit.
 */
export function useCardHolderForm(guest: TGuest) {
  const [values, setValues] = useState<TCardHolderForm>(
    () => formDraft.load(guest.id, CARD_DRAFT_STEP, isCardHolderDraft) ?? cardHolderFromGuest(guest),
  );
  const [isDirty, setIsDirty] = useState(false);
  const [shown, setShown] = useState<ReadonlySet<TCardHolderField>>(new Set());
  const draft = useStepDraft(guest.id, CARD_DRAFT_STEP, values, isDirty);
  const zip = useZipLookup('', (found) => setValues((current) => withZipAddress(current, found)));

  // The zip code the form starts with fills the street once (from the cache when personal-info asked).
  const startZip = useRef(values.zipCode);
  const { zipChanged } = zip;
  useEffect(() => {
    if (startZip.current) zipChanged(startZip.current);
  }, [zipChanged]);

  const issues = useMemo(() => cardHolderIssues(values), [values]);

  const change = (field: TCardHolderField, value: string) => {
    const next =
      field === 'zipCode' ? formatZip(value) : field === 'state' ? value.toUpperCase().slice(0, 2) : value;
    setValues((current) => ({ ...current, [field]: next }));
    setIsDirty(true);
    if (field === 'zipCode') zip.zipChanged(next);
  };

  return {
    values,
    zip: zip.state,
    issues,
    errorOf: (field: TCardHolderField) => (shown.has(field) ? issues[field] : undefined),
    change,
    leave: (field: TCardHolderField) => setShown((current) => new Set(current).add(field)),
    showAll: () => setShown(new Set(Object.keys(values) as TCardHolderField[])),
    isValid: Object.keys(issues).length === 0,
    clearDraft: draft.clear,
  };
}
