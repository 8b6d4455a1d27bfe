import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCountry } from '@hospedar/contracts/geo/list-countries';
import type { TZipAddress } from '@hospedar/contracts/geo/zip-lookup';
import type { TBindings } from '../hooks/use-bindings.ts';
import type { TGeoList } from '../../../../lib/geo/use-geo-list.ts';
import { useCities, useStates } from '../../../../lib/geo/use-geo-list.ts';
import type { TPersonalInfoForm } from '../hooks/use-personal-info-form.ts';
import { livesInBrazil } from '../model/to-save-payload.ts';
import { resolvePlace } from '../model/resolve-place.ts';
import { applyZipAddress, withoutAddress } from '../model/zip-address.ts';
import { AbroadAddressFields } from './abroad-address-fields.tsx';
import { BrazilAddressFields } from './brazil-address-fields.tsx';
import { CountrySelect } from './country-select.tsx';
import { FormSection } from './form-section.tsx';

type TAddressSectionProps = {
  form: TPersonalInfoForm;
  bindings: TBindings;
  countries: TGeoList<TCountry>;
  suggestedCountries: readonly string[];
  /** Called before leaving for the forgot-address search (the form's draft is written). */
  onForgotAddress: () => void;
};

/** The country of residence and its address: Brazil's with zip lookup and pickers, or free-form abroad. */
export function AddressSection({
  form,
  bindings,
  countries,
  suggestedCountries,
  onForgotAddress,
}: TAddressSectionProps) {
  const { t } = useTranslation('personal-info');
  const { values } = form;
  const isBrazil = livesInBrazil(values);
  const states = useStates(isBrazil ? 'BR' : null);
  const state = resolvePlace(states.items, values.stateId, values.stateName);
  const cities = useCities(isBrazil ? (state?.id ?? null) : null);
  const city = resolvePlace(cities.items, values.cityId, values.cityName);

  // A record saved with the state's abbreviation or only the city's name takes the lists' ids.
  const { patch } = form;
  useEffect(() => {
    if (state && (state.id !== values.stateId || state.name !== values.stateName)) {
      patch({ stateId: state.id, stateName: state.name }, { isUserEdit: false });
    }
  }, [state, values.stateId, values.stateName, patch]);
  useEffect(() => {
    if (city && (city.id !== values.cityId || city.name !== values.cityName)) {
      patch({ cityId: city.id, cityName: city.name }, { isUserEdit: false });
    }
  }, [city, values.cityId, values.cityName, patch]);

  const country = bindings.bind('countryId');
  // Moving to or from Brazil changes the address's shape: what was typed for the other one goes.
  const changeCountry = (countryId: string) =>
    form.update((current) =>
      livesInBrazil(current) === livesInBrazil({ countryId })
        ? { ...current, countryId }
        : withoutAddress(current, countryId),
    );

  const fillFromZip = (address: TZipAddress) =>
    form.update((current) => applyZipAddress(current, address, states.items));

  return (
    <FormSection id="pi-address" title={t('sections.address')}>
      <div className="pi-grid__full">
        <CountrySelect
          id="pi-country"
          label={t('fields.country')}
          countries={countries}
          suggested={suggestedCountries}
          {...country}
          onChange={(event) => changeCountry(event.target.value)}
        />
      </div>
      {isBrazil ? (
        <BrazilAddressFields
          form={form}
          bindings={bindings}
          states={states}
          cities={cities}
          stateId={state?.id ?? ''}
          cityId={city?.id ?? ''}
          onZipFound={fillFromZip}
          onForgotAddress={onForgotAddress}
        />
      ) : (
        <AbroadAddressFields bindings={bindings} />
      )}
    </FormSection>
  );
}
