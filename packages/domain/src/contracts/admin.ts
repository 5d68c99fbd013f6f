import { z } from 'zod';
import { readableText } from './text';

/** API status shown on the dashboard card: 'Degraded' when requests are slow on average. */
export const API_STATUSES = ['Operational', 'Degraded'] as const;

/** Average response time (ms over the last minutes) above which the API is reported as 'Degraded'. */
export const DEGRADED_AFTER_MS = 1000;

/** GET /admin/stats: the dashboard cards. Money in rupees; months are India (Asia/Kolkata) months. */
export const adminStatsSchema = z.object({
  /** Sum of the amounts of all completed orders. */
  totalRevenue: z.number(),
  totalUsers: z.number().int(),
  /** Completed orders of the current month. */
  currentMonthRevenue: z.number(),
  /** Number of completed orders of the current month (the transactions behind currentMonthRevenue). */
  currentMonthTransactions: z.number().int(),
  /** Change of the month's revenue against the previous month, 2 decimals; 0 when the previous month is 0. */
  revenueChangePercent: z.number(),
  newUsersThisMonth: z.number().int(),
  apiStatus: z.enum(API_STATUSES),
  /** Average API response time over the last 15 minutes, all servers together (0 when there were none). */
  avgResponseMs: z.number(),
});

/**
 * GET /admin/pipeline: the order pipeline at a glance. Orders still being worked on per status, the age of the
 * oldest of them (0 when there is none), and when the background jobs last finished (null: never yet).
 */
export const adminPipelineSchema = z.object({
  unfinished: z.object({ paymentPending: z.number().int(), processing: z.number().int() }),
  oldestUnfinishedSeconds: z.number().int(),
  sweeperLastRunAt: z.string().nullable(),
  rollupLastRunAt: z.string().nullable(),
  sweepIntervalSeconds: z.number().int(),
  /** True when the last sweep finished more than three intervals ago: the sweeper has stopped somewhere. */
  sweeperStale: z.boolean().optional(),
  /** Refunds past their expected date and not processed (docs/decisions/0024). */
  refundsPastDue: z.number().int().optional(),
  /**
   * Provider webhooks kept because their status query failed, asked NOTICE_ATTENTION_ATTEMPTS times without an
   * answer (issue 46): still asked, listed in the daily mail for a person.
   */
  providerNoticesUnanswered: z.number().int().optional(),
  /** The server's clock when it answered: ages are counted from it, not from the browser's clock. */
  serverTime: z.string(),
});
export type AdminPipeline = z.infer<typeof adminPipelineSchema>;

/**
 * The prepaid aggregator's wallet (GET /api/admin/recharge-wallet, decision 0022): rupees; `balance` null when
 * the sandbox fulfils recharges or the aggregator has not answered yet. `low`: below `alertBelow`.
 */
export const rechargeWalletSchema = z.object({
  provider: z.enum(['sandbox', 'setu']),
  balance: z.number().nullable(),
  checkedAt: z.string().nullable(),
  alertBelow: z.number(),
  low: z.boolean(),
  lowNoticeAt: z.string().nullable(),
});
export type RechargeWallet = z.infer<typeof rechargeWalletSchema>;

/** What an order for an operator whose recharges the wallet cannot cover is answered (503). */
export const rechargesPaused = (operator: string) =>
  `Recharges for ${operator} are paused right now. Please try again later; you have not been charged.`;

/** A run's counts (docs/decisions/0016): the gateway's captured payments of the window, matched to orders. */
export const reconciliationCountsSchema = z.object({
  /** Payments that paid their order (Completed or being fulfilled), or were already given back. */
  matched: z.number().int(),
  /** Payments this run refunded (no Completed order took them and none was refunded yet). */
  refunded: z.number().int(),
  /** Payments of another amount or currency than their order's (refunded by the same rule). */
  mismatched: z.number().int(),
  /** Payments whose gateway order is none of ours: listed, never refunded blindly. */
  unknown: z.number().int(),
  /** Completed orders of the window whose provider (biller, recharge aggregator) was asked for a reversal. */
  providerChecked: z.number().int(),
  /** Of those, reversed by the provider after completion: refunded by this run. */
  providerReversed: z.number().int(),
  /** Of those, the provider did not answer: asked again by the next run. */
  providerUnanswered: z.number().int(),
  /**
   * Orders a provider's own list (Setu BBPS's transactions) showed paid or refused while we had not finished them:
   * finished by this run (completed, or refunded).
   */
  providerSettled: z.number().int(),
  /** Payments a provider lists that are none of ours, or disagree with their order: listed for a person. */
  providerUnknown: z.number().int(),
});

export const reconciliationItemSchema = z.object({
  paymentId: z.string(),
  gatewayOrderId: z.string().nullable(),
  orderId: z.number().int().nullable(),
  /** Paise. */
  amountPaise: z.number().int(),
  reason: z.string(),
});

