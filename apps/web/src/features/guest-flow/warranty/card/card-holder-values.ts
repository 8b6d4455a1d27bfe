import {
  EMPTY_CARD_HOLDER_FORM,
  ZCardHolderForm,
  type TCardHolderField,
  type TCardHolderForm,
} from '@hospedar/contracts/payment/billing-address';
import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TZipAddress } from '@hospedar/contracts/geo/zip-lookup';
import type { TFrameBillingAddress } from '../../../../lib/payment/card-frame-protocol.ts';
import { formatZip } from '../../personal-info/model/masks.ts';

/** The draft's step name: the card form's own fields only (never the card's, which the frame holds). */
export const CARD_DRAFT_STEP = 'warranty-card';

const FIELDS = Object.keys(EMPTY_CARD_HOLDER_FORM) as TCardHolderField[];

/** A stored draft read back: every field a string, nothing else kept. */
export function isCardHolderDraft(value: unknown): value is TCardHolderForm {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return FIELDS.every((field) => typeof record[field] === 'string') && record.country === 'BR';
}

/** The form filled from the guest's own record: name, e-mail and the zip code, number and complement. */
export function cardHolderFromGuest(guest: TGuest): TCardHolderForm {
  const isBrazil = guest.country.id === 'BR' || guest.country.id === null;
  return {
    ...EMPTY_CARD_HOLDER_FORM,
    holderName: `${guest.name} ${guest.lastName}`.trim().toUpperCase(),
    email: guest.email ?? '',
    zipCode: isBrazil ? formatZip(guest.zipCode ?? '') : '',
    addressNumber: isBrazil ? (guest.addressNumber ?? '') : '',
    addressComplement: isBrazil ? (guest.addressComplement ?? '') : '',
  };
}

/** A zip code's address written into the form (street, neighborhood, city, state). */
export function withZipAddress(values: TCardHolderForm, found: TZipAddress): TCardHolderForm {
  return {
    ...values,
    address: found.street || values.address,
    neighborhood: found.neighborhood || values.neighborhood,
    city: found.city,
    state: found.state,
  };
}

export type TCardHolderIssues = Partial<Record<TCardHolderField, string>>;

/** Each field's validation key (the contracts' schema, the same the API would check). */
export function cardHolderIssues(values: TCardHolderForm): TCardHolderIssues {
  const result = ZCardHolderForm.safeParse(values);
  if (result.success) return {};
  const issues: TCardHolderIssues = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as TCardHolderField;
    issues[field] ??= issue.message;
  }
  return issues;
}

/** The billing address as the frame sends it to the processor (Pagar.me's line_1 is "number, street, neighborhood"). */
export function toFrameBilling(values: TCardHolderForm): TFrameBillingAddress {
  return {
    line1: [values.addressNumber.trim(), values.address.trim(), values.neighborhood.trim()].join(', '),
    line2: values.addressComplement.trim(),
    zipCode: values.zipCode.replace(/\D/g, ''),
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    country: values.country,
  };
}
