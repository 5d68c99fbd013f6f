import { auditLogSchema } from '@paywise/domain/contracts/privacy';
import { pageQuerySchema } from '@paywise/domain/contracts/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditEntries } from './service';

/** GET /admin/audit-log: the admins' access to customer data; registered by privacyRoutes. */
export const auditLogRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'privacy'],
        summary:
          "Admins' access to customer data (user pages, transactions, CSV exports), their changes (roles, company details, complaint statuses, reconciliation runs) and customers' erasures, newest first",
        querystring: pageQuerySchema,
        response: { 200: auditLogSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAuditEntries(app.db, request.query);
    },
  );
};
