import { and, eq, getTableColumns, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { orders, paymentRefunds, users } from '../../../db/schema';
import type { Executor } from './shared';

/* ------------------------------------------------------------------------------------------------------------ */
/* Refunds of captured payments (payment_refunds: one row per payment, docs/decisions/0013)                     */

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

export interface NewPaymentRefund {
  paymentId: string;
  orderId: number;
  gateway: string;
  amountPaise: number;
  currency: string;
  kind: 'order' | 'late';
  reason: string;
  /** The method of the payment refunded (UPI, CARD, NETBANKING, WALLET), when known: the refund's clock. */
  method?: string | null;
}

/**
 * Claims the refund of one payment before the gateway is asked, in one statement: inserts its row ('pending'),
 * or takes over a row still pending whose claim is older than `staleBefore` (its caller died or gave up).
 * Undefined when another caller holds the claim or the payment is already refunded: read it with
 * findPaymentRefund. So one caller at a time asks the gateway for one payment's refund.
 */
export async function claimPaymentRefund(
  db: Executor,
  r: NewPaymentRefund,
  staleBefore: Date,
): Promise<PaymentRefundRow | undefined> {
  const [row] = await db
    .insert(paymentRefunds)
    .values({ ...r, reason: r.reason.slice(0, 200), method: r.method ?? null })
    .onConflictDoUpdate({
      target: paymentRefunds.paymentId,
      set: { claimedAt: sql`now()` },
      setWhere: sql`${paymentRefunds.status} = 'pending' and ${paymentRefunds.claimedAt} < ${staleBefore.toISOString()}`,
    })
    .returning();
  return row;
}

/** Records the gateway's refund of a claimed payment (and its state there: pending, or processed already). */
export async function markPaymentRefunded(
  db: Executor,
  paymentId: string,
  refundRef: string,
  gatewayStatus: 'pending' | 'processed',
): Promise<PaymentRefundRow | undefined> {
  const [row] = await db
    .update(paymentRefunds)
    .set({
      status: 'refunded',
      refundRef,
      refundedAt: sql`coalesce(${paymentRefunds.refundedAt}, now())`,
      gatewayStatus,
      processedAt:
        gatewayStatus === 'processed' ? sql`coalesce(${paymentRefunds.processedAt}, now())` : sql`null`,
    })
    .where(eq(paymentRefunds.paymentId, paymentId))
    .returning();
  return row;
}

/**
 * What the gateway now says of the refund `refundRef` of a payment (asked after a refund webhook), in one
 * conditional statement on the payment's row:
 * - processed: marked so, with the time it was first seen (a second answer keeps it);
 * - pending: recorded, unless the refund was already seen processed;
 * - failed: the money did not go back: the row is 'pending' again with its claim given back, so the sweeper (or
 *   the next caller) asks for a new refund at once.
 * A row whose refund answer was lost (pending, no reference) takes the reference unless it failed. Undefined when
 * the row is not this refund's.
 */
export async function recordRefundStatus(
  db: Executor,
  paymentId: string,
  refundRef: string,
  gatewayStatus: 'pending' | 'processed' | 'failed',
): Promise<PaymentRefundRow | undefined> {
  const thisRefund = and(
    eq(paymentRefunds.paymentId, paymentId),
    sql`(${paymentRefunds.refundRef} = ${refundRef} or (${paymentRefunds.refundRef} is null and ${paymentRefunds.status} = 'pending'))`,
  );
  if (gatewayStatus === 'failed') {
    const [row] = await db
      .update(paymentRefunds)
      .set({
        status: 'pending',
        gatewayStatus,
        claimedAt: sql`'-infinity'::timestamptz`,
        processedAt: null,
        gatewayFailures: sql`${paymentRefunds.gatewayFailures} + 1`,
      })
      .where(and(thisRefund, eq(paymentRefunds.refundRef, refundRef)))
      .returning();
    return row;
  }
  const [row] = await db
    .update(paymentRefunds)
    .set({
      status: 'refunded',
      refundRef,
      refundedAt: sql`coalesce(${paymentRefunds.refundedAt}, now())`,
      gatewayStatus:
        gatewayStatus === 'processed'
          ? 'processed'
          : sql`case when ${paymentRefunds.gatewayStatus} = 'processed' then 'processed' else 'pending' end`,
      processedAt:
        gatewayStatus === 'processed'
          ? sql`coalesce(${paymentRefunds.processedAt}, now())`
          : sql`${paymentRefunds.processedAt}`,
    })
    .where(thisRefund)
    .returning();
  return row;
}

/** Gives a claim back after the gateway refused or failed: the next caller may ask at once. */
export async function releasePaymentRefund(db: Executor, paymentId: string): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ claimedAt: sql`'-infinity'::timestamptz` })
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'pending')));
}

