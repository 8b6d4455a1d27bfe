import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { TState } from '@hospedar/contracts/geo/list-states';
import { TextField } from '../../../components/form-field.tsx';
import { countryChoices, useCountries } from '../../../lib/geo/countries.ts';
import { useCities } from '../../../lib/geo/use-geo-list.ts';
import type { TGeoList } from '../../../lib/geo/use-geo-list.ts';
import { TEXT_MAX_LENGTH } from './additional-data-values.ts';
import type { TPlaceKey, TPlaceValues } from './additional-data-values.ts';
import { PickerField } from './picker-field.tsx';

export type TPlaceErrors = { country?: string; state?: string; city?: string };

export type TPlaceFieldsProps = {
  placeKey: TPlaceKey;
  legend: string;
  value: TPlaceValues;
  onChange: (next: TPlaceValues) => void;
  errors: TPlaceErrors;
  /** Names the countries (GET /api/countries in this language). */
  language: TLanguage;
  /** The hotel's most common countries (parameters.countries), offered first. */
  suggestedCountries: readonly string[];
  /** The states of the chosen country: a list (Brazil) makes state and city pickers, none free text. */
  states: TGeoList<TState>;
};

/** Country, state and city of one place of the trip, in a fieldset named by the place. */
export function PlaceFields({
  placeKey,
  legend,
  value,
  onChange,
  errors,
  language,
  suggestedCountries,
  states,
}: TPlaceFieldsProps) {
  const { t } = useTranslation('guest-flow');
  const countryList = useCountries(language);
  const countries = useMemo(
    () => countryChoices(countryList.items, suggestedCountries, value.country),
    [countryList.items, suggestedCountries, value.country],
  );
  const countryHint =
    countryList.status === 'loading'
      ? t('additionalData.countriesLoading')
      : countryList.status === 'error'
        ? t('additionalData.countriesFailed')
        : undefined;
  const state = states.items.find((item) => item.code === value.state) ?? null;
  const cities = useCities(state?.id ?? null);
  const hasStates = states.items.length > 0;
  // A city list that could not be loaded leaves the city as free text, so the guest is never stuck.
  const hasCityList = hasStates && (!state || cities.isLoading || cities.items.length > 0);
  const id = (field: string) => `${placeKey}-${field}`;
  const noCountry = value.country === '';

  return (
    <fieldset className="step-fieldset">
      <legend className="step-fieldset__legend">{legend}</legend>
      <div className="step-grid">
        <PickerField
          id={id('country')}
          label={t('additionalData.country')}
          options={countries}
          value={countries.find((country) => country.id === value.country) ?? null}
          getLabel={(country) => country.name}
          getKey={(country) => country.id}
          groupBy={(country) =>
            country.isFirst ? t('additionalData.suggested') : t('additionalData.allCountries')
          }
          onChange={(country) => onChange({ country: country?.id ?? '', state: '', city: '' })}
          isRequired
          isLoading={countryList.isLoading}
          error={errors.country}
          hint={countryHint}
        />
        {hasStates ? (
          <PickerField
            id={id('state')}
            label={t('additionalData.state')}
            options={states.items}
            value={state}
            getLabel={(item) => item.name}
            getKey={(item) => item.code}
            onChange={(item) => onChange({ ...value, state: item?.code ?? '', city: '' })}
            isRequired
            error={errors.state}
          />
        ) : (
          <TextField
            id={id('state')}
            label={`${t('additionalData.region')} ${t('step.optional')}`}
            value={value.state}
            onChange={(event) => onChange({ ...value, state: event.target.value })}
            disabled={noCountry || states.isLoading}
            error={errors.state}
            hint={!errors.state && noCountry ? t('additionalData.chooseCountryFirst') : undefined}
            autoComplete="off"
            maxLength={TEXT_MAX_LENGTH}
          />
        )}
        {hasCityList ? (
          <PickerField
            id={id('city')}
            label={t('additionalData.city')}
            options={cities.items}
            value={cities.items.find((city) => city.name === value.city) ?? null}
            getLabel={(city) => city.name}
            getKey={(city) => city.id}
            onChange={(city) => onChange({ ...value, city: city?.name ?? '' })}
            isRequired
            isDisabled={!state}
            isLoading={cities.isLoading}
            error={errors.city}
            hint={state ? undefined : t('additionalData.chooseStateFirst')}
          />
        ) : (
          <TextField
            id={id('city')}
            label={t('additionalData.city')}
            value={value.city}
            onChange={(event) => onChange({ ...value, city: event.target.value })}
            disabled={noCountry || states.isLoading}
            required
            error={errors.city}
            autoComplete="off"
            maxLength={TEXT_MAX_LENGTH}
          />
        )}
      </div>
    </fieldset>
  );
}
