import { errorSchema } from '@paywise/domain/contracts/common';
import {
  createOrderBodySchema,
  createdOrderSchema,
  idempotencyHeadersSchema,
  lastBillPaymentSchema,
} from '@paywise/domain/contracts/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bindOrderToRequest } from '../../lib/logger';
import { currentUser } from '../../plugins/auth';
import { requestLimit } from '../../plugins/rate-limit';
import { orderErrors as errors } from './route-schemas';

/** POST /orders behind every Pay button, and its older alias POST /recharges; registered by orderRoutes. */
export const orderCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.orderService;
  // Every valid POST of a customer counts, on /orders and /recharges together (a replay too: it is a request).
  const orderLimit = requestLimit(app, {
    rule: app.config.rateLimits.orders,
    key: (request) => `orders:${currentUser(request).id}`,
    message: (seconds) => `Too many orders. Please try again in ${seconds} seconds.`,
  });

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
      // BILL_RECENTLY_PAID names the account's last payment (resend with confirmRepeat: true to pay again).
      409: errorSchema.extend({ lastPayment: lastBillPaymentSchema.optional() }),
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
};
