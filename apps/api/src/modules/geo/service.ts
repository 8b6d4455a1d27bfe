import { DEFAULT_LANGUAGE, toSupportedLanguage, type TLanguage } from '@hospedar/contracts/constants';
import type { TListCitiesResponse } from '@hospedar/contracts/geo/list-cities';
import type { TListCountriesResponse } from '@hospedar/contracts/geo/list-countries';
import type { TListStatesResponse } from '@hospedar/contracts/geo/list-states';
import { HttpError } from '../../http-error.ts';
import { loadGeoData } from './geo-data.ts';

/** Countries, states and cities from the offline datasets (geo-data.ts). */
export function createGeoService() {
  return {
    async listCountries(input: {
      lang: TLanguage | undefined;
      langHeader: string | undefined;
    }): Promise<TListCountriesResponse> {
      const language = input.lang ?? toSupportedLanguage(input.langHeader) ?? DEFAULT_LANGUAGE;
      return (await loadGeoData()).countries[language];
    },

    /** The states of a country (alpha-2, upper case); [] when the dataset has none for it. */
    async listStates(countryCode: string): Promise<TListStatesResponse> {
      const data = await loadGeoData();
      if (!data.countries[DEFAULT_LANGUAGE].some((country) => country.id === countryCode)) {
        throw new HttpError(404, 'NOT_FOUND', `No country has the code ${countryCode}.`);
      }
      return data.statesByCountry.get(countryCode) ?? [];
    },

    async listCities(stateId: string): Promise<TListCitiesResponse> {
      const cities = (await loadGeoData()).citiesByState.get(stateId);
      if (!cities) throw new HttpError(404, 'NOT_FOUND', `No state has the id ${stateId}.`);
      return cities;
    },
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
