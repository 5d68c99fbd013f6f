import { ORDER_NOTES } from '@paywise/domain/order-notes';
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxPaymentBody, SandboxPaymentResult } from '@paywise/domain/contracts/payments';
import type { OrderAdapters } from '../../adapters';
import { gatewayPaymentOf } from '../../adapters/payment-gateway/razorpay-gateway';
import type { RazorpayWebhookEvent } from '../../adapters/payment-gateway/razorpay-client';
import { RazorpayError } from '../../adapters/payment-gateway/razorpay-errors';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, notFound, serviceBusy } from '../../lib/app-error';
import {
  ORDER_NOT_FOUND,
  orderIdentifier,
  orderOfGatewayOrder,
  payablePaise,
  type OrderService,
} from '../orders';
import { claimWebhookEvent, releaseWebhookEvent } from './repo';

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature.';
export const INVALID_WEBHOOK_BODY = 'The webhook body is not a gateway event.';
export const ORDER_ALREADY_PAID = 'This order is already paid.';
export const ORDER_NOT_PAYABLE = 'This order can no longer be paid. Please place a new order.';
export const GATEWAY_NOT_ASKED = 'The payment gateway could not be asked now. Please deliver this again.';
/** What a webhook whose status query failed asks the gateway to wait before delivering it again. */
export const WEBHOOK_RETRY_AFTER_SECONDS = 60;

export interface PaymentsServiceDeps {
  db: Database;
  adapters: OrderAdapters;
  orders: OrderService;
  log: FastifyBaseLogger;
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Gateway I/O: the gateway's webhooks (verified by the route) and the sandbox payment sheet. Every capture ends in
 * the order service's `settleCapturedPayment`, whose one conditional transition makes a confirmation (the order
 * route POST /orders/{id}/payment) and a webhook for the same payment one change.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, adapters, orders, log } = deps;
  const { gateway } = adapters;

  /** The order a webhook's payment belongs to, when it is one of ours. */
  async function orderOfPayment(gatewayOrderId: string | null | undefined) {
    if (!gatewayOrderId) return undefined;
    return orderOfGatewayOrder(db, gateway.name, gatewayOrderId);
  }

  /** What a verified webhook does to our order (idempotent: every effect is one conditional transition). */
  async function applyWebhookEvent(
    event: RazorpayWebhookEvent,
    eventId: string | undefined,
    onOrder?: (orderId: number) => void,
  ): Promise<WebhookOutcome> {
    const entity = event.payload?.payment?.entity;
    let outcome: WebhookOutcome = 'ignored';
    switch (event.event) {
      case 'payment.captured':
      case 'order.paid': {
        const order = entity && (await orderOfPayment(entity.order_id));
        if (!order) break;
        onOrder?.(order.id);
        await orders.settleCapturedPayment(order, gatewayPaymentOf(entity));
        outcome = 'processed';
        break;
      }
      case 'payment.failed': {
        const order = entity && (await orderOfPayment(entity.order_id));
        if (!order) break;
        onOrder?.(order.id);
        await orders.paymentFailed(
          order,
          gatewayPaymentOf(entity).failureReason ?? ORDER_NOTES.PAYMENT_NOT_CAPTURED,
        );
        outcome = 'processed';
        break;
      }
      case 'refund.processed':
      case 'refund.failed': {
        // Names a refund; Razorpay is asked about it (the answer decides), then the refund's row is updated.
        const refund = event.payload?.refund?.entity;
        if (typeof refund?.id !== 'string' || typeof refund.payment_id !== 'string') break;
        const order = await orderOfPayment(entity?.order_id);
        if (order) onOrder?.(order.id);
        try {
          if (await orders.refundEvent(refund.payment_id, refund.id, order)) outcome = 'processed';
        } catch (err) {
          if (!(err instanceof RazorpayError && err.retryable)) throw err;
          // The refund stays unprocessed in the ledger, so the sweeper asks about it too (askUnprocessedRefunds).
          log.warn(
            { err, paymentId: refund.payment_id, refundId: refund.id },
            'the gateway could not be asked about a refund webhook; it is to deliver it again',
          );
          throw serviceBusy('SERVICE_UNAVAILABLE', GATEWAY_NOT_ASKED, WEBHOOK_RETRY_AFTER_SECONDS);
        }
        break;
      }
      default:
        break;
    }
    if (outcome === 'ignored') {
      log.warn({ event: event.event, eventId }, 'payment webhook not for an order of ours; ignored');
    }
    return outcome;
  }

  return {
    /**
     * A webhook whose signature was checked on the raw body by the caller. payment.captured and order.paid pay
     * the order as a confirmation would; payment.failed keeps the reason while the customer may try again;
     * refund.processed finishes a refund whose answer was lost. A delivery already acted on (same event id) has
     * no second effect; an event for an order that is not ours is ignored.
     */
    /** `onOrder` is told the id of the order the event is about (the request's log lines then carry it). */
    async handleWebhook(
      rawBody: Buffer,
      eventId: string | undefined,
      onOrder?: (orderId: number) => void,
    ): Promise<WebhookOutcome> {
      let event: RazorpayWebhookEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhookEvent;
      } catch {
        throw badRequest('WEBHOOK_BODY_INVALID', INVALID_WEBHOOK_BODY);
      }
      if (typeof event !== 'object' || event === null || typeof event.event !== 'string') {
        throw badRequest('WEBHOOK_BODY_INVALID', INVALID_WEBHOOK_BODY);
      }
      // The delivery is claimed first (one statement: a repeated id claims nothing); should its effects fail, the
      // claim is given back so that the gateway's next delivery of it is acted on.
      if (eventId && !(await claimWebhookEvent(db, eventId, event.event))) return 'duplicate';
      try {
        return await applyWebhookEvent(event, eventId, onOrder);
      } catch (err) {
        if (eventId) await releaseWebhookEvent(db, eventId).catch(() => undefined);
        throw err;
      }
    },

    /**
     * The sandbox payment sheet's payment (sandbox gateway only): for the customer's own order still waiting
     * for its payment. Answers what Checkout would hand the browser, and the signed webhook to deliver.
     */
    async sandboxPay(customer: UserRow, body: SandboxPaymentBody) {
      const sandbox = adapters.sandbox;
      if (!sandbox) throw notFound('NOT_FOUND', 'Not found.');
      const order = await orderOfGatewayOrder(db, sandbox.name, body.gatewayOrderId);
      if (!order || order.customerId !== customer.id) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
      if (order.status === 'Failed') throw conflict('ORDER_NOT_PAYABLE', ORDER_NOT_PAYABLE);
      if (order.status !== 'Payment Pending') throw conflict('ORDER_ALREADY_PAID', ORDER_ALREADY_PAID);
      const outcome = await sandbox.pay(
        {
          gatewayOrderId: body.gatewayOrderId,
          amountPaise: payablePaise(order),
          identifier: orderIdentifier(order),
        },
        body,
      );
      if (!outcome) throw conflict('ORDER_ALREADY_PAID', ORDER_ALREADY_PAID);
      const result: SandboxPaymentResult =
        outcome.signature !== null
          ? { status: 'captured', paymentId: outcome.payment.id, signature: outcome.signature }
          : {
              status: 'failed',
              paymentId: outcome.payment.id,
              reason: outcome.payment.failureReason ?? ORDER_NOTES.PAYMENT_NOT_CAPTURED,
            };
      return { result, webhook: outcome.webhook, orderId: order.id };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
