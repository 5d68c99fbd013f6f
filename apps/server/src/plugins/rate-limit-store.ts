import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

// Infrastructure store, self-contained on purpose: Redis and this process's memory, no SQL and no module behind it.

/** What @fastify/rate-limit expects of a store: a count and the milliseconds left in its window. */
export interface Count {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Count) => void;

/** The part of a route's options a store's child() reads. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** An account's counters: failed logins, sign-in codes (email and SMS), registrations, password changes (decision 0013). */
const ACCOUNT_KEY = /(?:^|[-:])(?:login|login-failed|otp|change-password|register|sms-number|sms-address):/;

interface Entry {
  count: number;
  startedAt: number;
  windowMs: number;
  max: number;
}

/**
 * Fixed windows in this process's memory (without Redis, and while Redis does not answer), in two bounded maps
 * so that no flood of fresh keys can reset a count that matters (decision 0013):
 * - account counters (failed logins, codes, registrations: ACCOUNT_KEY) are never forgotten before their window
 *   ends; at capacity, after dropping the windows that ended, a NEW key is refused (counted as over its limit:
 *   429) rather than another key's count pushed out;
 * - the other counters (request rates) forget the least recently used key at capacity, but never one at or over
 *   its limit before its window ends (a new key is refused when only such keys are left).
 */
export class MemoryCounts {
  private readonly accounts = new Map<string, Entry>();
  private readonly others = new Map<string, Entry>();
  private lastPurge = 0;

  /**
   * `processes`: how many server processes share the limits without a shared store (WEB_CONCURRENCY without
   * Redis, each with its own memory): each counts a request as that many, so all of them together let through
   * at most about the limit, never the limit times the processes (decision 0029).
   */
  constructor(
    private readonly capacity = 10_000,
    private readonly accountCapacity = 100_000,
    private readonly processes = 1,
  ) {}

  incr(
    key: string,
    windowMs: number,
    { max = Infinity, now = Date.now() }: { max?: number; now?: number } = {},
  ): Count {
    const isAccount = ACCOUNT_KEY.test(key);
    const map = isAccount ? this.accounts : this.others;
    let entry = map.get(key);
    if (entry) map.delete(key);
    if (entry && entry.startedAt + windowMs <= now) entry = undefined;
    if (!entry && map.size >= (isAccount ? this.accountCapacity : this.capacity)) {
      if (!this.makeRoom(map, isAccount, now)) {
        // Full of counts that must be kept: this new key is refused until windows end.
        return {
          current: Number.isFinite(max) ? max + 1 : Number.MAX_SAFE_INTEGER,
          ttl: Math.min(windowMs, 60_000),
        };
      }
    }
    entry ??= { count: 0, startedAt: now, windowMs, max };
    entry.count += this.processes;
    entry.max = max;
    map.set(key, entry);
    return { current: entry.count, ttl: entry.startedAt + windowMs - now };
  }

  read(key: string, windowMs: number, now = Date.now()): Count {
    const entry = this.accounts.get(key) ?? this.others.get(key);
    if (!entry || entry.startedAt + windowMs <= now) return { current: 0, ttl: 0 };
    return { current: entry.count, ttl: entry.startedAt + windowMs - now };
  }

  /** Frees one place: an ended window, else (not for account counters) the least recently used key under its limit. */
  private makeRoom(map: Map<string, Entry>, isAccount: boolean, now: number): boolean {
    const ended = (e: Entry) => e.startedAt + e.windowMs <= now;
    // The oldest few first (cheap), then, at most once a second, every ended window.
    let scanned = 0;
    for (const [key, e] of map) {
      if (ended(e) || (!isAccount && e.count < e.max)) {
        map.delete(key);
        return true;
      }
      if (++scanned >= 32) break;
    }
    if (now - this.lastPurge >= 1_000) {
      this.lastPurge = now;
      for (const [key, e] of map) if (ended(e)) map.delete(key);
      if (map.size < (isAccount ? this.accountCapacity : this.capacity)) return true;
    }
    if (isAccount) return false;
    for (const [key, e] of map) {
      if (e.count < e.max) {
        map.delete(key);
        return true;
      }
    }
    return false;
  }
}

export interface CircuitOptions {
  /** Consecutive failed (or timed-out) commands that open the circuit. */
  failures: number;
  /** How long an open circuit sends every count to memory before one request tries Redis again. */
  openMs: number;
}

export const DEFAULT_CIRCUIT: CircuitOptions = { failures: 3, openMs: 5_000 };

/**
 * Whether Redis is asked. Closed: every count goes to Redis. After `failures` failures in a row it opens: counts
 * go to memory without waiting, and one warning is logged for the whole outage. Every `openMs` one request tries
 * Redis again (the others keep counting in memory); its success closes the circuit (logged once, at info).
 */
