import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/** GET /api/countries?lang=pt-BR — without lang, the lang header decides, else pt-BR. */
export const ZListCountriesQuery = z.object({
  lang: z.enum(LANGUAGES).optional(),
});
export type TListCountriesQuery = z.infer<typeof ZListCountriesQuery>;

export const ZCountry = z.object({
  /** ISO 3166-1 alpha-2 code, upper case ('BR'). */
  id: z.string().length(2),
  /** The country's name in the language asked for. */
  name: z.string(),
});
export type TCountry = z.infer<typeof ZCountry>;

/** Every ISO 3166-1 country, sorted by name in the language asked for. */
export const ZListCountriesResponse = z.array(ZCountry);
export type TListCountriesResponse = z.infer<typeof ZListCountriesResponse>;
