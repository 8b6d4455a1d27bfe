import { z } from 'zod';

/** GET /api/states/:id/cities — id is a state's id from /countries/:code/states. */
export const ZListCitiesParams = z.object({
  id: z.string().regex(/^\d{1,7}$/, 'Must be a state id (digits)'),
});
export type TListCitiesParams = z.infer<typeof ZListCitiesParams>;

export const ZCity = z.object({
  /** For Brazil, the 7-digit IBGE code of the municipality ('4207304' for Imbituba). */
  id: z.string(),
  name: z.string(),
});
export type TCity = z.infer<typeof ZCity>;

/** The municipalities of a state, sorted by name. */
export const ZListCitiesResponse = z.array(ZCity);
export type TListCitiesResponse = z.infer<typeof ZListCitiesResponse>;
