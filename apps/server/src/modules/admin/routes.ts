import {
  adminStatsSchema,
  adminStatsSeriesSchema,
  roleChangeBodySchema,
  roleChangeParamsSchema,
  roleChangeResponseSchema,
  orderTotalsSchema,
  exportLinkSchema,
} from '@paywise/domain/contracts/admin';
import { adminOrderListQuerySchema } from '@paywise/domain/contracts/orders';
import { paiseToRupees } from '@paywise/domain/money';
import { errorSchema } from '@paywise/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { changeUserRole, sessionUser } from '../accounts/service';
import { adminFilters } from '../orders/service';
import { indiaDay } from './india-time';
import { orderTotals, streamOrdersCsv } from './orders-export';
import { createDownloadTicketService, DOWNLOAD_TICKET_SECONDS } from './download-ticket';
import { computeSeries, computeStats } from './stats-service';

/** The filters of GET /admin/orders, without its paging. */
const orderFiltersQuerySchema = adminOrderListQuerySchema.omit({ cursor: true, limit: true });

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
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Promote or demote a user (the last admin cannot be demoted)',
        params: roleChangeParamsSchema,
        body: roleChangeBodySchema,
        response: { 200: roleChangeResponseSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const user = await changeUserRole(app.db, request.params.id, request.body.role);
      return {
        message: `${user.username} is now ${user.role === 'ADMIN' ? 'an admin' : 'a customer'}.`,
        user,
      };
    },
  );

  const tickets = createDownloadTicketService(app.config.jwtSecret);

  app.post(
    '/admin/orders/export-link',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: `A link to the CSV export of the filtered orders, valid ${DOWNLOAD_TICKET_SECONDS} s (for a plain download)`,
        querystring: orderFiltersQuerySchema,
        response: { 200: exportLinkSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(request.query)) if (value) params.set(key, String(value));
      params.set('ticket', tickets.issue(admin.id, admin.tokenVersion));
      return { url: `/api/admin/orders/export.csv?${params}`, expiresInSeconds: DOWNLOAD_TICKET_SECONDS };
    },
  );

  app.get(
    '/admin/orders/export.csv',
    {
      // Checked below: an admin's bearer token, or a ticket from /admin/orders/export-link (a plain link
      // cannot send the header).
      config: { access: 'optional', latencyMetrics: false },
      schema: {
        tags: ['admin'],
        summary: 'The orders of GET /admin/orders (same filters) as a CSV download, streamed in batches',
        querystring: orderFiltersQuerySchema.extend({ ticket: z.string().max(300).optional() }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { ticket, ...query } = request.query;
      let user = request.user;
      if (!user && ticket) {
        // The ticket names the admin and their token version: checked like a session.
        user = await sessionUser(app.db, tickets.verify(ticket));
        if (!user) throw unauthorized('This download link has expired. Please export again.');
      }
      if (!user) throw unauthorized();
      if (user.role !== 'ADMIN') throw forbidden();
      const filters = adminFilters(query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="paywise-orders-${indiaDay(new Date())}.csv"`)
        .header('cache-control', 'no-store')
        .send(streamOrdersCsv(app.db, filters));
    },
  );

  app.get(
    '/admin/orders/totals',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Count and amount of the orders matching the filters of GET /admin/orders',
        querystring: orderFiltersQuerySchema,
        response: { 200: orderTotalsSchema },
      },
    },
    async (request) => {
      const totals = await orderTotals(app.db, adminFilters(request.query));
      return {
        count: totals.count,
        amount: totals.amountPaise === null ? null : paiseToRupees(totals.amountPaise),
        completedCount: totals.completedCount,
        completedAmount: paiseToRupees(totals.completedPaise),
      };
    },
  );
};
