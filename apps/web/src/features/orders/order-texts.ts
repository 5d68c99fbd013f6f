import type { I18n, MessageDescriptor } from '@lingui/core';
import { ORDER_TYPE_LABELS, orderTypeLabel } from '@paywise/domain/catalogue/order-labels';
import { serviceOfOrder } from '@paywise/domain/catalogue/repeat-link';
import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import type { OrderDto, RefundStatus } from '@paywise/domain/contracts/orders';
import { displayStatus, isRefundInProgress, type OrderStatus } from '@paywise/domain/format';
import type { PaymentMethod } from '@paywise/domain/payments';
import { REFUND_IN_PROGRESS } from './receipt-outcome';

/*
 * The orders' words as the customer reads them, in the language on screen: statuses, order types, payment
 * methods. English is exactly the domain's text (ORDER_STATUSES, ORDER_TYPE_LABELS, PAYMENT_METHOD_LABELS).
 */

const STATUS_TEXT: Record<OrderStatus, MessageDescriptor> = {
  Completed: /*i18n*/ { id: 'orders.status.completed', message: 'Completed' },
  Processing: /*i18n*/ { id: 'orders.status.processing', message: 'Processing' },
  'Payment Pending': /*i18n*/ { id: 'orders.status.pending', message: 'Payment Pending' },
  Failed: /*i18n*/ { id: 'orders.status.failed', message: 'Failed' },
  Refunded: /*i18n*/ { id: 'orders.status.refunded', message: 'Refunded' },
};

/**
 * An order's status as the badge shows it (unknown statuses read Completed, as displayStatus says); a Refunded
 * order reads "Refund in progress" until the gateway has confirmed every refund (isRefundInProgress).
 */
export function statusText(i18n: I18n, order: Pick<OrderDto, 'status' | 'refunds'>): string {
  return i18n._(isRefundInProgress(order) ? REFUND_IN_PROGRESS : STATUS_TEXT[displayStatus(order.status)]);
}

const TYPE_TEXT: Record<ServiceSlug, MessageDescriptor> = {
  mobile: /*i18n*/ { id: 'orders.type.mobile', message: 'Mobile Recharge' },
  dth: /*i18n*/ { id: 'orders.type.dth', message: 'DTH Recharge' },
  datacard: /*i18n*/ { id: 'orders.type.datacard', message: 'Data Card Recharge' },
  fastag: /*i18n*/ { id: 'orders.type.fastag', message: 'FASTag Recharge' },
  metro: /*i18n*/ { id: 'orders.type.metro', message: 'Metro Card Recharge' },
  electricity: /*i18n*/ { id: 'orders.type.electricity', message: 'Electricity Bill' },
  broadband: /*i18n*/ { id: 'orders.type.broadband', message: 'Broadband Bill' },
  water: /*i18n*/ { id: 'orders.type.water', message: 'Water Bill' },
  gas: /*i18n*/ { id: 'orders.type.gas', message: 'Gas Bill' },
  cylinder: /*i18n*/ { id: 'orders.type.cylinder', message: 'Book Cylinder' },
  landline: /*i18n*/ { id: 'orders.type.landline', message: 'Landline Bill' },
  education: /*i18n*/ { id: 'orders.type.education', message: 'Education Fees' },
  housing: /*i18n*/ { id: 'orders.type.housing', message: 'Apartment Bill' },
  entertainment: /*i18n*/ { id: 'orders.type.entertainment', message: 'Entertainment' },
  municipal: /*i18n*/ { id: 'orders.type.municipal', message: 'Municipal Tax' },
  clubs: /*i18n*/ { id: 'orders.type.clubs', message: 'Clubs & Associations' },
  cable: /*i18n*/ { id: 'orders.type.cable', message: 'Cable TV Bill' },
  challan: /*i18n*/ { id: 'orders.type.challan', message: 'Traffic Challan' },
  hospital: /*i18n*/ { id: 'orders.type.hospital', message: 'Hospital Bill' },
  subscription: /*i18n*/ { id: 'orders.type.subscription', message: 'Subscription' },
  postpaid: /*i18n*/ { id: 'orders.type.postpaid', message: 'Postpaid Bill Payment' },
};

/** What the order is (Mobile Recharge, Electricity Bill...); a type no page takes any more in English words. */
export function orderTypeText(i18n: I18n, type: string): string {
  const service = serviceOfOrder({ type });
  if (!service) return orderTypeLabel(type);
  // A label the descriptors do not know yet (a new service) shows the domain's English.
  const descriptor = TYPE_TEXT[service.slug];
  return descriptor ? i18n._(descriptor) : ORDER_TYPE_LABELS[service.slug];
}

const METHOD_TEXT: Record<PaymentMethod, MessageDescriptor> = {
  UPI: /*i18n*/ { id: 'orders.method.upi', message: 'UPI' },
  CARD: /*i18n*/ { id: 'orders.method.card', message: 'Card' },
  NETBANKING: /*i18n*/ { id: 'orders.method.netbanking', message: 'Net banking' },
  WALLET: /*i18n*/ { id: 'orders.method.wallet', message: 'Wallet' },
};

/** A payment method's name (UPI, Card, Net banking, Wallet). */
export function paymentMethodName(i18n: I18n, method: PaymentMethod): string {
  return i18n._(METHOD_TEXT[method]);
}

/** How an order was paid (lib/order-payment.ts's paymentMethodText, in the language on screen). */
export function paymentText(
  i18n: I18n,
  order: Pick<OrderDto, 'status' | 'paymentMethod' | 'paymentSource'>,
): string {
  if (order.paymentMethod) return paymentMethodName(i18n, order.paymentMethod);
  if (order.status === 'Payment Pending')
    return i18n._({ id: 'orders.payment.awaiting', message: 'Awaiting payment' });
  if (order.status === 'Failed') return i18n._({ id: 'orders.payment.notPaid', message: 'Not paid' });
  if (order.paymentSource === 'Online') return i18n._({ id: 'orders.payment.online', message: 'Online' });
  return order.paymentSource;
}

export const REFUND_STATUS_TEXT: Record<RefundStatus, MessageDescriptor> = {
  started: /*i18n*/ { id: 'orders.refund.status.started', message: 'Started' },
  processed: /*i18n*/ { id: 'orders.refund.status.processed', message: 'Processed' },
  failed: /*i18n*/ { id: 'orders.refund.status.failed', message: 'Failed' },
};
