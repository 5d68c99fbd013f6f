import type { OrderTotals } from '@paywise/domain/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_ORDERS_KEY, orderFilterParams, type OrderFilters } from './get-admin-orders';

export function getOrderTotals(filters: OrderFilters): Promise<OrderTotals> {
  return api.get<OrderTotals>(`/admin/orders/totals?${orderFilterParams(filters)}`);
}

export const orderTotalsQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'totals', filters],
    queryFn: () => getOrderTotals(filters),
  });

/** Count and amount of the filtered orders (GET /api/admin/orders/totals). */
export function useOrderTotals(filters: OrderFilters) {
  return useQuery(orderTotalsQueryOptions(filters));
}
