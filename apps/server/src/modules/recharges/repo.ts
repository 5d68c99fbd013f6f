import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rechargeNotices, rechargeWallet } from '../../db/schema';

export type WalletRow = typeof rechargeWallet.$inferSelect;

export async function readWallet(db: Database, provider: string): Promise<WalletRow | undefined> {
  const [row] = await db.select().from(rechargeWallet).where(eq(rechargeWallet.provider, provider)).limit(1);
  return row;
}

/** The balance the aggregator answered, now. */
export async function saveWalletBalance(db: Database, provider: string, balancePaise: number): Promise<void> {
  await db
    .insert(rechargeWallet)
    .values({ provider, balancePaise, checkedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rechargeWallet.provider,
      set: { balancePaise, checkedAt: sql`now()` },
    });
}

/** A low-balance webhook: its balance is the latest reading too. */
export async function saveLowBalanceNotice(
  db: Database,
  provider: string,
  balancePaise: number,
): Promise<void> {
  await db
    .insert(rechargeWallet)
    .values({
      provider,
      balancePaise,
      checkedAt: sql`now()`,
      lowNoticeAt: sql`now()`,
      lowNoticeBalancePaise: balancePaise,
    })
    .onConflictDoUpdate({
      target: rechargeWallet.provider,
      set: {
        balancePaise,
        checkedAt: sql`now()`,
        lowNoticeAt: sql`now()`,
        lowNoticeBalancePaise: balancePaise,
      },
    });
}

/** The next look asks the aggregator again (a top-up was announced). */
export async function markWalletStale(db: Database, provider: string): Promise<void> {
  await db.update(rechargeWallet).set({ checkedAt: null }).where(eq(rechargeWallet.provider, provider));
}

/** A notice whose status query failed: kept for the job (a notice already waiting for the order stays as it is). */
export async function keepRechargeNotice(
  db: Database,
  notice: { orderId: number; kind: string; error: string; retryInSeconds: number },
): Promise<void> {
  await db
    .insert(rechargeNotices)
    .values({
      orderId: notice.orderId,
      kind: notice.kind,
      lastError: notice.error.slice(0, 200),
      nextAttemptAt: sql`now() + make_interval(secs => ${notice.retryInSeconds})`,
    })
    .onConflictDoNothing();
}

/**
 * Claims the notices due (another process skips them) and moves each one's next attempt on by its backoff: twice
 * the last wait, from `firstRetrySeconds` up to `maxRetrySeconds`. A process that dies after the claim leaves the
 * notice for that later attempt.
 */
export async function claimDueRechargeNotices(
  db: Database,
  backoff: { firstRetrySeconds: number; maxRetrySeconds: number; limit: number },
): Promise<{ orderId: number; kind: string; attempts: number }[]> {
  const result = await db.execute(sql`
    update recharge_notices
    set attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => least(
          ${backoff.maxRetrySeconds}::double precision,
          ${backoff.firstRetrySeconds}::double precision * power(2, least(attempts, 20))))
    where order_id in (
      select order_id from recharge_notices
      where next_attempt_at <= now()
      order by next_attempt_at
      limit ${backoff.limit}
      for update skip locked
    )
    returning order_id as "orderId", kind, attempts`);
  return (
    result as unknown as { rows: { orderId: string | number; kind: string; attempts: number }[] }
  ).rows.map((row) => ({ ...row, orderId: Number(row.orderId) }));
}

/** The notice's question was answered: it is done (unless a newer attempt claimed it meanwhile). */
export async function dropRechargeNotice(db: Database, orderId: number, attempts: number): Promise<void> {
  await db
    .delete(rechargeNotices)
    .where(and(eq(rechargeNotices.orderId, orderId), eq(rechargeNotices.attempts, attempts)));
}

/** The kept notices asked `minAttempts` times or more without an answer (for a person), oldest first. */
export async function findUnansweredNotices(
  db: Database,
  minAttempts: number,
): Promise<
  Array<{ orderId: number; kind: string; attempts: number; receivedAt: Date; lastError: string | null }>
> {
  return db
    .select({
      orderId: rechargeNotices.orderId,
      kind: rechargeNotices.kind,
      attempts: rechargeNotices.attempts,
      receivedAt: rechargeNotices.receivedAt,
      lastError: rechargeNotices.lastError,
    })
    .from(rechargeNotices)
    .where(gte(rechargeNotices.attempts, minAttempts))
    .orderBy(asc(rechargeNotices.receivedAt));
}

export async function noteRechargeNoticeError(db: Database, orderId: number, error: string): Promise<void> {
  await db
    .update(rechargeNotices)
    .set({ lastError: error.slice(0, 200) })
    .where(eq(rechargeNotices.orderId, orderId));
}
