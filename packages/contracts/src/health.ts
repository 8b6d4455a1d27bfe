import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
