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
  /** The biller's fee slabs (paise), for the summary to compute the fee of another amount the server's way. */
  convenienceFeeSlabs: z
    .array(
      z.object({ minPaise: z.number(), maxPaise: z.number(), flatFee: z.number(), percentFee: z.number() }),
    )
    .optional(),
});

export type FetchBillBody = z.input<typeof fetchBillBodySchema>;
export type BillDto = z.infer<typeof billSchema>;
