import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';

/** A Brazilian CEP: 8 digits, with or without the dash ('88780-000' or '88780000'). */
export const ZCep = z
  .string()
  .trim()
  .regex(/^\d{5}-?\d{3}$/, 'Must be a zip code of 8 digits, as 00000-000 or 00000000')
  .transform((cep) => cep.replace('-', ''));

/** GET /api/zip/:cep */
export const ZZipLookupParams = z.object({ cep: ZCep });
export type TZipLookupParams = z.infer<typeof ZZipLookupParams>;

const searchText = (min: number) => safeText(100).trim().min(min);

/** GET /api/zip?state=SC&city=Imbituba&address=rua — the "forgot my zip code" search. */
export const ZZipSearchQuery = z.object({
  /** The state's abbreviation (UF), any case. */
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Must be a state abbreviation such as SC')
    .transform((state) => state.toUpperCase()),
  city: searchText(2),
  /** Part of the street name: at least 3 characters; accents and case are ignored. */
  address: searchText(3),
});
export type TZipSearchQuery = z.infer<typeof ZZipSearchQuery>;

export const ZZipAddress = z.object({
  /** 8 digits, no dash. */
  cep: z.string().regex(/^\d{8}$/),
  street: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  /** IBGE code of the municipality, the id in /states/:id/cities. */
  cityId: z.string(),
  /** The state's abbreviation (UF). */
  state: z.string(),
  /** IBGE code of the state, the id in /countries/BR/states. */
  stateId: z.string(),
  complement: z.string().optional(),
});
export type TZipAddress = z.infer<typeof ZZipAddress>;

/** At most ZIP_SEARCH_LIMIT addresses; [] when none matches (the portal shows its message). */
export const ZZipSearchResponse = z.array(ZZipAddress);
export type TZipSearchResponse = z.infer<typeof ZZipSearchResponse>;
export const ZIP_SEARCH_LIMIT = 50;
