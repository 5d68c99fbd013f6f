import { referenceNote } from '@paywise/domain/order-notes';
import type { GatewayPayment } from '../../../adapters/payment-gateway/types';
import {
  claimPaymentRefund,
  claimRefundsToAsk,
  findOrder,
  findPaymentRefund,
  findStalePaymentRefunds,
  markPaymentRefunded,
  recordRefundStatus,
  releasePaymentRefund,
  setFailureReason,
  type NewPaymentRefund,
  type OrderRow,
  type PaymentRefundRow,
} from '../repo';
import { payablePaise } from '../dto';
import type { PipelineContext } from './deps';
import { SWEEP_BATCH } from './limits';

/*
 * Where the refund happens: a captured payment given back exactly once (refundPayment), for an order the biller
 * refused (refundOrder), for a payment the order cannot take (refundLate), and the refunds the sweeper looks at again.
 */

/** A refund claimed by a caller that died is taken over after at least this long. */
const MIN_REFUND_LEASE_MS = 30_000;
/**
 * A refund not processed yet is asked about by the sweeper after a quarter of its age, between these bounds: a
 * minute at first, an hour at most (docs/decisions/0024, issue 46).
 */
const REFUND_ASK_MIN_SECONDS = 60;
const REFUND_ASK_MAX_SECONDS = 60 * 60;

/** The refund calls: each payment given back once, whoever asks. */
function createRefundCalls(ctx: PipelineContext) {
  const { db, gateway, log, pipeline } = ctx;
  const move = ctx.moveStatus;

  /** A refund's claim older than this is taken over by the next caller (its first caller died meanwhile). */
  const refundLeaseMs = Math.max(pipeline.sweepGraceMs, MIN_REFUND_LEASE_MS);

  /**
   * Gives one captured payment back, exactly once whoever asks (claim, then call): the refund is claimed in
   * payment_refunds (keyed by the payment) before the gateway is called, so one caller at a time calls it; the
   * others read the row. A call that fails gives the claim back (the next caller or the sweeper asks again); a
   * caller that dies leaves it to be taken over after the lease. The gateway's own idempotency (per payment) is
   * the second line of defence.
   */
  async function refundPayment(input: NewPaymentRefund): Promise<PaymentRefundRow | undefined> {
    return (await refundPaymentClaimed(input)).refund;
  }

  /**
   * refundPayment, saying whether this caller held the claim (`claimed`): of two callers racing for one payment's
   * refund (two reconciliation runs at once) only one did, so only one counts it.
   */
  async function refundPaymentClaimed(
    input: NewPaymentRefund,
  ): Promise<{ refund: PaymentRefundRow | undefined; claimed: boolean }> {
    const claimed = await claimPaymentRefund(db, input, new Date(Date.now() - refundLeaseMs));
    if (!claimed) return { refund: await findPaymentRefund(db, input.paymentId), claimed: false };
    return { refund: await callGateway(input, claimed), claimed: true };
  }

  async function callGateway(input: NewPaymentRefund, claimed: PaymentRefundRow) {
    try {
      const { reference, status } = await gateway.refund({
        orderId: input.orderId,
        paymentId: input.paymentId,
        amountPaise: input.amountPaise,
      });
      return (
        (await markPaymentRefunded(
          db,
          input.paymentId,
          reference,
          status === 'processed' ? status : 'pending',
        )) ?? claimed
      );
    } catch (err) {
      // Handled: the claim is given back and the sweeper asks again; a refund the gateway keeps refusing is shown
      // to a person (REFUND_ATTENTION_FAILURES), so this is warn.
      log.warn(
        { err, orderId: input.orderId, paymentId: input.paymentId },
        'refund failed; the sweeper will ask again',
      );
      await releasePaymentRefund(db, input.paymentId).catch(() => undefined);
      return claimed;
    }
  }

  /**
   * A captured payment the order cannot take (docs/decisions/0013): refunded once, logged at warn with both ids,
   * shown on the order (lateRefunds). The order itself does not change.
   */
  async function refundLate(row: OrderRow, payment: GatewayPayment, reason: string): Promise<void> {
    const existing = await findPaymentRefund(db, payment.id);
    if (existing?.status === 'refunded') return;
    if (!existing) {
      log.warn(
        {
          orderId: row.id,
          paymentId: payment.id,
          status: row.status,
          orderPaymentId: row.paymentRef,
          paidPaise: payment.amountPaise,
          payablePaise: payablePaise(row),
          currency: payment.currency,
          reason,
        },
        'captured payment the order cannot take; refunding it',
      );
    }
    await refundPayment({
      paymentId: payment.id,
      orderId: row.id,
      gateway: row.gateway ?? gateway.name,
      amountPaise: payment.amountPaise,
      currency: payment.currency,
      kind: 'late',
      reason,
      method: payment.method,
    });
  }

  /** The operator refused a paid order: its payment is refunded (once) and the order ends 'Refunded'. */
  async function refundOrder(row: OrderRow, reason: string): Promise<OrderRow> {
    const refund = await refundPayment({
      paymentId: row.paymentRef!,
      orderId: row.id,
      gateway: row.gateway ?? gateway.name,
      amountPaise: payablePaise(row),
      currency: 'INR',
      kind: 'order',
      reason,
      method: row.paymentMethod,
    });
    if (refund?.status !== 'refunded' || !refund.refundRef) {
      if (!row.failureReason) await setFailureReason(db, row.id, reason);
      return (await findOrder(db, row.id)) ?? row;
    }
    return move(row, [{ status: 'Refunded', note: referenceNote('REFUNDED', refund.refundRef) }], {
      refundRef: refund.refundRef,
      failureReason: reason,
    });
  }

  return {
    refundLeaseMs,
    refundPayment,
    refundPaymentClaimed,
    refundLate,
    refundOrder,

    /**
     * A refund webhook (refund.processed / refund.failed) named the refund `refundId` of `paymentId`: when it is
     * one of ours (the payment's refund row, or the refund of `order`'s own payment), the gateway is asked about
     * it and its answer is recorded (processed with its time; failed: the refund is asked for again by the
     * sweeper, logged at warn). The webhook's body decides nothing. False when the refund is none of ours.
     */
    async refundEvent(paymentId: string, refundId: string, order?: OrderRow): Promise<boolean> {
      const row = await findPaymentRefund(db, paymentId);
      const ours =
        row !== undefined &&
        (row.refundRef === refundId || (row.refundRef === null && row.status === 'pending'));
      const ordersOwn = order !== undefined && order.paymentRef === paymentId;
      if (!ours && !ordersOwn) return false;
      const status = await gateway.refundStatus(paymentId, refundId);
      if (ours) await recordRefundStatus(db, paymentId, refundId, status);
      if (status === 'failed') {
        log.warn(
          { orderId: row?.orderId ?? order?.id, paymentId, refundId },
          'refund failed at the gateway; a new refund is asked for',
        );
        return true;
      }
      if (status === 'processed' && order && ordersOwn) await this.refundProcessed(order, refundId);
      return true;
    },

    /**
     * The gateway says it refunded the order's payment (refund.processed): an order the biller refused whose
     * refund answer was lost on the way is now 'Refunded'.
     */
    async refundProcessed(row: OrderRow, refundId: string): Promise<OrderRow> {
      if (row.status !== 'Processing') return row;
      return move(row, [{ status: 'Refunded', note: referenceNote('REFUNDED', refundId) }], {
        refundRef: refundId,
      });
    },
  };
}

