import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { validateOrderInput, type NormalisedOrder } from '@paywise/domain/catalogue/order-rules';
import type { CreateOrderBody, OrderDto, OrderPage } from '@paywise/domain/contracts/orders';
import { displayStatus } from '@paywise/domain/format';
import { paiseToRupees } from '@paywise/domain/money';
import type { OrderAdapters } from '../../adapters';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/app-error';
import type { UserRow } from '../../plugins/auth';
import { decodeCursor, encodeCursor } from './cursor';
import {
  advanceOrderStatus,
  findByIdempotencyKey,
  findOrder,
  findReadableOrder,
  insertOrderClaimingKey,
  listOrders,
  setPaymentReference,
  type Keyset,
  type OrderFilters,
  type OrderRow,
  type ReadOrderRow,
} from './repo';

export const ORDER_NOT_FOUND = 'Recharge not found.';
export const KEY_IN_FLIGHT = 'A request with this Idempotency-Key is still being processed.';
export const KEY_REUSED = 'This Idempotency-Key was already used with a different request.';

/** How long a retry waits for the first request with its key to finish before answering 409. */
const IN_FLIGHT_WAIT_MS = 2_000;
const IN_FLIGHT_POLL_MS = 40;
/**
 * An order still 'Payment Pending' without a gateway reference this long after it was created was left behind by
 * a request that died (a crashed or restarted server). A retry with its key resumes it instead of answering 409
 * for ever; the gateway is asked with the order's own id, which real gateways dedupe on.
 */
const ABANDONED_AFTER_MS = 30_000;

