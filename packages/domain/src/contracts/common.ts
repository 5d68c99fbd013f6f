import { z } from 'zod';

/** Every non-2xx answer of the API. */
export const errorSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const messageSchema = z.object({ message: z.string() });

export type ApiError = z.infer<typeof errorSchema>;
