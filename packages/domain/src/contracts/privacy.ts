import { z } from 'zod';

/**
 * The customer's data rights under the Digital Personal Data Protection Act 2023 (docs/decisions/0023): the privacy
 * notice they agreed to, their data to take out, the erasure of their account, and what we may send them.
 */

/** The version of the privacy notice (/customer/privacy) shown at sign-up: a new text gets a new version. */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';
/** The consent recorded at sign-up. */
export const PRIVACY_NOTICE_PURPOSE = 'privacy-notice';
/** Years order and payment records are kept after the order (tax and payment rules), also after an erasure. */
export const ORDER_RECORDS_RETENTION_YEARS = 8;

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_KINDS = ['orderUpdates', 'billReminders', 'planExpiry', 'offers'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Transactional kinds are on until turned off; marketing (offers) is off until the customer turns it on. */
export function defaultNotificationChoice(kind: NotificationKind): boolean {
  return kind !== 'offers';
}

const kindsSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
);
/** GET /users/me/notifications: every channel and kind, on or off. */
export const notificationPrefsSchema = z.object({
  email: kindsSchema,
  sms: kindsSchema,
  push: kindsSchema,
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

const kindsUpdateSchema = z.strictObject(
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, z.boolean({ error: 'must be true or false' }).optional()]),
  ) as Record<NotificationKind, z.ZodOptional<z.ZodBoolean>>,
);
/** PUT /users/me/notifications: the choices to change (others stay). */
export const notificationPrefsUpdateSchema = z.strictObject({
  email: kindsUpdateSchema.optional(),
  sms: kindsUpdateSchema.optional(),
  push: kindsUpdateSchema.optional(),
});
export type NotificationPrefsUpdate = z.infer<typeof notificationPrefsUpdateSchema>;

/** DELETE /users/me: confirmed with the account's password, or a fresh code mailed to its email. */
export const deleteAccountRequestSchema = z.union(
  [
    z.strictObject({ password: z.string().min(1, 'Please enter your password.').max(1024) }),
    z.strictObject({ code: z.string().regex(/^\d{6}$/, 'Please enter the complete 6-digit code.') }),
  ],
  { error: 'Confirm with your password or the code we emailed you.' },
);
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted. We have emailed you a confirmation.';
export const DELETION_CODE_SENT_MESSAGE = 'We have emailed you a code to confirm the deletion.';

/** A consent the customer gave (the export lists them). */
export const consentSchema = z.object({
  purpose: z.string(),
  noticeVersion: z.string(),
  givenAt: z.string(),
});

/** One admin look at customer data. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  adminUserId: z.number().int().nullable(),
  adminName: z.string(),
  action: z.string(),
  detail: z.string(),
  createdAt: z.string(),
});
export const auditLogSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
