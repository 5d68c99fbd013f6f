import type { OrderDetailDto } from '@paywise/domain/contracts/orders';
import { displayStatus } from '@paywise/domain/format';
import { isFinalStatus } from '@paywise/domain/order-states';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often an order that is still being worked on is read again (the sweeper may finish it at any time). */
export const ORDER_POLL_INTERVAL_MS = 3_000;

/**
 * One order of the signed-in customer with its history (GET /api/orders/{id}); 404 for a missing or someone
 * else's order.
 */
export function getOrder(id: number): Promise<OrderDetailDto> {
  return api.get<OrderDetailDto>(`/orders/${id}`);
}

/** True while the order can still change: Payment Pending or Processing. */
export function isOrderUnfinished(order: Pick<OrderDetailDto, 'status'> | undefined): boolean {
  return order !== undefined && !isFinalStatus(displayStatus(order.status));
}

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: () => getOrder(id),
    // Polls until the order is final; TanStack Query pauses the interval while the tab is hidden.
    refetchInterval: (query) => (isOrderUnfinished(query.state.data) ? ORDER_POLL_INTERVAL_MS : false),
  });

export function useOrder(id: number | null) {
  return useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
}
