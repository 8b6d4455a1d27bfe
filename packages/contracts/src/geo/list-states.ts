import { z } from 'zod';

/** GET /api/countries/:code/states — code is an ISO 3166-1 alpha-2 code, any case. */
export const ZListStatesParams = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Must be a two-letter country code')
    .transform((code) => code.toUpperCase()),
});
export type TListStatesParams = z.infer<typeof ZListStatesParams>;

export const ZState = z.object({
  /** For Brazil, the IBGE code of the state ('42' for Santa Catarina). */
  id: z.string(),
  /** The state's abbreviation ('SC'). */
  code: z.string(),
  name: z.string(),
});
export type TState = z.infer<typeof ZState>;

/** The states of a country, sorted by name; empty when the dataset has none for it. */
export const ZListStatesResponse = z.array(ZState);
export type TListStatesResponse = z.infer<typeof ZListStatesResponse>;
