import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { validateOrderInput, type NormalisedOrder } from '@paywise/domain/catalogue/order-rules';
import { orderPlanOf, type OrderPlan } from '@paywise/domain/catalogue/plan-facts';
import { checkedOrderPlan } from '@paywise/domain/catalogue/plans';
import type { Plan, ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { AdminPipeline, ReconciliationRun, ReconciliationStatus } from '@paywise/domain/contracts/admin';
import type {
  CreateOrderBody,
  CreatedOrderDto,
  OrderDetailDto,
  OrderDto,
  OrderPage,
} from '@paywise/domain/contracts/orders';
import { displayStatus } from '@paywise/domain/format';
import { ORDER_NOTES, referenceNote } from '@paywise/domain/order-notes';
import {
  REFUND_AT_GATEWAY,
  REFUND_MISMATCH,
  REFUND_NOT_PAYABLE,
  REFUND_SECOND,
  checkedPath,
  isFinalStatus,
} from '@paywise/domain/order-states';
import { paiseToRupees } from '@paywise/domain/money';
import { DAY_MS, indiaDayStart } from '@paywise/domain/time';
import {
  PAYMENT_METHODS,
  VPA_PATTERN,
  discountPaise,
  type PaymentMethod,
  type PromoRule,
} from '@paywise/domain/payments';
import type { OrderAdapters } from '../../adapters';
import type { GatewayPayment } from '../../adapters/payment-gateway/types';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { serviceBusy, badRequest, conflict, forbidden, notFound, unprocessable } from '../../lib/app-error';
import type { ReconciliationItem, UserRow } from '../../db/schema';
import { payBillWithOrder, requireBillRef } from '../bills';
import { companyDetails } from '../company';
import { decodeCursor, encodeCursor } from './cursor';
import { findPastDueRefunds, toOrderRefund } from './refund-clock';
import { receiptFileName, renderReceiptPdf } from './receipt';
import {
  claimPaymentRefund,
  claimUnfinishedOrder,
  claimUnfinishedOrders,
  findLastReconciliationRun,
  findCompletedBillPayments,
  findLateRefunds,
  findRefundsOfOrders,
  claimRefundsToAsk,
  insertReconciliationRun,
  type ReconciliationRunRow,
  findPaymentRefund,
  findStalePaymentRefunds,
  markPaymentRefunded,
  recordRefundStatus,
  releasePaymentRefund,
  setFailureReason,
  type NewPaymentRefund,
  type PaymentRefundRow,
  countCustomerOrders,
  findByIdempotencyKey,
  findLastPaidOrderForNumber,
  findOrder,
  findOrderByBillerFetchRef,
  findOrderByGatewayOrder,
  findOrderEvents,
  findReadableOrder,
  findRecentIdentifiers,
  hasOrderPayingBill,
  HISTORY_STATUSES,
  insertOrderClaimingKey,
  isOrderOwnedBy,
  listOrders,
  lockCustomer,
  markJobRun,
  moveOrder,
  readJobRuns,
  readOrderBatch,
  readUnfinishedOrders,
  rememberUpiId,
  rollupDailyStats,
  setGatewayOrder,
  setOrderBill,
  setPaymentFailure,
  type Executor,
  type Keyset,
  type OrderBill,
  type OrderFilters,
  type OrderRow,
  type OrderStep,
  type ReadOrderRow,
  type RecentRow,
} from './repo';

export const ORDER_NOT_FOUND = 'Recharge not found.';
export const KEY_IN_FLIGHT = 'A request with this Idempotency-Key is still being processed.';
export const KEY_REUSED = 'This Idempotency-Key was already used with a different request.';
export const VERIFY_EMAIL_TO_ORDER =
  'Please verify your email to place more orders: open Profile, choose Verify next to your email and enter ' +
  'the code we send you.';

/** How long a retry waits for the first request with its key to finish before answering 409. */
const IN_FLIGHT_WAIT_MS = 2_000;
const IN_FLIGHT_POLL_MS = 40;

/** What an order recharges or pays: its mobile number, or its account number. */
export const orderIdentifier = (row: Pick<OrderRow, 'mobile' | 'accountNumber'>) =>
  row.mobile ?? row.accountNumber ?? '';

/**
 * What the customer pays for an order: its amount less the instant discount, plus the biller's customer
 * convenience fee (Bharat Connect bills; 0 otherwise).
 */
export const payablePaise = (
  row: Pick<OrderRow, 'amountPaise' | 'discountPaise'> & Partial<Pick<OrderRow, 'convenienceFeePaise'>>,
) => row.amountPaise - row.discountPaise + (row.convenienceFeePaise ?? 0);

const asPaymentMethod = (value: string | null): PaymentMethod | null =>
  PAYMENT_METHODS.find((method) => method === value) ?? null;

export function toOrderDto(row: OrderRow, consumer: string): OrderDto {
  return {
    id: row.id,
    itemId: orderIdentifier(row),
    dateTime: row.createdAt.toISOString(),
    type: row.displayType,
    orderType: row.type,
    operator: row.operator,
    mobile: row.mobile,
    accountNumber: row.accountNumber,
    circle: row.circle,
    amount: paiseToRupees(row.amountPaise),
    discount: paiseToRupees(row.discountPaise),
    amountPayable: paiseToRupees(payablePaise(row)),
    status: displayStatus(row.status),
    consumer,
    serviceType: row.serviceType,
    paymentSource: row.paymentSource,
    paymentMethod: asPaymentMethod(row.paymentMethod),
    paymentReference: row.paymentRef,
    ...(row.failureReason ? { failureReason: row.failureReason } : {}),
    ...(row.refundRef ? { refundReference: row.refundRef } : {}),
    billNumber: row.billNumber,
    billDueDate: row.billDueDate,
    plan: row.plan ?? null,
    ...(row.convenienceFeePaise > 0 ? { convenienceFee: paiseToRupees(row.convenienceFeePaise) } : {}),
    ...(row.bbpsTxnId ? { bbpsTransactionId: row.bbpsTxnId } : {}),
    ...(row.billerRef ? { billerReference: row.billerRef } : {}),
    ...(row.billDate ? { billDate: row.billDate } : {}),
    ...(row.billCustomerName ? { billCustomerName: row.billCustomerName } : {}),
    ...(row.billerId ? { billerId: row.billerId } : {}),
    ...(row.bbpsApprovalRef ? { approvalNumber: row.bbpsApprovalRef } : {}),
    ...(row.bbpsPaymentMode ? { bbpsPaymentMode: row.bbpsPaymentMode } : {}),
    ...(row.bbpsChannel ? { bbpsChannel: row.bbpsChannel } : {}),
  };
}

/** The 409 of an order whose plan the provider no longer offers (between browsing and paying). */
export const planGoneMessage = (operator: string, circle: string | null) =>
  `This plan is no longer offered by ${operator}${circle ? ` in ${circle}` : ''}. Choose a plan again; nothing was charged.`;

/** A plan no longer offered: answered 409, but only to a new order (a replayed key answers its order). */
class PlanGone extends Error {}

/** Services whose orders buy a catalogue plan: mobile and data card recharges. */
const PLAN_SERVICES: readonly string[] = ['mobile', 'datacard'];

/**
 * The plan an order buys (`planId`), checked against the catalogue: one of its operator's and circle's plans at
 * its amount. Its facts are what the order stores. No planId: no plan.
 */
function orderPlan(
  order: NormalisedOrder,
  planId: number | null | undefined,
  live?: readonly Plan[],
): OrderPlan | null {
  if (planId === null || planId === undefined) return null;
  if (!PLAN_SERVICES.includes(order.slug)) {
    throw badRequest('VALIDATION', 'planId: is only for mobile and data card recharges', {
      planId: 'is only for mobile and data card recharges',
    });
  }
  if (live) {
    // Live plans (decision 0022): the plan must still be offered, at the order's amount. A plan whose price changed
    // has a new id, so an old id at an old price is refused too, never charged.
    const plan = live.find((known) => known.id === planId && known.price * 100 === order.amountPaise);
    if (!plan) throw new PlanGone(planGoneMessage(order.operator, order.circle));
    return orderPlanOf(plan);
  }
  const plan = checkedOrderPlan({
    operator: order.operator,
    circle: order.circle,
    planId,
    amountPaise: order.amountPaise,
  });
  if (typeof plan === 'string') throw badRequest('VALIDATION', `planId: ${plan}`, { planId: plan });
  return orderPlanOf(plan);
}

/**
 * sha256 of the normalised order: the same order spelled differently (case, spaces, 499 vs '499.00') matches.
 * The bill it pays counts when there is one (an order without one hashes as before bills had refs).
 */
function requestHash(
  order: NormalisedOrder,
  billFetchRef: string | null,
  planId: number | null = null,
): string {
  const canonical: unknown[] = [
    order.type,
    order.displayType,
    order.serviceType,
    order.operator,
    order.mobile,
    order.circle,
    order.accountNumber,
    order.amountPaise,
  ];
  if (billFetchRef !== null) canonical.push(billFetchRef);
  // The plan too, when there is one (an order without one hashes as before plans were stored).
  if (planId !== null) canonical.push({ planId });
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export interface CreateOrderResult {
  /** 201 for a new order, 200 when an Idempotency-Key replays an earlier one. */
  statusCode: 201 | 200;
  order: CreatedOrderDto;
}

export const PAYMENT_NOT_STARTED = ORDER_NOTES.PAYMENT_NOT_STARTED;
export const AMOUNT_MISMATCH = 'The amount paid does not match this order.';
export const PAYMENT_REFUNDED = 'This payment was refunded and does not pay this order.';

/** Why a captured payment was refunded instead of paying its order: one wording with the order page's. */
export { REFUND_AT_GATEWAY, REFUND_MISMATCH, REFUND_NOT_PAYABLE, REFUND_SECOND };

/** A refund claimed by a caller that died is taken over after at least this long. */
const MIN_REFUND_LEASE_MS = 30_000;
/** A refund not processed yet is asked about by the sweeper at most this often (docs/decisions/0024). */
const REFUND_ASK_INTERVAL_MS = 60 * 60_000;
/**
 * How long past PAYMENT_EXPIRY_MINUTES an order whose payments cannot be looked up (the gateway keeps failing)
 * waits before it expires anyway (a late capture is then refunded).
 */
export const LOOKUP_FAILURE_GRACE_MS = 5 * 60_000;

export interface OrderServiceDeps {
  db: Database;
  adapters: OrderAdapters;
  maxOrderAmount: number;
  /** MIN_ORDER_AMOUNT (rupees). */
  minOrderAmount: number;
  /** Orders a customer may place before verifying their email (admins are not limited). */
  unverifiedOrderLimit: number;
  log: FastifyBaseLogger;
  pipeline: AppConfig['pipeline'];
  /** The instant discount rule. */
  promo: PromoRule;
  /** How long a bill fetch may be paid (BILL_FETCH_TTL_MINUTES). */
  billFetchTtlMs: number;
  /** Every bill order must pay a fetched bill (BILLER_PROVIDER=setu), not only those whose service requires it. */
  billRefAlways?: boolean;
  /**
   * Why a new order cannot be taken now, or null (the recharge wallet cannot cover it, decision 0022): asked
   * before anything is charged; the request answers 503 with the message.
   */
  orderRefusal?: (order: NormalisedOrder) => Promise<string | null>;
  /**
   * The recharge provider's live plans of an operator and circle, when it has them (decision 0022): an order's
   * planId is checked against them instead of the shipped catalogue. undefined: the catalogue.
   */
  livePlans?: (operator: string, circle: string | null) => Promise<Plan[] | undefined>;
  /** Told of every status change this process made (transactional SMS); must not throw or wait. */
  onMoved?: (row: OrderRow) => void;
}

/** How many unfinished orders one sweeper run claims at a time, and how many it works on at once. */
const SWEEP_BATCH = 100;
const SWEEP_CONCURRENCY = 4;
/** A sweeper run stops after this many batches (the next run goes on), so one run never lasts for ever. */
const SWEEP_MAX_BATCHES = 20;

export const PAYMENT_NOT_COMPLETED = ORDER_NOTES.PAYMENT_NOT_COMPLETED;
/** Why a Completed recharge's payment was refunded: the operator took the recharge back (decision 0022). */
export const RECHARGE_REVERSED_AFTER_COMPLETION = ORDER_NOTES.RECHARGE_REVERSED_AFTER_COMPLETION;

/**
 * The order pipeline (create, pay, fulfil, refund, sweep, roll up): the one part of the module that needs the
 * adapters, the logger and the pipeline settings, built once in app.ts as app.orderService. Its jobs and the
 * payments service call it through that instance (tests replace its methods there); the reads below are plain
 * functions taking `db` first like every other service.
 */
export function createOrderService(deps: OrderServiceDeps) {
  const { db, adapters, log, pipeline } = deps;

  const { gateway } = adapters;
  const startedAt = Date.now();

  /** Sweeps have stopped: the last one is older than three intervals (none yet: this process is that old). */
  const sweeperStale = (last: Date | null, jobsRunning: boolean, now: Date) => {
    const limit = 3 * pipeline.sweepIntervalMs;
    if (last) return now.getTime() - last.getTime() > limit;
    return jobsRunning && now.getTime() - startedAt > limit;
  };

  /** The order as POST /orders answers it: with what the payment sheet needs. */
  const createdOrderDto = (row: OrderRow, consumer: string): CreatedOrderDto => ({
    ...toOrderDto(row, consumer),
    payment: row.gatewayOrderId
      ? {
          gateway: row.gateway === 'razorpay' ? 'razorpay' : 'sandbox',
          gatewayOrderId: row.gatewayOrderId,
          amountPaise: payablePaise(row),
          currency: 'INR',
          keyId: gateway.keyId,
        }
      : null,
  });

  /**
   * The one way a status changes: along the state machine's edges, in one conditional statement with its
   * events. When another writer moved the order first, the order as it now is.
   */
  async function move(
    row: OrderRow,
    steps: OrderStep[],
    change: Parameters<typeof moveOrder>[4] = {},
  ): Promise<OrderRow> {
    const from = displayStatus(row.status);
    checkedPath(
      from,
      steps.map((step) => step.status),
    );
    const moved = await moveOrder(db, row.id, from, steps, change);
    if (moved) deps.onMoved?.(moved);
    return moved ?? (await findOrder(db, row.id)) ?? row;
  }

  /**
   * Inserts the order with its first event; null when the key was already taken (a replay: the bill is not looked
   * at again, the first order is answered). With a bill ref, `executor` is a transaction and the bill is checked
   * and marked paid by this order in it (payBillWithOrder): a refused bill rolls the order back.
   */
  async function claim(
    executor: Executor,
    customer: UserRow,
    order: NormalisedOrder,
    key: string | null,
    hash: string,
    billFetchRef: string | null,
    plan: OrderPlan | null,
  ) {
    const row = await insertOrderClaimingKey(executor, {
      customerId: customer.id,
      plan,
      type: order.type,
      displayType: order.displayType,
      operator: order.operator,
      mobile: order.mobile,
      accountNumber: order.accountNumber,
      circle: order.circle,
      amountPaise: order.amountPaise,
      discountPaise: discountPaise(order.amountPaise, deps.promo),
      gateway: gateway.name,
      gatewayOrderId: gateway.mintOrderId?.() ?? null,
      serviceType: order.serviceType,
      idempotencyKey: key,
      requestHash: key === null ? null : hash,
    });
    if (!row) return null;
    if (billFetchRef === null) return row;
    return payBillWithOrder(executor, row, order, billFetchRef, customer.id, deps.billFetchTtlMs);
  }

  /**
   * claim() for a customer whose email is not verified: at most `unverifiedOrderLimit` orders (fake accounts
   * cannot fill the dashboard). The customer's row is locked while counting and inserting, so requests sent at
   * the same moment cannot pass the cap together; a retried key of an order already placed is not a new order
   * and is answered (null: replay), at the cap too. 403 rather than 429: waiting does not help, verifying does.
   */
  function claimUnverified(
    customer: UserRow,
    order: NormalisedOrder,
    key: string | null,
    hash: string,
    billFetchRef: string | null,
    plan: OrderPlan | null,
  ) {
    return db.transaction(async (tx) => {
      const isVerified = await lockCustomer(tx, customer.id);
      if (!isVerified && (await countCustomerOrders(tx, customer.id)) >= deps.unverifiedOrderLimit) {
        if (key !== null && (await findByIdempotencyKey(tx, customer.id, key))) return null;
        throw forbidden('ORDER_LIMIT_UNVERIFIED', VERIFY_EMAIL_TO_ORDER);
      }
      return claim(tx, customer, order, key, hash, billFetchRef, plan);
    });
  }

  /** A request still running holds its order at 'Payment Pending' with no gateway order yet. */
  const isInFlight = (row: OrderRow) => row.status === 'Payment Pending' && row.gatewayOrderId === null;
  const isFinal = (row: OrderRow) => isFinalStatus(displayStatus(row.status));

  /**
   * The answer to a retried key: the first order once its request has finished; 422 for another body. An order
   * whose request died (no change for the sweeper's grace period) is re-driven here rather than answered 409.
   */
  async function replay(customer: UserRow, key: string, hash: string): Promise<CreateOrderResult> {
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const existing = await findByIdempotencyKey(db, customer.id, key);
      // Cannot happen (keys are never deleted), but never answer 500 for it.
      if (!existing) throw conflict('IDEMPOTENCY_KEY_IN_FLIGHT', KEY_IN_FLIGHT);
      if (existing.requestHash !== hash) throw unprocessable('IDEMPOTENCY_KEY_REUSED', KEY_REUSED);
      if (!isFinal(existing) && Date.now() - existing.updatedAt.getTime() >= pipeline.sweepGraceMs) {
        const claimed = await claimUnfinishedOrder(
          db,
          existing.id,
          new Date(Date.now() - pipeline.sweepGraceMs),
        );
        let current = claimed ? await redrive(claimed) : existing;
        // Its request died before the gateway order was recorded: the customer is back, so start the payment
        // now (creating a gateway order again is harmless; an unused one simply expires at the gateway).
        if (claimed && current.status === 'Payment Pending' && !current.gatewayOrderId) {
          current = await startPayment(current);
        }
        return { statusCode: 200, order: createdOrderDto(current, customer.username) };
      }
      if (!isInFlight(existing)) {
        return { statusCode: 200, order: createdOrderDto(existing, customer.username) };
      }
      if (Date.now() >= deadline) throw conflict('IDEMPOTENCY_KEY_IN_FLIGHT', KEY_IN_FLIGHT);
      await sleep(IN_FLIGHT_POLL_MS);
    }
  }

  /**
   * A new order's own request: the gateway's order for the payable amount, recorded on the order, so the
   * customer can pay it. A gateway that fails or cannot be reached fails the order at once (nothing was paid)
   * and the request answers 503: the customer tries again with a new order.
   */
  async function startPayment(row: OrderRow): Promise<OrderRow> {
    if (row.gatewayOrderId) return row;
    let gatewayOrderId;
    try {
      ({ gatewayOrderId } = await gateway.createOrder({ orderId: row.id, amountPaise: payablePaise(row) }));
    } catch (err) {
      log.error({ err, orderId: row.id }, 'payment gateway could not create the order; the order is failed');
      await move(row, [{ status: 'Failed', note: PAYMENT_NOT_STARTED }], {
        failureReason: PAYMENT_NOT_STARTED,
      });
      throw serviceBusy('PAYMENT_NOT_STARTED', PAYMENT_NOT_STARTED, 5);
    }
    return (await setGatewayOrder(db, row.id, gatewayOrderId)) ?? (await findOrder(db, row.id)) ?? row;
  }

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
    const claimed = await claimPaymentRefund(db, input, new Date(Date.now() - refundLeaseMs));
    if (!claimed) return findPaymentRefund(db, input.paymentId);
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
      log.error(
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

  /**
   * THE rule for a payment the gateway says is captured (the browser's confirmation, a webhook, the sweeper's
   * question, reconciliation): it either pays its order, or it is refunded. It pays the order only when it is
   * for this gateway order, amount and currency, not refunded at the gateway, and the order is still 'Payment
   * Pending': then one conditional transition records it (→ 'Processing') and only the caller that made it
   * asks the biller. Anything else (the order expired, was paid by another payment, the amount or currency is
   * wrong, the payment was refunded at the gateway) is refunded, once. `refusal` says why a payment did not pay
   * its order, for the customer's confirmation; `taken` whether this payment is the order's.
   */
  /**
   * A UPI payment that paid its order: its UPI ID is the customer's last one, offered in their next payment sheet.
   * Best effort: the payment stands whatever happens here.
   */
  const upiIdOf = (payment: GatewayPayment): string | null => {
    const vpa = payment.vpa?.trim();
    return payment.method === 'UPI' && vpa && VPA_PATTERN.test(vpa) && vpa.length <= 320 ? vpa : null;
  };
  async function rememberUpi(row: OrderRow, payment: GatewayPayment): Promise<void> {
    const vpa = upiIdOf(payment);
    if (!vpa) return;
    await rememberUpiId(db, row.customerId, vpa).catch((err: unknown) => {
      log.warn({ err, orderId: row.id }, 'the last UPI ID could not be kept');
    });
  }

  async function capturedPayment(
    row: OrderRow,
    payment: GatewayPayment,
  ): Promise<{ row: OrderRow; matched: boolean; refusal: string | null }> {
    if (payment.gatewayOrderId !== row.gatewayOrderId) {
      // Not this order's payment at all: never refunded on this order's behalf.
      log.error(
        { orderId: row.id, paymentId: payment.id, paymentGatewayOrderId: payment.gatewayOrderId },
        'captured payment is for another gateway order; ignored',
      );
      return { row, matched: false, refusal: AMOUNT_MISMATCH };
    }
    if (row.paymentRef === payment.id) return { row, matched: true, refusal: null };
    if (payment.amountPaise !== payablePaise(row) || payment.currency !== 'INR') {
      log.warn(
        {
          orderId: row.id,
          paymentId: payment.id,
          payablePaise: payablePaise(row),
          paidPaise: payment.amountPaise,
          currency: payment.currency,
        },
        'captured payment does not match the order; it is refunded',
      );
      await refundLate(row, payment, REFUND_MISMATCH);
      return { row: (await findOrder(db, row.id)) ?? row, matched: false, refusal: AMOUNT_MISMATCH };
    }
    if (row.status === 'Payment Pending' && payment.status !== 'refunded') {
      // The usual case, in one statement: the payment pays its order unless we already gave it back (the
      // payment_refunds check below, made inside the move), and the customer's UPI ID is kept with it.
      // Otherwise nothing changed and the steps below decide exactly as they would have.
      const taken = await moveOrder(
        db,
        row.id,
        'Payment Pending',
        [{ status: 'Processing', note: referenceNote('PAYMENT_CAPTURED', payment.id) }],
        { paymentRef: payment.id, paymentMethod: payment.method },
        { unlessRefunded: payment.id, customerUpiId: upiIdOf(payment) },
      );
      if (taken) return { row: await fulfil(taken, { justTaken: true }), matched: true, refusal: null };
    }
    if (await findPaymentRefund(db, payment.id)) {
      // Already given back by us (a repeated confirmation or webhook of a late payment): the order as it is.
      await refundLate(row, payment, REFUND_NOT_PAYABLE);
      return { row: (await findOrder(db, row.id)) ?? row, matched: true, refusal: null };
    }
    if (payment.status === 'refunded') {
      await refundLate(row, payment, REFUND_AT_GATEWAY);
      const current = (await findOrder(db, row.id)) ?? row;
      const refusal = current.status === 'Payment Pending' ? PAYMENT_REFUNDED : null;
      return { row: current, matched: false, refusal };
    }
    let current = row;
    if (current.status === 'Payment Pending') {
      const taken = await moveOrder(
        db,
        current.id,
        'Payment Pending',
        [{ status: 'Processing', note: referenceNote('PAYMENT_CAPTURED', payment.id) }],
        { paymentRef: payment.id, paymentMethod: payment.method },
      );
      if (taken) {
        await rememberUpi(taken, payment);
        return { row: await fulfil(taken), matched: true, refusal: null };
      }
      current = (await findOrder(db, row.id)) ?? row;
      if (current.paymentRef === payment.id) return { row: current, matched: true, refusal: null };
    }
    await refundLate(current, payment, current.status === 'Failed' ? REFUND_NOT_PAYABLE : REFUND_SECOND);
    return { row: current, matched: true, refusal: null };
  }

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
      log.error({ err, orderId: row.id }, 'biller failed; the sweeper will ask it again');
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
    type: row.type,
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
  });

  /**
   * The recharge aggregator says something happened to an order's recharge (its payment-status or reversal
   * webhook, docs/decisions/0022). The webhook's body is not trusted: it only makes us ask the biller for the
   * order's status (for a recharge already requested the adapter asks the aggregator, never requests again).
   * A Processing order is finished as the sweeper would; a Completed one the operator reversed has its payment
   * refunded once (kind 'late', the order page lists it with the reason), the order itself stays Completed.
   */
  async function recheckRecharge(orderId: number): Promise<OrderRow | undefined> {
    const row = await findOrder(db, orderId);
    if (!row) return undefined;
    if (row.status === 'Processing') return fulfil(row);
    if (row.status !== 'Completed' || !row.paymentRef) return row;
    const existing = await findPaymentRefund(db, row.paymentRef);
    if (existing?.status === 'refunded') return row;
    const result = await adapters.biller.fulfil(fulfilmentOrder(row, row.paymentRef));
    if (result.status !== 'failed') return row;
    const reason = RECHARGE_REVERSED_AFTER_COMPLETION;
    if (!existing) {
      log.warn(
        { orderId: row.id, paymentId: row.paymentRef, reason },
        'a completed recharge was reversed; refunding it',
      );
    }
    await refundPayment({
      paymentId: row.paymentRef,
      orderId: row.id,
      gateway: row.gateway ?? gateway.name,
      amountPaise: payablePaise(row),
      currency: 'INR',
      kind: 'late',
      reason,
      method: row.paymentMethod,
    });
    return (await findOrder(db, row.id)) ?? row;
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
          log.error({ err, orderId: row.id }, 'payment gateway failed; the sweeper will ask it again');
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
      const reason = failureReason ?? PAYMENT_NOT_COMPLETED;
      return move(current, [{ status: 'Failed', note: reason }], { failureReason: reason });
    }
    return current;
  }

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
   * refund.processed webhook; docs/decisions/0024): each is asked about at most once an hour
   * (REFUND_ASK_INTERVAL_MS), and the answer recorded as a webhook's would be.
   */
  async function askUnprocessedRefunds(stopping?: AbortSignal): Promise<number> {
    const due = await claimRefundsToAsk(db, new Date(Date.now() - REFUND_ASK_INTERVAL_MS), SWEEP_BATCH);
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
    const run = await insertReconciliationRun(db, {
      windowFrom,
      windowTo: now,
      ...counts,
      unresolved: unresolved.slice(0, RECONCILIATION_MAX_LISTED),
    });
    log.info({ ...counts, unresolved: unresolved.length }, 'reconciliation finished');
    return reconciliationDto(run);
  }

  return {
    async createOrder(
      customer: UserRow,
      body: CreateOrderBody,
      key: string | undefined,
    ): Promise<CreateOrderResult> {
      const checked = validateOrderInput(body, deps.maxOrderAmount, deps.minOrderAmount);
      if (!checked.ok) {
        const { field, message } = checked.error;
        throw badRequest('VALIDATION', `${field}: ${message}`, { [field]: message });
      }
      const billFetchRef = body.billFetchRef?.trim() || null;
      requireBillRef(checked.order, billFetchRef, deps.billRefAlways ?? false);
      const live =
        body.planId != null && PLAN_SERVICES.includes(checked.order.slug) && deps.livePlans
          ? await deps.livePlans(checked.order.operator, checked.order.circle)
          : undefined;
      let plan: OrderPlan | null = null;
      let planGone: string | null = null;
      try {
        plan = orderPlan(checked.order, body.planId, live);
      } catch (err) {
        if (!(err instanceof PlanGone)) throw err;
        planGone = err.message;
      }
      const hash = requestHash(checked.order, billFetchRef, plan?.id ?? body.planId ?? null);
      // A replayed key answers its order as it is; only a new order is refused (never charged to be refunded).
      // The key is looked up only when the order would be refused: not one statement more per accepted order.
      const refusal = planGone ? null : ((await deps.orderRefusal?.(checked.order)) ?? null);
      if ((planGone || refusal) && !(key && (await findByIdempotencyKey(db, customer.id, key)))) {
        if (planGone) throw conflict('PLAN_UNAVAILABLE', planGone);
        throw serviceBusy('PROVIDER_REFUSED', refusal!, 300);
      }
      const isCapped = !customer.isEmailVerified && customer.role !== 'ADMIN';
      const claimed = isCapped
        ? await claimUnverified(customer, checked.order, key ?? null, hash, billFetchRef, plan)
        : billFetchRef === null
          ? await claim(db, customer, checked.order, key ?? null, hash, null, plan)
          : await db.transaction((tx) =>
              claim(tx, customer, checked.order, key ?? null, hash, billFetchRef, plan),
            );
      if (!claimed) return replay(customer, key!, hash);
      const started = await startPayment(claimed);
      return { statusCode: 201, order: createdOrderDto(started, customer.username) };
    },

    capturedPayment,

    recheckRecharge,

    reconcile,

    /** The admin's view of the last reconciliation run (null before the first). */
    async reconciliationStatus(): Promise<ReconciliationStatus> {
      const last = await findLastReconciliationRun(db);
      return { lastRun: last ? reconciliationDto(last) : null };
    },

    /**
     * The biller provider says something happened to an order's bill payment (a webhook): never trusted alone, it
     * only makes the biller be asked now (fulfil: the status query decides). An order not Processing is left as
     * it is, so duplicate deliveries change nothing.
     */
    async billerUpdate(row: OrderRow): Promise<OrderRow> {
      return row.status === 'Processing' ? fulfil(row) : row;
    },

    /** A failed payment attempt: the order waits for another one (it keeps the reason should it expire). */
    async paymentFailed(row: OrderRow, reason: string): Promise<void> {
      if (row.status === 'Payment Pending') await setPaymentFailure(db, row.id, reason);
    },

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
      const [unfinished, runs, pastDue] = await Promise.all([
        readUnfinishedOrders(db),
        readJobRuns(db),
        findPastDueRefunds(db, now),
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
        serverTime: now.toISOString(),
      };
    },

    /** Brings the dashboard's daily aggregates up to date (the rollup job). */
    rollup: () => rollupDailyStats(db, ROLLUP_JOB),
  };
}

