import { describe, expect, it } from 'vitest';
import { order } from './test-orders';
import {
  initialPayOrderState,
  payOrderReducer,
  placedOrderOf,
  type PayOrderAction,
  type PayOrderState,
} from './pay-order-state';

const run = (actions: PayOrderAction[], from: PayOrderState = initialPayOrderState) =>
  actions.reduce(payOrderReducer, from);

describe('payOrderReducer', () => {
  it('keeps the order placed for a summary, for that summary only', () => {
    const state = run([{ type: 'place', idempotencyKey: 'key-1', order: order() }]);
    expect(placedOrderOf(state, 'key-1')?.id).toBe(7);
    // Edit Details and Proceed again: a new summary (a new key) places its own order.
    expect(placedOrderOf(state, 'key-2')).toBeNull();
    expect(placedOrderOf(state, null)).toBeNull();
    expect(placedOrderOf(run([{ type: 'forgetPlaced' }], state), 'key-1')).toBeNull();
  });

  it('says a failure or a payment not completed, one at a time, until the next attempt', () => {
    const failed = run([{ type: 'fail', failure: { message: 'Mobile Recharge failed. Please try again.' } }]);
    expect(failed.failure?.message).toBe('Mobile Recharge failed. Please try again.');
    expect(failed.notCompleted).toBeNull();

    // The sheet closed after a declined payment: calm news replaces the failure.
    const closed = run([{ type: 'closeWithoutPaying', detail: 'Payment declined by the bank.' }], failed);
    expect(closed.failure).toBeNull();
    expect(closed.notCompleted).toEqual({ detail: 'Payment declined by the bank.' });

    // A failure after that replaces the calm news.
    const failedAgain = run([{ type: 'fail', failure: { message: 'Refused', verify: true } }], closed);
    expect(failedAgain.notCompleted).toBeNull();
    expect(failedAgain.failure).toEqual({ message: 'Refused', verify: true });

    // Pay again (or a change to the form) clears both; the same object when there is nothing to clear.
    const cleared = run([{ type: 'clear' }], failedAgain);
    expect(cleared.failure).toBeNull();
    expect(cleared.notCompleted).toBeNull();
    expect(run([{ type: 'clear' }], cleared)).toBe(cleared);
  });

  it('clears only the failure when its cause is gone (email verified, bill fetched again)', () => {
    const closed = run([{ type: 'closeWithoutPaying', detail: null }]);
    expect(run([{ type: 'clearFailure' }], closed)).toBe(closed);
    const failed = run([{ type: 'fail', failure: { message: 'Bill expired', fetchAgain: true } }]);
    expect(run([{ type: 'clearFailure' }], failed).failure).toBeNull();
  });

  it('opens and closes the sheet, and marks Checkout busy, without touching the placed order', () => {
    const placed = run([{ type: 'place', idempotencyKey: 'k', order: order() }, { type: 'openSheet' }]);
    expect(placed.isSheetOpen).toBe(true);
    const closed = run([{ type: 'closeSheet' }], placed);
    expect(closed.isSheetOpen).toBe(false);
    expect(placedOrderOf(closed, 'k')?.id).toBe(7);
    expect(run([{ type: 'setCheckoutBusy', isBusy: true }]).isCheckoutBusy).toBe(true);
    expect(
      run([
        { type: 'setCheckoutBusy', isBusy: true },
        { type: 'setCheckoutBusy', isBusy: false },
      ]).isCheckoutBusy,
    ).toBe(false);
  });
});
