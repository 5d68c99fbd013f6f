import { orderTotalsSchema } from '@paywise/domain/contracts/admin';
import { adminOrderListQuerySchema, orderPageSchema } from '@paywise/domain/contracts/orders';
import { paiseToRupees } from '@paywise/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFilters } from './admin-filters';
import { orderTotals } from './export';
import { listOrderPage } from './queries';
import { orderErrors as errors, orderFiltersQuerySchema } from './route-schemas';

/** GET /admin/orders: every order, filtered; registered by orderRoutes. */
export const adminOrderListRoute: FastifyPluginAsyncZod = async (app) => {
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
      listOrderPage(app.db, {
        filters: adminFilters(request.query),
        cursor: request.query.cursor,
        limit: request.query.limit,
      }),
  );
};

/** GET /admin/orders/totals: the count and amount of the filtered orders; registered by orderRoutes. */
export const adminOrderTotalsRoute: FastifyPluginAsyncZod = async (app) => {
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
