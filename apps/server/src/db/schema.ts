import type { BillPaymentOption, ConvenienceFeeSlab } from '@paywise/domain/bbps';
import { sql } from 'drizzle-orm';
import type { OrderPlan } from '@paywise/domain/catalogue/plan-facts';
import type { Plan } from '@paywise/domain/catalogue/types';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 50 }).notNull(),
    /** Null for an account made by signing in with a mobile number (it may add one later). */
    email: varchar('email', { length: 254 }),
    /** Null for an account made by signing in with a mobile number: it has no password to sign in with. */
    passwordHash: text('password_hash'),
    phoneNumber: varchar('phone_number', { length: 10 }),
    /** Set when phone_number was proven with an SMS code; only then may it sign in to this account. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /**
     * Set when the verified number was added by the proven owner (after the password, with a verified email) or
     * made the account; a verified number without it does not survive a password reset (decision 0042).
     */
    mobileConfirmedAt: timestamp('mobile_confirmed_at', { withTimezone: true }),
    /** Transactional SMS (order completed, refund started); codes are always sent. */
    smsUpdates: boolean('sms_updates').notNull().default(true),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    role: varchar('role', { length: 16 }).notNull().default('CUSTOMER'),
    /** Bumped on password change and logout-everywhere: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The UPI ID of the customer's last successful UPI payment, offered in the payment sheet (only to them;
     * lists show it masked). Cleared by the customer (DELETE /api/me/upi).
     */
    lastUpiId: varchar('last_upi_id', { length: 320 }),
    /**
     * Notification choices other than the defaults, by channel and kind ({ email: { offers: true } }): transactional
     * kinds default on, offers off (docs/decisions/0023). SMS order updates are `sms_updates` above.
     */
    notificationPrefs: jsonb('notification_prefs').$type<NotificationPrefsOverrides>().notNull().default({}),
    /** The language of the customer's mails, SMS and receipts ('en', 'hi', 'ta'); null: never chosen (English).
     * No CHECK: the list is LANGUAGES (packages/domain), checked by the API, so a new language needs no migration. */
    language: varchar('language', { length: 8 }),
    /**
     * Set when the account confirmed an authenticator app (two_factor_secrets): a password sign-in then asks for
     * its code (decision 0047).
     */
    twoFactorAt: timestamp('two_factor_at', { withTimezone: true }),
    /** Set when the customer erased their account: the row stays (their orders point to it), anonymised. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // A number verified on one account cannot be verified on another.
    uniqueIndex('users_verified_mobile_key')
      .on(t.phoneNumber)
      .where(sql`${t.mobileVerifiedAt} is not null`),
    // Every account can sign in somehow (an email and password, or a verified mobile number), unless it was erased.
    check(
      'users_can_sign_in',
      sql`(${t.email} is not null and ${t.passwordHash} is not null) or ${t.mobileVerifiedAt} is not null or ${t.deletedAt} is not null`,
    ),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('ADMIN', 'CUSTOMER')`),
  ],
);

/** A users row as the queries return it (every column). */
export type UserRow = typeof users.$inferSelect;

/**
 * One row per sign-in: its id is the token's sid. Logout sets revoked_at; a session whose last_seen_at is older
 * than its idle timeout (customers and admins apart) opens nothing (decision 0046).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Moved forward at most about once a minute per session and process (not on every request). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_last_seen_at_idx').on(t.lastSeenAt)],
);

/** An account's TOTP secret, encrypted; confirmed when users.two_factor_at is set (decision 0047). */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  /** The time step of the last code accepted: that step and earlier ones are refused. */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, kept as keyed hashes. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('two_factor_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/** users.notification_prefs: the choices a customer changed from the defaults (channel → kind → on/off). */
export type NotificationPrefsOverrides = Partial<Record<string, Partial<Record<string, boolean>>>>;

/**
 * Consents a customer gave (the privacy notice at sign-up): which notice version, and when. Deleted with the
 * account's personal data.
 */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'privacy-notice' */
    purpose: varchar('purpose', { length: 40 }).notNull(),
    noticeVersion: varchar('notice_version', { length: 20 }).notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.givenAt)],
);

