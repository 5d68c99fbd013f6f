import {
  byCustomerBodySchema,
  orderIdParamsSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderPageSchema,
} from '@paywise/domain/contracts/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { getOrder, listOrderPage, receiptPdf } from './queries';
import { orderErrors as errors } from './route-schemas';

/**
 * The customer's order history, one order and its receipt, with their older /recharges aliases (an admin may read
 * any customer's); registered by orderRoutes.
 */
export const customerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  type ListRequest = FastifyRequest<{ Querystring: z.infer<typeof orderListQuerySchema> }>;
  const ownOrders = (request: ListRequest) =>
    listOrderPage(app.db, {
      filters: { customerId: currentUser(request).id },
      cursor: request.query.cursor,
      limit: request.query.limit,
    });
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
        ? listOrderPage(app.db, { filters: {}, cursor: request.query.cursor, limit: request.query.limit })
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
      return listOrderPage(app.db, {
        filters: { customerId: request.body.customerId },
        cursor: request.query.cursor,
        limit: request.query.limit,
      });
    },
  );
};
