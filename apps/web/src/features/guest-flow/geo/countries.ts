import { COUNTRY_CODES, countryOptions } from '../../../lib/countries.ts';

export type TCountryChoice = { code: string; name: string; isSuggested: boolean };

/** The country's name in `language` (Intl), or the code itself when unknown. */
export function countryName(code: string | null | undefined, language: string): string {
  if (!code) return '';
  if (!COUNTRY_CODES.includes(code.toUpperCase())) return code;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Every country by name in `language`, the hotel's suggested ones (parameters.countries) first. */
export function countryChoices(language: string, suggested: readonly string[]): TCountryChoice[] {
  const all = countryOptions(language);
  const first = suggested.flatMap((code) => {
    const found = all.find((country) => country.code === code);
    return found ? [{ ...found, isSuggested: true }] : [];
  });
  const rest = all
    .filter((country) => !suggested.includes(country.code))
    .sort((a, b) => a.name.localeCompare(b.name, language))
    .map((country) => ({ ...country, isSuggested: false }));
  return [...first, ...rest];
}
