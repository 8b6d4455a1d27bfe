import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import type { TAdditionalDataConfig, TExtraFieldDefinition } from '@hospedar/contracts/tenant/company-config';

/** A place of the trip as the form holds it: ISO country code, state (UF code or free text), city name. */
export type TPlaceValues = { country: string; state: string; city: string };

/** What the additional-data form holds; every value is the text of its input. */
export type TAdditionalDataValues = {
  arrivingFrom: TPlaceValues;
  nextDestination: TPlaceValues;
  arrivingBy: string;
  purposeTrip: string;
  /** The hotel's extra fields by key; yes/no as 'yes' | 'no', dates as YYYY-MM-DD, numbers as typed. */
  extra: Record<string, string>;
};

export type TPlaceKey = 'arrivingFrom' | 'nextDestination';

/** Longest text a free field takes (the API's limit for trip texts). */
export { EXTRA_FIELD_TEXT_MAX_LENGTH as TEXT_MAX_LENGTH } from '@hospedar/contracts/guests/extra-field-rules';

const EMPTY_PLACE: TPlaceValues = { country: '', state: '', city: '' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function placeOf(place: TGuest['arrivingFrom']): TPlaceValues {
  return { country: text(place.country), state: text(place.state), city: text(place.city) };
}

/** A saved extra value as its input shows it. */
export function toInputValue(field: TExtraFieldDefinition, saved: unknown): string {
  switch (field.kind) {
    case 'yes_no':
      if (saved === true || saved === 'yes') return 'yes';
      if (saved === false || saved === 'no') return 'no';
      return '';
    case 'number':
      return typeof saved === 'number' && Number.isFinite(saved) ? String(saved) : text(saved);
    case 'select':
      return field.options?.some((option) => option.value === saved) ? text(saved) : '';
    case 'date':
    case 'text':
    case 'email':
      return text(saved);
  }
}

/** An input's value as the guest's additionalData keeps it; undefined when the input is empty. */
export function toSavedValue(field: TExtraFieldDefinition, input: string): unknown {
  const value = input.trim();
  if (value === '') return undefined;
  switch (field.kind) {
    case 'yes_no':
      return value === 'yes';
    case 'number':
      return Number(value.replace(',', '.'));
    case 'text':
      return field.isUpperCase ? value.toUpperCase() : value;
    case 'select':
    case 'date':
    case 'email':
      return value;
  }
}

/** The form's starting values from the saved guest. */
export function valuesFromGuest(guest: TGuest, config: TAdditionalDataConfig): TAdditionalDataValues {
  return {
    arrivingFrom: placeOf(guest.arrivingFrom),
    nextDestination: placeOf(guest.nextDestination),
    arrivingBy: text(guest.arrivingBy),
    purposeTrip: text(guest.purposeTrip),
    extra: Object.fromEntries(
      config.extraFields.map((field) => [field.key, toInputValue(field, guest.additionalData[field.key])]),
    ),
  };
}

const trimPlace = (place: TPlaceValues): TPlaceValues => ({
  country: place.country.trim(),
  state: place.state.trim(),
  city: place.city.trim(),
});

/**
 * The PUT /api/clients/{id} body of the step: only what the hotel asks for. The hotel's fields replace
 * their keys in the guest's additionalData; keys the hotel no longer asks for are kept as they were.
 */
export function toSavePatch(
  values: TAdditionalDataValues,
  config: TAdditionalDataConfig,
  saved: TGuest['additionalData'],
): TSaveGuestRequest {
  const patch: TSaveGuestRequest = {};
  if (config.origin) patch.arrivingFrom = trimPlace(values.arrivingFrom);
  if (config.destination) patch.nextDestination = trimPlace(values.nextDestination);
  if (config.transportType) patch.arrivingBy = values.arrivingBy;
  if (config.travelReason) patch.purposeTrip = values.purposeTrip;
  if (config.extraFields.length > 0) {
    const keys = new Set(config.extraFields.map((field) => field.key));
    const kept = Object.entries(saved).filter(([key]) => !keys.has(key));
    const answered = config.extraFields.flatMap((field) => {
      const value = toSavedValue(field, values.extra[field.key] ?? '');
      return value === undefined ? [] : [[field.key, value] as const];
    });
    const additionalData = Object.fromEntries([...kept, ...answered]);
    patch.additionalData = additionalData;
  }
  return patch;
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isPlace(value: unknown): value is TPlaceValues {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return isString(v.country) && isString(v.state) && isString(v.city);
}

/** Guards a draft read back from storage (docs/decisions.md, 19). */
export function isAdditionalDataValues(value: unknown): value is TAdditionalDataValues {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isPlace(v.arrivingFrom) &&
    isPlace(v.nextDestination) &&
    isString(v.arrivingBy) &&
    isString(v.purposeTrip) &&
    typeof v.extra === 'object' &&
    v.extra !== null &&
    Object.values(v.extra).every(isString)
  );
}

/** A draft from before the hotel changed its fields: keeps the known answers, starts new ones empty. */
export function withConfiguredFields(
  values: TAdditionalDataValues,
  config: TAdditionalDataConfig,
): TAdditionalDataValues {
  return {
    ...values,
    extra: Object.fromEntries(config.extraFields.map((field) => [field.key, values.extra[field.key] ?? ''])),
  };
}

export const EMPTY_VALUES: TAdditionalDataValues = {
  arrivingFrom: EMPTY_PLACE,
  nextDestination: EMPTY_PLACE,
  arrivingBy: '',
  purposeTrip: '',
  extra: {},
};
