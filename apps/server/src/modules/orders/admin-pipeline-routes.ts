import {
  adminPipelineSchema,
  reconciliationRunSchema,
  reconciliationStatusSchema,
} from '@paywise/domain/contracts/admin';
import { errorSchema } from '@paywise/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderErrors as errors } from './route-schemas';

/** The admin's view of the order pipeline and its daily reconciliation; registered by orderRoutes. */
export const adminPipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.orderService;
  app.get(
    '/admin/pipeline',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary: 'The order pipeline: unfinished orders per status, the oldest one, the last background runs',
        response: { 200: adminPipelineSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.pipelineStatus(new Date(), app.jobs !== null);
    },
  );

  app.get(
    '/admin/reconciliation',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary: 'The last daily reconciliation: its time, counts and the payments it could not settle',
        response: { 200: reconciliationStatusSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.reconciliationStatus();
    },
  );

  app.post(
    '/admin/reconciliation/run',
    {
      config: { access: 'admin', audit: 'reconciliation.run' },
      schema: {
        tags: ['orders', 'admin'],
        summary:
          "Reconciles the gateway's captured payments of the last 48 hours now; answers the run's counts",
        response: { 200: reconciliationRunSchema, 503: errorSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.reconcile();
    },
  );
};
