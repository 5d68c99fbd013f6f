import { billerSearchSchema } from '@paywise/domain/contracts/bills';
import { errorSchema } from '@paywise/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findBillers, MAX_BILLER_SEARCH } from './service';

/** The biller registry's search: the bill pages' biller combobox. */
export const billerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bills'],
        summary:
          "Search a category's billers in the registry (every word of q in the name or aliases; names starting " +
          "with q first, then in the provider's order; at most `limit`, 20 unless asked, up to 100)",
        querystring: z.object({
          category: z.string().trim().min(1, 'is required').max(100, 'is too long'),
          q: z.string().max(100, 'is too long').default(''),
          limit: z.coerce
            .number()
            .int('must be a whole number')
            .min(1, 'must be at least 1')
            .max(MAX_BILLER_SEARCH, `must be at most ${MAX_BILLER_SEARCH}`)
            .default(20),
        }),
        response: {
          200: billerSearchSchema,
          400: errorSchema,
        },
      },
    },
    async (request) =>
      findBillers(
        app.db,
        app.config.biller.provider,
        request.query.category,
        request.query.q,
        request.query.limit,
      ),
  );
};
