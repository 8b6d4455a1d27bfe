import type { TLanguage } from '@hospedar/contracts/constants';
import type { TCountry } from '@hospedar/contracts/geo/list-countries';
import { useCountries } from './countries.ts';

/** The country's name in the list; the code itself while the list has not arrived or lacks it. */
export function countryNameIn(countries: readonly TCountry[], code: string | null | undefined): string {
  if (!code) return '';
  const id = code.toUpperCase();
  return countries.find((country) => country.id === id)?.name ?? code;
}

/** Writes a country code as its name in `language`, from the same list as every country field. */
export function useCountryName(language: TLanguage): (code: string | null | undefined) => string {
  const { items } = useCountries(language);
  return (code) => countryNameIn(items, code);
}
