import type { OrderDto } from '@paywise/domain/contracts/orders';
import { api } from '../../../lib/api-client';

/**
 * The order as the server has it now (GET /api/orders/{id}): Pay on a summary asks it before opening the payment
 * of an order placed earlier, which may have been paid in another tab, or have expired, since.
 */
export function getPlacedOrder(orderId: number): Promise<OrderDto> {
  return api.get<OrderDto>(`/orders/${orderId}`);
}
