import { errorSchema } from '@paywise/domain/contracts/common';
import { orderIdParamsSchema, orderSchema } from '@paywise/domain/contracts/orders';
import { confirmPaymentBodySchema } from '@paywise/domain/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';

/**
 * POST /orders/{id}/payment, registered by orderRoutes: the browser's confirmation of the payment sheet's payment,
 * the order pipeline's confirm-payment step (pipeline/confirm-payment.ts).
 */
export const orderPaymentRoute: FastifyPluginAsyncZod = async (app) => {
  const service = app.orderService;
  app.post(
    '/orders/:id/payment',
    {
      schema: {
        tags: ['payments', 'orders'],
        summary: "Confirm the payment sheet's payment (signature checked; idempotent)",
        params: orderIdParamsSchema,
        body: confirmPaymentBodySchema,
        response: {
          200: orderSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => service.confirmPayment(currentUser(request), request.params.id, request.body),
  );
};
