import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { rechargesPaused, type RechargeWallet } from '@paywise/domain/contracts/admin';
import { paiseToRupees, rupeesToPaise } from '@paywise/domain/money';
import { isPrepaidMobile } from '../../adapters';
import type { SetuPrepaidClient } from '../../adapters/recharge-provider/setu-prepaid-client';
import type { SetuRechargeProvider } from '../../adapters/recharge-provider/setu-recharge-provider';
import type { Database } from '../../db/client';
import type { OrderService } from '../orders';
import type { RecurringJob } from '../../plugins/jobs';
import {
  claimDueRechargeNotices,
  dropRechargeNotice,
  findUnansweredNotices,
  keepRechargeNotice,
  markWalletStale,
  noteRechargeNoticeError,
  readWallet,
  saveLowBalanceNotice,
  saveWalletBalance,
  type WalletRow,
} from './repo';

/**
 * Setu's prepaid webhooks (docs/mobile-prepaid-recharge_webhooks.mdx): Setu documents no signature, so the
 * webhook URL carries a secret (SETU_PREPAID_WEBHOOK_TOKEN) compared in constant time, and the body is never
 * believed: a payment-status or reversal notice only makes us ask `recharge/status` for the order it names
 * (docs/decisions/0022). Repeated and lost deliveries are therefore harmless (the sweeper asks anyway).
 */
