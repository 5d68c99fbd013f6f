import type { OrderDto } from '@paywise/domain/contracts/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One order of the signed-in customer (GET /api/orders/{id}); 404 for a missing or someone else's order. */
export function getOrder(id: number): Promise<OrderDto> {
  return api.get<OrderDto>(`/orders/${id}`);
}

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['orders', 'detail', id], queryFn: () => getOrder(id) });

export function useOrder(id: number | null) {
  return useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
}
