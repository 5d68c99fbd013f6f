import type { I18n } from '@lingui/core';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import type { ConfirmPaymentBody, OrderPayment } from '@paywise/domain/contracts/payments';
import { notifyError } from '../../../lib/notify';
import { confirmCapturedPayment } from './confirm-captured-payment';
import { openRazorpayCheckout } from './razorpay-checkout';

/** What usePayOrder gives Checkout's payment: the language, the customer, and the page's steps. */
export interface CheckoutSteps {
  i18n: I18n;
  prefill: { name?: string; email?: string } | undefined;
  /** Checkout's payment being confirmed: Pay says Processing. */
  setBusy(isBusy: boolean): void;
  /** The customer closed Checkout without paying. */
  onDismiss(): void;
  showOrder(order: Pick<OrderDto, 'id'>): void;
}

/** Razorpay: Checkout's handler got a payment; the server checks its signature, then the order page follows. */
async function confirmThenShowOrder(orderId: number, body: ConfirmPaymentBody, steps: CheckoutSteps) {
  steps.setBusy(true);
  try {
    const confirmation = await confirmCapturedPayment(steps.i18n, { orderId, body, next: 'orderPage' });
    // Paid all the same: the order page follows the order until the gateway's webhook or the sweeper settles it.
    if (!confirmation.isConfirmed) notifyError(confirmation.message);
    steps.showOrder(confirmation.isConfirmed ? confirmation.order : { id: orderId });
  } finally {
    steps.setBusy(false);
  }
}

/**
 * Pays a placed order with Razorpay Checkout (fetched only in that mode, with the confirmation): opens Checkout,
 * confirms its payment with the server (confirm-captured-payment.ts, the sheet's confirmation too) and shows the
 * order.
 */
export async function payWithCheckout(orderId: number, payment: OrderPayment, steps: CheckoutSteps) {
  await openRazorpayCheckout({
    orderId,
    payment,
    handlers: {
      onPaid: (body) => void confirmThenShowOrder(orderId, body, steps),
      onDismiss: steps.onDismiss,
    },
    prefill: steps.prefill,
  });
}
