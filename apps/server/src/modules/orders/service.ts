import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { validateOrderInput, type NormalisedOrder } from '@paywise/domain/catalogue/order-rules';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { AdminPipeline } from '@paywise/domain/contracts/admin';
import type {
  CreateOrderBody,
  CreatedOrderDto,
  OrderDetailDto,
  OrderDto,
  OrderPage,
} from '@paywise/domain/contracts/orders';
import { displayStatus } from '@paywise/domain/format';
import { checkedPath, isFinalStatus } from '@paywise/domain/order-states';
import { paiseToRupees } from '@paywise/domain/money';
import { DAY_MS, indiaDayStart } from '@paywise/domain/time';
import { PAYMENT_METHODS, discountPaise, type PaymentMethod, type PromoRule } from '@paywise/domain/payments';
import type { OrderAdapters } from '../../adapters';
import type { GatewayPayment } from '../../adapters/payment-gateway/types';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { serviceBusy, badRequest, conflict, forbidden, notFound, unprocessable } from '../../lib/app-error';
import type { UserRow } from '../../db/schema';
import { payBillWithOrder, requireBillRef } from '../bills';
import { companyDetails } from '../company';
import { decodeCursor, encodeCursor } from './cursor';
import { receiptFileName, renderReceiptPdf } from './receipt';
import {
  claimUnfinishedOrder,
  claimUnfinishedOrders,
  countCustomerOrders,
  findByIdempotencyKey,
  findLastPaidOrderForNumber,
  findOrder,
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
  readUnfinishedOrders,
  rollupDailyStats,
  setGatewayOrder,
  setOrderBill,
  setPaymentFailure,
  type Executor,
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

/** What the customer pays for an order: its amount less the instant discount. */
export const payablePaise = (row: Pick<OrderRow, 'amountPaise' | 'discountPaise'>) =>
  row.amountPaise - row.discountPaise;

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
  };
}

/**
 * sha256 of the normalised order: the same order spelled differently (case, spaces, 499 vs '499.00') matches.
 * The bill it pays counts when there is one (an order without one hashes as before bills had refs).
 */
