import { exportLinkSchema } from '@paywise/domain/contracts/admin';
import { indiaDay } from '@paywise/domain/time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../lib/app-error';
import { currentSessionId, currentUser } from '../../plugins/auth';
import { sessionUser } from '../accounts';
import { adminFilters } from './admin-filters';
import { createDownloadTicketService, DOWNLOAD_TICKET_SECONDS } from './download-ticket';
import { streamOrdersCsv } from './export';
import { orderFiltersQuerySchema } from './route-schemas';

/**
 * The CSV export of the admin's filtered orders: a short-lived download link, and the download itself (by that
 * link or with an admin's bearer token); registered by orderRoutes.
 */
export const orderExportRoutes: FastifyPluginAsyncZod = async (app) => {
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
      params.set(
        'ticket',
        tickets.issue({
          userId: admin.id,
          tokenVersion: admin.tokenVersion,
          sessionId: currentSessionId(request),
        }),
      );
      return { url: `/api/admin/orders/export.csv?${params}`, expiresInSeconds: DOWNLOAD_TICKET_SECONDS };
    },
  );

  app.get(
    '/admin/orders/export.csv',
    {
      // Checked below: an admin's bearer token, or a ticket from /admin/orders/export-link (a plain link
      // cannot send the header).
      config: { access: 'optional', latencyMetrics: false, audit: 'orders.export' },
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
        // The ticket names the admin, their token version and session: checked like the session.
        user = await sessionUser(app.db, tickets.verify(ticket), app.config.sessions);
        if (!user)
          throw unauthorized('EXPORT_LINK_EXPIRED', 'This download link has expired. Please export again.');
      }
      if (!user) throw unauthorized();
      if (user.role !== 'ADMIN') throw forbidden();
      // The ticket's admin is the caller: the audit log records them (docs/decisions/0023).
      request.user = user;
      const filters = adminFilters(query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="paywise-orders-${indiaDay(new Date())}.csv"`)
        .header('cache-control', 'no-store')
        .send(streamOrdersCsv(app.db, filters));
    },
  );
};