/** POST /admin/reconciliation/run: the run just made. */
export const reconciliationRunSchema = reconciliationCountsSchema.extend({
  finishedAt: z.string(),
  windowFrom: z.string(),
  windowTo: z.string(),
  /** What the run could not settle (unknown payments, refunds the gateway did not confirm yet). */
  unresolved: z.array(reconciliationItemSchema),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

/** GET /admin/reconciliation: the last run, or null before the first. */
export const reconciliationStatusSchema = z.object({ lastRun: reconciliationRunSchema.nullable() });
export type ReconciliationStatus = z.infer<typeof reconciliationStatusSchema>;

const seriesPointSchema = z.object({
  /** Revenue of the completed orders, rupees. */
  revenue: z.number(),
  /** Every order placed (whatever its status). */
  orders: z.number().int(),
  completed: z.number().int(),
});

/** GET /admin/stats/series: the dashboard charts, zero-filled. */
export const adminStatsSeriesSchema = z.object({
  /** The last 30 India days, oldest first, ending today; `day` is YYYY-MM-DD. */
  daily: z.array(seriesPointSchema.extend({ day: z.string() })),
  /** The last 12 India months, oldest first, ending with the current one; `month` is YYYY-MM. */
  monthly: z.array(seriesPointSchema.extend({ month: z.string() })),
  /** All time, by service (display) type, highest revenue first. */
  byService: z.array(seriesPointSchema.extend({ type: z.string() })),
});

export const USER_ROLES = ['ADMIN', 'CUSTOMER'] as const;

export const roleChangeParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const roleChangeBodySchema = z.object({
  role: z.enum(USER_ROLES, { error: 'must be ADMIN or CUSTOMER' }),
});

export const roleChangeResponseSchema = z.object({
  message: z.string(),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    role: z.string(),
  }),
});

export const LAST_ADMIN_MESSAGE = 'There must always be at least one admin: this is the last ADMIN account.';

/** Control characters other than tab and line breaks (PostgreSQL refuses a NUL byte in text outright). */
const hasControlCharacter = (value: string) =>
  [...value].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f;
  });
/** No control characters, no hidden text-direction characters, not only zero-width ones (see text.ts). */
const plainText = (schema: z.ZodString, label: string) =>
  readableText(
    schema.refine((value) => !hasControlCharacter(value), `${label} must not contain control characters.`),
    label,
  );

/** The company form (docs/product.md#admin: name required, phone ≤ 10, pincode ≤ 6); server and web. */
export const companyFormSchema = z.object({
  name: plainText(
    z
      .string()
      .normalize('NFC')
      .trim()
      .min(1, 'Company name is required.')
      .max(100, 'Company name is too long.'),
    'Company name',
  ),
  email: z.union([z.literal(''), z.email('Enter a valid email address.').max(254)]),
  phone: plainText(z.string().trim().max(10, 'Phone must be at most 10 characters.'), 'Phone'),
  address: plainText(z.string().trim().max(300, 'Address must be at most 300 characters.'), 'Address'),
  pincode: plainText(z.string().trim().max(6, 'Pincode must be at most 6 characters.'), 'Pincode'),
  /** The grievance officer (docs/decisions/0023); a form without these fields keeps the saved officer. */
  grievanceOfficerName: plainText(
    z.string().normalize('NFC').trim().max(100, 'Name must be at most 100 characters.'),
    'Grievance officer',
  ).optional(),
  grievanceOfficerEmail: z
    .union([z.literal(''), z.email('Enter a valid email address.').max(254)])
    .optional(),
  grievanceOfficerPhone: plainText(
    z.string().trim().max(10, 'Phone must be at most 10 characters.'),
    'Grievance officer phone',
  ).optional(),
});

export type CompanyForm = z.infer<typeof companyFormSchema>;

export const COMPANY_SAVED_MESSAGE = 'Company saved successfully';
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPE_MESSAGE = 'Logo must be a PNG, JPEG or WebP image.';
export const LOGO_SIZE_MESSAGE = 'Logo must be at most 1 MB.';

export type AdminStats = z.infer<typeof adminStatsSchema>;
export type AdminStatsSeries = z.infer<typeof adminStatsSeriesSchema>;
export type UserRole = (typeof USER_ROLES)[number];

/** GET /admin/orders/totals: the filtered set of GET /admin/orders (same filters), money in rupees. */
export const orderTotalsSchema = z.object({
  count: z.number().int(),
  /**
   * Sum of the matching orders. Null when the filters are answered from the per-day aggregates (service type and
   * dates, any status): they keep the amount of completed orders only.
   */
  amount: z.number().nullable(),
  completedCount: z.number().int(),
  completedAmount: z.number(),
});

export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** POST /admin/orders/export-link: a short-lived link a plain download (no bearer header) can follow. */
export const exportLinkSchema = z.object({ url: z.string(), expiresInSeconds: z.number().int() });
