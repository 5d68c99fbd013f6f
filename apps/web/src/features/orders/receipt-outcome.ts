import type { MessageDescriptor } from '@lingui/core';
import type { OrderStatus } from '@paywise/domain/format';

/** What the page says for each real status: a failed order never claims the payment succeeded. */
const PAID: MessageDescriptor = /*i18n*/ { id: 'orders.page.payment.paid', message: 'Paid' };
export const OUTCOME: Record<
  OrderStatus,
  { heading: MessageDescriptor; payment: MessageDescriptor; tone: string; icon: string }
> = {
  Completed: {
    heading: /*i18n*/ { id: 'orders.page.heading.completed', message: 'Payment Successful' },
    payment: PAID,
    tone: 'text-green-800',
    icon: '✓',
  },
  Processing: {
    heading: /*i18n*/ { id: 'orders.page.heading.processing', message: 'Payment Received' },
    payment: PAID,
    tone: 'text-slate-800',
    icon: '◷',
  },
  'Payment Pending': {
    heading: /*i18n*/ { id: 'orders.page.heading.pending', message: 'Payment Pending' },
    payment: /*i18n*/ { id: 'orders.page.payment.pending', message: 'Pending' },
    tone: 'text-amber-900',
    icon: '…',
  },
  Failed: {
    heading: /*i18n*/ { id: 'orders.page.heading.failed', message: 'Payment Failed' },
    payment: /*i18n*/ { id: 'orders.page.payment.failed', message: 'Failed' },
    tone: 'text-red-700',
    icon: '✕',
  },
  // Paid, then the operator could not deliver: the money went back (glyphs every font has, like the others).
  Refunded: {
    heading: /*i18n*/ { id: 'orders.page.heading.refunded', message: 'Payment Refunded' },
    payment: /*i18n*/ { id: 'orders.page.payment.refunded', message: 'Refunded' },
    tone: 'text-slate-800',
    icon: '↺',
  },
};

/** A Refunded order until the gateway confirms the money went back (isRefundInProgress): never "Refunded" before. */
export const REFUND_IN_PROGRESS: MessageDescriptor = /*i18n*/ {
  id: 'orders.status.refundInProgress',
  message: 'Refund in progress',
};
