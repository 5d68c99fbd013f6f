import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  /** 'stale' when the last sweep of unfinished orders is older than three sweep intervals. */
  sweeper: z.enum(['ok', 'stale']).optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
      } catch {
        return reply.status(503).send({ status: 'degraded', database: 'unavailable' });
      }
      try {
        // Still 200: the server answers, but paid orders are not finished and unpaid ones not expired meanwhile.
        if (await app.orderService.isSweeperStale(app.jobs !== null)) {
          return { status: 'degraded' as const, database: 'ok' as const, sweeper: 'stale' as const };
        }
        return { status: 'ok' as const, database: 'ok' as const, sweeper: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded', database: 'unavailable' });
      }
    },
  );
};
