import { CIRCLES } from '@paywise/domain/catalogue/circles';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { plansForNames } from '@paywise/domain/catalogue/plans';
import { searchPlans } from '@paywise/domain/catalogue/plan-search';
import {
  circleSchema,
  operatorSchema,
  operatorsQuerySchema,
  planSchema,
  plansQuerySchema,
} from '@paywise/domain/contracts/catalogue';
import fastifyEtag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@paywise/domain/contracts/common';
import { z } from 'zod';

/** The static catalogue: the same lists the browser bundles, served for API callers and caching. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every answer here carries an ETag (a hash of the body) and is revalidated (no-cache): 304 when it matches.
  await app.register(fastifyEtag);
  app.get(
    '/operators',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Operators of a service (mobile operators by default)',
        querystring: operatorsQuerySchema,
        response: { 200: z.array(operatorSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return OPERATORS[request.query.type];
    },
  );
  app.get(
    '/circles',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], summary: 'Telecom circles', response: { 200: z.array(circleSchema) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return CIRCLES;
    },
  );
  app.get(
    '/plans',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Mobile and data card plans of an operator and circle, searched, filtered and sorted',
        description:
          'Without an operator: the 41 plans every operator without its own set shows. `q` finds words of a plan ' +
          "('84 days', 'netflix', '2GB', '299'); `sort`: price (cheapest first), validity or dataPerDay (most first).",
        querystring: plansQuerySchema,
        response: { 200: z.array(planSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { operator, circle, ott, ...filters } = request.query;
      const plans = searchPlans(plansForNames(operator ?? '', circle), { ...filters, ott: ott === 'true' });
      reply.header('cache-control', 'no-cache');
      return plans;
    },
  );
};
