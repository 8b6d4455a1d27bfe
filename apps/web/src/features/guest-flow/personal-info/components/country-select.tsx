import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY } from '@hospedar/contracts/constants';
import type { TCountry } from '@hospedar/contracts/geo/list-countries';
import { SelectField } from '../../../../components/form-field.tsx';
import type { TSelectFieldProps } from '../../../../components/form-field.tsx';
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
  const first = [DEFAULT_COUNTRY, ...suggested.filter((code) => code !== DEFAULT_COUNTRY)];
  const top = first.flatMap((code) => countries.items.filter((country) => country.id === code));
  const rest = countries.items.filter((country) => !first.includes(country.id));
  const status =
    countries.status === 'loading'
      ? t('listLoading')
      : countries.status === 'error'
        ? t('listFailed')
        : undefined;
  return (
    <SelectField {...select} value={value} hint={status ?? hint} aria-busy={countries.status === 'loading'}>
      <option value="">{t('choose')}</option>
      {countries.items.length === 0 && value ? <option value={value}>{value}</option> : null}
      <optgroup label={t('suggestedCountries')}>
        {top.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('allCountries')}>
        {rest.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </optgroup>
    </SelectField>
  );
}
