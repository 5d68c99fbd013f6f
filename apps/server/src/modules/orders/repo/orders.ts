import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrderPlan } from '@paywise/domain/catalogue/plan-facts';
import type { OrderStatus } from '@paywise/domain/order-states';
import { orderEvents, orders, users } from '../../../db/schema';
import {
  readColumns,
  returningOrder,
  returnedOrders,
  type Executor,
  type OrderRow,
  type ReadOrderRow,
} from './shared';

/* Orders: placing, moving along the state machine, the pipeline's reads and writes. */

export interface NewOrder {
  customerId: number;
  /** The plan bought, its facts as stored with the order (null: none). */
  plan: OrderPlan | null;
  orderType: string;
  displayType: string;
  operator: string;
  mobile: string | null;
  accountNumber: string | null;
  circle: string | null;
  amountPaise: number;
  discountPaise: number;
  /** The gateway the order will be paid through. */
  gateway: string;
  /** The gateway's order, when it is known before the insert (minted locally by the sandbox). */
  gatewayOrderId: string | null;
  serviceType: string | null;
  idempotencyKey: string | null;
  requestHash: string | null;
}

/**
 * Inserts the order at 'Payment Pending' with its first event, claiming the Idempotency-Key in the same
 * statement: the unique index orders_customer_idempotency_key makes a concurrent insert with the same customer
 * and key wait for this one and then do nothing (INSERT ... ON CONFLICT DO NOTHING RETURNING). Undefined means
 * the key was already taken (read it with findByIdempotencyKey). Without a key (NULL) there is never a conflict.
 * The server sets status and paymentSource, whatever the request said. No shared row is written: the daily
 * aggregates are rolled up from the orders later (rollupDailyStats).
 */
export async function insertOrderClaimingKey(db: Executor, o: NewOrder): Promise<OrderRow | undefined> {
  const [row] = await returnedOrders(
    db,
    sql`
    with inserted as (
      insert into orders (customer_id, type, display_type, operator, mobile, account_number, circle, amount_paise,
                          discount_paise, gateway, gateway_order_id, status, payment_source, service_type,
                          idempotency_key, request_hash, plan)
      values (${o.customerId}, ${o.orderType}, ${o.displayType}, ${o.operator}, ${o.mobile}, ${o.accountNumber},
              ${o.circle}, ${o.amountPaise}, ${o.discountPaise}, ${o.gateway}, ${o.gatewayOrderId},
              'Payment Pending', 'Online', ${o.serviceType}, ${o.idempotencyKey}, ${o.requestHash},
              ${o.plan ? JSON.stringify(o.plan) : null}::jsonb)
      on conflict (customer_id, idempotency_key) do nothing
      returning *
    ), event as (
      insert into order_events (order_id, status, note) select id, 'Payment Pending', 'Order created' from inserted
    )
    select ${returningOrder} from inserted`,
    'orders_insert_claiming_key',
  );
  return row;
}

/**
 * The UPI ID of the customer's last successful UPI payment, offered in their next payment sheet. Not on an erased
 * account: a capture can land after the customer deleted it.
 */
export async function rememberUpiId(db: Executor, customerId: number, vpa: string): Promise<void> {
  await db
    .update(users)
    .set({ lastUpiId: vpa })
    .where(and(eq(users.id, customerId), isNull(users.deletedAt)));
}

/**
 * Locks the customer's row until the transaction ends, so that one customer's orders are counted and inserted
 * one request at a time; returns whether the email (or a mobile number) is verified now.
 */
export async function lockCustomer(tx: Executor, customerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ isEmailVerified: users.isEmailVerified, mobileVerifiedAt: users.mobileVerifiedAt })
    .from(users)
    .where(eq(users.id, customerId))
    .for('update');
  // A mobile number proven by SMS counts as well (an account made with its number has no email to verify).
  return (row?.isEmailVerified ?? false) || (row?.mobileVerifiedAt ?? null) !== null;
}