/** One order: a customer reads only their own (another's is 404 like a missing one); an admin any. */
export async function getOrder(db: Database, reader: UserRow, id: number): Promise<OrderDetailDto> {
  const row = await findReadableOrder(db, id, reader.role === 'ADMIN' ? null : reader.id);
  if (!row) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  const [events, late, refunds] = await Promise.all([
    findOrderEvents(db, id),
    findLateRefunds(db, id),
    findRefundsOfOrders(db, [id]),
  ]);
  const now = new Date();
  return {
    ...toOrderDto(row, row.consumer),
    // Every refund with its clock (docs/decisions/0024).
    ...(refunds.length > 0 ? { refunds: refunds.map((r) => toOrderRefund(r, now)) } : {}),
    events: events.map((e) => ({
      status: displayStatus(e.status),
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    // Payments the order could not take, and their refunds ("₹X paid after the order closed was refunded on …").
    ...(late.length > 0
      ? {
          lateRefunds: late.map((r) => ({
            paymentReference: r.paymentId,
            amount: paiseToRupees(r.amountPaise),
            reason: r.reason,
            status: r.status === 'refunded' ? ('refunded' as const) : ('pending' as const),
            refundReference: r.refundRef,
            paidAt: r.createdAt.toISOString(),
            refundedAt: r.refundedAt?.toISOString() ?? null,
          })),
        }
      : {}),
  };
}

/** The order's receipt as a PDF, for the same readers as getOrder (another customer's order is 404). */
export async function receiptPdf(
  db: Database,
  reader: UserRow,
  id: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await findReadableOrder(db, id, reader.role === 'ADMIN' ? null : reader.id);
  if (!row) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  const company = await companyDetails(db);
  return {
    fileName: receiptFileName(row.id),
    // In the reader's saved language: the customer's own (an admin reads it in theirs; English when none).
    pdf: await renderReceiptPdf(toOrderDto(row, row.consumer), company, reader.language),
  };
}

/** A page of an order list, newest first, with the cursor of the next page (null on the last). */
export async function listOrderPage(
  db: Database,
  filters: OrderFilters,
  cursor: string | undefined,
  limit: number,
): Promise<OrderPage> {
  const rows = await listOrders(db, filters, decodeCursor(cursor), limit);
  const page = rows.slice(0, limit);
  const refunds = await findRefundsOfOrders(
    db,
    page.map((row) => row.id),
  );
  const now = new Date();
  const refundsOf = (id: number) => refunds.filter((r) => r.orderId === id).map((r) => toOrderRefund(r, now));
  return {
    orders: page.map((row) => {
      const own = refundsOf(row.id);
      return { ...toOrderDto(row, row.consumer), ...(own.length > 0 ? { refunds: own } : {}) };
    }),
    nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
  };
}

/** Every order of one customer as the API reads them, newest first (their data export). */
export async function allOrdersOfCustomer(db: Database, customerId: number): Promise<OrderDto[]> {
  const all: OrderDto[] = [];
  let after: Keyset | null = null;
  for (;;) {
    const rows = await readOrderBatch(db, { customerId }, after, 500);
    if (rows.length === 0) return all;
    for (const row of rows) all.push(toOrderDto(row, row.consumer));
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAtText, id: last.id };
  }
}

/*
 * What other modules read of orders (payments, me, numbers, complaints, bills): they call these through index.ts
 * and never query the orders table themselves.
 */

/** The order paid through a gateway order (webhooks and confirmations name the gateway's order id). */
export function orderOfGatewayOrder(
  db: Database,
  gateway: string,
  gatewayOrderId: string,
): Promise<OrderRow | undefined> {
  return findOrderByGatewayOrder(db, gateway, gatewayOrderId);
}

/** The order paying the bill of a biller provider's fetch (Setu's refId), if any. */
export function orderOfBillerFetchRef(db: Database, ref: string): Promise<OrderRow | undefined> {
  return findOrderByBillerFetchRef(db, ref);
}

/** One of the customer's own orders with their name (another customer's is undefined like a missing one). */
export function customerOrder(
  db: Database,
  orderId: number,
  customerId: number,
): Promise<ReadOrderRow | undefined> {
  return findReadableOrder(db, orderId, customerId);
}

/** The customer's recent identifiers of a service (GET /me/recents), each with its newest paid order. */
export function recentIdentifiers(
  db: Database,
  customerId: number,
  def: ServiceDefinition,
  limit: number,
): Promise<RecentRow[]> {
  return findRecentIdentifiers(db, customerId, def, limit);
}

/** The operator and circle of the customer's last paid order for a mobile number, if any (GET /mobile/lookup). */
export function lastPaidOrderOfNumber(
  db: Database,
  customerId: number,
  mobile: string,
): Promise<{ operator: string; circle: string | null } | undefined> {
  return findLastPaidOrderForNumber(db, customerId, mobile);
}

/** Whether the order exists AND belongs to this customer (no hint about other customers' orders). */
export function isOrderOwnedByCustomer(db: Database, orderId: number, customerId: number): Promise<boolean> {
  return isOrderOwnedBy(db, orderId, customerId);
}

/** Whether the customer has an order paying this bill that was paid (Processing or Completed). */
export function isBillPaidByCustomer(db: Database, customerId: number, billNumber: string): Promise<boolean> {
  return hasOrderPayingBill(db, customerId, billNumber, HISTORY_STATUSES);
}

/**
 * When the bill (this biller, identifier and bill number of a service) was paid in full through PayWise: the
 * completion time of a Completed order for at least `billAmountPaise`, else null. A part payment leaves the bill
 * payable.
 */
export async function billPaidAt(
  db: Executor,
  bill: {
    def: Pick<ServiceDefinition, 'displayType' | 'identifier'>;
    operator: string;
    identifier: string;
    billNumber: string;
    billAmountPaise: number;
  },
): Promise<Date | null> {
  const payments = await findCompletedBillPayments(db, {
    displayType: bill.def.displayType,
    operator: bill.operator,
    identifier: bill.identifier,
    byNumber: bill.def.identifier.orderField === 'number',
    billNumber: bill.billNumber,
  });
  return payments.find((payment) => payment.amountPaise >= bill.billAmountPaise)?.completedAt ?? null;
}

/**
 * Copies the bill an order pays onto it (number and due date), in `tx`: the transaction that inserted the order
 * and marked its bill fetch used. The order as it now is.
 */
export function recordOrderBill(
  tx: Executor,
  orderId: number,
  bill: OrderBill,
): Promise<OrderRow | undefined> {
  return setOrderBill(tx, orderId, bill);
}

/** Names of the background jobs (pg-boss queues and job_runs rows). */
export const SWEEP_JOB = 'orders-sweep';
export const RECONCILIATION_JOB = 'orders-reconciliation';
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

function reconciliationDto(run: ReconciliationRunRow): ReconciliationRun {
  return {
    finishedAt: run.finishedAt.toISOString(),
    windowFrom: run.windowFrom.toISOString(),
    windowTo: run.windowTo.toISOString(),
    matched: run.matched,
    refunded: run.refunded,
    mismatched: run.mismatched,
    unknown: run.unknown,
    unresolved: run.unresolved,
  };
}
export const ROLLUP_JOB = 'orders-rollup';

export type OrderService = ReturnType<typeof createOrderService>;

/** Admin filters from the query: India dates to instants (both ends inclusive), ORDID00123 to 123. */
export function adminFilters(query: {
  type?: string;
  orderType?: string;
  status?: OrderFilters['status'];
  paymentMethod?: string;
  from?: string;
  to?: string;
  email?: string;
  orderId?: string;
}): OrderFilters {
  const filters: OrderFilters = {};
  if (query.type) filters.displayType = query.type;
  if (query.orderType) filters.orderType = query.orderType;
  if (query.status) filters.status = query.status;
  if (query.paymentMethod) filters.paymentMethod = query.paymentMethod;
  if (query.from) filters.createdFrom = indiaDayStart(query.from);
  if (query.to) filters.createdBefore = new Date(indiaDayStart(query.to).getTime() + DAY_MS);
  if (query.email) filters.customerEmail = query.email;
  if (query.orderId) filters.orderId = Number(query.orderId.replace(/^ORDID00/i, ''));
  for (const [field, at] of [
    ['from', filters.createdFrom],
    ['to', filters.createdBefore],
  ] as const) {
    if (at && Number.isNaN(at.getTime()))
      throw badRequest(
        'VALIDATION',
        `${field}: is not a valid date`,
        { [field]: 'is not a valid date' },
        { [field]: 'INVALID_FORMAT' },
      );
  }
  return filters;
}
