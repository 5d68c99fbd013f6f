import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimitRule } from '../config';
import { tooManyRequests } from '../lib/app-error';
import { DEFAULT_CIRCUIT, fallbackStore, RedisCircuit, type CircuitOptions } from './rate-limit-store';

export interface RateLimitPluginOptions {
  redisUrl?: string;
  nameSpace?: string;
  /** A Redis command not answered within this is given up and counted in memory. */
  commandTimeoutMs?: number;
  /** When Redis is given up on, and for how long (tests shorten it). */
  circuit?: CircuitOptions;
  /** Server processes serving together (WEB_CONCURRENCY): their counts in memory share each limit out. */
  processes?: number;
}

/** How long startup waits for Redis before serving with counts in memory. */
const STARTUP_WAIT_MS = 2_000;

export const tooManyAttempts = (seconds: number) =>
  `Too many attempts. Please try again in ${Math.max(1, seconds)} seconds.`;

/**
 * Limits are opt-in per route (`config.rateLimit`) or made with requestLimit / failureLimit. With REDIS_URL the
 * counts live in Redis, so every server behind a load balancer shares them; otherwise, and while Redis does not
 * answer (down, frozen, unreachable), in this process's memory: limits keep working, per process. Failing open
 * instead would switch off the login and code-guessing limits whenever Redis is away.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (
    app: FastifyInstance,
    { redisUrl, nameSpace, commandTimeoutMs = 200, circuit: circuitOptions, processes = 1 },
  ) => {
    const circuit = new RedisCircuit(app.log, circuitOptions ?? DEFAULT_CIRCUIT);
    const redis = redisUrl
      ? new Redis(redisUrl, {
          lazyConnect: true,
          connectTimeout: 2_000,
          commandTimeout: commandTimeoutMs,
          // Fail at once while disconnected (counted in memory) rather than queue until Redis is back.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
        })
      : undefined;
    if (redis) {
      // Every reconnection attempt emits an error: the circuit logs one warning per outage instead.
      let lastError: Error | undefined;
      redis.on('error', (err: Error) => {
        lastError = err;
        app.log.debug({ err }, 'redis connection error');
      });
      const failed = await Promise.race([
        redis.connect().then(
          () => null,
          // "Connection is closed": the error event said why (ECONNREFUSED, the ready check timed out).
          (err: Error) => lastError ?? err,
        ),
        sleep(STARTUP_WAIT_MS, new Error(`no answer within ${STARTUP_WAIT_MS} ms`), { ref: false }),
      ]);
      if (failed) circuit.open(failed);
      app.addHook('onClose', async () => {
        await Promise.race([redis.quit().catch(() => {}), sleep(500)]);
        redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      store: fallbackStore({ redis, circuit, nameSpace: nameSpace ?? 'paywise-rl:', processes }),
      // The store never fails (it falls back to memory); should it ever, requests go through.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: tooManyAttempts(Math.ceil(context.ttl / 1000)),
      }),
    });
  },
);

/**
 * How an email appears in a rate-limit key: a keyed hash (HMAC-SHA-256 with `secret`, 32 hex digits) of the
 * trimmed, lower-cased address, the same in every process; Redis never holds who is signing in (decision 0048).
 */
export function emailKeyPart(secret: string, email: unknown): string {
  const normalized = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return createHmac('sha256', secret).update(`rate-limit-email:${normalized}`).digest('hex').slice(0, 32);
}

/** A route's rate limit config from a configured rule and a key. */
export function limitBy(rule: RateLimitRule, key: (request: FastifyRequest) => string) {
  return { max: rule.max, timeWindow: rule.windowMs, keyGenerator: key };
}

/**
 * A limit on requests, called by the handlers it guards: counts every call under `key` (one count however many
 * routes use it) and, over the rule, throws 429 with Retry-After and `message(seconds)`.
 */
