import type { OrderPage } from '@paywise/domain/contracts/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ORDER_HISTORY_PAGE_SIZE = 20;

/** One keyset page of the signed-in customer's orders, newest first (GET /api/orders). */
export function getOrders(cursor: string | null): Promise<OrderPage> {
  const params = new URLSearchParams({ limit: String(ORDER_HISTORY_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return api.get<OrderPage>(`/orders?${params}`);
}

export const ordersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['orders', 'list', 'history'],
    queryFn: ({ pageParam }) => getOrders(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useOrders() {
  return useInfiniteQuery(ordersQueryOptions());
}
