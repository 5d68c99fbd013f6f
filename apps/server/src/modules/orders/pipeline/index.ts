import { createPaymentConfirmation } from './confirm-payment';
import { createOrderCreation } from './create-order';
import { pipelineContext, type OrderServiceDeps } from './deps';
import { createFulfilment } from './fulfil';
import { createReconciliation } from './reconcile';
import { createRefunds } from './refund';
import { createSettlement } from './settle-payment';
import { createSweeper } from './sweep';

export { KEY_IN_FLIGHT, KEY_REUSED, VERIFY_EMAIL_TO_ORDER, planGoneMessage } from './create-order';
export { INVALID_PAYMENT_SIGNATURE, NO_PAYMENT_TO_CONFIRM } from './confirm-payment';
export type { CreateOrderResult } from './create-order';
export type { OrderBillRules, OrderServiceDeps, UnansweredNotice } from './deps';
export * from './reconcile';
export {
  AMOUNT_MISMATCH,
  PAYMENT_REFUNDED,
  REFUND_AT_GATEWAY,
  REFUND_MISMATCH,
  REFUND_NOT_PAYABLE,
  REFUND_SECOND,
} from './settle-payment';
export { LOOKUP_FAILURE_GRACE_MS } from './sweep';

/**
 * The order pipeline, one step a file: create-order (placed and given a gateway order), confirm-payment (the browser's confirmation), settle-payment (a captured
 * payment pays its order or is refunded), fulfil (the biller), refund (payments given back), sweep (unfinished
 * orders re-driven, the dashboard's rollup), reconcile (the gateway's captures and the providers' completed orders of the last 48 hours). Built once in
 * app.ts as app.orderService; the routes, the jobs and the payments service call it through that instance (tests
 * replace its methods there).
 */
export function createOrderService(deps: OrderServiceDeps) {
  const ctx = pipelineContext(deps);
  const refunds = createRefunds(ctx);
  const fulfilment = createFulfilment(ctx, refunds);
  const settlement = createSettlement(ctx, refunds, fulfilment);
  const sweeper = createSweeper(ctx, refunds, settlement, fulfilment);
  const reconciliation = createReconciliation(ctx, settlement, fulfilment);
  const creation = createOrderCreation(ctx, sweeper);
  const confirmation = createPaymentConfirmation(ctx, settlement);
  return {
    createOrder: creation.createOrder,
    confirmPayment: confirmation.confirmPayment,
    settleCapturedPayment: settlement.settleCapturedPayment,
    paymentFailed: settlement.paymentFailed,
    recheckRecharge: fulfilment.recheckRecharge,
    billerUpdate: fulfilment.billerUpdate,
    refundEvent: refunds.refundEvent,
    refundProcessed: refunds.refundProcessed,
    reconcile: reconciliation.reconcile,
    reconciliationStatus: reconciliation.reconciliationStatus,
    sweep: sweeper.sweep,
    isSweeperStale: sweeper.isSweeperStale,
    pipelineStatus: sweeper.pipelineStatus,
    rollup: sweeper.rollup,
    /** The kept provider notices that need a person (pipeline card, daily mail). */
    noticesNeedingAttention: async () => (await deps.unansweredNotices?.()) ?? [],
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