export function requestLimit(
  app: FastifyInstance,
  {
    rule,
    key,
    message = tooManyAttempts,
  }: {
    rule: RateLimitRule;
    key: (request: FastifyRequest) => string;
    /** The 429's message; "Too many attempts…" unless given. */
    message?: (seconds: number) => string;
  },
) {
  const limiter = app.createRateLimit({ ...limitBy(rule, key) });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await limiter(request);
    if (state.isAllowed) return;
    reply.header('x-ratelimit-limit', state.max).header('x-ratelimit-remaining', state.remaining);
    if (!state.isExceeded) return;
    const seconds = Math.max(1, state.ttlInSeconds);
    throw tooManyRequests('RATE_LIMITED', message(seconds), seconds);
  };
}

/** With successPastLimit, the work still runs until this many times the rule's failures; then nothing runs. */
export const PAST_LIMIT_FACTOR = 10;

export interface FailureLimitOptions {
  rule: RateLimitRule;
  /** Whose failures are counted together (an address, an account). */
  key: (request: FastifyRequest) => string;
  /**
   * Past the limit, still run the work and let a success through; every failure is answered with the limit's 429
   * (as before), so a guesser past the limit is told only what a success tells anyway (decision 0048: customers
   * behind one carrier address are not locked out by someone else's failures there). Past PAST_LIMIT_FACTOR
   * times the limit every attempt is refused without running (an address's password hashing stays bounded).
   */
  successPastLimit?: boolean;
  /** Called once when a counted failure uses up the limit (e.g. to tell the number its codes are paused). */
  onLimitReached?: (request: FastifyRequest) => void;
}

/**
 * A limit on failures only (failed logins): `run` answers 429 once `rule.max` failures were counted in the window,
 * counting the attempts of this process still running as failures to come, so a burst from one address cannot
 * slip past the limit while its attempts are being checked; otherwise it runs the work and counts it when it fails
 * (`isFailure`). Several servers may each let their own attempts in flight through: the overshoot is at most what
 * the other servers have running. With `successPastLimit`, the limit refuses failures only (see the option).
 */
export function failureLimit(
  app: FastifyInstance,
  { rule, key, successPastLimit, onLimitReached }: FailureLimitOptions,
) {
  const limiter = app.createRateLimit({ ...limitBy(rule, key) });
  // The same count read against PAST_LIMIT_FACTOR times the rule: how far past the limit the work still runs.
  const pastLimit = successPastLimit
    ? app.createRateLimit({ ...limitBy({ ...rule, max: rule.max * PAST_LIMIT_FACTOR }, key) })
    : undefined;
  /** Attempts running now in this process, per key. */
  const running = new Map<string, number>();
  return {
    async run<T>(request: FastifyRequest, work: () => Promise<T>, isFailure: (error: unknown) => boolean) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed) {
        // No await between this check and the count of the attempt: two requests cannot both take the last slot.
        const counted = state.max - state.remaining;
        if (state.remaining <= 0 || counted + (running.get(state.key) ?? 0) >= state.max) {
          const seconds = Math.max(1, state.ttlInSeconds || Math.ceil(rule.windowMs / 1000));
          const limited = tooManyRequests('RATE_LIMITED', tooManyAttempts(seconds), seconds);
          const past = pastLimit && (await pastLimit(request, { increment: false }));
          if (!past || (!past.isAllowed && past.remaining <= 0)) throw limited;
          // The work runs in full (a wrong answer costs what a right one does); a failure is counted and answered
          // with the limit's own 429, whatever it was.
          try {
            return await work();
          } catch (error) {
            if (!isFailure(error)) throw error;
            await limiter(request);
            throw limited;
          }
        }
      }
      running.set(state.key, (running.get(state.key) ?? 0) + 1);
      try {
        return await work();
      } catch (error) {
        if (isFailure(error)) {
          const counted = await limiter(request);
          // This failure used the last attempt (not one past it: those are refused before they run).
          if (!counted.isAllowed && counted.remaining === 0 && !counted.isExceeded) {
            onLimitReached?.(request);
          }
        }
        throw error;
      } finally {
        const left = (running.get(state.key) ?? 1) - 1;
        if (left > 0) running.set(state.key, left);
        else running.delete(state.key);
      }
    },
  };
}
