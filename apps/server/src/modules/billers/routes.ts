import { errorSchema } from '@paywise/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findBillers } from './service';

const billerSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  coverage: z.string().nullable(),
  fetchRequirement: z.string(),
  exactness: z.string(),
  params: z.array(
    z.object({ name: z.string(), dataType: z.string(), regex: z.string().nullable(), optional: z.boolean() }),
  ),
  hasConvenienceFee: z.boolean(),
});

/** The biller registry's search: the bill pages' biller combobox. */
export const billerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bills'],
        summary: "Search a category's billers in the registry (at most 20, names starting with q first)",
        querystring: z.object({
          category: z.string().trim().min(1, 'is required').max(100, 'is too long'),
          q: z.string().max(100, 'is too long').default(''),
        }),
        response: { 200: z.object({ billers: z.array(billerSchema) }), 400: errorSchema },
      },
    },
    async (request) => ({
      billers: await findBillers(app.db, app.config.biller.provider, request.query.category, request.query.q),
    }),
  );
};