export class RedisCircuit {
  private failuresInARow = 0;
  private openedAt: number | null = null;
  private isProbing = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly options: CircuitOptions,
  ) {}

  get isOpen(): boolean {
    return this.openedAt !== null;
  }

  /** May this request ask Redis? While open: only one request per `openMs`. */
  allows(now = Date.now()): boolean {
    if (this.openedAt === null) return true;
    if (this.isProbing || now - this.openedAt < this.options.openMs) return false;
    this.isProbing = true;
    return true;
  }

  succeeded(): void {
    this.failuresInARow = 0;
    this.isProbing = false;
    if (this.openedAt === null) return;
    this.log.info(
      { outageMs: Date.now() - this.openedAt },
      'redis answers again: rate limits are counted in redis again',
    );
    this.openedAt = null;
  }

  failed(error: Error, now = Date.now()): void {
    this.failuresInARow++;
    if (this.openedAt !== null) {
      // A probe failed: still down, quietly wait another period.
      this.isProbing = false;
      this.openedAt = now;
      return;
    }
    if (this.failuresInARow < this.options.failures) return;
    this.openedAt = now;
    this.log.warn(
      { err: { message: error.message } },
      "redis unavailable: rate limits are counted in this process's memory until it answers again",
    );
  }

  /** Opens the circuit at once (Redis could not be reached at startup). */
  open(error: Error, now = Date.now()): void {
    this.failuresInARow = this.options.failures - 1;
    this.failed(error, now);
  }
}

/** INCR with the window set on the first count (and on a key that somehow lost its expiry). */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

const READ_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`;

interface RateLimitRedis extends Redis {
  paywiseRateLimitIncr(key: string, windowMs: number): Promise<[number, number]>;
  paywiseRateLimitRead(key: string): Promise<[number, number]>;
}

export interface FallbackStoreOptions {
  /** Absent: memory only. */
  redis?: Redis;
  circuit: RedisCircuit;
  /** Prefix of every key in Redis. */
  nameSpace: string;
  memory?: MemoryCounts;
  /** Server processes sharing the limits (WEB_CONCURRENCY): see MemoryCounts. */
  processes?: number;
}

/**
 * A @fastify/rate-limit store: counts in Redis (shared by every server) while the circuit is closed, in this
 * process's memory while it is open. A command is given up after the client's commandTimeout and the count
 * then made in memory, so a slow, frozen or dead Redis costs a request at most that long, and only until the
 * circuit opens. Never fails: @fastify/rate-limit's skipOnError is not what keeps requests going.
 */
export function fallbackStore(options: FallbackStoreOptions) {
  const redis = options.redis as RateLimitRedis | undefined;
  if (redis && !redis.paywiseRateLimitIncr) {
    redis.defineCommand('paywiseRateLimitIncr', { numberOfKeys: 1, lua: INCR_SCRIPT });
    redis.defineCommand('paywiseRateLimitRead', { numberOfKeys: 1, lua: READ_SCRIPT });
  }
  const memory = options.memory ?? new MemoryCounts(undefined, undefined, options.processes);
  const { circuit } = options;

  async function count(
    key: string,
    inRedis: (redis: RateLimitRedis) => Promise<[number, number]>,
    inMemory: () => Count,
  ): Promise<Count> {
    if (!redis || !circuit.allows()) return inMemory();
    try {
      const [current, ttl] = await inRedis(redis);
      circuit.succeeded();
      return { current, ttl };
    } catch (error) {
      circuit.failed(error as Error);
      return inMemory();
    }
  }

  class FallbackStore {
    private readonly prefix: string;

    /** @fastify/rate-limit constructs the root store with its settings (unused); child() passes a prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : options.nameSpace;
    }

    // eslint-disable-next-line max-params -- the store interface of @fastify/rate-limit, which calls it so
    incr(key: string, callback: Callback, timeWindow: number, max?: number): void {
      const full = this.prefix + key;
      void count(
        full,
        (r) => r.paywiseRateLimitIncr(full, timeWindow),
        () => memory.incr(full, timeWindow, { max }),
      ).then((result) => callback(null, result));
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      const full = this.prefix + key;
      void count(
        full,
        (r) => r.paywiseRateLimitRead(full),
        () => memory.read(full, timeWindow),
      ).then((result) => callback(null, result));
    }

    /**
     * A route's store: keys `<nameSpace><METHOD><url>-<key>` as @fastify/rate-limit's RedisStore names them;
     * a limiter made with createRateLimit (no route) counts under `<nameSpace><key>`.
     */
    child(routeOptions: object): FallbackStore {
      // At run time the route's merged rate-limit settings, whatever the published types say.
      const { method, url } = (routeOptions as ChildOptions).routeInfo ?? {};
      return new FallbackStore(url ? `${options.nameSpace}${String(method)}${url}-` : options.nameSpace);
    }
  }
  return FallbackStore;
}
