import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { CreateOrderBody, CreatedOrderDto, OrderDto } from '@paywise/domain/contracts/orders';
import type { ConfirmPaymentBody, OrderPayment } from '@paywise/domain/contracts/payments';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef, type RefObject } from 'react';
import { errorMessage, hasErrorCode, isSessionRefused } from '../../../lib/api-client';
import { serviceText } from '../../../lib/i18n/catalogue';
import { useLoginModal } from '../../../lib/login-modal-context';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { newIdempotencyKey, useCreateOrder } from '../api/create-order';
import { getPlacedOrder } from '../api/get-order-status';
import { payAgainStep } from './payment-rules';
import {
  afterPlacing,
  initialPayOrderState,
  payOrderReducer,
  placedOrderOf,
  type PaymentFailure,
} from './pay-order-state';

const PLEASE_LOGIN: MessageDescriptor = /*i18n*/ {
  id: 'services.page.pleaseLogin',
  message: 'Please login to continue.',
};
const PAYMENT_NOT_STARTED: MessageDescriptor = /*i18n*/ {
  id: 'services.page.paymentNotStarted',
  message: 'The payment could not be started. Please try again.',
};
const CHECKOUT_NOT_LOADED: MessageDescriptor = /*i18n*/ {
  id: 'services.page.checkoutNotLoaded',
  message: 'Razorpay Checkout could not be loaded. Please check your connection and try again.',
};

// The payment sheet (and the QR code library in it) is fetched when a summary is shown, not with the first page.
export const loadPaymentSheet = () => import('./payment-sheet');
// Razorpay Checkout's loader and the confirmation are tiny, but needed only in that mode.
const loadCheckout = () => Promise.all([import('./razorpay-checkout'), import('./confirm-captured-payment')]);

