import type { Database, DatabaseHandle } from '../../db/client';
import type { UserRow } from '../../db/schema';

/**
 * The session users of one database, kept per process (decision 0036): every authenticated request needs its
 * user's row, and reading it was one of POST /api/orders' two statements. A row is dropped the moment a change of
 * it is committed, by any process (the users trigger notifies, DatabaseHandle.watchUsers hears it); while that
 * cannot be heard (the listening connection broke) nothing is cached and every request reads its row again.
 */
interface CachedUser {
  row: UserRow;
  /** Session id → when this process last found it open (Date.now()); dropped with the row. */
  sessions: Map<string, number>;
}

interface SessionCache {
  rows: Map<number, CachedUser>;
  /** Bumped by every change heard: a row read before a change must not be stored after it. */
  generation: number;
  handle: DatabaseHandle;
  watchers: number;
  hits: number;
  misses: number;
}

/** Far more than the customers active at once; past it the cache starts over (no per-entry bookkeeping). */
const MAX_ROWS = 50_000;

const caches = new WeakMap<Database, SessionCache>();

/**
 * Starts caching the session users of `handle` for as long as the returned function was not called (app.ts: one
 * call per app; apps sharing a database share its cache).
 */
export async function cacheSessionUsers(handle: DatabaseHandle): Promise<() => Promise<void>> {
  let cache = caches.get(handle.db);
  if (!cache) {
    cache = { rows: new Map(), generation: 0, handle, watchers: 0, hits: 0, misses: 0 };
    caches.set(handle.db, cache);
  }
  const current = cache;
  const unwatch = await handle.watchUsers((userId) => {
    current.generation += 1;
    if (userId === null) current.rows.clear();
    else current.rows.delete(userId);
  });
  current.watchers += 1;
  return async () => {
    current.watchers -= 1;
    if (current.watchers === 0) current.rows.clear();
    await unwatch();
  };
}

/** The row of `userId` from the cache, or from `read` (and then cached, unless it changed meanwhile). */
export async function cachedSessionUser(
  db: Database,
  userId: number,
  read: () => Promise<UserRow | undefined>,
): Promise<UserRow | undefined> {
  const cache = caches.get(db);
  if (!cache || cache.watchers === 0 || !cache.handle.isWatching()) return read();
  const cached = cache.rows.get(userId);
  if (cached) {
    cache.hits += 1;
    return cached.row;
  }
  cache.misses += 1;
  const generation = cache.generation;
  const row = await read();
  if (row && generation === cache.generation && cache.handle.isWatching()) {
    if (cache.rows.size >= MAX_ROWS) cache.rows.clear();
    cache.rows.set(userId, { row, sessions: new Map() });
  }
  return row;
}

/**
 * Whether session `sessionId` of `userId` is open: answered from the cache when this process found it open less
 * than `freshForMs` ago, else by `check` (which asks the database and moves its last_seen_at), whose yes is then
 * cached with the user's row. A session ended by any process drops the row (the sessions trigger notifies
 * paywise_users), so its next request asks the database again.
 */
export async function sessionIsOpen(
  db: Database,
  { userId, sessionId, freshForMs }: { userId: number; sessionId: string; freshForMs: number },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const cache = caches.get(db);
  const usable = cache !== undefined && cache.watchers > 0 && cache.handle.isWatching();
  const entry = usable ? cache.rows.get(userId) : undefined;
  const foundOpenAt = entry?.sessions.get(sessionId);
  if (foundOpenAt !== undefined && Date.now() - foundOpenAt < freshForMs) return true;
  const generation = cache?.generation;
  const checkedAt = Date.now();
  const open = await check();
  if (!entry) return open;
  if (!open) entry.sessions.delete(sessionId);
  else if (generation === cache!.generation && cache!.rows.get(userId) === entry) {
    entry.sessions.set(sessionId, checkedAt);
  }
  return open;
}

/** How often the cache answered (tests prove with it that a request was served from the cache). */
export function sessionCacheStats(db: Database): { hits: number; misses: number; size: number } {
  const cache = caches.get(db);
  return { hits: cache?.hits ?? 0, misses: cache?.misses ?? 0, size: cache?.rows.size ?? 0 };
}
