import type { TAdditionalDataConfig } from '@hospedar/contracts/tenant/company-config';
import { extraFieldProblem, type TExtraFieldProblem } from '@hospedar/contracts/guests/extra-field-rules';
import { TEXT_MAX_LENGTH } from './additional-data-values.ts';
import type { TAdditionalDataValues, TPlaceKey } from './additional-data-values.ts';

/** Why a field is refused; the screen turns it into the translated message. */
export type TFieldProblem = TExtraFieldProblem;

/** Problems by field name: 'arrivingFrom.city', 'arrivingBy', 'extra.<key>'. */
export type TAdditionalDataErrors = Partial<Record<string, TFieldProblem>>;

/** For each place, whether the chosen country has a states list (then the state is chosen from it). */
export type TStatesAvailable = Record<TPlaceKey, boolean>;

function placeProblems(
  key: TPlaceKey,
  values: TAdditionalDataValues,
  hasStates: boolean,
  errors: TAdditionalDataErrors,
): void {
  const place = values[key];
  // Without a country, state and city wait (disabled): only the country is asked for.
  if (place.country.trim() === '') {
    errors[`${key}.country`] = 'required';
    return;
  }
  if (hasStates && place.state.trim() === '') errors[`${key}.state`] = 'required';
  if (place.state.length > TEXT_MAX_LENGTH) errors[`${key}.state`] = 'maxLength';
  if (place.city.trim() === '') errors[`${key}.city`] = 'required';
  else if (place.city.length > TEXT_MAX_LENGTH) errors[`${key}.city`] = 'maxLength';
}

/**
 * The step's rules (spec section 5: what is not flagged optional is mandatory). Trip data the hotel asks
 * for: country and city, and the state where the country has a list of states; transport and reason.
 * Extra fields: the hotel's required flag, the shape of each kind, a number's limits and a repeated answer.
 */
export function validateAdditionalData(
  values: TAdditionalDataValues,
  config: TAdditionalDataConfig,
  statesAvailable: TStatesAvailable,
): TAdditionalDataErrors {
  const errors: TAdditionalDataErrors = {};
  if (config.origin) placeProblems('arrivingFrom', values, statesAvailable.arrivingFrom, errors);
  if (config.destination) placeProblems('nextDestination', values, statesAvailable.nextDestination, errors);
  if (config.transportType && values.arrivingBy === '') errors.arrivingBy = 'required';
  if (config.travelReason && values.purposeTrip === '') errors.purposeTrip = 'required';
  for (const field of config.extraFields) {
    const problem = extraFieldProblem(field, values.extra[field.key] ?? '', values.extra);
    if (problem) errors[`extra.${field.key}`] = problem;
  }
  return errors;
}