function requestHash(order: NormalisedOrder, billFetchRef: string | null): string {
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
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export interface CreateOrderResult {
  /** 201 for a new order, 200 when an Idempotency-Key replays an earlier one. */
  statusCode: 201 | 200;
  order: CreatedOrderDto;
}

export const PAYMENT_NOT_STARTED = 'The payment could not be started. Please try again.';
export const AMOUNT_MISMATCH = 'The amount paid does not match this order.';

export interface OrderServiceDeps {
  db: Database;
  adapters: OrderAdapters;
  maxOrderAmount: number;
  /** Orders a customer may place before verifying their email (admins are not limited). */
  unverifiedOrderLimit: number;
  log: FastifyBaseLogger;
  pipeline: AppConfig['pipeline'];
  /** The instant discount rule. */
  promo: PromoRule;
  /** How long a bill fetch may be paid (BILL_FETCH_TTL_MINUTES). */
  billFetchTtlMs: number;
  /** Told of every status change this process made (transactional SMS); must not throw or wait. */
  onMoved?: (row: OrderRow) => void;
}

/** How many unfinished orders one sweeper run claims at a time, and how many it works on at once. */
const SWEEP_BATCH = 100;
const SWEEP_CONCURRENCY = 4;
/** A sweeper run stops after this many batches (the next run goes on), so one run never lasts for ever. */
const SWEEP_MAX_BATCHES = 20;

export const PAYMENT_NOT_COMPLETED = 'Payment not completed';

/**
 * The order pipeline (create, pay, fulfil, refund, sweep, roll up): the one part of the module that needs the
 * adapters, the logger and the pipeline settings, built once in app.ts as app.orderService. Its jobs and the
 * payments service call it through that instance (tests replace its methods there); the reads below are plain
 * functions taking `db` first like every other service.
 */
export function createOrderService(deps: OrderServiceDeps) {
  const { db, adapters, log, pipeline } = deps;

  const { gateway } = adapters;

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
  ) {
    const row = await insertOrderClaimingKey(executor, {
      customerId: customer.id,
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
  ) {
    return db.transaction(async (tx) => {
      const isVerified = await lockCustomer(tx, customer.id);
      if (!isVerified && (await countCustomerOrders(tx, customer.id)) >= deps.unverifiedOrderLimit) {
        if (key !== null && (await findByIdempotencyKey(tx, customer.id, key))) return null;
        throw forbidden(VERIFY_EMAIL_TO_ORDER);
      }
      return claim(tx, customer, order, key, hash, billFetchRef);
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
      if (!existing) throw conflict(KEY_IN_FLIGHT);
      if (existing.requestHash !== hash) throw unprocessable(KEY_REUSED);
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
      if (Date.now() >= deadline) throw conflict(KEY_IN_FLIGHT);
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
      throw serviceBusy(PAYMENT_NOT_STARTED, 5);
    }
    return (await setGatewayOrder(db, row.id, gatewayOrderId)) ?? (await findOrder(db, row.id)) ?? row;
  }

  /**
   * A payment the gateway says is captured (the browser's confirmation, a webhook, or the sweeper's question):
   * when it is for this order's gateway order, amount and currency, on to the biller; otherwise nothing changes
   * and the mismatch is logged at error level. Returns the order as it now is, and whether the payment matched.
   */
  async function capturedPayment(
    row: OrderRow,
    payment: GatewayPayment,
  ): Promise<{ row: OrderRow; matched: boolean }> {
    if (
      payment.gatewayOrderId !== row.gatewayOrderId ||
      payment.amountPaise !== payablePaise(row) ||
      payment.currency !== 'INR'
    ) {
      log.error(
        {
          orderId: row.id,
          gatewayOrderId: row.gatewayOrderId,
          paymentId: payment.id,
          paymentGatewayOrderId: payment.gatewayOrderId,
          payablePaise: payablePaise(row),
          paidPaise: payment.amountPaise,
          currency: payment.currency,
        },
        'captured payment does not match the order; not marked paid',
      );
      return { row, matched: false };
    }
    if (row.status !== 'Payment Pending') return { row, matched: true };
    return { row: await afterCapture(row, payment.id, payment.method), matched: true };
  }

  /**
   * A captured payment: the biller fulfils (→ Completed), refuses (→ refund → Refunded) or has not confirmed
   * yet (→ Processing, asked again by the sweeper). From 'Payment Pending' the capture is recorded in the same
   * statement (its own 'Processing' event). The biller and the gateway are idempotent on the order id, so this
   * may run again for the same order after any fault.
   */
  async function afterCapture(
    row: OrderRow,
    paymentRef: string,
    paymentMethod: PaymentMethod | null = null,
  ): Promise<OrderRow> {
    const paid: OrderStep[] =
      row.status === 'Payment Pending'
        ? [{ status: 'Processing', note: `Payment captured: ${paymentRef}` }]
        : [];
    const recordPaymentOnly = () =>
      paid.length > 0 ? move(row, paid, { paymentRef, paymentMethod }) : Promise.resolve(row);
    let result;
    try {
      result = await adapters.biller.fulfil({
        id: row.id,
        type: row.type,
        identifier: orderIdentifier(row),
        amountPaise: row.amountPaise,
        createdAt: row.createdAt,
      });
    } catch (err) {
      log.error({ err, orderId: row.id }, 'biller failed; the sweeper will ask it again');
      return recordPaymentOnly();
    }
    if (result.status === 'fulfilled') {
      return move(row, [...paid, { status: 'Completed', note: `Fulfilled: ${result.reference}` }], {
        paymentRef,
        paymentMethod,
      });
    }
    if (result.status === 'pending') return recordPaymentOnly();

    const reason = (result.failureReason ?? 'The operator could not complete this order.').slice(0, 200);
    let refund;
    try {
      refund = await gateway.refund({
        orderId: row.id,
        paymentId: paymentRef,
        amountPaise: payablePaise(row),
      });
    } catch (err) {
      log.error({ err, orderId: row.id }, 'refund failed; the sweeper will ask again');
      return paid.length > 0 ? move(row, paid, { paymentRef, paymentMethod, failureReason: reason }) : row;
    }
    return move(row, [...paid, { status: 'Refunded', note: `Refunded: ${refund.reference}` }], {
      paymentRef,
      paymentMethod,
      refundRef: refund.reference,
      failureReason: reason,
    });
  }

  /**
   * Finishes an order its request left unfinished (the sweeper's work, and a stale retry's): asks the gateway
   * about the payments of a 'Payment Pending' order (captured → on to the biller; nothing captured after the
   * payment window → Failed, with the last attempt's reason or 'Payment not completed'), and the biller about a
   * 'Processing' one.
   */
  async function redrive(row: OrderRow): Promise<OrderRow> {
    if (row.status === 'Processing') {
      if (!row.paymentRef) {
        log.error({ orderId: row.id }, 'a Processing order has no payment reference');
        return row;
      }
      return afterCapture(row, row.paymentRef, asPaymentMethod(row.paymentMethod));
    }
    if (row.status !== 'Payment Pending') return row;
    let failureReason = row.failureReason;
    if (row.gatewayOrderId) {
      let lookup;
      try {
        lookup = await gateway.findPayment(row.gatewayOrderId, payablePaise(row));
      } catch (err) {
        log.error({ err, orderId: row.id }, 'payment gateway failed; the sweeper will ask it again');
        return row;
      }
      if (lookup.status === 'captured') return (await capturedPayment(row, lookup.payment)).row;
      if (lookup.status === 'failed') failureReason = lookup.failureReason.slice(0, 200);
    }
    if (Date.now() - row.createdAt.getTime() >= pipeline.paymentExpiryMs) {
      const reason = failureReason ?? PAYMENT_NOT_COMPLETED;
      return move(row, [{ status: 'Failed', note: reason }], { failureReason: reason });
    }
    return row;
  }

  return {
    async createOrder(
      customer: UserRow,
      body: CreateOrderBody,
      key: string | undefined,
    ): Promise<CreateOrderResult> {
      const checked = validateOrderInput(body, deps.maxOrderAmount);
      if (!checked.ok) {
        const { field, message } = checked.error;
        throw badRequest(`${field}: ${message}`, { [field]: message });
      }
      const billFetchRef = body.billFetchRef?.trim() || null;
      requireBillRef(checked.order, billFetchRef);
      const hash = requestHash(checked.order, billFetchRef);
      const isCapped = !customer.isEmailVerified && customer.role !== 'ADMIN';
      const claimed = isCapped
        ? await claimUnverified(customer, checked.order, key ?? null, hash, billFetchRef)
        : billFetchRef === null
          ? await claim(db, customer, checked.order, key ?? null, hash, null)
          : await db.transaction((tx) => claim(tx, customer, checked.order, key ?? null, hash, billFetchRef));
      if (!claimed) return replay(customer, key!, hash);
      const started = await startPayment(claimed);
      return { statusCode: 201, order: createdOrderDto(started, customer.username) };
    },

    capturedPayment,

    /** A failed payment attempt: the order waits for another one (it keeps the reason should it expire). */
    async paymentFailed(row: OrderRow, reason: string): Promise<void> {
      if (row.status === 'Payment Pending') await setPaymentFailure(db, row.id, reason);
    },

    /**
     * The gateway says it refunded the order's payment (refund.processed): an order the biller refused whose
     * refund answer was lost on the way is now 'Refunded'.
     */
    async refundProcessed(row: OrderRow, refundId: string): Promise<OrderRow> {
      if (row.status !== 'Processing') return row;
      return move(row, [{ status: 'Refunded', note: `Refunded: ${refundId}` }], { refundRef: refundId });
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
      await markJobRun(db, SWEEP_JOB);
      return seen;
    },

    /** The admin dashboard's view of the pipeline. */
    async pipelineStatus(now = new Date()): Promise<AdminPipeline> {
      const [unfinished, runs] = await Promise.all([readUnfinishedOrders(db), readJobRuns(db)]);
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
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const events = await findOrderEvents(db, id);
  return {
    ...toOrderDto(row, row.consumer),
    events: events.map((e) => ({
      status: displayStatus(e.status),
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
  };
}

/** The order's receipt as a PDF, for the same readers as getOrder (another customer's order is 404). */
export async function receiptPdf(
  db: Database,
  reader: UserRow,
  id: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await findReadableOrder(db, id, reader.role === 'ADMIN' ? null : reader.id);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const company = await companyDetails(db);
  return {
    fileName: receiptFileName(row.id),
    pdf: await renderReceiptPdf(toOrderDto(row, row.consumer), company),
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
  return {
    orders: page.map((row) => toOrderDto(row, row.consumer)),
    nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
  };
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
 * Copies the bill an order pays onto it (number and due date), in `tx`: the transaction that inserted the order
 * and marked its bill fetch used. The order as it now is.
 */
export function recordOrderBill(
  tx: Executor,
  orderId: number,
  bill: { billNumber: string; dueDate: string },
): Promise<OrderRow | undefined> {
  return setOrderBill(tx, orderId, bill);
}

/** Names of the background jobs (pg-boss queues and job_runs rows). */
export const SWEEP_JOB = 'orders-sweep';
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
      throw badRequest(`${field}: is not a valid date`, { [field]: 'is not a valid date' });
  }
  return filters;
}
