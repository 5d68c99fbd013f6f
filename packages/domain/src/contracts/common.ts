import { z } from 'zod';
import { ERROR_CODES, FIELD_ERROR_CODES } from './errors';

export * from './errors';

export const errorCodeSchema = z.enum(ERROR_CODES);
export const fieldErrorCodeSchema = z.enum(FIELD_ERROR_CODES);

/**
 * Every non-2xx answer of the API: the sentence shown to the customer, its stable code (decision 0028) and, for
 * invalid input, a message and a code per field (`fieldCodes` has the same keys as `fields`).
 */
export const errorSchema = z
  .object({
    message: z.string(),
    code: errorCodeSchema,
    fields: z.record(z.string(), z.string()).optional(),
    fieldCodes: z.record(z.string(), fieldErrorCodeSchema).optional(),
  })
  .describe('An error answer: `code` is stable (one of ErrorCode), `message` is for people.');

export const messageSchema = z.object({ message: z.string() });

export type ApiError = z.infer<typeof errorSchema>;
