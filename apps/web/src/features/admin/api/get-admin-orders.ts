import type { OrderPage } from '@paywise/domain/contracts/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;
export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** The filters of GET /api/admin/orders (empty strings are left out). */
export interface OrderFilters {
  type: string;
  status: string;
  /** UPI, CARD, NETBANKING or WALLET. */
  paymentMethod: string;
  from: string;
  to: string;
  email: string;
  orderId: string;
}

export const EMPTY_ORDER_FILTERS: OrderFilters = {
  type: '',
  status: '',
  paymentMethod: '',
  from: '',
  to: '',
  email: '',
  orderId: '',
};

/** The filters as a query string, shared by the list, the totals and the CSV export. */
export function orderFilterParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return params;
}

export function getAdminOrders(filters: OrderFilters, cursor: string | null): Promise<OrderPage> {
  const params = orderFilterParams(filters);
  params.set('limit', String(ADMIN_ORDERS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return api.get<OrderPage>(`/admin/orders?${params}`);
}

export const adminOrdersQueryOptions = (filters: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, filters],
    queryFn: ({ pageParam }) => getAdminOrders(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Every order matching the filters, newest first, a keyset page at a time (GET /api/admin/orders). */
export function useAdminOrders(filters: OrderFilters) {
  return useInfiniteQuery(adminOrdersQueryOptions(filters));
}
