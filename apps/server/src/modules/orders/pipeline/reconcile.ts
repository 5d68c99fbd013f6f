import type { ReconciliationRun, ReconciliationStatus } from '@paywise/domain/contracts/admin';
import type { ProviderTransaction } from '../../../adapters/biller/biller';
import type { GatewayPayment } from '../../../adapters/payment-gateway/types';
import type { ReconciliationItem } from '../../../db/schema';
import { serviceBusy } from '../../../lib/app-error';
import {
  findCompletedOrdersToCheck,
  findLastReconciliationRun,
  findOrderByBillerFetchRef,
  findOrderByGatewayOrder,
  findPaymentRefund,
  insertReconciliationRun,
  type OrderRow,
} from '../repo';
import { payablePaise, reconciliationDto } from '../dto';
import type { PipelineContext } from './deps';
import type { Fulfilment } from './fulfil';
import { SWEEP_BATCH, SWEEP_CONCURRENCY } from './limits';
import type { Settlement } from './settle-payment';

/** How far back a reconciliation run looks at the gateway's captures. */
export const RECONCILIATION_WINDOW_MS = 48 * 60 * 60 * 1000;
/** The unresolved list stored per run is bounded (the counts are not). */
const RECONCILIATION_MAX_LISTED = 200;
export const RECONCILIATION_UNKNOWN =
  'Captured payment for a gateway order that is none of ours; not refunded.';
export const RECONCILIATION_REFUND_PENDING = 'Refund claimed but not confirmed by the gateway yet.';
export const RECONCILIATION_NOT_SETTLED = 'Captured payment neither paid its order nor was refunded.';
export const RECONCILIATION_GATEWAY_DOWN =
  'The payment gateway could not list its payments; try the reconciliation again later.';
export const RECONCILIATION_FAILED = 'The payment could not be settled in this run (see the server log).';
export const RECONCILIATION_PROVIDER_UNKNOWN =
  'The provider lists a payment that is none of our orders; nothing was changed, listed again by the next run.';
export const RECONCILIATION_PROVIDER_DISAGREES =
  "The provider's record disagrees with the order (paid there but refunded here, or still processing there); " +
  'a person should look; listed again by the next run.';
export const RECONCILIATION_PROVIDER_UNANSWERED =
  'The provider finished this payment but its status could not be asked now; asked again by the sweeper and the next run.';

