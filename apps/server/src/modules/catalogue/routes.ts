import { CIRCLES } from '@paywise/domain/catalogue/circles';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { plansForNames } from '@paywise/domain/catalogue/plans';
import { searchPlans } from '@paywise/domain/catalogue/plan-search';
import {
  circleSchema,
  livePlansAdminSchema,
  operatorSchema,
  operatorsQuerySchema,
  planSchema,
  plansQuerySchema,
  plansRefreshSchema,
  planStatusQuerySchema,
  planStatusSchema,
} from '@paywise/domain/contracts/catalogue';
import fastifyEtag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@paywise/domain/contracts/common';
import { z } from 'zod';
import { conflict } from '../../lib/app-error';
import { PLANS_REFRESH_JOB, type LivePlansService } from './service';

/**
 * The catalogue: the same lists the browser bundles, served for API callers and caching; the plans of an operator
 * and circle are the recharge provider's live plans when it answered for that pair (decision 0022).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ plans: LivePlansService }> = async (
  app,
  { plans: livePlans },
) => {
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
      const live = await livePlans.planSet(operator, circle);
      const plans = searchPlans(live?.plans ?? plansForNames(operator ?? '', circle), {
        ...filters,
        ott: ott === 'true',
      });
      reply.header('cache-control', 'no-cache');
      return plans;
    },
  );
  app.get(
    '/plans/status',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary:
          'Whether the plans of an operator and circle are live (and when refreshed) or the shipped ones',
        querystring: planStatusQuerySchema,
        response: { 200: planStatusSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return livePlans.status(request.query.operator, request.query.circle);
    },
  );
  app.get(
    '/admin/plans',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Live plans: how many operator and circle pairs, and the latest refresh',
        response: { 200: livePlansAdminSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => livePlans.adminStatus(),
  );
  app.post(
    '/admin/plans/refresh',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Refresh the live plans now (queued for the job engine; 409 when the provider's plans are off)",
        response: {
          200: plansRefreshSchema,
          202: plansRefreshSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (_request, reply) => {
      if (livePlans.jobs().length === 0) {
        throw conflict(
          'LIVE_PLANS_OFF',
          'Live plans are off (RECHARGE_PROVIDER=sandbox): the shipped plans are served.',
        );
      }
      if (app.jobs) {
        await app.jobs.send(PLANS_REFRESH_JOB, {});
        return reply.status(202).send({ status: 'queued' as const });
      }
      // No job engine in this process (a one-off or a test): the refresh runs now.
      return { status: 'refreshed' as const, ...(await livePlans.refresh()) };
    },
  );
};
