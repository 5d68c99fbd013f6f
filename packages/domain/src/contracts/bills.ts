import { z } from 'zod';
import { CATEGORY_GROUPS } from '../catalogue/bill-categories';
import { LANGUAGES } from '../languages';

/** The 400 of a `type` no service or category has. */
export const SERVICE_TYPE_ERROR = 'must be one of the service types, e.g. BROADBAND';

/** A customer parameter as the biller names it, with its value. */
export const customerParamSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(100, 'is too long'),
  value: z.string().trim().max(100, 'is too long'),
});

/** POST /api/bills/fetch: the amount due on an account with an operator of a service type. */
export const fetchBillBodySchema = z.object({
  /**
   * A service type (ORDER_TYPES, e.g. BROADBAND), or the `type` of a registry category (GET /api/bills/categories,
   * e.g. CREDIT_CARD); the server answers 400 for one it does not know.
   */
  type: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(
      z
        .string()
        .regex(/^[A-Z0-9_]{1,40}$/, SERVICE_TYPE_ERROR)
        .refine((type) => type !== '', SERVICE_TYPE_ERROR),
    ),
  operator: z.string().trim().min(1, 'is required').max(200, 'is too long'),
  accountNumber: z.string().trim().min(1, 'is required').max(64, 'is too long'),
  /** The registry's id of the biller chosen (GET /api/billers); without it the biller is found by its name. */
  billerId: z.string().trim().min(1, 'is required').max(40, 'is too long').optional(),
  /**
   * The biller's other customer parameters (its second, third...: the first is `accountNumber`), by the names
   * GET /api/billers declares; each checked against the biller's pattern, the required ones required.
   */
  customerParams: z.array(customerParamSchema).max(10, 'has too many parameters').optional(),
});

/**
 * One amount choice of a fetched bill besides its amount (the guide "bill payment options"), in rupees: a fixed
 * `amount` (Minimum Due, 1 Month EMI...), or a range (`minAmount`..`maxAmount`, a multiple of `amountMultiple`).
 * An order pays it by naming it (POST /api/orders `paymentOption`).
 */
export const paymentOptionSchema = z.object({
  name: z.string(),
  amount: z.number().optional(),
  minAmount: z.number().optional(),
  maxAmount: z.number().optional(),
  amountMultiple: z.number().optional(),
});
export type PaymentOptionDto = z.infer<typeof paymentOptionSchema>;

export const billSchema = z.object({
  /**
   * Names this fetch of the bill: an order placed from it sends it back (POST /api/orders `billFetchRef`), so the
   * server knows which bill is paid and that it is still the amount due.
   */
  billFetchRef: z.string(),
  customerName: z.string(),
  billNumber: z.string(),
  /** India date, YYYY-MM-DD. */
  billDate: z.string(),
  /** India date, YYYY-MM-DD. */
  dueDate: z.string(),
  /** Rupees: the amount due. */
  amount: z.number(),
  /** Whether less than the whole bill may be paid (down to minimumAmount). */
  partialPaymentAllowed: z.boolean(),
  /** Rupees: the least part payment, when one is allowed. */
  minimumAmount: z.number().optional(),
  /**
   * ISO time this bill (same biller, account and bill number) was paid in full through PayWise, when it was: the
   * page shows "Paid on {date}" and no Pay (an order for it is refused, 409).
   */
  paidAt: z.string().optional(),
  /**
   * Rupees: the biller's customer convenience fee on the whole amount (Bharat Connect), paid on top of it and
   * shown on its own line; absent when the biller charges none. A part payment's fee is the server's, on its amount.
   */
  convenienceFee: z.number().optional(),
  /**
   * What may be paid of this bill (Bharat Connect's exactness): EXACT the bill amount; EXACT_AND_ABOVE at least
   * it; EXACT_AND_BELOW (RANGE) up to it, from minimumAmount; ANY any amount. The server checks it again.
   */
  amountRule: z.enum(['EXACT', 'EXACT_AND_ABOVE', 'EXACT_AND_BELOW', 'ANY', 'RANGE']).optional(),
  /**
   * The other amounts the biller offers for this bill, in its order (absent: none): the page shows the bill's
   * amount and each of them as choices, "Other amount" when amountRule allows one.
   */
  paymentOptions: z.array(paymentOptionSchema).optional(),
  /** The registry category of the bill (its slug, GET /api/bills/categories), when the biller is in the registry. */
  category: z.string().optional(),
  /** The biller's customer parameters as sent with the fetch (names as the biller gives them). */
  customerParams: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  /** The biller's fee slabs (paise), for the summary to compute the fee of another amount the server's way. */
  convenienceFeeSlabs: z
    .array(
      z.object({ minPaise: z.number(), maxPaise: z.number(), flatFee: z.number(), percentFee: z.number() }),
    )
    .optional(),
});

