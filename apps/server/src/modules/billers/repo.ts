import { and, asc, count, eq, lt, max, sql } from 'drizzle-orm';
import type { RegistryBiller } from '../../adapters/biller/biller';
import type { Database } from '../../db/client';
import { billers } from '../../db/schema';

export type BillerRow = typeof billers.$inferSelect;

/** Inserts or updates one page of the provider's billers, marking them synced now. */
export async function upsertBillers(db: Database, provider: string, page: RegistryBiller[]): Promise<void> {
  if (page.length === 0) return;
  await db
    .insert(billers)
    .values(
      page.map((b) => ({
        id: b.id,
        provider,
        name: b.name,
        category: b.category,
        coverage: b.coverage,
        fetchRequirement: b.fetchRequirement,
        exactness: b.exactness,
        params: b.params,
        ccfSlabs: b.convenienceFeeSlabs,
        active: b.active,
      })),
    )
    .onConflictDoUpdate({
      target: billers.id,
      set: {
        provider: sql`excluded.provider`,
        name: sql`excluded.name`,
        category: sql`excluded.category`,
        coverage: sql`excluded.coverage`,
        fetchRequirement: sql`excluded.fetch_requirement`,
        exactness: sql`excluded.exactness`,
        params: sql`excluded.params`,
        ccfSlabs: sql`excluded.ccf_slabs`,
        active: sql`excluded.active`,
        syncedAt: sql`now()`,
      },
    });
}

/** Billers of the provider a completed sync did not see any more: no longer offered (kept for old orders). */
export async function deactivateUnseen(db: Database, provider: string, syncStartedAt: Date): Promise<number> {
  const rows = await db
    .update(billers)
    .set({ active: false })
    .where(and(eq(billers.provider, provider), lt(billers.syncedAt, syncStartedAt), eq(billers.active, true)))
    .returning({ id: billers.id });
  return rows.length;
}

/** How many billers of the provider the registry holds, and when it was last synced (null: never). */
export async function registryState(
  db: Database,
  provider: string,
): Promise<{ count: number; lastSync: Date | null }> {
  const [row] = await db
    .select({ count: count(), lastSync: max(billers.syncedAt) })
    .from(billers)
    .where(eq(billers.provider, provider));
  return { count: row?.count ?? 0, lastSync: row?.lastSync ?? null };
}

/** `%`, `_` and `\` of a LIKE pattern taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Active billers of a category whose name contains `q` (case-insensitive), those starting with it first, then by
 * name; at most `limit`. The (category, lower(name) text_pattern_ops) index serves the category and the prefix.
 */
export function searchBillers(
  db: Database,
  provider: string,
  category: string,
  q: string,
  limit: number,
): Promise<BillerRow[]> {
  const needle = likeLiteral(q.toLowerCase());
  return db
    .select()
    .from(billers)
    .where(
      and(
        eq(billers.provider, provider),
        eq(billers.category, category),
        eq(billers.active, true),
        needle === '' ? undefined : sql`lower(${billers.name}) like ${`%${needle}%`}`,
      ),
    )
    .orderBy(
      ...(needle === ''
        ? [asc(billers.name)]
        : [
            asc(sql`case when lower(${billers.name}) like ${`${needle}%`} then 0 else 1 end`),
            asc(billers.name),
          ]),
    )
    .limit(limit);
}
