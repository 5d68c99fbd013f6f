import { CIRCLES } from '@paywise/domain/catalogue/circles';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { PLANS } from '@paywise/domain/catalogue/plans';
import {
  circleSchema,
  operatorSchema,
  operatorsQuerySchema,
  planSchema,
} from '@paywise/domain/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, sendWithEtag } from '../../lib/cacheable';

const operatorEtags = new Map(Object.entries(OPERATORS).map(([key, list]) => [key, etagOf(list)]));
const circlesEtag = etagOf(CIRCLES);
const plansEtag = etagOf(PLANS);

/** The static catalogue: the same lists the browser bundles, served for API callers and caching. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) =>
      sendWithEtag(request, reply, OPERATORS[request.query.type], operatorEtags.get(request.query.type)),
  );
  app.get(
    '/circles',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], summary: 'Telecom circles', response: { 200: z.array(circleSchema) } },
    },
    async (request, reply) => sendWithEtag(request, reply, CIRCLES, circlesEtag),
  );
  app.get(
    '/plans',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Mobile and data card plans',
        response: { 200: z.array(planSchema) },
      },
    },
    async (request, reply) => sendWithEtag(request, reply, PLANS, plansEtag),
  );
};
