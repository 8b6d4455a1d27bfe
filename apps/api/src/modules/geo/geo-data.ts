import type { TLanguage } from '@hospedar/contracts/constants';
import type { TCity } from '@hospedar/contracts/geo/list-cities';
import type { TCountry } from '@hospedar/contracts/geo/list-countries';
import type { TState } from '@hospedar/contracts/geo/list-states';

/**
 * The offline datasets, loaded on first use and kept in memory:
 * - countries: i18n-iso-countries (MIT), ISO 3166-1 names in pt, en and es;
 * - Brazil's 27 states and 5,571 municipalities with IBGE codes: @brazilian-utils/brazilian-utils (MIT).
 */
export type GeoData = {
  /** Every ISO 3166-1 country, sorted by name in each language. */
  countries: Record<TLanguage, TCountry[]>;
  /** States by country alpha-2 code; a country the dataset has no states for is absent. */
  statesByCountry: Map<string, TState[]>;
  /** Municipalities by state id, sorted by name. */
  citiesByState: Map<string, TCity[]>;
  /** State by its abbreviation, for Brazil: { id: IBGE code, code: 'SC', name }. */
  brazilStateByUf: Map<string, TState>;
};

const COUNTRY_LOCALES: Record<TLanguage, string> = { 'pt-BR': 'pt', 'en-US': 'en', 'es-ES': 'es' };

async function loadCountries(): Promise<GeoData['countries']> {
  const { default: countries } = await import('i18n-iso-countries');
  const locales = await Promise.all([
    import('i18n-iso-countries/langs/pt.json', { with: { type: 'json' } }),
    import('i18n-iso-countries/langs/en.json', { with: { type: 'json' } }),
    import('i18n-iso-countries/langs/es.json', { with: { type: 'json' } }),
  ]);
  for (const locale of locales) countries.registerLocale(locale.default);
  const codes = Object.keys(countries.getAlpha2Codes());
  const byLanguage = {} as GeoData['countries'];
  for (const [language, locale] of Object.entries(COUNTRY_LOCALES) as [TLanguage, string][]) {
    const collator = new Intl.Collator(language);
    byLanguage[language] = codes
      .map((id) => ({ id, name: countries.getName(id, locale) ?? id }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }
  return byLanguage;
}

async function loadBrazil(): Promise<Pick<GeoData, 'statesByCountry' | 'citiesByState' | 'brazilStateByUf'>> {
  const { getMunicipalities, getStates } = await import('@brazilian-utils/brazilian-utils');
  const collator = new Intl.Collator('pt-BR');
  const states = getStates()
    .map((state) => ({ id: String(state.ibgeCode), code: state.code, name: state.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const citiesByState = new Map<string, TCity[]>();
  for (const state of states) citiesByState.set(state.id, []);
  const stateByUf = new Map(states.map((state) => [state.code, state]));
  for (const municipality of getMunicipalities()) {
    const state = stateByUf.get(municipality.stateCode);
    if (state) citiesByState.get(state.id)?.push({ id: municipality.code, name: municipality.name });
  }
  for (const cities of citiesByState.values()) cities.sort((a, b) => collator.compare(a.name, b.name));
  return { statesByCountry: new Map([['BR', states]]), citiesByState, brazilStateByUf: stateByUf };
}

let loading: Promise<GeoData> | undefined;

/** The datasets, loaded once per process on the first call. */
export function loadGeoData(): Promise<GeoData> {
  loading ??= Promise.all([loadCountries(), loadBrazil()])
    .then(([countries, brazil]) => ({ countries, ...brazil }))
    .catch((error: unknown) => {
      loading = undefined; // a failed load is retried on the next call
      throw error;
    });
  return loading;
}
