import type { AdminPipeline } from '@paywise/domain/contracts/admin';
import { ORDER_NOTES } from '@paywise/domain/order-notes';
import { ROLLUP_JOB, SWEEP_JOB } from '../jobs';
import { findPastDueRefunds } from '../refund-clock';
import {
  claimExpiredOrdersToCheck,
  claimUnfinishedOrders,
  markJobRun,
  readJobRuns,
  readUnfinishedOrders,
  rollupDailyStats,
  type OrderRow,
} from '../repo';
import { payablePaise } from '../dto';
import type { PipelineContext } from './deps';
import type { Fulfilment } from './fulfil';
import { SWEEP_BATCH, SWEEP_CONCURRENCY, SWEEP_MAX_BATCHES } from './limits';
import type { Refunds } from './refund';
import type { Settlement } from './settle-payment';

/**
 * How long past PAYMENT_EXPIRY_MINUTES an order whose payments cannot be looked up (the gateway keeps failing)
 * waits before it expires anyway (a late capture is then refunded).
 */
export const LOOKUP_FAILURE_GRACE_MS = 5 * 60_000;

/** How long after an order expired unpaid the sweeper keeps asking the gateway about it (a late capture). */
export const EXPIRED_CHECK_MINUTES = 60;

export function createSweeper(
  ctx: PipelineContext,
  refunds: Refunds,
  settlement: Settlement,
  fulfilment: Fulfilment,
) {
  const { db, gateway, log, pipeline } = ctx;
  const move = ctx.moveStatus;
  const { retryStaleRefunds, askUnprocessedRefunds } = refunds;
  const capturedPayment = settlement.settleCapturedPayment;
  const { fulfil } = fulfilment;

  const startedAt = Date.now();

  /** Sweeps have stopped: the last one is older than three intervals (none yet: this process is that old). */
  const sweeperStale = (last: Date | null, jobsRunning: boolean, now: Date) => {
    const limit = 3 * pipeline.sweepIntervalMs;
    if (last) return now.getTime() - last.getTime() > limit;
    return jobsRunning && now.getTime() - startedAt > limit;
  };

  /**
   * Finishes an order its request left unfinished (the sweeper's work, and a stale retry's): asks the gateway
   * about the payments of a 'Payment Pending' order (captured → capturedPayment; nothing taken after the payment
   * window → Failed, with the last attempt's reason or 'Payment not completed'), and the biller about a
   * 'Processing' one. When the gateway cannot be asked, the order still expires once the window and a bounded
   * grace (LOOKUP_FAILURE_GRACE_MS) are over: a capture the gateway makes later is refunded by the rule above.
   */
  async function redrive(row: OrderRow): Promise<OrderRow> {
    if (row.status === 'Processing') return fulfil(row);
    if (row.status !== 'Payment Pending') return row;
    let current = row;
    let failureReason = row.failureReason;
    const age = Date.now() - row.createdAt.getTime();
    if (row.gatewayOrderId) {
      let lookup;
      try {
        lookup = await gateway.findPayment(row.gatewayOrderId, payablePaise(row));
      } catch (err) {
        if (age < pipeline.paymentExpiryMs + LOOKUP_FAILURE_GRACE_MS) {
          log.warn({ err, orderId: row.id }, 'payment gateway failed; the sweeper will ask it again');
          return row;
        }
        log.warn(
          { err, orderId: row.id },
          'payment gateway failed past the payment window and its grace; the order expires anyway',
        );
      }
      if (lookup?.status === 'captured') {
        current = (await capturedPayment(row, lookup.payment)).row;
        // A capture the order could not take was refunded: the order stays payable until it expires.
        if (current.status !== 'Payment Pending') return current;
      }
      if (lookup?.status === 'failed') failureReason = lookup.failureReason.slice(0, 200);
    }
    if (age >= pipeline.paymentExpiryMs) {
      const reason = failureReason ?? ORDER_NOTES.PAYMENT_NOT_COMPLETED;
      return move(current, [{ status: 'Failed', note: reason }], { failureReason: reason });
    }
    return current;
  }

  /**
   * Orders that expired unpaid are asked about for an hour after (EXPIRED_CHECK_MINUTES, with a backoff from a
   * minute): a payment captured after expiry whose webhooks were lost, with the customer's tab closed, is then
   * refunded within minutes by the one rule (capturedPayment), not by the next daily reconciliation.
   */
  async function checkExpiredOrders(stopping?: AbortSignal): Promise<void> {
    const due = await claimExpiredOrdersToCheck(db, {
      withinMinutes: EXPIRED_CHECK_MINUTES,
      limit: SWEEP_BATCH,
    });
    for (let i = 0; i < due.length && !stopping?.aborted; i += SWEEP_CONCURRENCY) {
      await Promise.all(
        due.slice(i, i + SWEEP_CONCURRENCY).map(async (row) => {
          try {
            const lookup = await gateway.findPayment(row.gatewayOrderId!, payablePaise(row));
            if (lookup.status === 'captured') await capturedPayment(row, lookup.payment);
          } catch (err) {
            log.warn(
              { err, orderId: row.id },
              'could not ask the gateway about an expired order; asked again later',
            );
          }
        }),
      );
    }
  }

  return {
    redrive,

    /**
     * One sweeper run: claims the orders not yet final whose last change is older than the grace period, a
     * batch at a time, and re-drives each. Returns how many it looked at.
     */
    async sweep(stopping?: AbortSignal): Promise<number> {
      let seen = 0;
      // An order claimed by the previous run was touched one interval ago: with the grace equal to the interval,
      // jitter would leave it for every other run, so a quarter interval of tolerance is allowed.
      const graceMs = Math.max(0, pipeline.sweepGraceMs - pipeline.sweepIntervalMs / 4);
      for (let batch = 0; batch < SWEEP_MAX_BATCHES && !stopping?.aborted; batch++) {
        const claimed = await claimUnfinishedOrders(db, new Date(Date.now() - graceMs), SWEEP_BATCH);
        seen += claimed.length;
        // The orders claimed but left when the server stops are touched again by the next run (grace period).
        for (let i = 0; i < claimed.length && !stopping?.aborted; i += SWEEP_CONCURRENCY) {
          await Promise.all(
            claimed.slice(i, i + SWEEP_CONCURRENCY).map((row) =>
              redrive(row).catch((err: unknown) => {
                log.error({ err, orderId: row.id }, 'sweeper could not re-drive an order');
              }),
            ),
          );
        }
        if (claimed.length < SWEEP_BATCH) break;
      }
      if (!stopping?.aborted) {
        await retryStaleRefunds().catch((err: unknown) => {
          log.error({ err }, 'sweeper could not retry pending refunds');
        });
        await askUnprocessedRefunds(stopping).catch((err: unknown) => {
          log.error({ err }, 'sweeper could not ask about refunds not processed yet');
        });
        await checkExpiredOrders(stopping).catch((err: unknown) => {
          log.error({ err }, 'sweeper could not ask about expired orders');
        });
      }
      await markJobRun(db, SWEEP_JOB);
      return seen;
    },

    /**
     * Whether sweeps have stopped: the last one finished more than three intervals ago (or none has, three
     * intervals after this process started, when `jobsRunning`). /api/health says 'degraded' then.
     */
    async isSweeperStale(jobsRunning: boolean, now = new Date()): Promise<boolean> {
      return sweeperStale((await readJobRuns(db)).get(SWEEP_JOB) ?? null, jobsRunning, now);
    },

    /** The admin dashboard's view of the pipeline. */
    async pipelineStatus(now = new Date(), jobsRunning = false): Promise<AdminPipeline> {
      const [unfinished, runs, pastDue, notices] = await Promise.all([
        readUnfinishedOrders(db),
        readJobRuns(db),
        findPastDueRefunds(db, { now, attentionFailures: pipeline.refundAttentionFailures }),
        ctx.deps.unansweredNotices?.() ?? Promise.resolve([]),
      ]);
      const count = (status: string) => unfinished.find((u) => u.status === status)?.count ?? 0;
      const oldest = Math.min(...unfinished.map((u) => u.oldest?.getTime() ?? Infinity));
      const at = (name: string) => runs.get(name)?.toISOString() ?? null;
      return {
        unfinished: { paymentPending: count('Payment Pending'), processing: count('Processing') },
        oldestUnfinishedSeconds: Number.isFinite(oldest)
          ? Math.max(0, Math.floor((now.getTime() - oldest) / 1000))
          : 0,
        sweeperLastRunAt: at(SWEEP_JOB),
        rollupLastRunAt: at(ROLLUP_JOB),
        sweepIntervalSeconds: Math.round(pipeline.sweepIntervalMs / 1000),
        sweeperStale: sweeperStale(runs.get(SWEEP_JOB) ?? null, jobsRunning, now),
        refundsPastDue: pastDue.length,
        providerNoticesUnanswered: notices.length,
        serverTime: now.toISOString(),
      };
    },

    /** Brings the dashboard's daily aggregates up to date (the rollup job). */
    rollup: () => rollupDailyStats(db, ROLLUP_JOB),
  };
}

export type Sweeper = ReturnType<typeof createSweeper>;
