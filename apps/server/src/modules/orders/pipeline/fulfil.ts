import { SERVICE_LIST } from '@paywise/domain/catalogue/services';
import { ORDER_NOTES, referenceNote } from '@paywise/domain/order-notes';
import type { ProviderTransaction } from '../../../adapters/biller/biller';
import { claimUnfinishedOrder, findOrder, findPaymentRefund, type OrderRow } from '../repo';
import { orderIdentifier, payablePaise } from '../dto';
import type { PipelineContext } from './deps';
import type { Refunds } from './refund';

/** A Processing order changed this recently is not claimed by the reconciliation (see settleProviderRecord). */
const RECORD_CLAIM_MS = 30_000;

export function createFulfilment(ctx: PipelineContext, refunds: Refunds) {
  const { db, adapters, gateway, log } = ctx;
  const move = ctx.moveStatus;
  const { refundOrder, refundPaymentClaimed } = refunds;

  /**
   * A 'Processing' order (its payment recorded): the biller fulfils (→ Completed), refuses (→ its payment is
   * refunded → Refunded) or has not confirmed yet (stays Processing, asked again by the sweeper). Only the caller
   * that moved the order to 'Processing', or the sweeper after the grace period (its claim), gets here. Once the
   * biller refused, the refund's claim (payment_refunds) is the order's step: it is never handed to the biller
   * again, only its refund is finished.
   */
  async function fulfil(row: OrderRow, { justTaken = false } = {}): Promise<OrderRow> {
    const paymentRef = row.paymentRef;
    if (!paymentRef) {
      log.error({ orderId: row.id }, 'a Processing order has no payment reference');
      return row;
    }
    // `justTaken`: this caller has just moved the order to Processing with this payment, in a statement that
    // checked it has no refund: nobody has handed it to the biller or refunded it since (only the mover fulfils,
    // the sweeper waits for the grace period), so there is no refund to look up.
    const refunding = justTaken ? undefined : await findPaymentRefund(db, paymentRef);
    if (refunding) return refundOrder(row, refunding.reason);
    let result;
    try {
      result = await adapters.biller.fulfil(fulfilmentOrder(row, paymentRef));
    } catch (err) {
      // Handled: the order stays Processing and the sweeper asks again (decision 0041: warn, not error).
      log.warn({ err, orderId: row.id }, 'biller failed; the sweeper will ask it again');
      return row;
    }
    if (result.status === 'fulfilled') {
      return move(row, [{ status: 'Completed', note: referenceNote('FULFILLED', result.reference) }], {
        bbpsTxnId: result.bbpsTransactionId ?? null,
        billerRef: result.billerRef ?? null,
        bbpsApprovalRef: result.approvalNumber ?? null,
        bbpsPaymentMode: result.bbpsTransactionId ? (result.paymentMode ?? null) : null,
        bbpsChannel: result.bbpsTransactionId ? (result.channel ?? null) : null,
      });
    }
    if (result.status === 'pending') return row;
    const reason = (result.failureReason ?? ORDER_NOTES.FULFILMENT_FAILED).slice(0, 200);
    return refundOrder(row, reason);
  }

  /** What the biller is told of an order. */
  const fulfilmentOrder = (row: OrderRow, paymentRef: string) => ({
    id: row.id,
    orderType: row.orderType,
    identifier: orderIdentifier(row),
    amountPaise: row.amountPaise,
    createdAt: row.createdAt,
    displayType: row.displayType,
    operator: row.operator,
    circle: row.circle,
    paymentRef,
    paymentMethod: row.paymentMethod,
    billFetchRef: row.billerFetchRef,
    convenienceFeePaise: row.convenienceFeePaise,
    // The bill's option paid, at the amount paid (a fixed option's amount; a range option's chosen one).
    paymentOption: row.paymentOption ? { name: row.paymentOption, amountPaise: row.amountPaise } : null,
  });

  /**
   * A Completed order is not final on the provider's side: the operator can reverse a recharge, the biller a bill
   * payment (Setu's Credit_Adjustment after Success), days later. The provider is asked (for an order already
   * requested the adapter only asks its status, never requests again); a reversal has the payment refunded once
   * (kind 'late': the order page, receipt and admin list it with the reason and its refund clock; decision 0022),
   * the order itself stays Completed. Asked by a provider's webhook and by the daily reconciliation.
   */
  async function recheckCompleted(row: OrderRow): Promise<{ row: OrderRow; reversed: boolean }> {
    if (row.status !== 'Completed' || !row.paymentRef) return { row, reversed: false };
    const existing = await findPaymentRefund(db, row.paymentRef);
    if (existing?.status === 'refunded') return { row, reversed: false };
    const result = await adapters.biller.fulfil(fulfilmentOrder(row, row.paymentRef));
    // A done order the provider cannot speak about now (its status query failed: the adapter says pending) is
    // not "nothing happened": the caller keeps the question for later (issue 46: a reversal otherwise waited for
    // the daily reconciliation).
    if (result.status === 'pending') {
      throw new Error(`the provider did not say what became of completed order ${row.id}`);
    }
    if (result.status !== 'failed') return { row, reversed: false };
    return refundReversal(row);
  }

  /**
   * A Completed order its provider reversed (a status query said so, or the provider's own list): its payment is
   * refunded once (kind 'late', the reason the order page shows). `reversed` only for the caller whose claim made
   * the refund: two callers at once (two reconciliation runs) count it once.
   */
  async function refundReversal(row: OrderRow): Promise<{ row: OrderRow; reversed: boolean }> {
    if (row.status !== 'Completed' || !row.paymentRef) return { row, reversed: false };
    const existing = await findPaymentRefund(db, row.paymentRef);
    if (existing?.status === 'refunded') return { row, reversed: false };
    const isBill = SERVICE_LIST.find((service) => service.displayType === row.displayType)?.group === 'bills';
    const reason = isBill
      ? ORDER_NOTES.BILL_REVERSED_AFTER_COMPLETION
      : ORDER_NOTES.RECHARGE_REVERSED_AFTER_COMPLETION;
    if (!existing) {
      log.warn(
        { orderId: row.id, paymentId: row.paymentRef, reason },
        'a completed order was reversed; refunding it',
      );
    }
    const { claimed } = await refundPaymentClaimed({
      paymentId: row.paymentRef,
      orderId: row.id,
      gateway: row.gateway ?? gateway.name,
      amountPaise: payablePaise(row),
      currency: 'INR',
      kind: 'late',
      reason,
      method: row.paymentMethod,
    });
    return { row: (await findOrder(db, row.id)) ?? row, reversed: claimed && !existing };
  }

  /**
   * The provider's own record of an order's payment (its transactions list, read by the daily reconciliation),
   * settled through the rules above: a Completed order it reversed (or says failed) is refunded once; a
   * Processing order it finished is claimed as the sweeper claims (another process, or the order's own request
   * within the grace period, leaves it alone) and fulfilled: the status query decides, as always. What disagrees
   * otherwise (paid there but refunded here, still processing there though completed here) is for the run to list.
   */
  async function settleProviderRecord(
    row: OrderRow,
    status: ProviderTransaction['status'],
  ): Promise<'matched' | 'reversed' | 'settled' | 'unanswered' | 'disagrees'> {
    if (row.status === 'Completed') {
      if (status === 'success') return 'matched';
      if (status === 'pending') return 'disagrees';
      return (await refundReversal(row)).reversed ? 'reversed' : 'matched';
    }
    if (row.status === 'Processing') {
      if (status === 'pending') return 'matched';
      // Touched in the last RECORD_CLAIM_MS (its request, the sweeper, another run's claim): left to that one, so
      // two runs at once never both finish (and count) it, whatever SWEEP_GRACE_SECONDS is.
      const claimed = await claimUnfinishedOrder(
        db,
        row.id,
        new Date(Date.now() - Math.max(ctx.pipeline.sweepGraceMs, RECORD_CLAIM_MS)),
      );
      // Taken by another process (or its own request) just now: that one finishes it.
      if (!claimed) return 'matched';
      const after = await fulfil(claimed);
      return after.status === 'Processing' ? 'unanswered' : 'settled';
    }
    // Refunded, Failed or never paid here: only a payment the provider refused or gave back agrees.
    return status === 'failed' || status === 'reversed' ? 'matched' : 'disagrees';
  }

  /**
   * The recharge aggregator says something happened to an order's recharge (its payment-status or reversal
   * webhook, docs/decisions/0022). The webhook's body is not trusted: it only makes us ask. A Processing order is
   * finished as the sweeper would; a Completed one is checked for a reversal.
   */
  async function recheckRecharge(orderId: number): Promise<OrderRow | undefined> {
    const row = await findOrder(db, orderId);
    if (!row) return undefined;
    if (row.status === 'Processing') return fulfil(row);
    return (await recheckCompleted(row)).row;
  }

  return {
    fulfil,
    recheckRecharge,
    recheckCompleted,
    settleProviderRecord,

    /**
     * The biller provider says something happened to an order's bill payment (a webhook): never trusted alone, it
     * only makes the biller be asked now (the status query decides): a Processing order is finished, a Completed
     * one checked for a reversal (Credit_Adjustment); anything else is left, so duplicate deliveries change nothing.
     */
    async billerUpdate(row: OrderRow): Promise<OrderRow> {
      if (row.status === 'Processing') return fulfil(row);
      return (await recheckCompleted(row)).row;
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
