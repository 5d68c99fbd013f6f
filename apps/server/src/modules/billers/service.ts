import type { FastifyBaseLogger } from 'fastify';
import { searchWords } from '@paywise/domain/bbps';
import {
  billCategoryOf,
  findBillCategory,
  type BillCategory,
} from '@paywise/domain/catalogue/bill-categories';
import type { BillCategoriesDto } from '@paywise/domain/contracts/bills';
import { DEFAULT_LANGUAGE, type Language } from '@paywise/domain/languages';
import type { Biller } from '../../adapters/biller/biller';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import {
  deactivateUnseen,
  findRegistryBiller,
  listCategories,
  recountCategories,
  registryState,
  searchBillers,
  upsertBillers,
  upsertCategories,
  type BillerRow,
} from './repo';

/** The pg-boss queue of the registry sync (also its job_runs row). */
export const BILLERS_SYNC_JOB = 'billers-sync';
/** How often the job looks; it syncs when the registry is empty (a new install) or a day old. */
export const BILLERS_SYNC_CHECK_MS = 15 * 60_000;
export const BILLERS_SYNC_MAX_AGE_MS = 24 * 60 * 60_000;

export interface RegistryDeps {
  db: Database;
  biller: Biller;
  /** BILLER_PROVIDER: the registry keeps each provider's billers apart. */
  provider: string;
  log: FastifyBaseLogger;
}

/**
 * Copies the provider's billers into the registry, page by page (upserts), then marks inactive those it no longer
 * lists. A failure part-way leaves the pages already stored and deactivates nothing (the next run finishes it).
 */
export async function syncBillers(deps: RegistryDeps): Promise<{ synced: number; deactivated: number }> {
  const started = new Date(Date.now() - 1000);
  // The provider's categories first (Setu's List Categories): a failure leaves the last registry as it was.
  if (deps.biller.listCategories)
    await upsertCategories(deps.db, deps.provider, await deps.biller.listCategories());
  let synced = 0;
  for await (const page of deps.biller.listBillers()) {
    await upsertBillers(deps.db, deps.provider, page, synced);
    synced += page.length;
  }
  const deactivated = synced > 0 ? await deactivateUnseen(deps.db, deps.provider, started) : 0;
  await recountCategories(deps.db, deps.provider);
  deps.log.info({ synced, deactivated, provider: deps.provider }, 'biller registry synced');
  return { synced, deactivated };
}

/** The job's check: sync when the registry is empty, has no categories or is older than a day; else nothing. */
export async function syncBillersIfDue(deps: RegistryDeps, now = new Date()) {
  const state = await registryState(deps.db, deps.provider);
  // A registry synced before categories were kept (migration 0042) has none: synced now, not in a day.
  const hasCategories = (await listCategories(deps.db, deps.provider)).length > 0;
  if (
    hasCategories &&
    state.count > 0 &&
    state.lastSync &&
    now.getTime() - state.lastSync.getTime() < BILLERS_SYNC_MAX_AGE_MS
  ) {
    return null;
  }
  return syncBillers(deps);
}

export interface BillerDto {
  id: string;
  name: string;
  category: string;
  coverage: string | null;
  fetchRequirement: string;
  exactness: string;
  params: BillerRow['params'];
  hasConvenienceFee: boolean;
  aliases: string[];
}

const toDto = (row: BillerRow): BillerDto => ({
  id: row.id,
  name: row.name,
  category: row.category,
  coverage: row.coverage,
  fetchRequirement: row.fetchRequirement,
  exactness: row.exactness,
  params: row.params,
  hasConvenienceFee: row.ccfSlabs.length > 0,
  aliases: row.aliases,
});

/** Most billers one search answers (GET /api/billers `limit`). */
export const MAX_BILLER_SEARCH = 100;

/** The least a search across every category takes (a shorter one would match half the registry). */
export const MIN_CROSS_CATEGORY_QUERY = 2;
/** The most words a search matches (each is one LIKE over the registry's search text). */
export const MAX_SEARCH_WORDS = 12;

/**
 * GET /api/billers: a category's billers matching `q` (`category`: its slug, provider name, type or page tile
 * label; unknown → 404 CATEGORY_UNKNOWN), or, without a category, every category's (q then needs 2 characters:
 * 400 SEARCH_QUERY_INVALID); at most `limit`, and whether that is all of them (`complete`: the page may then
 * filter the list itself as the customer types).
 */
export async function findBillers(
  db: Database,
  provider: string,
  query: { category?: string | undefined; q: string; limit: number },
) {
  const q = query.q.trim();
  if (searchWords(q).length > MAX_SEARCH_WORDS) {
    throw badRequest('SEARCH_QUERY_INVALID', `q: has more than ${MAX_SEARCH_WORDS} words`, {
      q: `has more than ${MAX_SEARCH_WORDS} words`,
    });
  }
  let category: string | null = null;
  if (query.category !== undefined) {
    category = (await resolveCategory(db, provider, query.category)).providerName;
  } else if (searchWords(q).join('').length < MIN_CROSS_CATEGORY_QUERY) {
    throw badRequest(
      'SEARCH_QUERY_INVALID',
      `q: needs at least ${MIN_CROSS_CATEGORY_QUERY} letters or digits without a category`,
      { q: `needs at least ${MIN_CROSS_CATEGORY_QUERY} letters or digits without a category` },
    );
  }
  const rows = await searchBillers(db, { provider, category, q, limit: query.limit + 1 });
  return { billers: rows.slice(0, query.limit).map(toDto), complete: rows.length <= query.limit };
}

/** The registry's categories (the provider's names as last synced), as the domain reads them. */
export async function registryCategories(
  db: Database,
  provider: string,
): Promise<Array<BillCategory & { billerCount: number }>> {
  const rows = await listCategories(db, provider);
  return rows.map((row) => ({ ...billCategoryOf(row.name), billerCount: row.billerCount }));
}

export const CATEGORY_UNKNOWN = 'No such bill category.';

/** The registry category `key` names (slug, provider name, type, a page's tile label); 404 CATEGORY_UNKNOWN. */
export async function resolveCategory(db: Database, provider: string, key: string): Promise<BillCategory> {
  const rows = await listCategories(db, provider);
  const found = findBillCategory(
    key,
    rows.map((row) => row.name),
  );
  if (!found) throw notFound('CATEGORY_UNKNOWN', CATEGORY_UNKNOWN);
  return found;
}

/** GET /api/bills/categories: every category of the registry, named in `language`. */
export async function categoriesDto(
  db: Database,
  provider: string,
  language: Language | null,
): Promise<BillCategoriesDto> {
  const [categories, state] = await Promise.all([
    registryCategories(db, provider),
    registryState(db, provider),
  ]);
  const lang = language ?? DEFAULT_LANGUAGE;
  return {
    categories: categories.map((c) => ({
      slug: c.slug,
      name: c.names[lang],
      providerName: c.providerName,
      group: c.group,
      billerCount: c.billerCount,
      type: c.type,
      route: c.route,
      service: c.service,
      instantDiscount: c.instantDiscount,
      identifierLabel: c.identifierLabel,
      topUp: c.topUp,
    })),
    syncedAt: state.lastSync?.toISOString() ?? null,
  };
}

/** The registry's biller of a bill page: by id when the page sent one, else by its category and name. */
export function registryBiller(
  db: Database,
  provider: string,
  by: { id: string } | { category: string; name: string },
): Promise<BillerRow | undefined> {
  return findRegistryBiller(db, provider, by);
}

export type { BillerRow };
