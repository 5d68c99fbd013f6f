import type { OrderDetailDto } from '@paywise/domain/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Any customer's order with its history and late refunds, for the back office (GET /api/orders/{id} as admin). */
export function useAdminOrder(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: () => api.get<OrderDetailDto>(`/orders/${id}`),
    enabled: id !== null,
    retry: false,
  });
}
