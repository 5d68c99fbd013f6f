import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { CreateOrderBody, CreatedOrderDto, OrderDto } from '@paywise/domain/contracts/orders';
import type { OrderPayment } from '@paywise/domain/contracts/payments';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { PaymentsConfig } from '@paywise/domain/contracts/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useReducer, useRef, useState, type RefObject } from 'react';
import { ApiError, errorMessage, isSessionRefused } from '../../../lib/api-client';
import { serviceText } from '../../../lib/i18n/catalogue';
import { PAYMENTS_CONFIG_QUERY_KEY } from '../../../lib/payments-config';
import { amountRefusalText } from '../amount-limits';
import { useLoginModal } from '../../../lib/login-modal-context';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { newIdempotencyKey, useCreateOrder } from '../api/create-order';
import { initialPayOrderState, payOrderReducer, placedOrderOf, type PaymentFailure } from './pay-order-state';
import type { CheckoutSteps } from './checkout-payment';
import type { SheetClosing } from './use-sandbox-payment';
import type { PayContext } from './pay-steps';

const PLEASE_LOGIN: MessageDescriptor = /*i18n*/ {
  id: 'services.page.pleaseLogin',
  message: 'Please login to continue.',
};
const CHECKOUT_NOT_LOADED: MessageDescriptor = /*i18n*/ {
  id: 'services.page.checkoutNotLoaded',
  message: 'Razorpay Checkout could not be loaded. Please check your connection and try again.',
};

// The payment sheet (and the QR code library in it) is fetched when a summary is shown, not with the first page.
export const loadPaymentSheet = () => import('./payment-sheet');
// What Pay does (pay-steps.ts) is fetched with the summary too (preloadPayment), and waited for by Pay if need be.
const loadPaySteps = () => import('./pay-steps');
type PaySteps = Awaited<ReturnType<typeof loadPaySteps>>;

/** A summary is on screen: Pay is likely next, so its code is fetched now and opens at once. */
export function preloadPayment() {
  void loadPaymentSheet().catch(() => undefined);
  void loadPaySteps().catch(() => undefined);
}
// Razorpay Checkout's loader and its confirmation are small, but needed only in that mode.
const loadCheckout = () => import('./checkout-payment');

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

/** What Pay does (pay-steps.ts); null, said as an order that could not be sent, when it cannot be fetched. */
async function loadPayStepsOrFail(
  def: ServiceDefinition,
  paymentFailedText: string,
): Promise<PaySteps | null> {
  try {
    return await loadPaySteps();
  } catch (caught) {
    // Offline before the first Pay fetched its code.
    console.error(def.messages.paymentFailed, caught);
    notifyError(paymentFailedText);
    return null;
  }
}

