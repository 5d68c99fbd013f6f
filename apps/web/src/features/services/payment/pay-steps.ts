import type { I18n } from '@lingui/core';
import { ORDER_NOTES } from '@paywise/domain/order-notes';
import type { CreatedOrderDto, OrderDto } from '@paywise/domain/contracts/orders';
import type { Dispatch } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { orderNoteText } from '../../../lib/order-notes';
import { newIdempotencyKey } from '../api/create-order';
import { getPlacedOrder } from '../api/get-order-status';
import type { PayOrderAction } from './pay-order-state';
import { afterPlacing, payAgainStep } from './payment-rules';

/*
 * What Pay does once the customer pressed it (use-pay-order.ts): fetched with the summary, not with the first
 * page. The rules are payment-rules.ts's (afterPlacing, payAgainStep, refusalToKeep), tested there.
 */

export { refusalToKeep, repeatOf } from './payment-rules';

/** The order's own note (its failure reason when the gateway could not be reached), in the language on screen. */
const paymentNotStarted = (i18n: I18n) => orderNoteText(i18n, ORDER_NOTES.PAYMENT_NOT_STARTED);

/** What the steps of Pay act on: the hook's state, its failure, the page's navigation and summary. */
export interface PayContext {
  dispatch: Dispatch<PayOrderAction>;
  failPayment(detail: string | null): void;
  i18n: I18n;
  paymentFailedText: string;
  showOrder(order: Pick<OrderDto, 'id'>): void;
  renewSummary(idempotencyKey: string): void;
}

/**
 * Pay again on the same summary (after closing the sheet, or a declined payment): the server says first whether
 * that order still waits for its payment. Paid meanwhile (another tab), it is shown; expired, a new order takes
 * its place ('new'); a closed order's payment is never opened again. Null: nothing more to do.
 */
export async function recheckPlacedOrder(
  context: PayContext,
  order: CreatedOrderDto,
): Promise<'pay' | 'new' | null> {
  let current: OrderDto;
  try {
    current = await getPlacedOrder(order.id);
  } catch (caught) {
    context.failPayment(errorMessage(caught, paymentNotStarted(context.i18n)));
    return null;
  }
  const step = payAgainStep(current.status);
  if (step !== 'show') return step;
  context.showOrder(current);
  return null;
}

/** What follows POST /orders (afterPlacing): the order to pay, or null when there is none to pay now. */
export function takePlacedOrder(
  context: PayContext,
  idempotencyKey: string,
  order: CreatedOrderDto,
): CreatedOrderDto | null {
  const { dispatch, paymentFailedText } = context;
  switch (afterPlacing(order)) {
    case 'failed':
      // A final order (e.g. its payment expired): trying again is a new order with a new key.
      notifyError(paymentFailedText);
      dispatch({ type: 'fail', failure: { message: paymentFailedText, detail: order.failureReason } });
      context.renewSummary(newIdempotencyKey());
      return null;
    case 'show':
      // Already paid (a replayed key): the order page tells the rest.
      context.showOrder(order);
      return null;
    case 'notStarted':
      // The gateway could not be reached: this order cannot be paid; the next Pay places a new one.
      context.failPayment(paymentNotStarted(context.i18n));
      context.renewSummary(newIdempotencyKey());
      return null;
    case 'pay':
      dispatch({ type: 'place', idempotencyKey, order });
      return order;
  }
}
