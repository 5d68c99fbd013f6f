import { noteWithReason, ORDER_NOTES } from '@paywise/domain/order-notes';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rechargeRequests } from '../../db/schema';
import type { FulfilmentOrder, FulfilmentResult } from '../biller/biller';
import { SETU_CIRCLE_OF, SETU_OPERATOR_OF } from './setu-circles';
import {
  neverReachedSetu,
  SETU_DUPLICATE_REFERENCE,
  SETU_UNKNOWN_REFERENCE,
  SetuPrepaidError,
  type SetuPrepaidClient,
  type SetuRechargeCustomer,
  type SetuRechargeData,
} from './setu-prepaid-client';

/**
 * Mobile prepaid recharges fulfilled through Setu's Prepaid Mobile Recharge API (docs/decisions/0022), as the
 * biller port's `fulfil`: idempotent per order, so asking again never recharges twice.
 *
 * - First call for an order (no recharge_requests row): `recharge/validate` (a refusal fails the order: nothing
 *   was sent, its payment is refunded by the orders module), then the row is claimed, then ONE
 *   `recharge/request` with `paymentRefId` = the order's payment reference (letters and digits only).
 * - Any later call (a retry, the sweeper, a restarted process, a webhook) finds the row and only asks
 *   `recharge/status` with the same reference, before anything else: Successful → fulfilled with the operator's
 *   reference, Processing → pending, Failure (or a reversal) → failed with Setu's reason.
 * - A request whose answer was lost (timeout, 5xx) is pending: the status decides later. Setu not knowing the
 *   reference (ERR003) a minute after a send means the request never arrived: the same request (same
 *   paymentRefId) is sent again, up to RESEND_LIMIT times. This cannot recharge twice: Setu refuses a repeated
 *   paymentRefId (ERR005), so a first request that did arrive after all makes the second a duplicate, which only
 *   leads to its status being asked. Still unknown REQUEST_LOST_MS after the last send: failed (refunded).
 * - A request that provably never reached Setu (a 429, the login before it failing, the connection refused)
 *   gives its claim back: the next call validates and sends the same request (same paymentRefId) again.
 */
export const REQUEST_LOST_MS = 15 * 60_000;
/** How long after a send Setu's "unknown reference" is believed, and the request sent again. */
export const RESEND_AFTER_MS = 60_000;
/** How often a request Setu does not know is sent again before only the REQUEST_LOST_MS deadline is waited for. */
export const RESEND_LIMIT = 3;

/** Setu's `paymentRefId`: the order's payment reference in letters and digits (6 to 30). */
export function setuPaymentRefId(order: Pick<FulfilmentOrder, 'id' | 'paymentRef'>): string {
  const alnum = (order.paymentRef ?? '').replace(/[^A-Za-z0-9]/g, '');
  if (alnum.length >= 6) return alnum.slice(0, 30);
  return `PW${String(order.id).padStart(8, '0')}${alnum}`.slice(0, 30);
}

export interface SetuRechargeProvider {
  fulfil(order: FulfilmentOrder): Promise<FulfilmentResult>;
  /** The order a webhook's reference names (our paymentRefId or Setu's transactionRefId), if any. */
  orderOfReference(reference: string): Promise<number | undefined>;
}

export interface SetuRechargeProviderOptions {
  db: Database;
  client: SetuPrepaidClient;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
}

const PROVIDER = 'setu';

type RechargeClaim = typeof rechargeRequests.$inferSelect;

/** Our sentence, then Setu's words when it gave any (at most 200 characters: the order's failure reason). */
const withReason = noteWithReason;

/** What a Setu answer means for the order. */
function outcome(data: SetuRechargeData, fallbackReference: string): FulfilmentResult {
  const status = (data.status ?? '').toLowerCase();
  const reference = data.operatorRefId || data.transactionRefId || fallbackReference;
  if (status === 'successful' || status === 'success') return { status: 'fulfilled', reference };
  if (status === 'failure' || status === 'failed' || status.startsWith('revers')) {
    // recharge/status sends the reason as a string, recharge/request as an object with a message.
    const error = data.error as string | { message?: unknown; failureReason?: unknown } | null | undefined;
    const text =
      typeof error === 'string'
        ? error
        : typeof error?.message === 'string'
          ? error.message
          : typeof error?.failureReason === 'string'
            ? error.failureReason
            : '';
    const why = text.trim() === '' ? null : text.trim();
    const base = status.startsWith('revers') ? 'RECHARGE_REVERSED' : 'RECHARGE_FAILED';
    return {
      status: 'failed',
      reference,
      failureReason: withReason(base, why),
    };
  }
  return { status: 'pending', reference };
}

