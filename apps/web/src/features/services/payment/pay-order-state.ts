/**
 * The payment step of a service page as a pure reducer (no React, no network): the order placed for the summary on
 * screen, whether the sandbox's sheet or Razorpay Checkout is busy, and what the summary says about the last
 * attempt. usePayOrder (use-pay-order.ts) runs it; pay-order-state.test.ts walks it like a customer.
 */
import type { CreatedOrderDto, LastBillPayment } from '@paywise/domain/contracts/orders';

/** Why the last attempt could not pay (refused, not started), shown on the summary until the next attempt. */
export interface PaymentFailure {
  message: string;
  /** The gateway's reason, when a payment was declined. */
  detail?: string | null;
  /** The bill changed (expired, paid already): offer to fetch it again. */
  fetchAgain?: boolean;
  /** The unverified customer's order limit: offer to verify the email there and then. */
  verify?: boolean;
}

/** The sheet or Checkout closed without a payment: said calmly on the summary (no money was taken). */
export interface NotCompleted {
  /** The last declined payment's reason, if there was one. */
  detail: string | null;
}

export interface PayOrderState {
  /** The order placed for a summary (one per Idempotency-Key): Pay on that summary opens its payment again. */
  placed: { idempotencyKey: string; order: CreatedOrderDto } | null;
  isSheetOpen: boolean;
  /** Razorpay Checkout being loaded, or its payment being confirmed. */
  isCheckoutBusy: boolean;
  failure: PaymentFailure | null;
  notCompleted: NotCompleted | null;
  /** The account's recent payment the refused order would repeat: the summary asks "Pay again?". */
  repeatOf: LastBillPayment | null;
}

export type PayOrderAction =
  /** Pay pressed, or the form changed: the last attempt's news goes. */
  | { type: 'clear' }
  | { type: 'place'; idempotencyKey: string; order: CreatedOrderDto }
  /** The placed order can no longer be paid (expired, closed): the next Pay places a new one. */
  | { type: 'forgetPlaced' }
  | { type: 'fail'; failure: PaymentFailure }
  /** The account was paid recently (409 BILL_RECENTLY_PAID): ask before paying again. */
  | { type: 'askRepeat'; lastPayment: LastBillPayment }
  /** The failure's cause is gone (the email verified, the bill fetched again). */
  | { type: 'clearFailure' }
  | { type: 'closeWithoutPaying'; detail: string | null }
  | { type: 'openSheet' }
  | { type: 'closeSheet' }
  | { type: 'setCheckoutBusy'; isBusy: boolean };

export const initialPayOrderState: PayOrderState = {
  placed: null,
  isSheetOpen: false,
  isCheckoutBusy: false,
  failure: null,
  notCompleted: null,
  repeatOf: null,
};

export function payOrderReducer(state: PayOrderState, action: PayOrderAction): PayOrderState {
  switch (action.type) {
    case 'clear':
      return state.failure === null && state.notCompleted === null && state.repeatOf === null
        ? state
        : { ...state, failure: null, notCompleted: null, repeatOf: null };
    case 'place':
      return { ...state, placed: { idempotencyKey: action.idempotencyKey, order: action.order } };
    case 'forgetPlaced':
      return { ...state, placed: null };
    case 'fail':
      return { ...state, failure: action.failure, notCompleted: null, repeatOf: null };
    case 'askRepeat':
      return { ...state, failure: null, notCompleted: null, repeatOf: action.lastPayment };
    case 'clearFailure':
      return state.failure === null ? state : { ...state, failure: null };
    case 'closeWithoutPaying':
      return { ...state, failure: null, notCompleted: { detail: action.detail } };
    case 'openSheet':
      return { ...state, isSheetOpen: true };
    case 'closeSheet':
      return { ...state, isSheetOpen: false };
    case 'setCheckoutBusy':
      return { ...state, isCheckoutBusy: action.isBusy };
  }
}

/** The order placed for the summary on screen (its Idempotency-Key), or null. */
export function placedOrderOf(state: PayOrderState, idempotencyKey: string | null): CreatedOrderDto | null {
  return state.placed !== null && state.placed.idempotencyKey === idempotencyKey ? state.placed.order : null;
}