export interface PayOrderOptions {
  def: ServiceDefinition;
  /** The Idempotency-Key of the summary on screen (null: no summary). */
  idempotencyKey: string | null;
  /** Rupees; null while the summary has no amount. */
  payable: number | null;
  /** The order body of the form on screen. */
  orderBody(amount: number): CreateOrderBody;
  /** A bill was fetched for the summary: a refusal about it offers "Fetch again". */
  hasBill: boolean;
  /** A fresh summary with this Idempotency-Key (the next Pay places a new order). */
  renewSummary(idempotencyKey: string): void;
  /** Paid, or closed meanwhile: the order page. */
  showOrder(order: Pick<OrderDto, 'id'>): void;
  /** The summary's Pay button: where focus comes back to after a login, the sheet or the email check. */
  payButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Pay on a service page's summary: places the order (one per summary's Idempotency-Key), opens its payment
 * (Razorpay Checkout, or the sandbox's sheet), confirms it (confirm-captured-payment.ts, the one confirmation)
 * and shows the order, or says on the summary why it could not pay.
 */
export function usePayOrder(options: PayOrderOptions) {
  const { def, idempotencyKey: summaryKey, payable, payButtonRef } = options;
  const [state, dispatch] = useReducer(payOrderReducer, initialPayOrderState);
  const session = useSession();
  const { openLogin } = useLoginModal();
  const queryClient = useQueryClient();
  const orderCreation = useCreateOrder();
  const isPaying = useRef(false);
  const { i18n } = useLingui();
  const paymentFailedText = serviceText(i18n, def, 'messages.paymentFailed');

  /** The payment could not start or go on (Checkout not loaded, the order not payable): a failure, in red. */
  const failPayment = (detail: string | null) => {
    notifyError(paymentFailedText);
    dispatch({ type: 'fail', failure: { message: paymentFailedText, detail } });
  };

  /**
   * The customer closed the sheet or Checkout without paying (perhaps after a declined payment, `detail` its
   * reason): not a failure. The summary says no money was taken; Pay tries again.
   */
  const closeWithoutPaying = (detail: string | null) => dispatch({ type: 'closeWithoutPaying', detail });

  /**
   * Pay signed out: the login dialog says why it opened (information, not an error). Signed in (or registered),
   * the customer is back on the same summary with focus on Pay: the order is placed by their next Pay, a signed-in
   * confirmation of the amount, never by the login itself.
   */
  const openLoginFromPay = () => {
    openLogin({ message: i18n._(PLEASE_LOGIN), onSignedIn: () => payButtonRef.current?.focus() });
  };

  const placeOrder = async (idempotencyKey: string, amount: number): Promise<CreatedOrderDto | null> => {
    try {
      return await orderCreation.mutateAsync({ body: options.orderBody(amount), idempotencyKey });
    } catch (caught) {
      console.error(def.messages.paymentFailed, caught);
      const message = errorMessage(caught, paymentFailedText);
      // Signed out meanwhile: the login dialog says why it opened; the summary waits for Pay after the login.
      if (isSessionRefused(caught)) {
        openLoginFromPay();
        return null;
      }
      notifyError(message);
      // Refused before any payment (verify your email first, too many orders): the reason stays on the
      // summary, next to the Pay button, after the notification fades.
      if (hasErrorCode(caught, 'ORDER_LIMIT_UNVERIFIED', 'FORBIDDEN', 'RATE_LIMITED')) {
        // The unverified customer's order limit: "Verify now" opens the email code dialog in place.
        const verify = caught.code === 'ORDER_LIMIT_UNVERIFIED' && session.user?.isEmailVerified === false;
        dispatch({ type: 'fail', failure: { message, verify } });
      }
      // The bill changed under the summary (expired, paid already, another amount due): fetch it again.
      if (options.hasBill && hasErrorCode(caught, 'BILL_FETCH_EXPIRED', 'BILL_ALREADY_PAID', 'VALIDATION')) {
        dispatch({ type: 'fail', failure: { message, fetchAgain: true } });
      }
      return null;
    }
  };

  /** Razorpay: Checkout's handler got a payment; the server checks its signature, then the order page follows. */
  const confirmCheckoutPayment = async (
    confirm: Awaited<ReturnType<typeof loadCheckout>>[1],
    orderId: number,
    body: ConfirmPaymentBody,
  ) => {
    dispatch({ type: 'setCheckoutBusy', isBusy: true });
    try {
      const confirmation = await confirm.confirmCapturedPayment(i18n, orderId, body, 'orderPage');
      // Paid all the same: the order page follows the order until the gateway's webhook or the sweeper settles it.
      if (!confirmation.isConfirmed) notifyError(confirmation.message);
      options.showOrder(confirmation.isConfirmed ? confirmation.order : { id: orderId });
    } finally {
      dispatch({ type: 'setCheckoutBusy', isBusy: false });
    }
  };

  const openCheckout = async (orderId: number, payment: OrderPayment) => {
    dispatch({ type: 'setCheckoutBusy', isBusy: true });
    try {
      const [checkout, confirm] = await loadCheckout();
      await checkout.openRazorpayCheckout(
        orderId,
        payment,
        {
          onPaid: (body) => void confirmCheckoutPayment(confirm, orderId, body),
          onDismiss: () => closeWithoutPaying(null),
        },
        session.user ? { name: session.user.username, email: session.user.email ?? undefined } : undefined,
      );
    } catch (caught) {
      console.error(CHECKOUT_NOT_LOADED.message, caught);
      failPayment(i18n._(CHECKOUT_NOT_LOADED));
    } finally {
      dispatch({ type: 'setCheckoutBusy', isBusy: false });
    }
  };

  /** The order to pay on this summary: the one placed for it if it still waits, else a new one (or null). */
  const orderToPay = async (key: string, amount: number): Promise<CreatedOrderDto | null> => {
    let idempotencyKey = key;
    let order = placedOrderOf(state, idempotencyKey);
    if (order) {
      // Pay again on the same summary (after closing the sheet, or a declined payment): the server says first
      // whether that order still waits for its payment. Paid meanwhile (another tab), it is shown; expired, a
      // new order takes its place; a closed order's payment is never opened again.
      let current: OrderDto;
      try {
        current = await getPlacedOrder(order.id);
      } catch (caught) {
        failPayment(errorMessage(caught, i18n._(PAYMENT_NOT_STARTED)));
        return null;
      }
      const step = payAgainStep(current.status);
      if (step === 'show') {
        options.showOrder(current);
        return null;
      }
      if (step === 'pay') return order;
      order = null;
      dispatch({ type: 'forgetPlaced' });
      idempotencyKey = newIdempotencyKey();
      options.renewSummary(idempotencyKey);
    }
    order = await placeOrder(idempotencyKey, amount);
    if (!order) return null;
    switch (afterPlacing(order)) {
      case 'failed':
        // A final order (e.g. its payment expired): trying again is a new order with a new key.
        notifyError(paymentFailedText);
        dispatch({ type: 'fail', failure: { message: paymentFailedText, detail: order.failureReason } });
        options.renewSummary(newIdempotencyKey());
        return null;
      case 'show':
        // Already paid (a replayed key): the order page tells the rest.
        options.showOrder(order);
        return null;
      case 'notStarted':
        // The gateway could not be reached: this order cannot be paid; the next Pay places a new one.
        failPayment(i18n._(PAYMENT_NOT_STARTED));
        options.renewSummary(newIdempotencyKey());
        return null;
      case 'pay':
        dispatch({ type: 'place', idempotencyKey, order });
        return order;
    }
  };

  const pay = async () => {
    if (isPaying.current || payable === null || !summaryKey) return;
    if (!session.token) {
      openLoginFromPay();
      return;
    }
    isPaying.current = true;
    dispatch({ type: 'clear' });
    try {
      const order = await orderToPay(summaryKey, payable);
      if (!order?.payment) return;
      // The payment step of a placed order: Razorpay Checkout, or the sandbox's payment sheet.
      if (order.payment.gateway === 'razorpay') await openCheckout(order.id, order.payment);
      else dispatch({ type: 'openSheet' });
    } finally {
      isPaying.current = false;
    }
  };

  const placedOrder = placedOrderOf(state, summaryKey);
  return {
    failure: state.failure,
    notCompleted: state.notCompleted,
    isPaying: orderCreation.isPending || state.isCheckoutBusy,
    pay,
    /** The form changed: the last attempt's news goes. */
    clear: () => dispatch({ type: 'clear' }),
    clearFailure: () => dispatch({ type: 'clearFailure' }),
    fail: (failure: PaymentFailure) => dispatch({ type: 'fail', failure }),
    /** The sandbox's sheet of the placed order, when that order is paid in the sandbox. */
    sheet:
      placedOrder?.payment?.gateway === 'sandbox'
        ? {
            order: placedOrder,
            payment: placedOrder.payment,
            open: state.isSheetOpen,
            onPaid: options.showOrder,
            onClose: (failure: string | null) => {
              dispatch({ type: 'closeSheet' });
              closeWithoutPaying(failure);
              // The browser gives focus back to what had it when the sheet opened; after a login from Pay that
              // was inside the login dialog, gone since, so focus would fall to the page's top.
              payButtonRef.current?.focus();
            },
            onNotPayable: (message: string) => {
              dispatch({ type: 'closeSheet' });
              dispatch({ type: 'forgetPlaced' });
              failPayment(message);
              void queryClient.invalidateQueries({ queryKey: ['orders'] });
              options.renewSummary(newIdempotencyKey());
            },
          }
        : null,
  };
}
