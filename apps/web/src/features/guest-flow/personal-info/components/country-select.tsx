import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY } from '@hospedar/contracts/constants';
import type { TCountry } from '@hospedar/contracts/geo/list-countries';
import { SelectField } from '../../../../components/form-field.tsx';
import type { TSelectFieldProps } from '../../../../components/form-field.tsx';
import { countryChoices } from '../../../../lib/geo/countries.ts';
import type { TGeoList } from '../../../../lib/geo/use-geo-list.ts';

type TCountrySelectProps = Omit<TSelectFieldProps, 'children'> & {
  countries: TGeoList<TCountry>;
  /** The hotel's countries (parameters.countries), offered first after Brazil. */
  suggested: readonly string[];
  value: string;
};

/** A country picker from GET /api/countries in the portal's language: Brazil and the hotel's first. */
export function CountrySelect({ countries, suggested, value, hint, ...select }: TCountrySelectProps) {
  const { t } = useTranslation('personal-info');
  const choices = countryChoices(countries.items, [DEFAULT_COUNTRY, ...suggested], value);
  const status =
    countries.status === 'loading'
      ? t('listLoading')
      : countries.status === 'error'
        ? t('listFailed')
        : undefined;
  const options = (isFirst: boolean) =>
    choices
      .filter((country) => country.isFirst === isFirst)
      .map((country) => (
        <option key={country.id} value={country.id}>
          {country.name}
        </option>
      ));
  return (
    <SelectField {...select} value={value} hint={status ?? hint} aria-busy={countries.status === 'loading'}>
      <option value="">{t('choose')}</option>
      <optgroup label={t('suggestedCountries')}>{options(true)}</optgroup>
      <optgroup label={t('allCountries')}>{options(false)}</optgroup>
    </SelectField>
  );
}
