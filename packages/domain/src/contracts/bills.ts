import { z } from 'zod';
import { ORDER_TYPES } from '../catalogue/types';

/** POST /api/bills/fetch: the amount due on an account with an operator of a service type. */
export const fetchBillBodySchema = z.object({
  type: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(ORDER_TYPES, { error: 'must be one of the service types, e.g. BROADBAND' })),
  operator: z.string().trim().min(1, 'is required').max(200, 'is too long'),
  accountNumber: z.string().trim().min(1, 'is required').max(64, 'is too long'),
  /** The registry's id of the biller chosen (GET /api/billers); without it the biller is found by its name. */
  billerId: z.string().trim().min(1, 'is required').max(40, 'is too long').optional(),
  /**
   * The biller's other customer parameters (its second, third...: the first is `accountNumber`), by the names
   * GET /api/billers declares; each checked against the biller's pattern, the required ones required.
   */
  customerParams: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'is required').max(100, 'is too long'),
        value: z.string().trim().max(100, 'is too long'),
      }),
    )
    .max(10, 'has too many parameters')
    .optional(),
});

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

export type RegistryBillerDto = z.infer<typeof registryBillerSchema>;
export type BillerSearchDto = z.infer<typeof billerSearchSchema>;
export type FetchBillBody = z.input<typeof fetchBillBodySchema>;
export type BillDto = z.infer<typeof billSchema>;
