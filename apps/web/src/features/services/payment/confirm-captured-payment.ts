import type { I18n, MessageDescriptor } from '@lingui/core';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import type { ConfirmPaymentBody } from '@paywise/domain/contracts/payments';
import { errorMessage } from '../../../lib/api-client';
import { confirmPayment } from '../api/confirm-payment';

/*
 * The one confirmation of a payment the gateway took, for the sandbox's sheet and for Razorpay Checkout alike:
 * POST /api/orders/{id}/payment, and what to say when the server could not confirm it. Fetched with the sheet or
 * with Checkout, never with the first page.
 *
 * Two texts, because the two screens go on differently from there. The sheet keeps the captured payment and offers
 * Try again in place (never a second payment); after Checkout the customer is taken to the order page, which
 * follows the order until the gateway's webhook or the sweeper settles it.
 */
const NOT_CONFIRMED_TRY_AGAIN: MessageDescriptor = /*i18n*/ {
  id: 'services.sheet.confirmFailed',
  message: 'Your payment went through, but we could not confirm it yet. Please try again.',
};
const NOT_CONFIRMED_SEE_ORDER: MessageDescriptor = /*i18n*/ {
  id: 'services.page.paymentNotConfirmed',
  message: 'Your payment went through, but we could not confirm it yet. Your order page shows its status.',
};

/** What follows a confirmation the server refused or did not answer: Try again in place, or the order page. */
export type NextAfterUnconfirmed = 'tryAgain' | 'orderPage';

export type Confirmation = { isConfirmed: true; order: OrderDto } | { isConfirmed: false; message: string };

/** Confirms a captured payment with the server; never throws (an unconfirmed payment is said, not lost). */
export async function confirmCapturedPayment(
  i18n: I18n,
  {
    orderId,
    body,
    next,
  }: {
    orderId: number;
    body: ConfirmPaymentBody;
    /** What the message says follows when the server did not confirm. */
    next: NextAfterUnconfirmed;
  },
): Promise<Confirmation> {
  try {
    return { isConfirmed: true, order: await confirmPayment(orderId, body) };
  } catch (caught) {
    const fallback = next === 'tryAgain' ? NOT_CONFIRMED_TRY_AGAIN : NOT_CONFIRMED_SEE_ORDER;
    return { isConfirmed: false, message: errorMessage(caught, i18n._(fallback)) };
  }
}
