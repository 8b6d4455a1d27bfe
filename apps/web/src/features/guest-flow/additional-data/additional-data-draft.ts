import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TAdditionalDataConfig } from '@hospedar/contracts/tenant/company-config';
import { formDraft } from '../../../lib/form-draft.ts';
import { isAdditionalDataValues, valuesFromGuest, withConfiguredFields } from './additional-data-values.ts';
import type { TAdditionalDataValues } from './additional-data-values.ts';

/** The step's name in drafts (hospedar.draft.<guestId>.additional-data). */
export const ADDITIONAL_DATA_STEP = 'additional-data';

/** What the form starts with: the guest's unsaved typing when there is a draft, else the saved record. */
export function initialValues(guest: TGuest, config: TAdditionalDataConfig): TAdditionalDataValues {
  const draft = formDraft.load(guest.id, ADDITIONAL_DATA_STEP, isAdditionalDataValues);
  return draft ? withConfiguredFields(draft, config) : valuesFromGuest(guest, config);
}
