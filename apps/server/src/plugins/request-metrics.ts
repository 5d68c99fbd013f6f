import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addApiLatency } from '../modules/admin';

// The admin module owns api_latency_minutes (its repo.ts writes and reads it); this plugin measures and batches.

const MINUTE_MS = 60_000;
const FLUSH_EVERY_MS = 10_000;

export interface Bucket {
  count: number;
  totalMs: number;
}

export interface RequestMetrics {
  /** Writes the buckets measured since the last flush into api_latency_minutes (adding to what is there). */
  flush(): Promise<void>;
  /** This server's samples not flushed yet, from the minute containing `since` on. */
  pending(since: Date): Bucket;
}

declare module 'fastify' {
  interface FastifyInstance {
    requestMetrics: RequestMetrics;
  }
  interface FastifyContextConfig {
    /**
     * false for a download whose time is the client's transfer (the CSV export of 1,000,000 orders takes
     * seconds): it says nothing about how fast the API answers and would turn a quiet window 'Degraded'.
     */
    latencyMetrics?: boolean;
  }
}

/**
 * Measures the response time of every /api request, sums it per minute in memory and adds the sums to
 * api_latency_minutes every few seconds and on close (one statement per flush, never one per request: off the
 * request's path): each server adds its own counts, so the dashboard's average covers all of them. The admin
 * dashboard adds this server's unflushed samples (`pending`) to what it reads. A lost flush loses a few seconds of
 * samples, never a request.
 */
export const requestMetricsPlugin = fp(async (app: FastifyInstance) => {
  let buckets = new Map<number, Bucket>();

  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    if (request.routeOptions.config?.latencyMetrics === false) return;
    const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
    const bucket = buckets.get(minute) ?? { count: 0, totalMs: 0 };
    bucket.count += 1;
    bucket.totalMs += reply.elapsedTime;
    buckets.set(minute, bucket);
  });

  let flushing: Promise<void> = Promise.resolve();
  const writeBuckets = async () => {
    if (buckets.size === 0) return;
    const pending = buckets;
    buckets = new Map();
    const rows = [...pending].map(([minute, b]) => ({
      minute: new Date(minute),
      requestCount: b.count,
      totalMs: Math.round(b.totalMs),
    }));
    try {
      await addApiLatency(app.db, rows);
    } catch (error) {
      // Keep the samples for the next attempt (the database may be briefly unavailable).
      for (const [minute, b] of pending) {
        const bucket = buckets.get(minute) ?? { count: 0, totalMs: 0 };
        bucket.count += b.count;
        bucket.totalMs += b.totalMs;
        buckets.set(minute, bucket);
      }
      // Never the error itself: a failed query's text carries its SQL and parameters.
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      app.log.warn(
        { err: { code: cause?.code, message: cause?.message ?? (error as Error).name } },
        'could not store API response times',
      );
    }
  };
  // Flushes run one after another so two never read the same buckets.
  const flush = () => (flushing = flushing.then(writeBuckets));

  const pending = (since: Date): Bucket => {
    const from = Math.floor(since.getTime() / MINUTE_MS) * MINUTE_MS;
    const sum = { count: 0, totalMs: 0 };
    for (const [minute, b] of buckets) {
      if (minute < from) continue;
      sum.count += b.count;
      sum.totalMs += b.totalMs;
    }
    return sum;
  };

  app.decorate('requestMetrics', { flush, pending });

  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
});
