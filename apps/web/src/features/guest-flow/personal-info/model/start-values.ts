import type { TGuest } from '@hospedar/contracts/guests/guest';
import { isAcceptanceInForce } from '@hospedar/contracts/guests/terms-in-force';
import type { TCompanyConfig, TCompanyParameters } from '@hospedar/contracts/tenant/company-config';
import { documentTypesFor, keepAllowedType } from './document-types.ts';
import { personalInfoDrafts } from './drafts.ts';
import { applyZipAddress } from './zip-address.ts';
import { blankValuesFor, valuesFromGuest } from './values.ts';
import type { TPersonalInfoValues } from './values.ts';

export type TStartValues = {
  values: TPersonalInfoValues;
  /** A draft was found and put over the saved values. */
  isRestored: boolean;
  /** An address picked in the forgot-address results was put in. */
  isAddressPicked: boolean;
};

/**
 * What the form opens with: the saved guest (or, for 'create data', a blank form with the guest's name),
 * then the draft typed earlier over it (but for the document photos, always as saved), then the address picked in the forgot-address search; the name
 * of a billed main guest always as saved; a document type the hotel allows chosen; the terms unticked when
 * the guest accepted a version no longer in force.
 */
export function startValues(input: {
  guest: TGuest;
  actionType: 'edit' | 'create';
  isNameLocked: boolean;
  documentTypesConfig: TCompanyParameters['documentTypes'];
  /** The hotel's terms versions in force: a consent given to an older version is asked again. */
  termsInForce?: TCompanyConfig['terms'];
}): TStartValues {
  const { guest, actionType, isNameLocked, documentTypesConfig, termsInForce } = input;
  const saved = actionType === 'create' && guest.isCompleted ? blankValuesFor(guest) : valuesFromGuest(guest);
  const draft = personalInfoDrafts.load(guest.id);
  const picked = personalInfoDrafts.loadPickedAddress(guest.id);
  // The photos are never taken from the draft: the form shows what is saved (its signed URLs are fresh),
  // and an erased photo comes back when the guest left without saving (decision 68).
  let values = draft ? { ...draft, documentImages: saved.documentImages } : saved;
  if (picked) values = applyZipAddress(values, picked, []);
  if (isNameLocked) values = { ...values, name: guest.name, lastName: guest.lastName };
  // The hotel published new terms since the guest accepted: the box starts unticked (decision 233).
  if (termsInForce && !isAcceptanceInForce(guest.termsAcceptance, termsInForce)) {
    values = { ...values, acceptTerms: false };
  }
  const types = documentTypesFor(documentTypesConfig, {
    isChild: guest.isChild,
    nationalityId: values.nationalityId,
  });
  values = { ...values, documentTypeId: keepAllowedType(values.documentTypeId, types.main) };
  return { values, isRestored: draft !== null, isAddressPicked: picked !== null };
}