/** Every admin look at customer data and change (roles, company, complaints, reconciliation), and every erasure: who, what, when. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's username when it happened (kept if the account goes). */
    adminName: varchar('admin_name', { length: 50 }).notNull(),
    /** 'users.list', 'orders.list', 'orders.export', ... */
    action: varchar('action', { length: 40 }).notNull(),
    /** What was asked: the route and its filters (never a password or token). */
    detail: varchar('detail', { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

export const emailOtps = pgTable('email_otps', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The one pending SMS code of a purpose: `login:<mobile>` (sign in with the number) or `profile:<userId>` (a
 * signed-in user proving a number for their profile). Only a keyed hash of the code is kept; a new code replaces
 * the row; a right code deletes it.
 */
export const smsOtps = pgTable('sms_otps', {
  key: varchar('key', { length: 40 }).primaryKey(),
  mobile: varchar('mobile', { length: 10 }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * A keyed hash of the address that asked for a sign-in code: only its wrong tries void the code (decision 0048).
   * Null: every wrong try counts.
   */
  requestedBy: varchar('requested_by', { length: 64 }),
});

/**
 * Transactional SMS (order completed, refund started): one row per order and kind, so a status reached twice
 * (a retry, two servers) sends one SMS. Pending rows whose provider failed for a while are sent again by a job;
 * the daily cap counts the rows sent to a number on the India day.
 */
export const smsNotifications = pgTable(
  'sms_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    /** pending | sent | failed (refused by the provider, or given up) | capped (over the daily cap) */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    variables: text('variables').notNull(),
    text: text('text').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sms_notifications_order_kind_key').on(t.orderId, t.kind),
    index('sms_notifications_mobile_sent_idx').on(t.mobile, t.sentAt),
    index('sms_notifications_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * One row per verification mail sent, kept 24 hours: the daily cap counts them per user and per (lower-cased)
 * address. The address stays counted when its account is deleted (user_id set null).
 */
export const verificationMails = pgTable(
  'verification_mails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 254 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_mails_user_idx').on(t.userId, t.sentAt),
    index('verification_mails_email_idx').on(t.email, t.sentAt),
  ],
);

export const company = pgTable(
  'company',
  {
    id: integer('id').primaryKey().default(1),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 10 }).notNull().default(''),
    address: varchar('address', { length: 300 }).notNull().default(''),
    pincode: varchar('pincode', { length: 6 }).notNull().default(''),
    /** The grievance officer the grievance redressal page names (docs/decisions/0023). */
    grievanceOfficerName: varchar('grievance_officer_name', { length: 100 }).notNull().default(''),
    grievanceOfficerEmail: varchar('grievance_officer_email', { length: 254 }).notNull().default(''),
    grievanceOfficerPhone: varchar('grievance_officer_phone', { length: 10 }).notNull().default(''),
    logo: bytea('logo'),
    logoMime: varchar('logo_mime', { length: 32 }),
    updatedAt: updatedAt(),
  },
  (t) => [check('company_single_row', sql`${t.id} = 1`)],
);

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    /** Order type as sent (MOBILE, GAS, ...). */
    orderType: varchar('type', { length: 20 }).notNull(),
    /** Label when read back: the type, or DATACARD / CYLINDER. */
    displayType: varchar('display_type', { length: 20 }).notNull(),
    operator: varchar('operator', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 10 }),
    accountNumber: varchar('account_number', { length: 64 }),
    circle: varchar('circle', { length: 60 }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The instant discount the server gave; the customer pays amount_paise - discount_paise. */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('Payment Pending'),
    paymentSource: varchar('payment_source', { length: 20 }).notNull().default('Online'),
    serviceType: varchar('service_type', { length: 40 }),
    failureReason: varchar('failure_reason', { length: 200 }),
    /** Reference of the payment at the gateway (sandbox or real). */
    paymentRef: varchar('payment_ref', { length: 100 }),
    /** The gateway the order is paid through ('sandbox' | 'razorpay'); null for orders placed before it. */
    gateway: varchar('gateway', { length: 20 }),
    /** The gateway's order (`order_…`) the customer pays; payment signatures are checked against this one. */
    gatewayOrderId: varchar('gateway_order_id', { length: 100 }),
    /** How the customer paid: UPI, CARD, NETBANKING, WALLET (set when the payment is captured). */
    paymentMethod: varchar('payment_method', { length: 20 }),
    /** The gateway's reference of the refund of a 'Refunded' order. */
    refundRef: varchar('refund_ref', { length: 100 }),
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    /** Hash of the normalised request, to answer 422 when a key is reused with another body. */
    requestHash: varchar('request_hash', { length: 64 }),
    /** The biller's bill this order pays (placed from a fetched bill, bill_fetches), else null. */
    billNumber: varchar('bill_number', { length: 64 }),
    /** That bill's due date (India date). */
    billDueDate: date('bill_due_date', { mode: 'string' }),
    /**
     * The catalogue plan bought (mobile, data card), its facts as they were when the order was placed: a later
     * change of the catalogue never rewrites what was bought. Null for an order without a plan.
     */
    plan: jsonb('plan').$type<OrderPlan>(),
    /** The biller provider's reference of that bill's fetch (Setu's refId): what the payment request names. */
    billerFetchRef: varchar('biller_fetch_ref', { length: 64 }),
    /**
     * The customer convenience fee the biller charges on this bill payment (from its slabs, on `amount_paise`):
     * paid by the customer on top of the amount, sent to the biller on its own (never inside the bill amount).
     */
    convenienceFeePaise: bigint('convenience_fee_paise', { mode: 'number' }).notNull().default(0),
    /** Bharat Connect's transaction id (B-Connect reference) once the bill payment succeeded. */
    bbpsTxnId: varchar('bbps_txn_id', { length: 64 }),
    /** The biller's own reference of the payment. */
    billerRef: varchar('biller_ref', { length: 64 }),
    /** The paid bill's date (India date), from its fetch. */
    billDate: date('bill_date', { mode: 'string' }),
    /** The customer's name on the paid bill, as the biller gave it with the fetch. */
    billCustomerName: varchar('bill_customer_name', { length: 100 }),
    /** The biller's id at the provider (Bharat Connect's biller id; the sandbox registry's). */
    billerId: varchar('biller_id', { length: 40 }),
    /** The biller's approval number of the payment (NPCI's approval reference), once paid through BBPS. */
    bbpsApprovalRef: varchar('bbps_approval_ref', { length: 64 }),
    /** The BBPS payment mode the payment was reported with ('UPI', 'Debit Card', ...). */
    bbpsPaymentMode: varchar('bbps_payment_mode', { length: 30 }),
    /** The BBPS agent channel it was paid through (INT: internet, MOB: mobile app). */
    bbpsChannel: varchar('bbps_channel', { length: 10 }),
    /** The registry category (the provider's name: Credit Card, Electricity...) of the bill paid, when known. */
    category: varchar('category', { length: 100 }),
    /** The biller's customer parameters of the bill paid, as the biller named them, in its order. */
    customerParams: jsonb('customer_params').$type<Array<{ name: string; value: string }>>(),
    /** The fetched bill's payment option paid (Minimum Due, 1 Month EMI...); null: its amount or another allowed. */
    paymentOption: varchar('payment_option', { length: 100 }),
    /** The fetched bill's whole amount, when the order paid an option of it ('Minimum due ₹500 of ₹5,000'). */
    billAmountPaise: bigint('bill_amount_paise', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The admin transaction filters: a rare status (Failed) or one service must not scan every order.
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_display_type_created_idx').on(t.displayType, t.createdAt.desc(), t.id.desc()),
    // The sweeper's work list: only orders not yet final, oldest change first (a few rows, whatever the total).
    index('orders_unfinished_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.status} in ('Payment Pending', 'Processing')`),
    // The daily rollup finds the days whose orders changed since its last run.
    index('orders_updated_idx').on(t.updatedAt),
    // Webhooks and payment confirmations find the order by the gateway's order id.
    uniqueIndex('orders_gateway_order_idx')
      .on(t.gateway, t.gatewayOrderId)
      .where(sql`${t.gatewayOrderId} is not null`),
    // A biller provider's webhook names the fetch (Setu refId) an order pays.
    index('orders_biller_fetch_ref_idx')
      .on(t.billerFetchRef)
      .where(sql`${t.billerFetchRef} is not null`),
    index('orders_payment_method_created_idx').on(t.paymentMethod, t.createdAt.desc(), t.id.desc()),
    // GET /api/mobile/lookup: a customer's last order for one number, without reading their other orders.
    index('orders_customer_mobile_idx')
      .on(t.customerId, t.mobile, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.mobile} is not null`),
    // GET /api/me/recents: a customer's newest orders of one service (display type), without their other services.
    index('orders_customer_display_type_idx').on(
      t.customerId,
      t.displayType,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // A typed bill amount asks first when the account was paid recently (BILL_RECENTLY_PAID): that account's
    // recently completed orders, whoever placed them.
    index('orders_completed_account_idx')
      .on(t.operator, t.accountNumber, t.updatedAt)
      .where(sql`${t.status} = 'Completed' and ${t.accountNumber} is not null`),
    check('orders_amount_positive', sql`${t.amountPaise} > 0`),
    check('orders_discount_valid', sql`${t.discountPaise} >= 0 and ${t.discountPaise} < ${t.amountPaise}`),
    check(
      'orders_status_check',
      sql`${t.status} in ('Payment Pending', 'Processing', 'Completed', 'Failed', 'Refunded')`,
    ),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    note: varchar('note', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * Per-day, per-type totals, rebuilt off the request path by the rollup job from the orders of the days that
 * changed (docs/decisions/0006-order-pipeline.md), so the dashboard reads a few hundred rows whatever the number
 * of orders and no order writes a shared row. Days are India dates (Asia/Kolkata).
 */
export const dailyOrderStats = pgTable(
  'daily_order_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    displayType: varchar('display_type', { length: 20 }).notNull(),
    orderCount: integer('order_count').notNull().default(0),
    completedCount: integer('completed_count').notNull().default(0),
    completedPaise: bigint('completed_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.displayType] })],
);

/**
 * Orders and what customers paid per India day and per value of every admin transactions filter (service type,
 * order type, status, payment method; '' for none), built by the rollup job with daily_order_stats: the totals of
 * any combination of those filters over whole days read at most days x combinations rows, never the orders
 * (decision 0030). Rows are rewritten whole per day; a combination a day no longer has is set to zero.
 */
export const orderTotalsDaily = pgTable(
  'order_totals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    displayType: varchar('display_type', { length: 20 }).notNull(),
    orderType: varchar('type', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 20 }).notNull().default(''),
    orderCount: integer('order_count').notNull().default(0),
    /** What customers paid: amount - discount + convenience fee, as daily_order_stats.completed_paise. */
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.displayType, t.orderType, t.status, t.paymentMethod] })],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    reason: varchar('reason', { length: 100 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('Open'),
    /** By when we answer (filing time + COMPLAINT_ANSWER_DAYS), fixed when it is filed. */
    answerBy: timestamp('answer_by', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
    /** The first admin answer (a status change with or without a note); null while unanswered. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** NPCI dispute type of the BBPS complaint filed with this ticket (null: none). */
    bbpsDisputeType: varchar('bbps_dispute_type', { length: 60 }),
    /** The provider's reference of that complaint request (Setu refId); null until it was accepted. */
    bbpsRefId: varchar('bbps_ref_id', { length: 64 }),
    /** BBPS's complaint (dispute) id. */
    bbpsComplaintId: varchar('bbps_complaint_id', { length: 64 }),
    /** FILING (not accepted yet), ASSIGNED, RESOLVED, REJECTED, DEFAULT_RESOLVED, REFUNDED, PENDING_REFUND, FAILED. */
    bbpsStatus: varchar('bbps_status', { length: 30 }),
    /** The date BBPS must resolve it by (its TAT). */
    bbpsTatDate: date('bbps_tat_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('complaints_unanswered_idx')
      .on(t.answerBy)
      .where(sql`${t.answeredAt} is null`),
    index('complaints_user_idx').on(t.userId, t.createdAt.desc()),
    index('complaints_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('complaints_status_check', sql`${t.status} in ('Open', 'In progress', 'Resolved')`),
  ],
);

export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    note: varchar('note', { length: 1000 }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('complaint_events_complaint_idx').on(t.complaintId, t.id)],
);

/**
 * Webhook deliveries already acted on, by the gateway's event id (X-Razorpay-Event-Id): a repeated delivery is
 * answered 200 and has no second effect.
 */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: varchar('event_id', { length: 100 }).primaryKey(),
  event: varchar('event', { length: 60 }).notNull(),
  receivedAt: createdAt(),
});

/**
 * The sandbox gateway's own state: the payments made in the sandbox payment sheet (a real gateway keeps these on
 * its side). Used only while PAYMENT_GATEWAY=sandbox.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** `pay_…` */
    id: varchar('id', { length: 40 }).primaryKey(),
    gatewayOrderId: varchar('gateway_order_id', { length: 100 }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    /** Razorpay's method names: upi, card, netbanking, wallet. */
    method: varchar('method', { length: 20 }).notNull(),
    /** captured | failed */
    status: varchar('status', { length: 20 }).notNull(),
    errorDescription: varchar('error_description', { length: 200 }),
    /** The UPI ID of a UPI payment (Razorpay's payment entity has it too). */
    vpa: varchar('vpa', { length: 320 }),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.gatewayOrderId, t.createdAt)],
);

/** When each background job last finished, and how far the rollup has read (shared by every server). */
/**
 * Every refund of a captured payment, keyed by the payment: the one record that a payment was (or is being) given
 * back, so a payment is refunded at most once whoever asks (docs/decisions/0013). `kind` 'order': the order's own
 * payment, refunded because the operator refused it (the order ends 'Refunded'); 'late': a capture the order could
 * not take (it was no longer payable, was paid by another payment, the amount or currency was wrong, or the payment
 * was already refunded at the gateway). The row is inserted (claimed) before the gateway is asked: 'pending' until
 * the gateway answers, then 'refunded'; a pending row whose claim is older than the sweeper's grace is asked again.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    paymentId: varchar('payment_id', { length: 100 }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    gateway: varchar('gateway', { length: 20 }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** pending | refunded */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    refundRef: varchar('refund_ref', { length: 100 }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * The refund as the gateway last answered it (pending | processed | failed; null before it was made): set when
     * it is made, and when a refund.processed / refund.failed webhook makes the app ask again.
     */
    gatewayStatus: varchar('gateway_status', { length: 12 }),
    /** When the gateway was first seen saying the refund was processed (the money is on its way back). */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /**
     * The method of the payment refunded (UPI, CARD, NETBANKING, WALLET; null when unknown): where the money goes
     * back, and the refund's clock (docs/decisions/0024). Rows older than the column read the order's method.
     */
    method: varchar('method', { length: 20 }),
    /** When the sweeper last asked the gateway about a refund not yet processed (docs/decisions/0024). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** How often the gateway said this payment's refund failed (each failure is replaced by a new refund). */
    gatewayFailures: integer('gateway_failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_refunds_order_idx').on(t.orderId),
    index('payment_refunds_pending_idx')
      .on(t.claimedAt)
      .where(sql`${t.status} = 'pending'`),
    // Refunds not processed yet: the refund clock's past-due list and the sweeper's question (decision 0024).
    index('payment_refunds_unprocessed_idx')
      .on(t.createdAt)
      .where(sql`${t.processedAt} is null`),
  ],
);

/** Orders that expired unpaid, asked about for an hour after with a backoff (a capture after expiry; issue 46). */
export const expiredOrderChecks = pgTable('expired_order_checks', {
  orderId: bigint('order_id', { mode: 'number' })
    .primaryKey()
    .references(() => orders.id),
  checks: integer('checks').notNull().default(0),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 40 }).primaryKey(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The rollup: orders changed at or after this instant (minus a margin) are read again on the next run. */
  watermark: timestamp('watermark', { withTimezone: true }),
});

/** Development mail outbox (only used when SMTP_URL is unset outside production). */
export const devOutbox = pgTable('dev_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/** Response times sampled per minute for the admin dashboard's API status (shared by every server). */
export const apiLatencyMinutes = pgTable('api_latency_minutes', {
  minute: timestamp('minute', { withTimezone: true }).primaryKey(),
  requestCount: integer('request_count').notNull().default(0),
  totalMs: bigint('total_ms', { mode: 'number' }).notNull().default(0),
});

/**
 * Numbers and billers a customer saved, with an optional nickname ('Mom', 'Home electricity'): at most 50 per
 * customer (checked by the service under a lock on the user row), one per service and identifier.
 */
export const savedNumbers = pgTable(
  'saved_numbers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The catalogue page (service slug: mobile, datacard, electricity, ...). */
    service: varchar('service', { length: 20 }).notNull(),
    /** The mobile number or account number, as an order of that service stores it. */
    identifier: varchar('identifier', { length: 64 }).notNull(),
    operator: varchar('operator', { length: 100 }).notNull(),
    circle: varchar('circle', { length: 60 }),
    nickname: varchar('nickname', { length: 40 }),
    /** Bill due reminders by email for a saved biller (turned off by the link in a reminder). */
    reminders: boolean('reminders').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_numbers_customer_service_identifier').on(t.customerId, t.service, t.identifier)],
);

/**
 * Every bill the biller answered to POST /api/bills/fetch, named by an unguessable ref the order sends back
 * (billFetchRef): the server checks an order against the bill it pays, and a fetch pays one order
 * (used_by_order_id, set in the transaction that inserts the order). docs/decisions/0009-bill-fetch-refs.md.
 */
export const billFetches = pgTable(
  'bill_fetches',
  {
    /** 'bf_' + 24 base64url characters (144 random bits). */
    ref: varchar('ref', { length: 40 }).primaryKey(),
    /** The signed-in customer who fetched it; null for a visitor (any customer may then pay it). */
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    orderType: varchar('order_type', { length: 20 }).notNull(),
    displayType: varchar('display_type', { length: 20 }).notNull(),
    /** The catalogue page (service slug), or the registry category's slug. */
    service: varchar('service', { length: 40 }).notNull(),
    operator: varchar('operator', { length: 100 }).notNull(),
    /** Normalised as an order of the service stores it. */
    identifier: varchar('identifier', { length: 64 }).notNull(),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    billNumber: varchar('bill_number', { length: 64 }).notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    minimumPaise: bigint('minimum_paise', { mode: 'number' }),
    isPartialAllowed: boolean('partial').notNull().default(false),
    /** The biller provider's reference of this fetch (Setu's refId); null in the sandbox. */
    providerRef: varchar('provider_ref', { length: 64 }),
    /** The provider's id of the biller (the registry's, or the one the provider answered the fetch for). */
    billerId: varchar('biller_id', { length: 40 }),
    /** The biller's customer convenience fee slabs (ConvenienceFeeSlab[]); null: the biller charges none. */
    ccfSlabs: jsonb('ccf_slabs').$type<ConvenienceFeeSlab[]>(),
    /**
     * The biller's amount rule for this bill (EXACT, EXACT_AND_ABOVE, EXACT_AND_BELOW, ANY, RANGE: the guide "bill
     * payment options"); null: an older fetch, paid as `partial` says.
     */
    exactness: varchar('exactness', { length: 20 }),
    /** The registry category (provider's name) of the biller, when the registry has it. */
    category: varchar('category', { length: 100 }),
    /** The customer parameters the fetch sent, as the biller names them (null: the identifier alone). */
    customerParams: jsonb('customer_params').$type<Array<{ name: string; value: string }>>(),
    /** The bill's other amount choices (BillPaymentOption[], paise); null: none. */
    paymentOptions: jsonb('payment_options').$type<BillPaymentOption[]>(),
    createdAt: createdAt(),
    usedByOrderId: bigint('used_by_order_id', { mode: 'number' }).references(() => orders.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('bill_fetches_used_by_order_key').on(t.usedByOrderId),
    index('bill_fetches_created_idx').on(t.createdAt),
  ],
);

/**
 * The order confirmation mail (docs/decisions/0035): one row per completed order, inserted before the mail is sent,
 * so the mail goes once whoever (request, sweeper, webhook) completed the order; a failed send is retried by the
 * order-mails job while the row is pending.
 */
export const orderMails = pgTable(
  'order_mails',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** pending | sent | failed (given up) */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_mails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The biller registry (docs/decisions/0021): the provider's billers, synced by the billers-sync job (Setu's List
 * Billers; the sandbox's catalogue), read by the bill pages' search.
 */
export const billers = pgTable(
  'billers',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    category: varchar('category', { length: 100 }).notNull(),
    coverage: varchar('coverage', { length: 100 }),
    fetchRequirement: varchar('fetch_requirement', { length: 20 }).notNull(),
    exactness: varchar('exactness', { length: 20 }).notNull(),
    params: jsonb('params')
      .$type<{ name: string; dataType: string; regex: string | null; optional: boolean }[]>()
      .notNull(),
    ccfSlabs: jsonb('ccf_slabs').$type<ConvenienceFeeSlab[]>().notNull(),
    active: boolean('active').notNull().default(true),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    /** Other names customers search by (old board names, city names); the sandbox's from the catalogue. */
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    /** Lower-cased name and aliases, punctuation as spaces: what GET /api/billers matches every word against. */
    searchText: text('search_text').notNull().default(''),
    /** The provider's order of the list (the catalogue's in the sandbox): an unfiltered list reads in this order. */
    position: integer('position').notNull().default(0),
  },
  // GET /api/billers?category=&q=: one category's billers by name, a prefix of the lower-cased name indexed.
  (t) => [
    index('billers_category_name_idx').on(t.category, sql`lower(${t.name}) text_pattern_ops`),
    // A category's billers in the provider's order: an unfiltered list, and a search's matches read until enough.
    index('billers_provider_category_position_idx').on(t.provider, t.category, t.position, t.name),
    // GET /api/billers?q= across every category (decision 0043): the same two reads without the category.
    index('billers_provider_position_idx').on(t.provider, t.position, t.name),
    index('billers_provider_name_idx').on(t.provider, sql`lower(${t.name}) text_pattern_ops`),
  ],
);

/**
 * The provider's categories as the registry sync last read them (Setu's List Categories; the sandbox's), with the
 * registry's count of active billers in each (decision 0043). What is PayWise's own about a category (slug, group,
 * names) is the domain's (catalogue/bill-categories.ts), never stored.
 */
export const billerCategories = pgTable(
  'biller_categories',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** What the provider says it has (Setu's billerCount); null when it does not say. */
    providerBillerCount: integer('provider_biller_count'),
    /** Active billers of the category in the registry after the last sync. */
    billerCount: integer('biller_count').notNull().default(0),
    /** The provider's order of its list. */
    position: integer('position').notNull().default(0),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.name] })],
);

/**
 * The bill payment request of an order, claimed before the provider is called (docs/decisions/0021): the row
 * exists → the request may have reached the provider, so its status is asked first and the request is never sent
 * twice once `requested_at` says the provider acknowledged it.
 */
export const billerPayments = pgTable('biller_payments', {
  orderId: bigint('order_id', { mode: 'number' })
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  provider: varchar('provider', { length: 20 }).notNull(),
  /** The fetch's reference the payment names (Setu refId). */
  fetchRef: varchar('fetch_ref', { length: 64 }).notNull(),
  /** Our idempotency key of the debit (the gateway payment id: Setu paymentRefId). */
  paymentRefId: varchar('payment_ref_id', { length: 40 }).notNull(),
  /** When the provider acknowledged the request (200 or 409 duplicate); null while that is unknown. */
  requestedAt: timestamp('requested_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * One row per bill reminder sent (saved biller, bill number): inserted with ON CONFLICT DO NOTHING before the
 * mail goes out, so two runs or two servers send one mail; deleted again when the mail could not be sent.
 */
export const billReminders = pgTable(
  'bill_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    savedNumberId: integer('saved_number_id')
      .notNull()
      .references(() => savedNumbers.id, { onDelete: 'cascade' }),
    billNumber: varchar('bill_number', { length: 64 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bill_reminders_saved_bill_key').on(t.savedNumberId, t.billNumber)],
);

/**
 * One row per plan-expiry reminder (docs/decisions/0025): the Completed order whose plan ends soon. Inserted with
 * ON CONFLICT DO NOTHING before the mail goes out, so two runs or two servers send one reminder per order; deleted
 * again when the mail could not be sent. No personal data (the order keeps it, anonymised on erasure).
 */
export const planReminders = pgTable('plan_reminders', {
  orderId: bigint('order_id', { mode: 'number' })
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** The India day the plan ends (bought day + validity). */
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's web push subscriptions (docs/decisions/0025): one per browser, as PushManager.subscribe gave it.
 * The endpoint is the push service's address for that browser; p256dh and auth encrypt the payload for it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_customer_idx').on(t.customerId),
  ],
);

/**
 * Daily reconciliation runs (docs/decisions/0016): the gateway's captured payments of a window matched to orders.
 * `unresolved` lists what the run could not settle (unknown payments, refunds still pending) for the admin.
 */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
  windowTo: timestamp('window_to', { withTimezone: true }).notNull(),
  matched: integer('matched').notNull(),
  refunded: integer('refunded').notNull(),
  mismatched: integer('mismatched').notNull(),
  unknown: integer('unknown').notNull(),
  /** Completed orders of the window whose provider was asked for a reversal (issue 46). */
  providerChecked: integer('provider_checked').notNull().default(0),
  /** Of those, reversed by the provider and refunded by this run. */
  providerReversed: integer('provider_reversed').notNull().default(0),
  /** Of those, the provider could not be asked (asked again by the next run). */
  providerUnanswered: integer('provider_unanswered').notNull().default(0),
  /** Orders a provider's own list showed finished (paid or refused) that we had not: finished by this run. */
  providerSettled: integer('provider_settled').notNull().default(0),
  /** A provider's listed payments that are none of ours or disagree with their order: listed for a person. */
  providerUnknown: integer('provider_unknown').notNull().default(0),
  unresolved: jsonb('unresolved').$type<ReconciliationItem[]>().notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A captured payment a reconciliation run could not settle. */
export interface ReconciliationItem {
  paymentId: string;
  gatewayOrderId: string | null;
  orderId: number | null;
  amountPaise: number;
  reason: string;
}

/**
 * Recharges handed to the prepaid aggregator (RECHARGE_PROVIDER=setu, docs/decisions/0022): one row per order,
 * inserted (claimed) BEFORE `recharge/request` is sent, so an order is requested at most once, ever: a caller that
 * finds the row (a retry, the sweeper, a restarted process, a webhook) only asks `recharge/status` with the same
 * `payment_ref_id`. `transaction_ref_id` is the aggregator's reference once it answered (webhooks name it).
 */
export const rechargeRequests = pgTable(
  'recharge_requests',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    paymentRefId: varchar('payment_ref_id', { length: 30 }).notNull(),
    transactionRefId: varchar('transaction_ref_id', { length: 100 }),
    /** Processing | Successful | Failure, as the aggregator last answered (null: not answered yet). */
    lastStatus: varchar('last_status', { length: 20 }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** How often the same request was sent again because Setu said it did not know it (ERR003). */
    resends: integer('resends').notNull().default(0),
    /** When it was last sent again; null while only the first request went. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recharge_requests_payment_ref_key').on(t.provider, t.paymentRefId),
    index('recharge_requests_transaction_ref_idx').on(t.transactionRefId),
  ],
);

/**
 * Setu prepaid webhooks whose status query failed (issue 46, decision 0041): kept so that the notice is not lost
 * when Setu does not deliver it again. The recharge-notices job asks `recharge/status` for the order again, with a
 * backoff (`next_attempt_at`), until the question is answered; then the row is deleted. One row per order: a
 * second notice while one waits changes nothing (they trigger the same question).
 */
export const rechargeNotices = pgTable(
  'recharge_notices',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    /** status | reversal: the webhook that brought it. */
    kind: varchar('kind', { length: 20 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Questions asked so far, the webhook's own included. */
    attempts: integer('attempts').notNull().default(1),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: varchar('last_error', { length: 200 }),
  },
  (t) => [index('recharge_notices_next_attempt_at_idx').on(t.nextAttemptAt)],
);

/**
 * The prepaid aggregator's wallet as last seen (one row per provider): the balance `wallet/balance` answered and
 * when, and the last low-balance webhook. Shared by every server process (the admin card, the order check).
 */
export const rechargeWallet = pgTable('recharge_wallet', {
  provider: varchar('provider', { length: 20 }).primaryKey(),
  balancePaise: bigint('balance_paise', { mode: 'number' }),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  lowNoticeAt: timestamp('low_notice_at', { withTimezone: true }),
  lowNoticeBalancePaise: bigint('low_notice_balance_paise', { mode: 'number' }),
});

/**
 * Live plans (decision 0022): the plans the prepaid aggregator's `fetch-plans` answered for one operator and circle
 * (catalogue names), in the catalogue's Plan shape, and when. Replaced whole by each successful refresh; a pair
 * with no row is served from the shipped catalogue.
 */
export const livePlanSets = pgTable(
  'live_plan_sets',
  {
    operator: varchar('operator', { length: 40 }).notNull(),
    circle: varchar('circle', { length: 60 }).notNull(),
    plans: jsonb('plans').$type<Plan[]>().notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operator, t.circle] })],
);