export function createSetuRechargeProvider(options: SetuRechargeProviderOptions): SetuRechargeProvider {
  const { db, client } = options;
  const now = options.now ?? (() => new Date());

  const findClaim = async (orderId: number) =>
    (await db.select().from(rechargeRequests).where(eq(rechargeRequests.orderId, orderId)).limit(1))[0];

  async function remember(orderId: number, data: SetuRechargeData) {
    await db
      .update(rechargeRequests)
      .set({
        ...(data.transactionRefId ? { transactionRefId: data.transactionRefId.slice(0, 100) } : {}),
        ...(data.status ? { lastStatus: data.status.slice(0, 20) } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(rechargeRequests.orderId, orderId));
  }

  /** The recharge Setu is asked for: the number, Setu's operator and circle. */
  function rechargeCustomer(order: FulfilmentOrder): SetuRechargeCustomer {
    const operator = SETU_OPERATOR_OF[order.operator ?? ''] ?? (order.operator ?? '').toLowerCase();
    const location = SETU_CIRCLE_OF[order.circle ?? ''] ?? order.circle ?? '';
    return {
      billParameters: [
        { name: 'Mobile Number', value: order.identifier },
        { name: 'Operator', value: operator },
        { name: 'Location', value: location },
      ],
      mobile: order.identifier,
    };
  }

  /** The one recharge/request of an order (sent again only with the same paymentRefId). */
  const sendRequest = (order: FulfilmentOrder, paymentRefId: string) =>
    client.request({
      customer: rechargeCustomer(order),
      paymentDetails: {
        amount: order.amountPaise,
        mode: 'Wallet',
        paymentParams: [],
        paymentRefId,
        timestamp: now().toISOString(),
      },
    });

  /**
   * Setu does not know a request that was sent: sent again (the same request) when the last send is a minute old
   * and fewer than RESEND_LIMIT were made, whoever claims the resend in the database first; failed once the last
   * send is REQUEST_LOST_MS old; otherwise pending.
   */
  async function whenSetuDoesNotKnow(
    order: FulfilmentOrder,
    claim: RechargeClaim,
  ): Promise<FulfilmentResult> {
    const lastSent = claim.lastSentAt ?? claim.requestedAt;
    const sinceLastSend = now().getTime() - lastSent.getTime();
    const pending: FulfilmentResult = { status: 'pending', reference: claim.paymentRefId };
    if (sinceLastSend < RESEND_AFTER_MS) return pending;
    if (claim.resends < RESEND_LIMIT) {
      const claimed = await db
        .update(rechargeRequests)
        .set({ resends: claim.resends + 1, lastSentAt: now(), updatedAt: sql`now()` })
        .where(
          and(
            eq(rechargeRequests.orderId, order.id),
            eq(rechargeRequests.resends, claim.resends),
            isNull(rechargeRequests.transactionRefId),
          ),
        )
        .returning({ orderId: rechargeRequests.orderId });
      if (claimed.length === 0) return pending;
      options.log?.warn(
        { orderId: order.id, paymentRefId: claim.paymentRefId, resend: claim.resends + 1 },
        'Setu does not know the recharge request; the same request is sent again',
      );
      try {
        const { data } = await sendRequest(order, claim.paymentRefId);
        await remember(order.id, data);
        return outcome(data, claim.paymentRefId);
      } catch (err) {
        // A duplicate: the first request did arrive. Anything else: not answered; the status decides later.
        if (!(err instanceof SetuPrepaidError && err.code === SETU_DUPLICATE_REFERENCE)) {
          options.log?.warn({ err, orderId: order.id }, 'the recharge request sent again was not answered');
        }
        return pending;
      }
    }
    if (sinceLastSend >= REQUEST_LOST_MS) {
      options.log?.warn(
        { orderId: order.id, paymentRefId: claim.paymentRefId, resends: claim.resends },
        'Setu never received the recharge request; the order is failed and refunded',
      );
      return {
        status: 'failed',
        reference: claim.paymentRefId,
        failureReason: ORDER_NOTES.RECHARGE_NOT_SENT,
      };
    }
    return pending;
  }

  /** The status of a recharge already requested (or claimed): the only call made for it after the first. */
  async function askStatus(order: FulfilmentOrder, claim: RechargeClaim): Promise<FulfilmentResult> {
    try {
      const { data } = await client.status(claim.paymentRefId);
      await remember(order.id, data);
      return outcome(data, claim.paymentRefId);
    } catch (err) {
      if (err instanceof SetuPrepaidError && err.code === SETU_UNKNOWN_REFERENCE) {
        return whenSetuDoesNotKnow(order, claim);
      }
      throw err;
    }
  }

  return {
    async fulfil(order: FulfilmentOrder): Promise<FulfilmentResult> {
      const paymentRefId = setuPaymentRefId(order);
      const claim = await findClaim(order.id);
      if (claim) return askStatus(order, claim);

      const customer = rechargeCustomer(order);
      // Nothing is sent to the operator by a validation: a refusal fails the order (refunded) with Setu's words.
      let validation;
      try {
        validation = await client.validate({ customer, paymentDetails: { amount: order.amountPaise } });
      } catch (err) {
        if (err instanceof SetuPrepaidError && !err.retryable && err.status !== 401) {
          return {
            status: 'failed',
            reference: paymentRefId,
            failureReason: withReason('RECHARGE_FAILED', err.failureReason),
          };
        }
        throw err;
      }
      const refused = validation.data.error ?? null;
      if (refused || validation.data.status !== 'Validation Successful') {
        const why = refused?.message ?? refused?.failureReason ?? '';
        return {
          status: 'failed',
          reference: validation.data.ValidationRefNo ?? paymentRefId,
          failureReason: withReason('RECHARGE_FAILED', why),
        };
      }

      // Claim, then call: whoever inserts the row sends the one request; anyone else only asks its status.
      const claimed = await db
        .insert(rechargeRequests)
        .values({ orderId: order.id, provider: PROVIDER, paymentRefId })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) {
        const other = await findClaim(order.id);
        if (!other) throw new Error(`recharge claim of order ${order.id} is neither inserted nor found`);
        return askStatus(order, other);
      }
      try {
        const { data } = await sendRequest(order, paymentRefId);
        await remember(order.id, data);
        return outcome(data, paymentRefId);
      } catch (err) {
        if (err instanceof SetuPrepaidError && err.code === SETU_DUPLICATE_REFERENCE) {
          return askStatus(order, claimed[0]);
        }
        if (neverReachedSetu(err)) {
          await db
            .delete(rechargeRequests)
            .where(and(eq(rechargeRequests.orderId, order.id), isNull(rechargeRequests.transactionRefId)));
          options.log?.warn(
            { orderId: order.id, status: (err as SetuPrepaidError).status },
            'Setu did not take the recharge request; the same request is sent again later',
          );
          return { status: 'pending', reference: paymentRefId };
        }
        if (err instanceof SetuPrepaidError && !err.retryable && err.status >= 400 && err.status < 500) {
          // Refused outright (e.g. 422 input-params-invalid): nothing was recharged.
          options.log?.warn(
            { orderId: order.id, status: err.status, code: err.code },
            'Setu refused the recharge request',
          );
          return {
            status: 'failed',
            reference: paymentRefId,
            failureReason: withReason('RECHARGE_FAILED', err.failureReason),
          };
        }
        // The answer was lost: the request may have arrived. Pending; its status decides (sent again only when
        // Setu says it does not know it: whenSetuDoesNotKnow).
        options.log?.warn(
          { err, orderId: order.id },
          'Setu recharge request not answered; its status will be asked',
        );
        return { status: 'pending', reference: paymentRefId };
      }
    },

    async orderOfReference(reference: string): Promise<number | undefined> {
      const [row] = await db
        .select({ orderId: rechargeRequests.orderId })
        .from(rechargeRequests)
        .where(
          and(
            eq(rechargeRequests.provider, PROVIDER),
            or(
              eq(rechargeRequests.paymentRefId, reference),
              eq(rechargeRequests.transactionRefId, reference),
            ),
          ),
        )
        .limit(1);
      return row?.orderId;
    },
  };
}
