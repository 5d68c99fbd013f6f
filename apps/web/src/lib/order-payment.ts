import type { OrderDto } from '@paywise/domain/contracts/orders';
import { PAYMENT_METHOD_LABELS } from '@paywise/domain/payments';

type OrderPaymentFields = Pick<OrderDto, 'status' | 'paymentMethod' | 'paymentSource'>;

/**
 * How an order was paid, as the order page, the receipt, the history and the admin list say it: the method
 * (UPI, Card, Net banking, Wallet) once the gateway captured the payment; nothing paid yet or ever for an
 * order still waiting or failed; the older payment source ('Online') for orders placed before methods were
 * recorded.
 */
export function paymentMethodText(order: OrderPaymentFields): string {
  if (order.paymentMethod) return PAYMENT_METHOD_LABELS[order.paymentMethod];
  if (order.status === 'Payment Pending') return 'Awaiting payment';
  if (order.status === 'Failed') return 'Not paid';
  return order.paymentSource;
}
