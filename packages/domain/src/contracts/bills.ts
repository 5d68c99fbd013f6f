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
  /** Rupees, whole. */
  amount: z.number(),
  billNumber: z.string(),
  /** India date, YYYY-MM-DD. */
  dueDate: z.string(),
  customerName: z.string(),
});

export type FetchBillBody = z.input<typeof fetchBillBodySchema>;
export type BillDto = z.infer<typeof billSchema>;