export async function findPaymentRefund(
  db: Executor,
  paymentId: string,
): Promise<PaymentRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .limit(1);
  return row;
}

/** The refunds of payments an order could not take ('late'), oldest first. */
export function findLateRefunds(db: Executor, orderId: number): Promise<PaymentRefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.kind, 'late')))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.paymentId);
}

/** Pending refunds whose claim is older than `staleBefore` (the sweeper asks the gateway again). */
export function findStalePaymentRefunds(
  db: Executor,
  staleBefore: Date,
  limit: number,
): Promise<PaymentRefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.status, 'pending'),
        sql`${paymentRefunds.claimedAt} < ${staleBefore.toISOString()}`,
      ),
    )
    .orderBy(paymentRefunds.claimedAt)
    .limit(limit);
}

/* The refund clock (docs/decisions/0024)                                                                        */

/** A refund with the method its order was paid by (the method of rows recorded before payment_refunds.method). */
export type ClockRefundRow = PaymentRefundRow & { orderPaymentMethod: string | null };

const clockColumns = { ...getTableColumns(paymentRefunds), orderPaymentMethod: orders.paymentMethod };

/** Every refund of these orders, oldest first (the order page and the history). */
export async function findRefundsOfOrders(db: Executor, orderIds: number[]): Promise<ClockRefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select(clockColumns)
    .from(paymentRefunds)
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .where(inArray(paymentRefunds.orderId, orderIds))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.paymentId);
}

/**
 * Refunds not processed yet, started before `startedBefore` (none younger can be past due), oldest first: the
 * admin's count and the daily mail filter them by their clock.
 */
export async function findUnprocessedRefunds(db: Executor, startedBefore: Date): Promise<ClockRefundRow[]> {
  return db
    .select(clockColumns)
    .from(paymentRefunds)
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .where(and(isNull(paymentRefunds.processedAt), lt(paymentRefunds.createdAt, startedBefore)))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.paymentId);
}

/**
 * Refunds the gateway accepted but has not been seen processing, due to be asked about: the sweeper asks, in case
 * a refund.processed or refund.failed webhook was lost. A refund is due once a quarter of its age has passed since
 * it was last asked (or made), kept between `minIntervalSeconds` and `maxIntervalSeconds`: a young refund is asked
 * about within minutes (a failed one is then replaced soon), an old one hourly. Each is marked asked in the same
 * statement, so two sweeps do not ask about the same refund.
 */
export async function claimRefundsToAsk(
  db: Executor,
  {
    minIntervalSeconds,
    maxIntervalSeconds,
    limit,
  }: { minIntervalSeconds: number; maxIntervalSeconds: number; limit: number },
): Promise<{ paymentId: string; refundRef: string }[]> {
  const result = await db.execute(sql`
    update payment_refunds set checked_at = now()
    where payment_id in (
      select payment_id from payment_refunds
      where processed_at is null and status = 'refunded' and refund_ref is not null
        and coalesce(checked_at, refunded_at, created_at) < now() - least(
          greatest((now() - created_at) / 4, make_interval(secs => ${minIntervalSeconds})),
          make_interval(secs => ${maxIntervalSeconds}))
      order by created_at
      limit ${limit}
      for update skip locked
    )
    returning payment_id as "paymentId", refund_ref as "refundRef"`);
  return (result as unknown as { rows: { paymentId: string; refundRef: string }[] }).rows;
}

/** The e-mail addresses of the admins (the daily list of refunds past due). */
export async function findAdminEmails(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), isNotNull(users.email), isNull(users.deletedAt)));
  return rows.map((r) => r.email!).filter(Boolean);
}
