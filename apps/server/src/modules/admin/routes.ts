import {
  adminStatsSchema,
  adminStatsSeriesSchema,
  roleChangeBodySchema,
  roleChangeParamsSchema,
  roleChangeResponseSchema,
} from '@paywise/domain/contracts/admin';
import { errorSchema } from '@paywise/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeUserRole } from '../accounts';
import { computeSeries, computeStats } from './service';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures: revenue (completed orders, rupees), users, API status',
        response: { 200: adminStatsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return computeStats({
        db: app.db,
        // Reading adds this server's unflushed samples instead of writing them: a write per read would
        // make concurrent dashboards queue on the same api_latency_minutes row.
        unflushed: (since) => app.requestMetrics.pending(since),
      });
    },
  );

  app.get(
    '/admin/stats/series',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Revenue and orders per day (30 days), per month (12 months) and by service type',
        response: { 200: adminStatsSeriesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return computeSeries(app.db);
    },
  );

  app.patch(
    '/admin/users/:id/role',
    {
      config: { access: 'admin', audit: 'users.role' },
      schema: {
        tags: ['admin'],
        summary: 'Promote or demote a user (the last admin cannot be demoted)',
        params: roleChangeParamsSchema,
        body: roleChangeBodySchema,
        response: { 200: roleChangeResponseSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const { user, previousRole } = await changeUserRole(app.db, request.params.id, request.body.role);
      request.auditChange = `user ${user.id} ${previousRole} → ${user.role}`;
      return {
        message: `${user.username} is now ${user.role === 'ADMIN' ? 'an admin' : 'a customer'}.`,
        user,
      };
    },
  );
};
