import { and, eq, lte, sql } from 'drizzle-orm';
import { orderMails, users } from '../../../db/schema';
import type { Executor } from './shared';

/* ------------------------------------------------------------------------------------------------------------ */
/* Order confirmation mails (order_mails: one row per completed order, docs/decisions/0035)                     */

export type OrderMailRow = typeof orderMails.$inferSelect;

/** Records that the order's confirmation mail is to be sent; false when it was recorded before (sent or not). */
export async function claimOrderMail(db: Executor, orderId: number): Promise<boolean> {
  const rows = await db.insert(orderMails).values({ orderId }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/**
 * Takes the order's pending mail for one attempt: its next attempt is pushed `leaseSeconds` ahead, so another
 * server (or the job) leaves it alone while this one sends. Null when it is not pending or not due.
 */
export async function leaseOrderMail(
  db: Executor,
  orderId: number,
  leaseSeconds: number,
): Promise<OrderMailRow | null> {
  const [row] = await db
    .update(orderMails)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(
      and(
        eq(orderMails.orderId, orderId),
        eq(orderMails.status, 'pending'),
        lte(orderMails.nextAttemptAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** The outcome of an attempt: sent, given up, or pending again after `retryInSeconds`. */
export async function finishOrderMail(
  db: Executor,
  orderId: number,
  outcome: { status: 'sent' | 'failed' | 'skipped' | 'pending'; attempts: number; retryInSeconds?: number },
): Promise<void> {
  await db
    .update(orderMails)
    .set({
      status: outcome.status,
      attempts: outcome.attempts,
      ...(outcome.status === 'sent' ? { sentAt: sql`now()` } : {}),
      ...(outcome.retryInSeconds !== undefined
        ? { nextAttemptAt: sql`now() + make_interval(secs => ${outcome.retryInSeconds})` }
        : {}),
    })
    .where(eq(orderMails.orderId, orderId));
}

/** Pending confirmation mails whose next attempt is due, oldest first. */
export async function dueOrderMailIds(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ orderId: orderMails.orderId })
    .from(orderMails)
    .where(and(eq(orderMails.status, 'pending'), lte(orderMails.nextAttemptAt, sql`now()`)))
    .orderBy(orderMails.nextAttemptAt)
    .limit(limit);
  return rows.map((row) => row.orderId);
}

/** What the confirmation mail needs of the order's customer. */
export async function orderMailRecipient(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      email: users.email,
      isEmailVerified: users.isEmailVerified,
      language: users.language,
      smsUpdates: users.smsUpdates,
      notificationPrefs: users.notificationPrefs,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, customerId))
    .limit(1);
  return row;
}
