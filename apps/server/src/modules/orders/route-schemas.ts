import { errorSchema } from '@paywise/domain/contracts/common';
import { adminOrderListQuerySchema } from '@paywise/domain/contracts/orders';

/** The error answers every order route may give. */
export const orderErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The filters of GET /admin/orders, without its paging. */
export const orderFiltersQuerySchema = adminOrderListQuerySchema.omit({ cursor: true, limit: true });
