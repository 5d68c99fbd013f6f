import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimitRule } from '../config';

/**
 * Limits are opt-in per route (`config.rateLimit`). With REDIS_URL the counts live in Redis, so every
 * server behind a load balancer shares them; otherwise they are kept in this process's memory.
 */
export const rateLimitPlugin = fp<{ redisUrl?: string; nameSpace?: string }>(
  async (app: FastifyInstance, { redisUrl, nameSpace }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: true })
      : undefined;
    redis?.on('error', (err) =>
      app.log.warn({ err }, 'redis unavailable; rate limits are skipped meanwhile'),
    );
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: nameSpace ?? 'paywise-rl:',
      // Availability first: if Redis is down, requests go through rather than every login failing.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many attempts. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      }),
    });
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  },
);

/** A route's rate limit config from a configured rule and a key. */
export function limitBy(rule: RateLimitRule, key: (request: FastifyRequest) => string) {
  return { max: rule.max, timeWindow: rule.windowMs, keyGenerator: key };
}
