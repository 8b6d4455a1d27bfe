import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/** GET /api/terms?type=1|2&textOnly=true|false&language=pt-BR */
export const ZGetTermsQuery = z.object({
  type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
  textOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  language: z.enum(LANGUAGES).optional(),
});
export type TGetTermsQuery = z.infer<typeof ZGetTermsQuery>;

export const ZGetTermsResponse = z.object({
  id: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  language: z.enum(LANGUAGES),
  version: z.string(),
  /** YYYY-MM-DD */
  updatedAt: z.string(),
  title: z.string(),
  /** Sanitized HTML, or plain text when textOnly is true. */
  content: z.string(),
});
export type TGetTermsResponse = z.infer<typeof ZGetTermsResponse>;
