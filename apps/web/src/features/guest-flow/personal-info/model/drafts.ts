import type { TZipAddress } from '@hospedar/contracts/geo/zip-lookup';
import { formDraft } from '../../../../lib/form-draft.ts';
import { isPersonalInfoValues } from './values.ts';
import type { TPersonalInfoValues } from './values.ts';

/** The step name of the form's draft (lib/form-draft: hospedar.draft.<guestId>.personal-info). */
export const PERSONAL_INFO_STEP = 'personal-info';
/** The address picked in the forgot-address results, waiting for the form to take it. */
export const PICKED_ADDRESS_STEP = 'forgot-address';

function isZipAddress(value: unknown): value is TZipAddress {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['cep', 'street', 'neighborhood', 'city', 'cityId', 'state', 'stateId'].every(
    (key) => typeof record[key] === 'string',
  );
}

export const personalInfoDrafts = {
  load: (guestId: string): TPersonalInfoValues | null =>
    formDraft.load(guestId, PERSONAL_INFO_STEP, isPersonalInfoValues),
  /** The address picked in the forgot-address results, waiting for the form, if any. */
  loadPickedAddress: (guestId: string): TZipAddress | null =>
    formDraft.load(guestId, PICKED_ADDRESS_STEP, isZipAddress),
  clearPickedAddress: (guestId: string): void => formDraft.clear(guestId, PICKED_ADDRESS_STEP),
  savePickedAddress: (guestId: string, address: TZipAddress): void =>
    formDraft.save(guestId, PICKED_ADDRESS_STEP, address),
};
