import type { FastifyBaseLogger } from 'fastify';
import type { Biller } from '../../adapters/biller/biller';
import type { Database } from '../../db/client';
import {
  deactivateUnseen,
  findRegistryBiller,
  registryState,
  searchBillers,
  upsertBillers,
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
  let synced = 0;
  for await (const page of deps.biller.listBillers()) {
    await upsertBillers(deps.db, deps.provider, page, synced);
    synced += page.length;
  }
  const deactivated = synced > 0 ? await deactivateUnseen(deps.db, deps.provider, started) : 0;
  deps.log.info({ synced, deactivated, provider: deps.provider }, 'biller registry synced');
  return { synced, deactivated };
}

/** The job's check: sync when the registry is empty or older than a day; otherwise nothing. */
export async function syncBillersIfDue(deps: RegistryDeps, now = new Date()) {
  const state = await registryState(deps.db, deps.provider);
  if (
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

/**
 * GET /api/billers: a category's billers matching `q`, at most `limit` (20 unless asked), and whether that is all
 * of them (`complete`: the page may then filter the list itself as the customer types).
 */
export async function findBillers(db: Database, provider: string, category: string, q: string, limit = 20) {
  const rows = await searchBillers(db, provider, category, q.trim(), limit + 1);
  return { billers: rows.slice(0, limit).map(toDto), complete: rows.length <= limit };
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