export function createReconciliation(ctx: PipelineContext, settlement: Settlement, fulfilment: Fulfilment) {
  const { db, gateway, adapters, log } = ctx;
  const capturedPayment = settlement.settleCapturedPayment;

  /**
   * The providers' side, first from a provider's own list (Setu BBPS's transactions of the window, page by page):
   * each transaction is compared with the order paying its fetch (refId) and a mismatch settled through the rules
   * (fulfilment.settleProviderRecord: a reversal refunded once, a payment the provider finished and we had not
   * finished, through its status query). A transaction that is none of ours, or that disagrees with its order, is
   * listed for a person and the next run. The orders the list covered are not asked again one by one. A list that
   * cannot be read (or read to its end) leaves the rest to the per-order questions below.
   */
  async function reconcileProviderList(windowFrom: Date, now: Date, unresolved: ReconciliationItem[]) {
    const counts = {
      providerChecked: 0,
      providerReversed: 0,
      providerSettled: 0,
      providerUnanswered: 0,
      providerUnknown: 0,
    };
    const covered = new Set<number>();
    const list = adapters.biller.listTransactions;
    if (!list) return { counts, covered };
    const listItem = (tx: ProviderTransaction, order: OrderRow | undefined, reason: string) => ({
      paymentId: order?.paymentRef ?? tx.paymentRefId ?? tx.refId,
      gatewayOrderId: order?.gatewayOrderId ?? null,
      orderId: order?.id ?? null,
      amountPaise: order ? payablePaise(order) : (tx.amountPaise ?? 0),
      reason,
    });
    async function compare(tx: ProviderTransaction) {
      counts.providerChecked += 1;
      const order = await findOrderByBillerFetchRef(db, tx.refId);
      if (!order) {
        counts.providerUnknown += 1;
        unresolved.push(listItem(tx, undefined, RECONCILIATION_PROVIDER_UNKNOWN));
        return;
      }
      covered.add(order.id);
      let outcome;
      try {
        outcome = await fulfilment.settleProviderRecord(order, tx.status);
      } catch (err) {
        log.warn(
          { err, orderId: order.id },
          "reconciliation could not settle an order from the provider's list",
        );
        outcome = 'unanswered' as const;
      }
      if (outcome === 'reversed') counts.providerReversed += 1;
      else if (outcome === 'settled') counts.providerSettled += 1;
      else if (outcome === 'unanswered') {
        counts.providerUnanswered += 1;
        unresolved.push(listItem(tx, order, RECONCILIATION_PROVIDER_UNANSWERED));
      } else if (outcome === 'disagrees') {
        counts.providerUnknown += 1;
        unresolved.push(listItem(tx, order, RECONCILIATION_PROVIDER_DISAGREES));
        log.warn(
          { orderId: order.id, status: order.status, providerStatus: tx.status },
          "the provider's record disagrees with the order",
        );
      }
    }
    try {
      for await (const page of list({ from: windowFrom, to: now })) {
        for (let i = 0; i < page.length; i += SWEEP_CONCURRENCY) {
          await Promise.all(page.slice(i, i + SWEEP_CONCURRENCY).map(compare));
        }
      }
    } catch (err) {
      log.warn(
        { err, compared: counts.providerChecked },
        "the provider's transactions could not be listed (to the end); the other orders are asked one by one",
      );
    }
    return { counts, covered };
  }

  /**
   * The providers' side of the reconciliation (issue 46): every Completed order of the window not refunded yet and
   * not covered by a provider's list is asked about (a status query, never a second request), so a reversal whose
   * webhook was lost (a bill's Credit_Adjustment, a recharge reversed by the operator) is refunded within a day,
   * by the one refund rule. A provider that does not answer is counted and asked again by the next run (the
   * window is 48 hours).
   */
  async function reconcileProviders(windowFrom: Date, covered: Set<number>) {
    const counts = { providerChecked: 0, providerReversed: 0, providerUnanswered: 0 };
    let afterId = 0;
    for (;;) {
      const page = await findCompletedOrdersToCheck(db, { from: windowFrom, afterId, limit: SWEEP_BATCH });
      const toAsk = page.filter((order) => !covered.has(order.id));
      for (let i = 0; i < toAsk.length; i += SWEEP_CONCURRENCY) {
        await Promise.all(
          toAsk.slice(i, i + SWEEP_CONCURRENCY).map(async (order) => {
            counts.providerChecked += 1;
            try {
              if ((await fulfilment.recheckCompleted(order)).reversed) counts.providerReversed += 1;
            } catch (err) {
              counts.providerUnanswered += 1;
              log.warn(
                { err, orderId: order.id },
                'reconciliation could not ask the provider about an order',
              );
            }
          }),
        );
      }
      if (page.length < SWEEP_BATCH) return counts;
      afterId = page[page.length - 1]!.id;
    }
  }

  /**
   * The daily reconciliation (docs/decisions/0016): the gateway's captured payments of the last 48 hours, each
   * put through THE rule above (`capturedPayment`), so one the app never saw (the webhook lost, the confirmation
   * never sent, the order expired meanwhile) pays its order while it is payable, or is refunded. A payment whose
   * gateway order is none of ours is counted and listed, never refunded blindly: it may be another application's
   * on the same gateway account; the admin decides. The run's counts and what it could not settle are stored.
   */
  async function reconcile(now = new Date()): Promise<ReconciliationRun> {
    const windowFrom = new Date(now.getTime() - RECONCILIATION_WINDOW_MS);
    let captured: GatewayPayment[];
    try {
      captured = await gateway.listCaptured(windowFrom, now);
    } catch (err) {
      log.error({ err }, 'reconciliation could not list the gateway payments; nothing was changed');
      throw serviceBusy('RECONCILIATION_GATEWAY_DOWN', RECONCILIATION_GATEWAY_DOWN, 60);
    }
    const counts = { matched: 0, refunded: 0, mismatched: 0, unknown: 0 };
    const unresolved: ReconciliationItem[] = [];
    for (const payment of captured) {
      const item = {
        paymentId: payment.id,
        gatewayOrderId: payment.gatewayOrderId,
        orderId: null as number | null,
        amountPaise: payment.amountPaise,
      };
      const order = payment.gatewayOrderId
        ? await findOrderByGatewayOrder(db, gateway.name, payment.gatewayOrderId)
        : undefined;
      if (!order) {
        counts.unknown += 1;
        unresolved.push({ ...item, reason: RECONCILIATION_UNKNOWN });
        log.warn({ paymentId: payment.id, gatewayOrderId: payment.gatewayOrderId }, RECONCILIATION_UNKNOWN);
        continue;
      }
      item.orderId = order.id;
      if (payment.amountPaise !== payablePaise(order) || payment.currency !== 'INR') counts.mismatched += 1;
      const before = await findPaymentRefund(db, payment.id);
      let row: OrderRow;
      try {
        row = (await capturedPayment(order, payment)).row;
      } catch (err) {
        log.error(
          { err, orderId: order.id, paymentId: payment.id },
          'reconciliation could not settle a payment',
        );
        unresolved.push({ ...item, reason: RECONCILIATION_FAILED });
        continue;
      }
      const after = await findPaymentRefund(db, payment.id);
      if (after?.status === 'refunded') {
        if (before?.status === 'refunded') counts.matched += 1;
        else counts.refunded += 1;
      } else if (after) {
        unresolved.push({ ...item, reason: RECONCILIATION_REFUND_PENDING });
      } else if (row.paymentRef === payment.id && row.status !== 'Payment Pending') {
        counts.matched += 1;
      } else {
        unresolved.push({ ...item, reason: RECONCILIATION_NOT_SETTLED });
      }
    }
    const listed = await reconcileProviderList(windowFrom, now, unresolved);
    const asked = await reconcileProviders(windowFrom, listed.covered);
    const providerCounts = {
      providerChecked: listed.counts.providerChecked + asked.providerChecked,
      providerReversed: listed.counts.providerReversed + asked.providerReversed,
      providerSettled: listed.counts.providerSettled,
      providerUnanswered: listed.counts.providerUnanswered + asked.providerUnanswered,
      providerUnknown: listed.counts.providerUnknown,
    };
    const run = await insertReconciliationRun(db, {
      windowFrom,
      windowTo: now,
      ...counts,
      ...providerCounts,
      unresolved: unresolved.slice(0, RECONCILIATION_MAX_LISTED),
    });
    log.info({ ...counts, ...providerCounts, unresolved: unresolved.length }, 'reconciliation finished');
    return reconciliationDto(run);
  }

  return {
    reconcile,

    /** The admin's view of the last reconciliation run (null before the first). */
    async reconciliationStatus(): Promise<ReconciliationStatus> {
      const last = await findLastReconciliationRun(db);
      return { lastRun: last ? reconciliationDto(last) : null };
    },
  };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
