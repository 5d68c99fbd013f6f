import { z } from 'zod';
import { findCircle } from '../catalogue/circles';
import { findOperator, OPERATORS } from '../catalogue/operators';
import { PLAN_SORTS } from '../catalogue/plan-search';
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
  validityDays: z.number().int().nullable(),
  dataPerDayGb: z.number().nullable(),
  ott: z.array(z.string()),
  circles: z.array(z.string()).optional(),
});

/**
 * GET /api/plans/status: where GET /api/plans takes the plans of an operator and circle from. `live`: the
 * recharge provider's plans, refreshed at `updatedAt` (the plan browser says "Plans updated {date}"); `catalogue`:
 * the shipped plans (the provider is off or never answered for that pair), `updatedAt` null.
 */
export const planStatusSchema = z.object({
  source: z.enum(['live', 'catalogue']),
  updatedAt: z.string().nullable(),
});
export type PlanStatus = z.infer<typeof planStatusSchema>;

/** GET /api/admin/plans: the live plans as a whole (the admin card). */
export const livePlansAdminSchema = z.object({
  /** sandbox: live plans are off (RECHARGE_PROVIDER), the shipped catalogue is served. */
  provider: z.enum(['sandbox', 'setu']),
  /** Operator and circle pairs with live plans. */
  sets: z.number().int(),
  /** The latest refresh that stored plans; null when none ever did. */
  updatedAt: z.string().nullable(),
});
export type LivePlansAdmin = z.infer<typeof livePlansAdminSchema>;

/** POST /api/admin/plans/refresh: queued for the job engine, or (no engine in this process) run at once. */
export const plansRefreshSchema = z.object({
  status: z.enum(['queued', 'refreshed']),
  stored: z.number().int().optional(),
  failed: z.number().int().optional(),
});

const MOBILE_OPERATOR_NAMES = OPERATORS.MOBILE.map((operator) => operator.name).join(', ');
/** A whole number of at least `min` from a query string ('300'); anything else is a 400 naming the parameter. */
const queryNumber = (min: number, kind: 'int' | 'decimal') =>
  z
    .string()
    .trim()
    .regex(
      kind === 'int' ? /^\d{1,7}$/ : /^\d{1,4}(\.\d{1,2})?$/,
      `must be a ${kind === 'int' ? 'whole ' : ''}number`,
    )
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`))
    .optional();

/**
 * GET /api/plans: every filter optional. Without an operator the default 41 plans (docs/product.md#numbers);
 * with one, its own set (Jio, Airtel, Vi, BSNL) or those 41 (MTNL); a circle adds the operator's plans of
 * that circle only.
 */
export const plansQuerySchema = z.object({
  operator: z
    .string()
    .trim()
    .refine((name) => name === '' || findOperator('MOBILE', name) !== undefined, {
      error: `is not one of the mobile operators (${MOBILE_OPERATOR_NAMES})`,
    })
    .optional(),
  circle: z
    .string()
    .trim()
    .refine((name) => name === '' || findCircle(name) !== undefined, {
      error: 'is not one of the telecom circles',
    })
    .optional(),
  category: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(PLAN_CATEGORIES, { error: `must be one of ${PLAN_CATEGORIES.join(', ')}` }))
    .optional(),
  q: z.string().max(100, 'must be at most 100 characters').optional(),
  minPrice: queryNumber(0, 'int'),
  maxPrice: queryNumber(0, 'int'),
  minValidityDays: queryNumber(0, 'int'),
  minDataPerDayGb: queryNumber(0, 'decimal'),
  ott: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
  sort: z.enum(PLAN_SORTS, { error: `must be one of ${PLAN_SORTS.join(', ')}` }).optional(),
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
export type PlansQuery = z.infer<typeof plansQuerySchema>;

/** GET /api/plans/status: the operator and circle of GET /api/plans. */
export const planStatusQuerySchema = plansQuerySchema.pick({ operator: true, circle: true });
