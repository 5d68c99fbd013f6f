import { z } from 'zod';
import { mobileNumberField } from './mobile';
import { readableText } from './text';

/**
 * Help and support contracts: the contact form and complaint tickets. The same schemas validate the
 * browser forms (react-hook-form + zodResolver) and the server routes, so both sides agree on every rule.
 */

export { SUPPORT_HOURS } from '../support';

export const CONTACT_SUCCESS_MESSAGE = 'Your query has been submitted successfully!';

/** PostgreSQL text cannot hold U+0000: such input is refused as bad input (400), never a database error. */
const hasNoNul = (value: string) => !value.includes('\u0000');
const NUL_MESSAGE = 'must not contain a NUL character';

/**
 * A required text field: trimmed, not empty, capped, and readable as typed (no hidden text-direction
 * characters, not only zero-width ones: admins read these).
 */
const requiredText = (label: string, max: number) =>
  readableText(
    z
      .string({ error: `Please enter ${label}.` })
      .trim()
      .min(1, `Please enter ${label}.`)
      .max(max, `must be at most ${max} characters`)
      .refine(hasNoNul, NUL_MESSAGE),
  );

/** A person's name: a required text field in one Unicode form (NFC). */
const nameText = (label: string, max: number) =>
  readableText(
    z
      .string({ error: `Please enter ${label}.` })
      .normalize('NFC')
      .trim()
      .min(1, `Please enter ${label}.`)
      .max(max, `must be at most ${max} characters`)
      .refine(hasNoNul, NUL_MESSAGE),
  );

const emailField = z
  .string({ error: 'Please enter your email.' })
  .trim()
  .min(1, 'Please enter your email.')
  .max(254, 'must be at most 254 characters')
  .refine(hasNoNul, NUL_MESSAGE)
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

// ---------------------------------------------------------------------------------------------------
// Contact messages
// ---------------------------------------------------------------------------------------------------

export const contactRequestSchema = z.object({
  name: nameText('your name', 100),
  email: emailField,
  subject: requiredText('a subject', 200),
  query: requiredText('your query', 5000),
});

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  query: z.string(),
  createdAt: z.string(),
});

/** Keyset pagination shared by the support lists: `?limit=&cursor=`; `nextCursor` is null on the last page. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a cursor returned by the previous page')
    .optional(),
});

export const contactListSchema = z.object({
  messages: z.array(contactMessageSchema),
  nextCursor: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------------
// Complaints (tickets)
// ---------------------------------------------------------------------------------------------------

/** Reasons offered by the complaint form's dropdown (and the only ones the server accepts). */
export const COMPLAINT_REASONS = [
  'Recharge not received',
  'Payment deducted but order failed',
  'Refund not received',
  'Recharge done to a wrong number',
  'Cashback or offer not credited',
  'Bill payment not updated by the biller',
  'Account, login or email verification',
  'Other',
] as const;