/** One biller of the registry (GET /api/billers): the bill pages' list and the fields the chosen one asks for. */
export const registryBillerSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  coverage: z.string().nullable(),
  fetchRequirement: z.string(),
  exactness: z.string(),
  /** Its customer parameters in order: the first is the page's account field, the others fields of their own. */
  params: z.array(
    z.object({ name: z.string(), dataType: z.string(), regex: z.string().nullable(), optional: z.boolean() }),
  ),
  hasConvenienceFee: z.boolean(),
  /** Other names the biller is searched by (the page filters a complete list itself with them). */
  aliases: z.array(z.string()),
});

export const billerSearchSchema = z.object({
  billers: z.array(registryBillerSchema),
  /** True when these are every biller matching (no more than `limit`): the page may filter them itself. */
  complete: z.boolean(),
});

/** GET /api/billers: a category's billers (`category`: its slug or name), or all categories' (`q` alone). */
export const MAX_BILLER_QUERY = 100;
export const billerSearchQuerySchema = z.object({
  category: z.string().trim().min(1, 'is required').max(100, 'is too long').optional(),
  q: z.string().max(MAX_BILLER_QUERY, `is too long (at most ${MAX_BILLER_QUERY} characters)`).default(''),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(20),
});

/** One category of GET /api/bills/categories. */
export const billCategorySchema = z.object({
  /** Stable: the page is at `route` (/bills/<slug>, or the specification's page serving it). */
  slug: z.string(),
  /** In the language asked (`lang`, else the caller's saved language, else English). */
  name: z.string(),
  /** The provider's category name (what GET /api/billers `category` also takes). */
  providerName: z.string(),
  /** The '+More' panel's group. */
  group: z.enum(CATEGORY_GROUPS),
  /** Active billers of the category in the registry. */
  billerCount: z.number().int(),
  /** The `type` its bill fetches and orders send (CREDIT_CARD, ELECTRICITY...). */
  type: z.string(),
  route: z.string(),
  /** The specification's page serving it (electricity, fastag...), null for a page built from the registry. */
  service: z.string().nullable(),
  instantDiscount: z.boolean(),
  /** How order lists name the identifier. */
  identifierLabel: z.string(),
  /** A top-up (NCMC, FASTag, fleet card): the page says so. */
  topUp: z.boolean(),
});
export const billCategoriesSchema = z.object({
  categories: z.array(billCategorySchema),
  /** When the registry was last synced (ISO), null before the first sync. */
  syncedAt: z.string().nullable(),
});
export const billCategoriesQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });
export type BillCategoryDto = z.infer<typeof billCategorySchema>;
export type BillCategoriesDto = z.infer<typeof billCategoriesSchema>;

export type RegistryBillerDto = z.infer<typeof registryBillerSchema>;
export type BillerSearchDto = z.infer<typeof billerSearchSchema>;
export type FetchBillBody = z.input<typeof fetchBillBodySchema>;
export type BillDto = z.infer<typeof billSchema>;
