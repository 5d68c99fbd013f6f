import { bbpsPaymentMode } from '@paywise/domain/bbps';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { billerPayments } from '../../db/schema';
import type { FulfilmentOrder, FulfilmentResult } from './biller';
import { agentOf, poll, type SetuBillerContext } from './setu-biller-context';
import { notSentToSetu, SetuApiError, SetuUnreachableError } from './setu-client';
import { FAILURE_CODES, failureOf, SETU_MESSAGES } from './setu-failures';

/**
 * fulfil: claim-then-call, one payment request per order: the claim (biller_payments, keyed by order) is
 * inserted before bills/payment/request is sent; an order already claimed only has its status asked
 * (bills/payment/response). Only when the first request's answer was lost (requested_at unset) and Setu does
 * not know the refId is the same request (same refId, same paymentRefId: Setu's idempotency key) sent again.
 */

/** Polls of a payment's status right after its request (the first three delays: under 2 s by default). */
const PAYMENT_POLLS = 3;

interface PaymentAnswer {
  data: {
    refId: string;
    status: 'Processing' | 'Success' | 'Failure' | 'Credit_Adjustment';
    transactionId?: string;
    billerRefId?: string;
    paymentDetails?: { mode?: string };
    additionalInfo?: Array<{ name: string; value: string }>;
    failureReason?: { code: string; message: string };
  };
}

/**
 * The biller's approval number of a paid bill: an `additionalInfo` line the biller names as its approval number
 * when it sends one, else `billerRefId` (NPCI's approval reference number, which Setu's payment answer carries as
 * the biller's reference of the transaction).
 */
export function approvalNumberOf(data: PaymentAnswer['data']): string | undefined {
  const line = data.additionalInfo?.find((info) => /approval/i.test(info.name) && info.value.trim() !== '');
  return line?.value.trim() ?? data.billerRefId;
}

const paymentStatus = ({ client }: SetuBillerContext, orderId: number, refId: string) =>
  client.call<PaymentAnswer>({
    method: 'POST',
    path: '/api/v2/bbps/bills/payment/response',
    body: { refId },
    context: { orderId, refId },
  });

function resultOf(
  { config, log }: SetuBillerContext,
  order: FulfilmentOrder,
  answer: PaymentAnswer | null,
): FulfilmentResult {
  const reference = answer?.data.transactionId ?? answer?.data.refId ?? order.billFetchRef ?? '';
  if (!answer || answer.data.status === 'Processing') return { status: 'pending', reference };
  if (answer.data.status === 'Success') {
    return {
      status: 'fulfilled',
      reference,
      ...(answer.data.transactionId ? { bbpsTransactionId: answer.data.transactionId } : {}),
      ...(answer.data.billerRefId ? { billerRef: answer.data.billerRefId } : {}),
      ...(approvalNumberOf(answer.data) ? { approvalNumber: approvalNumberOf(answer.data) } : {}),
      paymentMode: answer.data.paymentDetails?.mode ?? bbpsPaymentMode(order.paymentMethod),
      channel: config.agent.channel,
    };
  }
  // Failure, or Credit_Adjustment (the amount came back to the agent): the customer is refunded.
  const known = failureOf(answer.data.failureReason);
  log?.warn(
    {
      orderId: order.id,
      refId: answer.data.refId,
      status: answer.data.status,
      failureReason: answer.data.failureReason,
    },
    'Setu BBPS bill payment failed',
  );
  return { status: 'failed', reference, failureReason: known?.message ?? SETU_MESSAGES.paymentFailed };
}

