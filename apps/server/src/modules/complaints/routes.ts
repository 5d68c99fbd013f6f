import { errorSchema } from '@paywise/domain/contracts/common';
import {
  adminComplaintsQuerySchema,
  adminComplaintsSchema,
  complaintCreatedSchema,
  complaintDetailSchema,
  complaintParamsSchema,
  complaintRequestSchema,
  complaintUpdateSchema,
  myComplaintsSchema,
  pageQuerySchema,
} from '@paywise/domain/contracts/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { limitBy } from '../../plugins/rate-limit';
import {
  changeComplaintStatus,
  fileComplaint,
  getComplaintDetail,
  listAllComplaints,
  listComplaintsOfUser,
} from './service';

export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/complaints',
    {
      config: {
        access: 'optional',
        // Public and writes a row: limited like the contact form, per customer when signed in, else per address.
        rateLimit: {
          ...limitBy(app.config.rateLimits.contact, (request) =>
            request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
          ),
          hook: 'preHandler',
        },
      },
      schema: {
        tags: ['support'],
        summary:
          'File a complaint; answers the ticket id (TKT + 6-digit id). With an order paid through Bharat Connect and a dispute type, also raises a BBPS complaint: 409 COMPLAINT_TOO_EARLY within its cooling period (24 hours for utilities) or while the payment is unconfirmed',
        body: complaintRequestSchema,
        response: { 201: complaintCreatedSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const created = await fileComplaint(app.db, {
        user: request.user,
        input: request.body,
        bbps: {
          biller: app.adapters.biller,
          log: request.log,
        },
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/complaints/mine',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['support'],
        summary: "The signed-in customer's tickets with their status, newest first",
        querystring: pageQuerySchema,
        response: { 200: myComplaintsSchema },
      },
    },
    async (request) => listComplaintsOfUser(app.db, currentUser(request).id, request.query),
  );

  app.get(
    '/complaints',
    {
      config: { access: 'admin', audit: 'complaints.list' },
      schema: {
        tags: ['support'],
        summary:
          'All complaints, newest first, optionally by status or only those unanswered past their deadline (admin)',
        querystring: adminComplaintsQuerySchema,
        response: { 200: adminComplaintsSchema },
      },
    },
    async (request) => {
      const { status, overdue, ...page } = request.query;
      return listAllComplaints(app.db, { status, overdue }, page);
    },
  );

  app.get(
    '/complaints/:id',
    {
      config: { access: 'admin', audit: 'complaints.view' },
      schema: {
        tags: ['support'],
        summary: 'One complaint with its status history (admin); id or ticket id',
        params: complaintParamsSchema,
        response: { 200: complaintDetailSchema, 404: errorSchema },
      },
    },
    async (request) => getComplaintDetail(app.db, request.params.id),
  );

  app.patch(
    '/complaints/:id',
    {
      config: { access: 'admin', audit: 'complaints.status' },
      schema: {
        tags: ['support'],
        summary: 'Move a complaint to Open, In progress or Resolved with a note (admin)',
        params: complaintParamsSchema,
        body: complaintUpdateSchema,
        response: { 200: complaintDetailSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { complaint, previousStatus } = await changeComplaintStatus(app.db, {
        admin: currentUser(request),
        id: request.params.id,
        change: request.body,
      });
      request.auditChange = `complaint ${complaint.id} ${previousStatus} → ${complaint.status}`;
      return complaint;
    },
  );
};
