import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderListRoute, adminOrderTotalsRoute } from './admin-order-routes';
import { adminPipelineRoutes } from './admin-pipeline-routes';
import { customerOrderRoutes } from './customer-order-routes';
import { orderCreateRoutes } from './order-create-routes';
import { orderExportRoutes } from './order-export-routes';
import { orderPaymentRoute } from './payment-route';

/**
 * Orders: POST /orders behind every Pay button, the customer's history and detail, the admin list with its
 * totals and CSV export, and the older /recharges paths (docs/product.md#orders) as thin aliases of the same
 * handlers.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderCreateRoutes);
  await app.register(customerOrderRoutes);
  await app.register(adminOrderListRoute);
  await app.register(orderExportRoutes);
  await app.register(adminOrderTotalsRoute);
  await app.register(adminPipelineRoutes);
  await app.register(orderPaymentRoute);
};