/** Razorpay: Checkout (its code and the confirmation fetched now), then the order page. */
async function openCheckout(
  context: PayContext,
  {
    prefill,
    orderId,
    payment,
  }: { prefill: CheckoutSteps['prefill']; orderId: number; payment: OrderPayment },
) {
  const { dispatch, i18n } = context;
  dispatch({ type: 'setCheckoutBusy', isBusy: true });
  try {
    const { payWithCheckout } = await loadCheckout();
    await payWithCheckout(orderId, payment, {
      i18n,
      prefill,
      setBusy: (isBusy) => dispatch({ type: 'setCheckoutBusy', isBusy }),
      onDismiss: () => dispatch({ type: 'closeWithoutPaying', detail: null }),
      showOrder: context.showOrder,
    });
  } catch (caught) {
    console.error(CHECKOUT_NOT_LOADED.message, caught);
    context.failPayment(i18n._(CHECKOUT_NOT_LOADED));
  } finally {
    dispatch({ type: 'setCheckoutBusy', isBusy: false });
  }
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
   * Pay goes on by itself (issue 39): the payment sheet opens over the same summary, where the customer still
   * confirms the amount with the sheet's own Pay. Focus is on the summary's Pay first, where it stays if Pay cannot
   * go on (the failure is said there).
   */
  const [isResumeAsked, setResumeAsked] = useState(false);
  const openLoginFromPay = () => {
    openLogin({
      message: i18n._(PLEASE_LOGIN),
      onSignedIn: () => {
        payButtonRef.current?.focus();
        setResumeAsked(true);
      },
    });
  };

  const placeOrder = async (
    steps: PaySteps,
    idempotencyKey: string,
    body: CreateOrderBody,
  ): Promise<CreatedOrderDto | null> => {
    try {
      return await orderCreation.mutateAsync({ body, idempotencyKey });
    } catch (caught) {
      // The account was paid a few days ago (a typed amount, no bill fetched): a question, not an error.
      const lastPayment = steps.repeatOf(caught);
      if (lastPayment) {
        dispatch({ type: 'askRepeat', lastPayment });
        return null;
      }
      console.error(def.messages.paymentFailed, caught);
      // An amount outside the server's limits (its config changed since the page checked): said with the limit.
      const limits = queryClient.getQueryData<PaymentsConfig>(PAYMENTS_CONFIG_QUERY_KEY)?.amountLimits;
      const message = amountRefusalText(i18n, caught, limits) ?? errorMessage(caught, paymentFailedText);
      // Signed out meanwhile: the login dialog says why it opened; the summary waits for Pay after the login.
      if (isSessionRefused(caught)) {
        openLoginFromPay();
        return null;
      }
      notifyError(message);
      const refusal = steps.refusalToKeep(caught instanceof ApiError ? caught.code : undefined, message, {
        hasBill: options.hasBill,
        isEmailUnverified: session.user?.isEmailVerified === false,
      });
      if (refusal) dispatch({ type: 'fail', failure: refusal });
      return null;
    }
  };

  const context: PayContext = {
    dispatch,
    failPayment,
    i18n,
    paymentFailedText,
    showOrder: options.showOrder,
    renewSummary: options.renewSummary,
  };

  /** The order to pay on this summary: the one placed for it if it still waits, else a new one (or null). */
  const prepareOrderToPay = async (
    steps: PaySteps,
    key: string,
    body: CreateOrderBody,
  ): Promise<CreatedOrderDto | null> => {
    let idempotencyKey = key;
    const placed = placedOrderOf(state, key);
    if (placed) {
      const step = await steps.recheckPlacedOrder(context, placed);
      if (step !== 'new') return step === 'pay' ? placed : null;
      dispatch({ type: 'forgetPlaced' });
      idempotencyKey = newIdempotencyKey();
      options.renewSummary(idempotencyKey);
    }
    const order = await placeOrder(steps, idempotencyKey, body);
    return order ? steps.takePlacedOrder(context, idempotencyKey, order) : null;
  };

  /** `confirmRepeat`: "Pay again" after the question about the account's recent payment (BILL_RECENTLY_PAID). */
  const pay = async ({ confirmRepeat = false }: { confirmRepeat?: boolean } = {}) => {
    if (isPaying.current || payable === null || !summaryKey) return;
    if (!session.token) {
      openLoginFromPay();
      return;
    }
    isPaying.current = true;
    dispatch({ type: 'clear' });
    try {
      const steps = await loadPayStepsOrFail(def, paymentFailedText);
      if (!steps) return;
      const body = options.orderBody(payable);
      const order = await prepareOrderToPay(
        steps,
        summaryKey,
        confirmRepeat ? { ...body, confirmRepeat } : body,
      );
      if (!order?.payment) return;
      // The payment step of a placed order: Razorpay Checkout, or the sandbox's payment sheet.
      if (order.payment.gateway === 'razorpay') {
        const { user } = session;
        const prefill = user ? { name: user.username, email: user.email ?? undefined } : undefined;
        await openCheckout(context, { prefill, orderId: order.id, payment: order.payment });
      } else dispatch({ type: 'openSheet' });
    } finally {
      isPaying.current = false;
    }
  };

  // After the login from Pay: this render has the session, so Pay goes on as if pressed again.
  const resumePay = useEffectEvent(() => void pay());
  useEffect(() => {
    if (!isResumeAsked || !session.token) return;
    setResumeAsked(false);
    resumePay();
  }, [isResumeAsked, session.token]);

  const placedOrder = placedOrderOf(state, summaryKey);
  return {
    failure: state.failure,
    notCompleted: state.notCompleted,
    isPaying: orderCreation.isPending || state.isCheckoutBusy,
    pay,
    /** The account's recent payment the order would repeat, while the summary asks "Pay again?". */
    repeatOf: state.repeatOf,
    payAgain: () => void pay({ confirmRepeat: true }),
    cancelRepeat: () => {
      dispatch({ type: 'clear' });
      payButtonRef.current?.focus();
    },
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
            onClose: (closing: SheetClosing) => {
              dispatch({ type: 'closeSheet' });
              // Money taken, or perhaps taken: never "no money was taken"; the order page follows it until settled.
              if (closing.outcome === 'mayBePaid') {
                options.showOrder(placedOrder);
                return;
              }
              closeWithoutPaying(closing.detail);
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