/**
 * How many of the customer's orders reached payment capture (a payment reference is recorded with the capture:
 * Processing, Completed, Refunded): orders never paid (closed, declined, expired) do not count (decision 0014).
 */
export async function countCustomerOrders(db: Executor, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), isNotNull(orders.paymentRef)));
  return row?.n ?? 0;
}

export async function findByIdempotencyKey(
  db: Executor,
  customerId: number,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findOrder(db: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** One status an order enters on its way, with the note its event records. */
export interface OrderStep {
  status: OrderStatus;
  note: string;
}

/** What else the statement that moves an order checks or writes (see moveOrder). */
export interface MoveGuard {
  /** Move only while this payment has no row in payment_refunds (it was not given back by us). */
  unlessRefunded?: string;
  /** The customer's last UPI ID becomes this, in the same statement (the payment sheet offers it next time). */
  customerUpiId?: string | null;
}

/**
 * Moves an order from `from` along `steps` (checked against the state machine by the caller) in ONE conditional
 * UPDATE that records one event per step: two writers can never move an order backwards or twice, and a status
 * never changes without its event. Undefined when the order was not in `from` (or `guard` said no: nothing
 * changed). A named prepared statement per shape (steps, guard).
 */
export async function moveOrder(
  db: Executor,
  id: number,
  from: OrderStatus,
  steps: readonly OrderStep[],
  change: {
    paymentRef?: string | null;
    paymentMethod?: string | null;
    refundRef?: string | null;
    failureReason?: string | null;
    bbpsTxnId?: string | null;
    billerRef?: string | null;
    bbpsApprovalRef?: string | null;
    bbpsPaymentMode?: string | null;
    bbpsChannel?: string | null;
  } = {},
  guard: MoveGuard = {},
): Promise<OrderRow | undefined> {
  const to = steps[steps.length - 1].status;
  const events = sql.join(
    steps.map((step, i) => sql`(${step.status}::text, ${step.note.slice(0, 200)}::text, ${i}::int)`),
    sql`, `,
  );
  const unlessRefunded =
    guard.unlessRefunded === undefined
      ? sql``
      : sql` and not exists (select 1 from payment_refunds where payment_id = ${guard.unlessRefunded})`;
  const upi = guard.customerUpiId
    ? sql`, upi as (
      update users set last_upi_id = ${guard.customerUpiId}::varchar from updated
      where users.id = updated.customer_id and users.last_upi_id is distinct from ${guard.customerUpiId}::varchar
    )`
    : sql``;
  const name = `orders_move_${steps.length}${guard.unlessRefunded === undefined ? '' : '_unrefunded'}${guard.customerUpiId ? '_upi' : ''}`;
  const [row] = await returnedOrders(
    db,
    sql`
    with updated as (
      update orders set status = ${to},
        payment_ref = coalesce(${change.paymentRef ?? null}, payment_ref),
        payment_method = coalesce(${change.paymentMethod ?? null}, payment_method),
        refund_ref = coalesce(${change.refundRef ?? null}, refund_ref),
        failure_reason = coalesce(${change.failureReason?.slice(0, 200) ?? null}, failure_reason),
        bbps_txn_id = coalesce(${change.bbpsTxnId?.slice(0, 64) ?? null}, bbps_txn_id),
        biller_ref = coalesce(${change.billerRef?.slice(0, 64) ?? null}, biller_ref),
        bbps_approval_ref = coalesce(${change.bbpsApprovalRef?.slice(0, 64) ?? null}, bbps_approval_ref),
        bbps_payment_mode = coalesce(${change.bbpsPaymentMode?.slice(0, 30) ?? null}, bbps_payment_mode),
        bbps_channel = coalesce(${change.bbpsChannel?.slice(0, 10) ?? null}, bbps_channel),
        updated_at = now()
      where id = ${id} and status = ${from}${unlessRefunded}
      returning *
    ), event as (
      insert into order_events (order_id, status, note)
      select updated.id, step.status, step.note from updated, (values ${events}) as step(status, note, position)
      order by step.position
    )${upi}
    select ${returningOrder} from updated`,
    name,
  );
  return row;
}

/**
 * Claims up to `limit` orders not yet final whose last change is older than `changedBefore`, for the sweeper:
 * one statement marks them as touched now (updated_at), so a second sweeper, or the next run, leaves them alone
 * for another grace period. SKIP LOCKED: a row being changed right now is simply not claimed this time.
 */
export function claimUnfinishedOrders(db: Executor, changedBefore: Date, limit: number): Promise<OrderRow[]> {
  return returnedOrders(
    db,
    sql`
    update orders set updated_at = now()
    where id in (
      select id from orders
      where status in ('Payment Pending', 'Processing') and updated_at < ${changedBefore.toISOString()}
      order by updated_at, id
      limit ${limit}
      for update skip locked
    ) and status in ('Payment Pending', 'Processing')
    returning ${returningOrder}`,
  );
}

/** Claims one unfinished order for a re-drive when its last change is older than `changedBefore`. */
export async function claimUnfinishedOrder(
  db: Executor,
  id: number,
  changedBefore: Date,
): Promise<OrderRow | undefined> {
  const [row] = await returnedOrders(
    db,
    sql`
    update orders set updated_at = now()
    where id = ${id} and status in ('Payment Pending', 'Processing') and updated_at < ${changedBefore.toISOString()}
    returning ${returningOrder}`,
  );
  return row;
}

export async function findOrderEvents(db: Executor, orderId: number) {
  return db
    .select({ status: orderEvents.status, note: orderEvents.note, createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
}

/** The pipeline figures of the admin dashboard: orders not yet final per status, and the oldest one's age. */
export async function readUnfinishedOrders(db: Executor) {
  const result = (await db.execute(sql`
    select status, count(*)::int as count, min(created_at)::text as oldest
    from orders where status in ('Payment Pending', 'Processing') group by status`)) as unknown as {
    rows: { status: string; count: number | string; oldest: string | null }[];
  };
  return result.rows.map((r) => ({
    status: r.status as OrderStatus,
    count: Number(r.count),
    oldest: r.oldest === null ? null : new Date(r.oldest),
  }));
}

/** Records the gateway order the customer pays (once: an order never changes its gateway order). */
export async function setGatewayOrder(
  db: Executor,
  id: number,
  gatewayOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ gatewayOrderId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), isNull(orders.gatewayOrderId)))
    .returning();
  return row;
}

/**
 * Records why the customer's last payment attempt failed, while the order waits for another attempt (the status
 * stays 'Payment Pending'; the reason is the order's if it expires unpaid).
 */
export async function setPaymentFailure(db: Executor, id: number, reason: string): Promise<void> {
  await db
    .update(orders)
    .set({ failureReason: reason.slice(0, 200) })
    .where(and(eq(orders.id, id), eq(orders.status, 'Payment Pending')));
}

/** Records why a paid order is being refunded while its refund is not made yet (it stays 'Processing'). */
export async function setFailureReason(db: Executor, id: number, reason: string): Promise<void> {
  await db
    .update(orders)
    .set({ failureReason: reason.slice(0, 200) })
    .where(and(eq(orders.id, id), eq(orders.status, 'Processing')));
}

/** The order paid through a gateway order (webhooks and confirmations name the gateway's order id). */
/** The order that pays the bill of a provider's fetch (Setu's refId), if any. */
export async function findOrderByBillerFetchRef(db: Executor, ref: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.billerFetchRef, ref)).limit(1);
  return row;
}

export async function findOrderByGatewayOrder(
  db: Executor,
  gateway: string,
  gatewayOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.gateway, gateway), eq(orders.gatewayOrderId, gatewayOrderId)))
    .limit(1);
  return row;
}

/** One order with its customer's name; `customerId` restricts it to that customer's orders. */
export async function findReadableOrder(
  db: Executor,
  id: number,
  customerId: number | null,
): Promise<ReadOrderRow | undefined> {
  const where =
    customerId === null ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.customerId, customerId));
  const [row] = await db
    .select(readColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(where)
    .limit(1);
  return row;
}
