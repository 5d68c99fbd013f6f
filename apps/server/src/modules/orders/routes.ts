import {
  adminPipelineSchema,
  exportLinkSchema,
  orderTotalsSchema,
  reconciliationRunSchema,
  reconciliationStatusSchema,
} from '@paywise/domain/contracts/admin';
import { errorSchema } from '@paywise/domain/contracts/common';
import {
  adminOrderListQuerySchema,
  byCustomerBodySchema,
  createOrderBodySchema,
  createdOrderSchema,
  idempotencyHeadersSchema,
  orderIdParamsSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderPageSchema,
} from '@paywise/domain/contracts/orders';
import { paiseToRupees } from '@paywise/domain/money';
import { indiaDay } from '@paywise/domain/time';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { requestLimit } from '../../plugins/rate-limit';
import { sessionUser } from '../accounts';
import { createDownloadTicketService, DOWNLOAD_TICKET_SECONDS } from './download-ticket';
import { orderTotals, streamOrdersCsv } from './export';
import { adminFilters } from './admin-filters';
import { orderPaymentRoute } from './payment-route';
import { getOrder, listOrderPage, receiptPdf } from './queries';
import { bindOrderToRequest } from '../../lib/logger';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The filters of GET /admin/orders, without its paging. */
const orderFiltersQuerySchema = adminOrderListQuerySchema.omit({ cursor: true, limit: true });

/**
 * Orders: POST /orders behind every Pay button, the customer's history and detail, the admin list with its
 * totals and CSV export, and the older /recharges paths (docs/product.md#orders) as thin aliases of the same
 * handlers.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.orderService;
  // Every valid POST of a customer counts, on /orders and /recharges together (a replay too: it is a request).
  const orderLimit = requestLimit(
    app,
    app.config.rateLimits.orders,
    (request) => `orders:${currentUser(request).id}`,
    (seconds) => `Too many orders. Please try again in ${seconds} seconds.`,
  );

  type CreateRequest = FastifyRequest<{
    Body: z.infer<typeof createOrderBodySchema>;
    Headers: z.infer<typeof idempotencyHeadersSchema>;
  }>;
  const createHandler = async (request: CreateRequest, reply: FastifyReply) => {
    await orderLimit(request, reply);
    const result = await service.createOrder(
      currentUser(request),
      request.body,
      request.headers['idempotency-key'],
    );
    // This request's log lines from here on, and its request line, name the order.
    bindOrderToRequest(request, result.order.id);
    if (result.statusCode === 200) reply.header('idempotent-replayed', 'true');
    return reply.status(result.statusCode).send(result.order);
  };
  const createSchema = (summary: string) => ({
    tags: ['orders'],
    summary,
    headers: idempotencyHeadersSchema,
    body: createOrderBodySchema,
    response: {
      200: createdOrderSchema,
      201: createdOrderSchema,
      ...errors,
      409: errorSchema,
      422: errorSchema,
      429: errorSchema,
      503: errorSchema,
    },
  });
  app.post(
    '/orders',
    {
      schema: createSchema(
        "Create an order at 'Payment Pending' with the gateway order to pay (idempotent per Idempotency-Key)",
      ),
    },
    createHandler,
  );
  app.post(
    '/recharges',
    { schema: createSchema('Alias of POST /orders; also accepts the older recharge shape') },
    createHandler,
  );

  type ListRequest = FastifyRequest<{ Querystring: z.infer<typeof orderListQuerySchema> }>;
  const ownOrders = (request: ListRequest) =>
    listOrderPage(app.db, { customerId: currentUser(request).id }, request.query.cursor, request.query.limit);
  const listSchema = (summary: string) => ({
    tags: ['orders'],
    summary,
    querystring: orderListQuerySchema,
    response: { 200: orderPageSchema, ...errors },
  });
  app.get('/orders', { schema: listSchema("The caller's orders, newest first (keyset pages)") }, ownOrders);
  app.get(
    '/recharges',
    { schema: listSchema("Alias of GET /orders; an admin gets every customer's orders") },
    (request: ListRequest) =>
      currentUser(request).role === 'ADMIN'
        ? listOrderPage(app.db, {}, request.query.cursor, request.query.limit)
        : ownOrders(request),
  );

  type OneRequest = FastifyRequest<{ Params: z.infer<typeof orderIdParamsSchema> }>;
  const oneHandler = (request: OneRequest) => getOrder(app.db, currentUser(request), request.params.id);
  const oneSchema = (summary: string) => ({
    tags: ['orders'],
    summary,
    params: orderIdParamsSchema,
    response: { 200: orderDetailSchema, ...errors },
  });
  // An admin's look at an order is in the audit log (docs/decisions/0023); a customer's own is not recorded.
  const viewed = { audit: 'orders.view' };
  app.get(
    '/orders/:id',
    { config: viewed, schema: oneSchema('One order (own, or any for an admin)') },
    oneHandler,
  );
  app.get('/recharges/:id', { config: viewed, schema: oneSchema('Alias of GET /orders/{id}') }, oneHandler);

  app.get(
    '/orders/:id/receipt.pdf',
    {
      config: { audit: 'orders.receipt' },
      schema: {
        tags: ['orders'],
        summary: "The order's receipt as a PDF download (own order, or any for an admin)",
        params: orderIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request: OneRequest, reply) => {
      const { fileName, pdf } = await receiptPdf(app.db, currentUser(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/recharges/by-customerId',
    {
      // A customer reading their own orders is not logged: only an admin's call is (docs/decisions/0023).
      config: { audit: 'orders.customer' },
      schema: {
        tags: ['orders'],
        summary: "A customer's orders: your own id, or any as an admin",
        querystring: orderListQuerySchema,
        body: byCustomerBodySchema,
        response: { 200: orderPageSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.role !== 'ADMIN' && user.id !== request.body.customerId) {
        throw forbidden('FORBIDDEN', 'You can only see your own recharges.');
      }
      return listOrderPage(
        app.db,
        { customerId: request.body.customerId },
        request.query.cursor,
        request.query.limit,
      );
    },
  );

  app.get(
    '/admin/orders',
    {
      config: { access: 'admin', audit: 'orders.list' },
      schema: {
        tags: ['orders', 'admin'],
        summary: 'Every order, filtered, newest first (keyset pages)',
        querystring: adminOrderListQuerySchema,
        response: { 200: orderPageSchema, ...errors },
      },
    },
    async (request) =>
      listOrderPage(app.db, adminFilters(request.query), request.query.cursor, request.query.limit),
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
        // The ticket names the admin and their token version: checked like a session.
        user = await sessionUser(app.db, tickets.verify(ticket));
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
      config: { access: 'admin' },
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

  await app.register(orderPaymentRoute);
};
