import type { ConfirmPaymentBody } from '@paywise/domain/contracts/payments';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { api } from '../../../lib/api-client';

/**
 * Tells the server the gateway took the payment (POST /api/orders/{id}/payment): it checks the signature and
 * answers the order, Processing or already final. Idempotent, so a retry after a lost answer is safe.
 */
export function confirmPayment(orderId: number, body: ConfirmPaymentBody): Promise<OrderDto> {
  return api.post<OrderDto>(`/orders/${orderId}/payment`, body);
}
