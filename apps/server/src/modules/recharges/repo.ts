import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rechargeWallet } from '../../db/schema';

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
