import { useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { TCountry } from '@hospedar/contracts/geo/list-countries';
import { toGeoList } from './geo-list.ts';
import type { TGeoList } from './geo-list.ts';
import { countriesQuery } from './list-countries.ts';

/**
 * The countries, named and sorted in the portal's language (GET /api/countries): the one list every
 * country field and text reads, one request for all. `enabled: false` leaves it 'idle' and asks
 * nothing (a screen that may not need it).
 */
export function useCountries(language: TLanguage, { enabled = true } = {}): TGeoList<TCountry> {
  return toGeoList(!enabled, useQuery({ ...countriesQuery(language), enabled }));
}

/** A country as a picker offers it; `isFirst` for those placed before the rest (Brazil, the hotel's). */
export type TCountryChoice = TCountry & { isFirst: boolean };

/**
 * The countries of GET /api/countries (sorted by name in their language), those of `first` before
 * the rest in the order given. While the list is empty (loading, failed) the chosen code alone,
 * named by itself, so the field still shows what is chosen.
 */
export function countryChoices(
  items: readonly TCountry[],
  first: readonly string[],
  chosen = '',
): TCountryChoice[] {
  if (items.length === 0) return chosen ? [{ id: chosen, name: chosen, isFirst: false }] : [];
  const codes = [...new Set(first)];
  const top = codes.flatMap((code) =>
    items.filter((country) => country.id === code).map((country) => ({ ...country, isFirst: true })),
  );
  const rest = items
    .filter((country) => !codes.includes(country.id))
    .map((country) => ({ ...country, isFirst: false }));
  return [...top, ...rest];
}