export function isWebhookToken(given: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export interface RechargeNoticeDeps {
  db: Database;
  orders: Pick<OrderService, 'recheckRecharge'>;
  log: FastifyBaseLogger;
  /**
   * NOTICE_ATTENTION_ATTEMPTS: the question that fails this many times is logged at error (a person is needed;
   * the pipeline card and the daily mail list it); the others at warn. The notice is still asked.
   */
  attentionAttempts?: number;
}

export interface RechargeWebhookDeps extends RechargeNoticeDeps {
  provider: SetuRechargeProvider;
}

/** The first question again this long after a webhook's failed; each later wait is twice the last, up to an hour. */
export const NOTICE_FIRST_RETRY_SECONDS = 60;
export const NOTICE_MAX_RETRY_SECONDS = 3600;
const NOTICE_BATCH = 50;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * A payment-status or reversal notice: the order it names is asked about; 'ignored' when it names none of ours.
 * When the question fails (Setu's status down), the notice is kept and the recharge-notices job asks again:
 * 'recorded', a 2xx for Setu, which may never deliver it again, and nothing is lost (a reversal of a Completed
 * recharge is still refunded).
 */
export async function rechargeNotice(
  deps: RechargeWebhookDeps,
  kind: 'status' | 'reversal',
  references: string[],
): Promise<'processed' | 'recorded' | 'ignored'> {
  for (const reference of references) {
    const orderId = await deps.provider.orderOfReference(reference);
    if (orderId === undefined) continue;
    deps.log.info({ orderId, kind }, 'Setu recharge webhook; asking the recharge status');
    try {
      await deps.orders.recheckRecharge(orderId);
    } catch (err) {
      await keepRechargeNotice(deps.db, {
        orderId,
        kind,
        error: messageOf(err),
        retryInSeconds: NOTICE_FIRST_RETRY_SECONDS,
      });
      deps.log.warn(
        { orderId, kind, err: messageOf(err) },
        'Setu recharge status could not be asked for a webhook; the notice is kept and asked again later',
      );
      return 'recorded';
    }
    return 'processed';
  }
  deps.log.warn({ kind }, 'Setu recharge webhook for no order of ours; ignored');
  return 'ignored';
}

/**
 * A Setu BBPS BILL_PAY webhook whose status query failed (issue 46): kept in the same table and asked again by the
 * same job (`recheckRecharge` asks any order's provider), so a bill reversed after success is refunded within
 * minutes, not at the next daily reconciliation.
 */
export async function keepBillNotice(
  deps: { db: Database; log: FastifyBaseLogger },
  orderId: number,
  error: unknown,
): Promise<void> {
  await keepRechargeNotice(deps.db, {
    orderId,
    kind: 'bill',
    error: messageOf(error),
    retryInSeconds: NOTICE_FIRST_RETRY_SECONDS,
  });
  deps.log.warn(
    { orderId, err: messageOf(error) },
    'Setu BBPS status could not be asked for a webhook; the notice is kept and asked again later',
  );
}

/**
 * The recharge-notices job: every notice kept because its status query failed is asked again when due (claimed
 * first, so two processes never ask about one at once); answered, it is dropped; failing again, it waits twice as
 * long (up to an hour) and is asked again, until Setu answers.
 */
export async function redriveRechargeNotices(
  deps: RechargeNoticeDeps,
  stopping?: AbortSignal,
): Promise<number> {
  const due = await claimDueRechargeNotices(deps.db, {
    firstRetrySeconds: NOTICE_FIRST_RETRY_SECONDS,
    maxRetrySeconds: NOTICE_MAX_RETRY_SECONDS,
    limit: NOTICE_BATCH,
  });
  for (const notice of due) {
    if (stopping?.aborted) break;
    try {
      await deps.orders.recheckRecharge(notice.orderId);
      await dropRechargeNotice(deps.db, notice.orderId, notice.attempts);
    } catch (err) {
      await noteRechargeNoticeError(deps.db, notice.orderId, messageOf(err));
      const line = {
        orderId: notice.orderId,
        kind: notice.kind,
        attempts: notice.attempts,
        err: messageOf(err),
      };
      if (notice.attempts === deps.attentionAttempts) {
        // Once, when it crosses the limit: from now on it is on the admins' card and in their daily mail.
        deps.log.error(
          line,
          'the provider has not answered about a kept webhook after NOTICE_ATTENTION_ATTEMPTS questions; ' +
            'a person should look (still asked)',
        );
      } else {
        deps.log.warn(
          line,
          'the provider status is still not answered for a kept webhook; asked again later',
        );
      }
    }
  }
  return due.length;
}

/**
 * The kept notices asked `attentionAttempts` times without an answer: shown on the admin pipeline card and in the
 * daily mail (through the orders module, which is handed this function), until the provider answers.
 */
export function unansweredNotices(db: Database, attentionAttempts: number) {
  return findUnansweredNotices(db, attentionAttempts);
}

export const RECHARGE_NOTICES_JOB = 'recharge-notices';

/** Every minute: the kept Setu prepaid and Setu BBPS notices that are due (either provider set to setu). */
export function rechargeJobs(deps: RechargeNoticeDeps): RecurringJob[] {
  return [
    {
      name: RECHARGE_NOTICES_JOB,
      everyMs: 60_000,
      run: (stopping) => redriveRechargeNotices(deps, stopping),
    },
  ];
}

/** A wallet reading older than this is asked again before an order is checked against it or the card shows it. */
export const WALLET_MAX_AGE_MS = 60_000;
const PROVIDER = 'setu';

export interface RechargeWalletDeps {
  db: Database;
  /** null when the sandbox fulfils recharges (no wallet). */
  client: Pick<SetuPrepaidClient, 'walletBalance'> | null;
  alertBelowPaise: number;
  log: FastifyBaseLogger;
}

/**
 * The prefunded wallet recharges are paid from (decision 0022): its balance from `wallet/balance` (kept in
 * recharge_wallet, asked again when older than a minute), the admin card, the alert (below RECHARGE_WALLET_ALERT or
 * a low-balance webhook: a warn log line when it starts), and the check an order passes before it is charged.
 * When Setu cannot be asked (down, or UAT, where the balance API is not offered) the last reading is used; with
 * none, orders are taken (a recharge the wallet cannot cover fails at Setu and is refunded).
 */
export function createRechargeWallet(deps: RechargeWalletDeps) {
  const { db, client, log } = deps;
  const isLow = (row: WalletRow | undefined) =>
    row?.balancePaise !== null && row?.balancePaise !== undefined && row.balancePaise < deps.alertBelowPaise;

  async function current(now = Date.now()): Promise<WalletRow | undefined> {
    const row = await readWallet(db, PROVIDER);
    if (!client) return row;
    if (row?.checkedAt && now - row.checkedAt.getTime() < WALLET_MAX_AGE_MS) return row;
    try {
      const { data } = await client.walletBalance();
      const paise =
        typeof data.balance === 'number' ? rupeesToPaise(Math.round(data.balance * 100) / 100) : null;
      if (paise === null) return row;
      await saveWalletBalance(db, PROVIDER, paise);
    } catch (err) {
      log.warn({ err }, 'Setu wallet balance could not be read; the last reading is used');
      return row;
    }
    const fresh = await readWallet(db, PROVIDER);
    if (isLow(fresh) && !isLow(row)) {
      log.warn(
        { balance: paiseToRupees(fresh!.balancePaise!), alertBelow: paiseToRupees(deps.alertBelowPaise) },
        'Setu prepaid wallet balance is below RECHARGE_WALLET_ALERT: top it up',
      );
    }
    return fresh;
  }

  return {
    /** The admin card. */
    async status(): Promise<RechargeWallet> {
      const row = client ? await current() : undefined;
      return {
        provider: client ? 'setu' : 'sandbox',
        balance: row?.balancePaise == null ? null : paiseToRupees(row.balancePaise),
        checkedAt: row?.checkedAt?.toISOString() ?? null,
        alertBelow: paiseToRupees(deps.alertBelowPaise),
        low: isLow(row),
        lowNoticeAt: row?.lowNoticeAt?.toISOString() ?? null,
      };
    },

    /** Why an order cannot be taken now (the wallet cannot cover its recharge), or null. */
    async refusal(order: {
      orderType: string;
      displayType: string;
      operator: string;
      amountPaise: number;
    }): Promise<string | null> {
      if (!client || !isPrepaidMobile(order)) return null;
      const row = await current();
      if (row?.balancePaise == null || row.balancePaise >= order.amountPaise) return null;
      log.warn(
        { operator: order.operator, amountPaise: order.amountPaise, balancePaise: row.balancePaise },
        'an order was refused: the Setu wallet cannot cover it',
      );
      return rechargesPaused(order.operator);
    },

    /** Setu's low-balance webhook: the alert shows on the admin card; logged at warn. */
    async lowBalanceNotice(balanceRupees: string | undefined): Promise<void> {
      log.warn({ balance: balanceRupees }, 'Setu prepaid wallet balance is low: top it up');
      const paise = balanceRupees === undefined ? null : rupeesToPaise(balanceRupees);
      if (paise !== null) await saveLowBalanceNotice(db, PROVIDER, paise);
    },

    /** Setu's top-up webhook: the balance is asked again on the next look. */
    async topupNotice(): Promise<void> {
      log.info('Setu prepaid wallet topped up');
      await markWalletStale(db, PROVIDER);
    },
  };
}

export type RechargeWalletService = ReturnType<typeof createRechargeWallet>;
