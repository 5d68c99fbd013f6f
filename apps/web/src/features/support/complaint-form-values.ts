import {
  BBPS_COMPLAINT_TYPES,
  BBPS_DISPUTE_TYPES,
  complaintRequestSchema,
} from '@paywise/domain/contracts/support';
import { z } from 'zod';
import type { SessionUser } from '../../lib/session';

/** The shared request schema, with the selects and the complaint kind held as strings while the form is edited. */
export const complaintFormSchema = complaintRequestSchema
  .omit({ orderId: true, bbpsDisputeType: true, bbpsComplaintType: true })
  .extend({
    reason: z.string().pipe(complaintRequestSchema.shape.reason),
    orderId: z.string(),
    /** '' (no Bharat Connect complaint), or about the payment (TRANSACTION) or the biller's service (SERVICE). */
    bbpsComplaintType: z.union([z.literal(''), z.enum(BBPS_COMPLAINT_TYPES)]).nullish(),
    /** '' (none chosen yet) or one of NPCI's dispute types of that kind. */
    bbpsDisputeType: z.union([z.literal(''), z.enum(BBPS_DISPUTE_TYPES)]).optional(),
  })
  // A kind chosen needs its reason (the server says the same).
  .refine((form) => !form.bbpsComplaintType || !!form.bbpsDisputeType, {
    path: ['bbpsDisputeType'],
    message: 'Please select what went wrong.',
  });
export type ComplaintFormInput = z.input<typeof complaintFormSchema>;
export type ComplaintFormOutput = z.output<typeof complaintFormSchema>;

/** `?orderId=123` (the order page's "Get help with this order"): the order to attach, else ''. */
export function orderIdParam(params: URLSearchParams): string {
  const value =
    params
      .get('orderId')
      ?.trim()
      .replace(/^ORDID00/i, '') ?? '';
  return /^\d{1,15}$/.test(value) && Number(value) > 0 ? String(Number(value)) : '';
}

export function initialValues(user: SessionUser | null, orderId = ''): ComplaintFormInput {
  return {
    name: user?.username ?? '',
    email: user?.email ?? '',
    mobile: user?.phoneNumber ?? '',
    reason: '',
    subject: '',
    message: '',
    orderId,
    bbpsComplaintType: '',
    bbpsDisputeType: '',
  };
}
