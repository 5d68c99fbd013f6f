import { and, asc, count, eq, lt, max, sql, type SQL } from 'drizzle-orm';
import { billerSearchText, searchWords } from '@paywise/domain/bbps';
import type { ProviderCategory, RegistryBiller } from '../../adapters/biller/biller';
import type { Database } from '../../db/client';
import { billerCategories, billers } from '../../db/schema';

export type BillerRow = typeof billers.$inferSelect;
export type BillerCategoryRow = typeof billerCategories.$inferSelect;

/**
 * Inserts or updates one page of the provider's billers, marking them synced now; `offset` is the place of the
 * page's first biller in the provider's list (an unfiltered search lists them in that order).
 */
export async function upsertBillers(
  db: Database,
  provider: string,
  page: RegistryBiller[],
  offset = 0,
): Promise<void> {
  if (page.length === 0) return;
  await db
    .insert(billers)
    .values(
      page.map((b, i) => ({
        id: b.id,
        aliases: b.aliases ?? [],
        searchText: billerSearchText(b.name, b.aliases),
        position: offset + i,
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
        aliases: sql`excluded.aliases`,
        searchText: sql`excluded.search_text`,
        position: sql`excluded.position`,
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

/** `%`, `_` and `\\` of a LIKE pattern taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Stores the provider's categories in its order (a later list's order wins; counts are the registry's). */
export async function upsertCategories(
  db: Database,
  provider: string,
  list: readonly ProviderCategory[],
): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(billerCategories)
    .values(
      list.map((category, position) => ({
        provider,
        name: category.name.slice(0, 100),
        providerBillerCount: category.billerCount,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: [billerCategories.provider, billerCategories.name],
      set: {
        providerBillerCount: sql`excluded.provider_biller_count`,
        position: sql`excluded.position`,
        syncedAt: sql`now()`,
      },
    });
}

/**
 * Counts the registry's active billers of each of the provider's categories into biller_categories, adding a
 * category its billers carry that the provider's list did not name (after those it named); a category left with
 * no active biller counts 0.
 */
export async function recountCategories(db: Database, provider: string): Promise<void> {
  await db.update(billerCategories).set({ billerCount: 0 }).where(eq(billerCategories.provider, provider));
  await db.execute(sql`
    insert into biller_categories (provider, name, biller_count, position)
    select ${provider}, b.category, count(*)::int, 100000 + row_number() over (order by min(b.position))
    from billers b
    where b.provider = ${provider} and b.active
    group by b.category
    on conflict (provider, name) do update set biller_count = excluded.biller_count, synced_at = now()`);
}

/** The provider's categories in its order. */
export function listCategories(db: Database, provider: string): Promise<BillerCategoryRow[]> {
  return db
    .select()
    .from(billerCategories)
    .where(eq(billerCategories.provider, provider))
    .orderBy(asc(billerCategories.position), asc(billerCategories.name));
}

/**
 * Active billers of a category whose name or aliases hold every word of `q` (any order and case, punctuation
 * ignored: the bill pages' search), those whose name starts with `q` first, then in the provider's order; at most
 * `limit`. Two reads, each stopping at `limit` rows in the provider's order (docs/decisions/0035: one statement
 * sorting every match cost 20 ms for a one-letter query at 10,000 billers): the names starting with `q` (the
 * (category, lower(name) text_pattern_ops) index), then the others, read along (provider, category, position, name).
 */
export async function searchBillers(
  db: Database,
  search: { provider: string; category: string | null; q: string; limit: number },
): Promise<BillerRow[]> {
  const { provider, category, q, limit } = search;
  const words = searchWords(q).map(likeLiteral);
  // Only punctuation ('%', '_'): no name holds a word of it.
  if (words.length === 0 && q.trim() !== '') return [];
  // Without a category (the search across all bills): the same reads along (provider, position, name).
  const inCategory: SQL[] = category === null ? [] : [eq(billers.category, category)];
  const matching = and(
    eq(billers.provider, provider),
    ...inCategory,
    eq(billers.active, true),
    ...words.map((word) => sql`${billers.searchText} like ${`%${word}%`}`),
  );
  const inOrder = [asc(billers.position), asc(billers.name)];
  if (words.length === 0) {
    return db
      .select()
      .from(billers)
      .where(matching)
      .orderBy(...inOrder)
      .limit(limit);
  }
  const startsWith = sql`lower(${billers.name}) like ${`${likeLiteral(q.trim().toLowerCase())}%`}`;
  const first = await db
    .select()
    .from(billers)
    .where(and(matching, startsWith))
    .orderBy(...inOrder)
    .limit(limit);
  if (first.length >= limit) return first;
  const rest = await db
    .select()
    .from(billers)
    .where(and(matching, sql`not (${startsWith})`))
    .orderBy(...inOrder)
    .limit(limit - first.length);
  return [...first, ...rest];
}

/** One active biller of the provider's registry by id, or by its category and exact name; undefined if none. */
export async function findRegistryBiller(
  db: Database,
  provider: string,
  by: { id: string } | { category: string; name: string },
): Promise<BillerRow | undefined> {
  const [row] = await db
    .select()
    .from(billers)
    .where(
      and(
        eq(billers.provider, provider),
        eq(billers.active, true),
        ...('id' in by
          ? [eq(billers.id, by.id)]
          : [eq(billers.category, by.category), eq(billers.name, by.name)]),
      ),
    )
    .limit(1);
  return row;
}