/** The instant an India date (YYYY-MM-DD) starts: India is UTC+05:30 all year. */
const indiaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+05:30`));

export function toOrderDto(row: OrderRow, consumer: string): OrderDto {
  return {
    id: row.id,
    itemId: row.mobile ?? row.accountNumber ?? '',
    dateTime: row.createdAt.toISOString(),
    type: row.displayType,
    orderType: row.type,
    operator: row.operator,
    mobile: row.mobile,
    accountNumber: row.accountNumber,
    circle: row.circle,
    amount: paiseToRupees(row.amountPaise),
    status: displayStatus(row.status),
    consumer,
    serviceType: row.serviceType,
    paymentSource: row.paymentSource,
    paymentReference: row.paymentRef,
    ...(row.failureReason ? { failureReason: row.failureReason } : {}),
  };
}

/** sha256 of the normalised order: the same order spelled differently (case, spaces, 499 vs '499.00') matches. */
function requestHash(order: NormalisedOrder): string {
  const canonical = [
    order.type,
    order.displayType,
    order.serviceType,
    order.operator,
    order.mobile,
    order.circle,
    order.accountNumber,
    order.amountPaise,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export interface CreateOrderResult {
  /** 201 for a new order, 200 when an Idempotency-Key replays an earlier one. */
  statusCode: 201 | 200;
  order: OrderDto;
}

export function createOrderService(deps: {
  db: Database;
  adapters: OrderAdapters;
  maxOrderAmount: number;
  log: FastifyBaseLogger;
}) {
  const { db, adapters, log } = deps;

  /** Inserts the order with its first event and daily count; null when the key was already taken. */
  async function claim(customer: UserRow, order: NormalisedOrder, key: string | null, hash: string) {
    const id = await insertOrderClaimingKey(db, {
      customerId: customer.id,
      type: order.type,
      displayType: order.displayType,
      operator: order.operator,
      mobile: order.mobile,
      accountNumber: order.accountNumber,
      circle: order.circle,
      amountPaise: order.amountPaise,
      serviceType: order.serviceType,
      idempotencyKey: key,
      requestHash: key === null ? null : hash,
    });
    return id === undefined ? null : ((await findOrder(db, id)) ?? null);
  }

  /** A request still running holds its order at 'Payment Pending' with no gateway reference yet. */
  const isInFlight = (row: OrderRow) => row.status === 'Payment Pending' && row.paymentRef === null;

  /** The answer to a retried key: the first order once its request has finished; 422 for another body. */
  async function replay(customer: UserRow, key: string, hash: string): Promise<CreateOrderResult> {
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const existing = await findByIdempotencyKey(db, customer.id, key);
      // Cannot happen (keys are never deleted), but never answer 500 for it.
      if (!existing) throw conflict(KEY_IN_FLIGHT);
      if (existing.requestHash !== hash) throw unprocessable(KEY_REUSED);
      if (!isInFlight(existing)) return { statusCode: 200, order: toOrderDto(existing, customer.username) };
      if (Date.now() - existing.createdAt.getTime() > ABANDONED_AFTER_MS) {
        return { statusCode: 200, order: toOrderDto(await settle(existing), customer.username) };
      }
      if (Date.now() >= deadline) throw conflict(KEY_IN_FLIGHT);
      await sleep(IN_FLIGHT_POLL_MS);
    }
  }

  /**
   * Payment, then fulfilment, each status change one atomic statement (never a transaction held open while an
   * adapter is called): Payment Pending → Processing → Completed, or → Failed when the payment is declined.
   * Returns the order as it ends up.
   */
  async function settle(row: OrderRow): Promise<OrderRow> {
    const identifier = row.mobile ?? row.accountNumber ?? '';
    let payment;
    try {
      payment = await adapters.gateway.createPayment({
        id: row.id,
        customerId: row.customerId,
        amountPaise: row.amountPaise,
        type: row.type,
        identifier,
      });
    } catch (err) {
      log.error({ err, orderId: row.id }, 'payment gateway failed');
      payment = {
        reference: '',
        status: 'declined' as const,
        failureReason: 'The payment could not be started.',
      };
    }

    if (payment.status === 'declined') {
      const reason = (payment.failureReason ?? 'The payment was declined.').slice(0, 200);
      await advanceOrderStatus(db, row.id, ['Payment Pending'], 'Failed', {
        note: reason,
        paymentRef: payment.reference || null,
        failureReason: reason,
      });
    } else if (payment.status === 'pending') {
      // Waits for the gateway's webhook; the reference marks the request as finished.
      await setPaymentReference(db, row.id, payment.reference);
    } else {
      const paid = await advanceOrderStatus(db, row.id, ['Payment Pending'], 'Processing', {
        note: `Payment captured: ${payment.reference}`,
        paymentRef: payment.reference,
      });
      if (paid) await fulfil(row, identifier);
    }
    return (await findOrder(db, row.id)) ?? row;
  }

  /** Hands a paid order to the biller; 'Completed' when it is fulfilled, otherwise it stays 'Processing'. */
  async function fulfil(row: OrderRow, identifier: string): Promise<void> {
    let result;
    try {
      result = await adapters.biller.fulfil({
        id: row.id,
        type: row.type,
        identifier,
        amountPaise: row.amountPaise,
      });
    } catch (err) {
      log.error({ err, orderId: row.id }, 'biller failed; the order stays Processing');
      return;
    }
    if (result.status !== 'fulfilled') return;
    await advanceOrderStatus(db, row.id, ['Processing'], 'Completed', {
      note: `Fulfilled: ${result.reference}`,
    });
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
      const hash = requestHash(checked.order);
      const claimed = await claim(customer, checked.order, key ?? null, hash);
      if (!claimed) return replay(customer, key!, hash);
      const settled = await settle(claimed);
      return { statusCode: 201, order: toOrderDto(settled, customer.username) };
    },

    /** One order: a customer reads only their own (another's is 404 like a missing one); an admin any. */
    async getOrder(reader: UserRow, id: number): Promise<OrderDto> {
      const row = await findReadableOrder(db, id, reader.role === 'ADMIN' ? null : reader.id);
      if (!row) throw notFound(ORDER_NOT_FOUND);
      return toOrderDto(row, row.consumer);
    },

    async listOrders(filters: OrderFilters, cursor: string | undefined, limit: number): Promise<OrderPage> {
      const rows = await listOrders(db, filters, decodeCursor(cursor), limit);
      const page = rows.slice(0, limit);
      return {
        orders: page.map((row) => toOrderDto(row, row.consumer)),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

/** Admin filters from the query: India dates to instants (both ends inclusive), ORDID00123 to 123. */
export function adminFilters(query: {
  type?: string;
  orderType?: string;
  status?: OrderFilters['status'];
  from?: string;
  to?: string;
  email?: string;
  orderId?: string;
}): OrderFilters {
  const filters: OrderFilters = {};
  if (query.type) filters.displayType = query.type;
  if (query.orderType) filters.orderType = query.orderType;
  if (query.status) filters.status = query.status;
  if (query.from) filters.createdFrom = indiaDayStart(query.from);
  if (query.to) filters.createdBefore = new Date(indiaDayStart(query.to).getTime() + 86_400_000);
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
