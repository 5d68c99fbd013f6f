import { z } from 'zod';
import { userSchema } from './auth';
import { savedNumberSchema } from './me';
import { orderSchema } from './orders';
import { consentSchema, notificationPrefsSchema } from './privacy';
import { complaintSummarySchema, contactMessageSchema } from './support';

/**
 * The customer's data export (docs/decisions/0023). Apart from contracts/privacy so that a page needing only the
 * notification choices does not pull in the order contracts.
 */
/** GET /users/me/export: everything we hold about the signed-in customer. */
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  profile: userSchema,
  orders: z.array(orderSchema),
  savedNumbers: z.array(savedNumberSchema),
  complaints: z.array(
    complaintSummarySchema.extend({
      name: z.string(),
      email: z.string(),
      mobile: z.string(),
      message: z.string(),
    }),
  ),
  consents: z.array(consentSchema),
  notifications: notificationPrefsSchema,
  /** The UPI ID of the last UPI payment, offered in the next payment sheet (null when none or cleared). */
  upiId: z.string().nullable(),
  /** What the customer wrote to support through the contact form (matched by their email). */
  contactMessages: z.array(contactMessageSchema.omit({ id: true })),
  /** The browsers that may show our push notifications (their push service's endpoint), when subscribed. */
  pushSubscriptions: z.array(z.object({ endpoint: z.string(), createdAt: z.string() })),
});
export type DataExport = z.infer<typeof dataExportSchema>;
