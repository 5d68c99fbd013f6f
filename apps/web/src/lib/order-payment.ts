import type { OrderDto } from '@paywise/domain/contracts/orders';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentMethod } from '@paywise/domain/payments';
import { i18n } from './i18n/i18n';

type OrderPaymentFields = Pick<OrderDto, 'status' | 'paymentMethod' | 'paymentSource'>;

/**
 * How an order was paid, as the order page, the receipt, the history and the admin list say it: the method
 * (UPI, Card, Net banking, Wallet) once the gateway captured the payment; nothing paid yet or ever for an
 * order still waiting or failed; the older payment source ('Online') for orders placed before methods were
 * recorded.
 */
const METHOD_NAMES: Record<PaymentMethod, MessageDescriptor> = {
  UPI: /*i18n*/ { id: 'lib.payment.upi', message: 'UPI' },
  CARD: /*i18n*/ { id: 'lib.payment.card', message: 'Card' },
  NETBANKING: /*i18n*/ { id: 'lib.payment.netbanking', message: 'Net banking' },
  WALLET: /*i18n*/ { id: 'lib.payment.wallet', message: 'Wallet' },
};

/** In the language on screen (the shared i18n: callers re-render on a language change through useLingui). */
export function paymentMethodText(order: OrderPaymentFields): string {
  if (order.paymentMethod) return i18n._(METHOD_NAMES[order.paymentMethod]);
  if (order.status === 'Payment Pending')
    return i18n._({ id: 'lib.payment.awaiting', message: 'Awaiting payment' });
  if (order.status === 'Failed') return i18n._({ id: 'lib.payment.notPaid', message: 'Not paid' });
  return order.paymentSource;
}