export const COMPLAINT_STATUSES = ['Open', 'In progress', 'Resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

const TICKET_PREFIX = 'TKT';
const TICKET_DIGITS = 6;

/** Ticket ids are 'TKT' + the complaint id padded to 6 digits (TKT000042); ids past 999999 simply grow. */
export function formatTicketId(id: number): string {
  return `${TICKET_PREFIX}${String(id).padStart(TICKET_DIGITS, '0')}`;
}

/** The complaint id of 'TKT000042', 'tkt42' or '42'; null when it is not one. */
export function parseTicketId(value: string): number | null {
  const match = /^(?:TKT)?0*([1-9]\d{0,9})$/i.exec(value.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/** NPCI's dispute types of a transaction-based BBPS complaint (Setu's complaint request `disputeType`). */
export const BBPS_DISPUTE_TYPES = [
  'account-not-updated',
  'double-payment',
  'paid-to-wrong-account',
  'others',
  'amount-deducted-biller-credited-no-transaction-id',
  'amount-deducted-biller-not-credited-no-transaction-id',
  'amount-deducted-multiple-times',
  'service-not-received',
  'service-disconnected',
  'late-payment-surcharge',
  'wrong-amount',
  'payment-info-delay',
] as const;

/**
 * The service reasons among them (the guide "harmonisation of TAT": category Service Issues, dispositions D11–D13):
 * the reasons of a service-based complaint; the others are about the payment or the information of it.
 */
export const BBPS_SERVICE_DISPUTE_TYPES = [
  'service-not-received',
  'service-disconnected',
  'late-payment-surcharge',
] as const satisfies readonly (typeof BBPS_DISPUTE_TYPES)[number][];

/**
 * The reasons the complaint form offers for a complaint about the payment: the guide's harmonised dispositions
 * D21–D23 (Payment Issues) and D31–D32 (Information Issues). The server still accepts the spec's older types.
 */
export const BBPS_PAYMENT_DISPUTE_TYPES = [
  'account-not-updated',
  'payment-info-delay',
  'double-payment',
  'wrong-amount',
  'paid-to-wrong-account',
] as const satisfies readonly (typeof BBPS_DISPUTE_TYPES)[number][];

/** A BBPS complaint about the payment (transaction-based) or about the service paid for (service-based). */
export const BBPS_COMPLAINT_TYPES = ['TRANSACTION', 'SERVICE'] as const;

export const complaintRequestSchema = z.object({
  name: nameText('your name', 100),
  email: emailField,
  mobile: mobileNumberField(
    z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'Please enter a valid 10-digit mobile number.'),
    'Please enter your mobile number.',
  ),
  reason: z.enum(COMPLAINT_REASONS, { error: 'Please select a reason.' }),
  subject: requiredText('a subject', 200),
  message: requiredText('a message', 5000),
  /** One of the signed-in customer's own orders (numeric id); visitors cannot attach one. */
  orderId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** With an order paid through Bharat Connect: also file a BBPS complaint of this NPCI dispute type. */
  bbpsDisputeType: z.enum(BBPS_DISPUTE_TYPES, { error: 'Please select what went wrong.' }).optional(),
  /**
   * Optional: SERVICE files a service-based complaint, whose reason must be one of BBPS_SERVICE_DISPUTE_TYPES;
   * TRANSACTION one about the payment, whose reason must not be. Without it, the reason decides.
   */
  bbpsComplaintType: z.enum(BBPS_COMPLAINT_TYPES, { error: 'must be TRANSACTION or SERVICE' }).optional(),
});

/**
 * Days we take at most to answer a complaint (the first level of grievance redressal, docs/decisions/0023). Past it
 * the customer may write to the grievance officer; 30 days after filing, to the RBI Integrated Ombudsman.
 */
export const COMPLAINT_ANSWER_DAYS = 7;
/** Days after which an unsettled complaint may go to the RBI Integrated Ombudsman. */
export const OMBUDSMAN_AFTER_DAYS = 30;
/** The RBI's Complaint Management System (Integrated Ombudsman Scheme). */
export const RBI_OMBUDSMAN_URL = 'https://cms.rbi.org.in';

/**
 * The BBPS complaint filed with a ticket (Bharat Connect): its id (null until BBPS gave one), status (FILING until
 * it was accepted, then BBPS's: ASSIGNED, PENDING_REFUND, REFUNDED, RESOLVED, DEFAULT_RESOLVED, REJECTED, FAILED)
 * and the date (YYYY-MM-DD) it is to be resolved by, its TAT (BBPS gives one for disputes only).
 */
export const bbpsComplaintSchema = z.object({
  complaintId: z.string().nullable(),
  status: z.string(),
  tatDate: z.string().nullable(),
});

export const complaintCreatedSchema = z.object({
  id: z.number().int(),
  ticketId: z.string(),
  message: z.string(),
  /** By when we answer (ISO instant). */
  answerBy: z.string(),
  /** The Bharat Connect complaint raised with it, as BBPS first answered. */
  bbps: bbpsComplaintSchema.optional(),
});

export const complaintSummarySchema = z.object({
  id: z.number().int(),
  ticketId: z.string(),
  reason: z.string(),
  subject: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** By when we answer (ISO instant). */
  answerBy: z.string(),
  /** The first answer of an admin; null while unanswered. */
  answeredAt: z.string().nullable(),
  /** Unanswered and past answerBy: flagged to the admin. */
  isOverdue: z.boolean(),
  /** The BBPS complaint filed with it (Bharat Connect): its id, status and the date it must be resolved by. */
  bbps: bbpsComplaintSchema.optional(),
});

/** What an admin sees in the list: the summary plus who filed it. */
export const adminComplaintSummarySchema = complaintSummarySchema.extend({
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  message: z.string(),
  userId: z.number().int().nullable(),
});

export const complaintEventSchema = z.object({
  status: z.enum(COMPLAINT_STATUSES),
  note: z.string().nullable(),
  /** Who made the change: the customer who filed it, an admin, or null (a visitor, or a deleted user). */
  actor: z.object({ id: z.number().int(), username: z.string(), role: z.string() }).nullable(),
  createdAt: z.string(),
});

export const complaintDetailSchema = adminComplaintSummarySchema.extend({
  history: z.array(complaintEventSchema),
});

export const myComplaintsSchema = z.object({
  complaints: z.array(complaintSummarySchema),
  nextCursor: z.string().nullable(),
});

export const adminComplaintsQuerySchema = pageQuerySchema.extend({
  status: z.enum(COMPLAINT_STATUSES, { error: "must be 'Open', 'In progress' or 'Resolved'" }).optional(),
  /** true: only the unanswered complaints past their answer deadline. */
  overdue: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .optional()
    .transform((value) => value === 'true'),
});

export const adminComplaintsSchema = z.object({
  complaints: z.array(adminComplaintSummarySchema),
  nextCursor: z.string().nullable(),
  /** Every unanswered complaint past its answer deadline (whatever the filters). */
  overdueCount: z.number().int(),
});

/** `{id}` in /complaints/{id}: the numeric id or the ticket id. */
export const complaintParamsSchema = z.object({
  id: z.string().transform((value, ctx) => {
    const id = parseTicketId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a ticket id such as TKT000042' });
      return z.NEVER;
    }
    return id;
  }),
});

export const complaintUpdateSchema = z.object({
  status: z.enum(COMPLAINT_STATUSES, { error: "must be 'Open', 'In progress' or 'Resolved'" }),
  note: readableText(
    z.string().trim().max(1000, 'must be at most 1000 characters').refine(hasNoNul, NUL_MESSAGE),
  ).optional(),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactList = z.infer<typeof contactListSchema>;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];
export type ComplaintRequest = z.infer<typeof complaintRequestSchema>;
export type ComplaintCreated = z.infer<typeof complaintCreatedSchema>;
export type BbpsComplaint = z.infer<typeof bbpsComplaintSchema>;
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;
export type AdminComplaintSummary = z.infer<typeof adminComplaintSummarySchema>;
export type ComplaintEvent = z.infer<typeof complaintEventSchema>;
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;
export type ComplaintUpdate = z.infer<typeof complaintUpdateSchema>;