async function sendPayment(
  { config, db, log, client, now }: SetuBillerContext,
  order: FulfilmentOrder,
  refId: string,
  paymentRefId: string,
): Promise<boolean> {
  const { status, body } = await client.call<{ data: { refId: string } }>({
    method: 'POST',
    path: '/api/v2/bbps/bills/payment/request',
    body: {
      refId,
      agent: agentOf(config),
      paymentDetails: {
        amount: order.amountPaise,
        mode: bbpsPaymentMode(order.paymentMethod),
        paymentRefId,
        timestamp: new Date(now()).toISOString(),
        // The fee travels on its own, never inside the bill amount (the CCF guide).
        ...(order.convenienceFeePaise ? { custConvFee: order.convenienceFeePaise } : {}),
        // An option of the bill paid: exactly one, its name as the fetch gave it, at the amount paid (the guide
        // "bill payment options", 5.2); the bill's own amount sends none.
        ...(order.paymentOption
          ? {
              selectedPaymentOptions: [
                { name: order.paymentOption.name, amount: order.paymentOption.amountPaise },
              ],
            }
          : {}),
      },
    },
    context: { orderId: order.id, refId },
  });
  if (status === 409)
    log?.info({ orderId: order.id, refId: body.data.refId }, 'Setu BBPS: payment already requested');
  await db
    .update(billerPayments)
    .set({ requestedAt: sql`now()` })
    .where(and(eq(billerPayments.orderId, order.id), isNull(billerPayments.requestedAt)));
  return true;
}

export async function fulfilSetuPayment(
  ctx: SetuBillerContext,
  order: FulfilmentOrder,
): Promise<FulfilmentResult> {
  const { db, log, delays } = ctx;
  const refId = order.billFetchRef;
  const paymentRefId = order.paymentRef;
  if (!refId || !paymentRefId) {
    // Nothing was sent: a recharge (not BBPS's), or a bill fetched before Setu was configured. Refunded.
    return {
      status: 'failed',
      reference: '',
      failureReason: refId ? SETU_MESSAGES.paymentFailed : SETU_MESSAGES.notABill,
    };
  }
  const [claimed] = await db
    .insert(billerPayments)
    .values({ orderId: order.id, provider: 'setu', fetchRef: refId, paymentRefId })
    .onConflictDoNothing()
    .returning();
  try {
    if (!claimed) {
      const [existing] = await db.select().from(billerPayments).where(eq(billerPayments.orderId, order.id));
      try {
        const { body } = await paymentStatus(ctx, order.id, existing.fetchRef);
        return resultOf(ctx, order, body);
      } catch (err) {
        // Setu does not know the payment and never acknowledged it: the first request was lost on the way.
        if (
          !(err instanceof SetuApiError) ||
          err.status >= 500 ||
          notSentToSetu(err) ||
          existing.requestedAt !== null
        ) {
          throw err;
        }
        log?.warn({ orderId: order.id, refId, code: err.code }, 'Setu BBPS knows no payment yet; sending it');
        await sendPayment(ctx, order, existing.fetchRef, existing.paymentRefId);
      }
    } else {
      try {
        await sendPayment(ctx, order, refId, paymentRefId);
      } catch (err) {
        if (notSentToSetu(err)) {
          // Not sent (Setu's 429, no token): the claim keeps requested_at unset, so the next attempt sends it.
          log?.warn(
            { orderId: order.id, refId, code: (err as SetuApiError).code },
            'Setu BBPS did not take the payment request; it is sent again later',
          );
          return { status: 'pending', reference: refId };
        }
        if (err instanceof SetuApiError && err.status < 500) {
          // Refused outright (validation, biller): nothing was paid at the biller.
          const known = FAILURE_CODES[err.code];
          log?.warn(
            { orderId: order.id, refId, code: err.code, traceId: err.traceId },
            'Setu BBPS refused the payment',
          );
          return {
            status: 'failed',
            reference: refId,
            failureReason: known?.message ?? SETU_MESSAGES.paymentFailed,
          };
        }
        throw err;
      }
    }
    // A short wait for the usual quick answer; a payment still Processing is left to the sweeper.
    const answer = await poll(
      delays,
      async () => (await paymentStatus(ctx, order.id, refId)).body,
      PAYMENT_POLLS,
    );
    return resultOf(ctx, order, answer);
  } catch (err) {
    if (err instanceof SetuUnreachableError || err instanceof SetuApiError) {
      // Unknown outcome: the order stays Processing and its status is asked again (never a second request).
      log?.warn(
        { orderId: order.id, refId, err: err.message },
        'Setu BBPS payment status unknown; asked again later',
      );
      return { status: 'pending', reference: refId };
    }
    throw err;
  }
}