/** What the sweeper asks again: refunds whose caller died, and refunds the gateway has not processed yet. */
function createRefundRetries(ctx: PipelineContext, calls: ReturnType<typeof createRefundCalls>) {
  const { db, gateway, log } = ctx;
  const { refundLeaseMs, refundPayment } = calls;

  /** The sweeper's second list: refunds claimed by a caller that died or failed, asked again. */
  async function retryStaleRefunds(): Promise<number> {
    const stale = await findStalePaymentRefunds(db, new Date(Date.now() - refundLeaseMs), SWEEP_BATCH);
    for (const r of stale) {
      // The order's own refund is finished with its order (redrive), unless the gateway said it failed after the
      // order was already Refunded: then it is asked for again here, as a late one is.
      if (r.kind === 'order' && r.gatewayStatus !== 'failed') continue;
      await refundPayment({
        paymentId: r.paymentId,
        orderId: r.orderId,
        gateway: r.gateway,
        amountPaise: r.amountPaise,
        currency: r.currency,
        kind: r.kind === 'order' ? 'order' : 'late',
        reason: r.reason,
        method: r.method,
      });
    }
    return stale.length;
  }

  /**
   * The sweeper's question about refunds the gateway accepted but was not seen processing (a lost
   * refund.processed or refund.failed webhook; docs/decisions/0024): each is asked about with a backoff from a
   * minute to an hour (REFUND_ASK_MIN_SECONDS, REFUND_ASK_MAX_SECONDS), and the answer recorded as a webhook's
   * would be; a failed refund is then replaced by the next sweep (retryStaleRefunds).
   */
  async function askUnprocessedRefunds(stopping?: AbortSignal): Promise<number> {
    const due = await claimRefundsToAsk(db, {
      minIntervalSeconds: REFUND_ASK_MIN_SECONDS,
      maxIntervalSeconds: REFUND_ASK_MAX_SECONDS,
      limit: SWEEP_BATCH,
    });
    for (const r of due) {
      if (stopping?.aborted) break;
      try {
        const status = await gateway.refundStatus(r.paymentId, r.refundRef);
        await recordRefundStatus(db, r.paymentId, r.refundRef, status);
        if (status === 'failed') {
          log.warn(
            { paymentId: r.paymentId, refundId: r.refundRef },
            'refund failed at the gateway; a new refund is asked for',
          );
        }
      } catch (err) {
        log.warn({ err, paymentId: r.paymentId }, 'the gateway could not be asked about a refund');
      }
    }
    return due.length;
  }

  return { retryStaleRefunds, askUnprocessedRefunds };
}

/** Where the refund happens: the calls and the sweeper's retries of them, one object. */
export function createRefunds(ctx: PipelineContext) {
  const calls = createRefundCalls(ctx);
  return { ...calls, ...createRefundRetries(ctx, calls) };
}

export type Refunds = ReturnType<typeof createRefunds>;
