import type { TListCountriesResponse } from '@hospedar/contracts/geo/list-countries';

/**
 * GET /api/countries?lang=en-US as the tests' API answers it: a few countries sorted by name, each
 * name marked '(API)', so a screen that named a country from any other source (Intl.DisplayNames, a
 * list in the code) fails its test. Uruguay is left out: the screens show its code, 'UY'.
 */
export const API_COUNTRIES: TListCountriesResponse = [
  { id: 'AR', name: 'Argentina (API)' },
  { id: 'BR', name: 'Brazil (API)' },
  { id: 'CL', name: 'Chile (API)' },
  { id: 'DE', name: 'Germany (API)' },
  { id: 'PT', name: 'Portugal (API)' },
  { id: 'US', name: 'United States (API)' },
];

/** The path the portal asks for the countries in English. */
export const COUNTRIES_URL_EN = '/api/countries?lang=en-US';

/** Whether a request's URL is the countries list (any language). */
export const isCountriesUrl = (url: string): boolean => url.startsWith('/api/countries?');
