import { z } from 'zod';
import { OPERATOR_LIST_KEYS, PLAN_CATEGORIES } from '../catalogue/types';

export const operatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  identifierLabel: z.string().optional(),
});

export const circleSchema = z.object({ id: z.number().int(), name: z.string() });

export const planSchema = z.object({
  id: z.number().int(),
  category: z.enum(PLAN_CATEGORIES),
  price: z.number(),
  data: z.string(),
  sms: z.string(),
  validity: z.string(),
  details: z.string(),
});

export const operatorsQuerySchema = z.object({
  type: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(OPERATOR_LIST_KEYS, { error: 'must be one of the service types, e.g. ELECTRICITY' }))
    .default('MOBILE'),
});

export type OperatorDto = z.infer<typeof operatorSchema>;
export type CircleDto = z.infer<typeof circleSchema>;
export type PlanDto = z.infer<typeof planSchema>;
