import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OrderPlan } from '@paywise/domain/catalogue/plan-facts';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { OrderStatus } from '@paywise/domain/order-states';
import { indiaDayStart } from '@paywise/domain/time';
import type { Database } from '../../db/client';
import {
  dailyOrderStats,
  jobRuns,
  orderEvents,
  orderMails,
  orders,
  orderTotalsDaily,
  paymentRefunds,
  reconciliationRuns,
  users,
} from '../../db/schema';

/** The database or an open transaction (on PGlite, everything inside a transaction must use `tx`). */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type OrderRow = typeof orders.$inferSelect;

/** An order with what reading it needs: the customer's username and created_at as exact text for cursors. */
export type ReadOrderRow = OrderRow & { consumer: string; createdAtText: string };

const readColumns = {
  ...getTableColumns(orders),
  consumer: users.username,
  // Full microsecond precision: a cursor built from a JS Date (milliseconds) could skip or repeat rows.
  createdAtText: sql<string>`${orders.createdAt}::text`,
};

/** India date (Asia/Kolkata) of an order row's created_at inside a statement: the day of daily_order_stats. */
const INDIA_DAY = sql.raw(`(orders.created_at at time zone 'Asia/Kolkata')::date`);

/** The columns of an order row, by SQL name, for statements that return whole rows. */
const orderColumns = Object.values(getTableColumns(orders));
const returningOrder = sql.raw(orderColumns.map((c) => `"${c.name}"`).join(', '));

/** An order row of a raw statement (snake_case, driver values) as Drizzle would have read it. */
function toOrderRow(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(orders))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

/** What drizzle keeps inside a database or transaction object, used to send a statement under a name. */
interface DrizzleInternals {
  _: {
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string | undefined,
        isResponseInArrayMode: boolean,
      ): { execute(): Promise<unknown> };
    };
  };
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
}

/**
 * The rows a data-modifying statement returned. With a `name` (the hot writes of every order), PostgreSQL parses
 * and plans the statement once per connection and then only binds its values (a named prepared statement of
 * node-postgres); the same name must always carry the same text. PGlite ignores the name.
 */
async function returnedOrders(db: Executor, statement: SQL, name?: string): Promise<OrderRow[]> {
  let result;
  if (name === undefined) {
    result = await db.execute(statement);
  } else {
    const internals = db as unknown as DrizzleInternals;
    result = await internals._.session
      .prepareQuery(internals.dialect.sqlToQuery(statement), undefined, name, false)
      .execute();
  }
  return (result as { rows: Record<string, unknown>[] }).rows.map(toOrderRow);
}

export interface NewOrder {
  customerId: number;
  /** The plan bought, its facts as stored with the order (null: none). */
  plan: OrderPlan | null;
  type: string;
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
      values (${o.customerId}, ${o.type}, ${o.displayType}, ${o.operator}, ${o.mobile}, ${o.accountNumber},
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

/** The UPI ID of the customer's last successful UPI payment, offered in their next payment sheet. */
export async function rememberUpiId(db: Executor, customerId: number, vpa: string): Promise<void> {
  await db.update(users).set({ lastUpiId: vpa }).where(eq(users.id, customerId));
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

/**
 * Brings the daily aggregates (the dashboard's daily_order_stats, the admin totals' order_totals_daily) up to date
 * in one statement: the India days of every order changed
 * since the last run (minus a minute, for statements that started before that run and committed after it) are
 * summed again from the orders and written over their rows. Idempotent: running it twice, or two at once, only
 * writes the same sums. Returns how many days were rebuilt.
 */
export async function rollupDailyStats(db: Executor, name = 'rollup'): Promise<number> {
  // The watermark is read first and given as a value: inside the statement (a subquery) the planner estimated a
  // third of the orders for `days`, priced the statement in billions and JIT-compiled it on every run (about 0.5-1 s
  // of CPU every 10 s at 1,000,000 orders; 7 ms with the value). Milliseconds are enough: an earlier bound only
  // re-sums a day more.
  const [previous] = await db
    .select({ watermark: jobRuns.watermark })
    .from(jobRuns)
    .where(eq(jobRuns.name, name));
  const changedSince = previous?.watermark
    ? sql`orders.updated_at >= ${previous.watermark.toISOString()}::timestamptz - interval '1 minute'`
    : sql`true`;
  const result = (await db.execute(sql`
    with run as (
      select now() as started
    ), days as (
      select distinct ${INDIA_DAY} as day from orders where ${changedSince}
    ), fine as (
      -- Per day and per value of every admin filter (order_totals_daily, decision 0030).
      select days.day, o.display_type, o.type, o.status, coalesce(o.payment_method, '') as payment_method,
             count(*)::int as order_count,
             coalesce(sum(o.amount_paise - o.discount_paise + o.convenience_fee_paise), 0) as paid_paise
      from days join orders o
        on o.created_at >= (days.day::timestamp at time zone 'Asia/Kolkata')
       and o.created_at < ((days.day + 1)::timestamp at time zone 'Asia/Kolkata')
      group by days.day, o.display_type, o.type, o.status, coalesce(o.payment_method, '')
    ), totals as (
      select day, display_type, sum(order_count)::int as order_count,
             coalesce(sum(order_count) filter (where status = 'Completed'), 0)::int as completed_count,
             coalesce(sum(paid_paise) filter (where status = 'Completed'), 0) as completed_paise
      from fine group by day, display_type
    ), written as (
      insert into daily_order_stats (day, display_type, order_count, completed_count, completed_paise)
      select day, display_type, order_count, completed_count, completed_paise from totals
      on conflict (day, display_type) do update set order_count = excluded.order_count,
        completed_count = excluded.completed_count, completed_paise = excluded.completed_paise
    ), fine_written as (
      insert into order_totals_daily (day, display_type, type, status, payment_method, order_count, paid_paise)
      select day, display_type, type, status, payment_method, order_count, paid_paise from fine
      on conflict (day, display_type, type, status, payment_method) do update
        set order_count = excluded.order_count, paid_paise = excluded.paid_paise
    ), fine_emptied as (
      -- A combination the day no longer has (its orders moved on to another status): zero, not its old count.
      update order_totals_daily t set order_count = 0, paid_paise = 0
      where t.day in (select day from days) and t.order_count <> 0
        and not exists (select 1 from fine f where f.day = t.day and f.display_type = t.display_type
                          and f.type = t.type and f.status = t.status and f.payment_method = t.payment_method)
    ), mark as (
      insert into job_runs (name, last_finished_at, watermark) select ${name}, clock_timestamp(), started from run
      on conflict (name) do update set last_finished_at = excluded.last_finished_at, watermark = excluded.watermark
    )
    select count(*)::int as days from days`)) as unknown as { rows: { days: number | string }[] };
  return Number(result.rows[0]?.days ?? 0);
}

/** Records that a background job finished now. */
export async function markJobRun(db: Executor, name: string): Promise<void> {
  await db.execute(sql`
    insert into job_runs (name, last_finished_at) values (${name}, clock_timestamp())
    on conflict (name) do update set last_finished_at = excluded.last_finished_at`);
}

export async function readJobRuns(db: Executor): Promise<Map<string, Date | null>> {
  const rows = await db.select().from(jobRuns);
  return new Map(rows.map((r) => [r.name, r.lastFinishedAt]));
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

export interface Keyset {
  createdAt: string;
  id: number;
}

export interface OrderFilters {
  customerId?: number;
  displayType?: string;
  orderType?: string;
  status?: OrderStatus;
  paymentMethod?: string;
  /** Inclusive lower bound of created_at. */
  createdFrom?: Date;
  /** Exclusive upper bound of created_at. */
  createdBefore?: Date;
  /** Exact, case-insensitive. */
  customerEmail?: string;
  orderId?: number;
}

export function orderFilterConditions(filters: OrderFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.customerId !== undefined) conditions.push(eq(orders.customerId, filters.customerId));
  if (filters.displayType) conditions.push(eq(orders.displayType, filters.displayType));
  if (filters.orderType) conditions.push(eq(orders.type, filters.orderType));
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.paymentMethod) conditions.push(eq(orders.paymentMethod, filters.paymentMethod));
  if (filters.createdFrom) conditions.push(sql`${orders.createdAt} >= ${filters.createdFrom.toISOString()}`);
  if (filters.createdBefore)
    conditions.push(sql`${orders.createdAt} < ${filters.createdBefore.toISOString()}`);
  if (filters.orderId !== undefined) conditions.push(eq(orders.id, filters.orderId));
  if (filters.customerEmail !== undefined) {
    // users_email_lower_key answers this with one index lookup.
    conditions.push(
      sql`${orders.customerId} = (select ${users.id} from ${users} where lower(${users.email}) = lower(${filters.customerEmail}))`,
    );
  }
  return conditions;
}

/**
 * Newest first, keyset-paginated on (created_at, id), up to `rows` rows: with a customer this walks
 * orders_customer_created_idx, without one orders_created_idx, so a deep page costs what the first does.
 */
function keysetQuery(db: Executor, filters: OrderFilters, after: Keyset | null, rows: number) {
  const conditions = orderFilterConditions(filters);
  if (after) {
    conditions.push(
      sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
    );
  }
  return (
    db
      .select(readColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.customerId))
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      // NULLS LAST as in both indexes (drizzle created them DESC NULLS LAST): PostgreSQL's default for DESC is
      // NULLS FIRST, which the indexes cannot serve, and then every page would sort the customer's whole history
      // (or every export batch the whole table: about 250 ms instead of 10 ms at 1,000,000 orders).
      .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
      .limit(rows)
  );
}

/** A page of an order list: up to `limit + 1` rows, the extra one only tells that there is a next page. */
export function listOrdersQuery(db: Executor, filters: OrderFilters, after: Keyset | null, limit: number) {
  return keysetQuery(db, filters, after, limit + 1);
}

export async function listOrders(
  db: Executor,
  filters: OrderFilters,
  after: Keyset | null,
  limit: number,
): Promise<ReadOrderRow[]> {
  return listOrdersQuery(db, filters, after, limit);
}

/** One batch of an export: the next `size` orders after `after`, in the order of the lists. */
export async function readOrderBatch(
  db: Executor,
  filters: OrderFilters,
  after: Keyset | null,
  size: number,
): Promise<ReadOrderRow[]> {
  return keysetQuery(db, filters, after, size);
}

/** Sums of the per-day aggregates (daily_order_stats) of a service type over whole India days. */
export async function sumDailyOrderStats(
  db: Executor,
  range: { displayType?: string; fromDay?: string; beforeDay?: string },
): Promise<{ orders: number; completed: number; completedPaise: number }> {
  const s = dailyOrderStats;
  const conditions: SQL[] = [];
  if (range.displayType) conditions.push(eq(s.displayType, range.displayType));
  if (range.fromDay) conditions.push(gte(s.day, range.fromDay));
  if (range.beforeDay) conditions.push(lt(s.day, range.beforeDay));
  const [row] = await db
    .select({
      orders: sql<number>`coalesce(sum(${s.orderCount}), 0)`.mapWith(Number),
      completed: sql<number>`coalesce(sum(${s.completedCount}), 0)`.mapWith(Number),
      completedPaise: sql<number>`coalesce(sum(${s.completedPaise}), 0)`.mapWith(Number),
    })
    .from(s)
    .where(conditions.length ? and(...conditions) : undefined);
  return row;
}

/** Count and amounts (what customers paid: the amount less the instant discount) of the filtered orders. */
export async function sumOrders(
  db: Executor,
  filters: OrderFilters,
): Promise<{ count: number; amountPaise: number; completedCount: number; completedPaise: number }> {
  const conditions = orderFilterConditions(filters);
  // What customers paid (the amount less the instant discount), as the daily aggregates keep it.
  const payable = sql`${orders.amountPaise} - ${orders.discountPaise} + ${orders.convenienceFeePaise}`;
  const completed: OrderStatus = 'Completed';
  const [row] = await db
    .select({
      count: count(),
      amountPaise: sql<number>`coalesce(sum(${payable}), 0)`.mapWith(Number),
      completedCount: sql<number>`count(*) filter (where ${orders.status} = ${completed})`.mapWith(Number),
      completedPaise:
        sql<number>`coalesce(sum(${payable}) filter (where ${orders.status} = ${completed}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(conditions.length ? and(...conditions) : undefined);
  return { ...row, count: Number(row.count) };
}

/**
 * Count and amounts of the orders matching filters the per-day aggregates know (service type, order type, status,
 * payment method, whole India days), exact and current without reading every order: the days the rollup has
 * summed since their last change are read from order_totals_daily (a few rows per day), the days with an order
 * changed since the rollup's watermark (less the minute the rollup allows for late commits) are summed from their
 * orders. Before the rollup's first run, every order is summed. Three short statements: the watermark and the
 * changed days are read first so that the planner sees them as values (a subquery's estimate made it scan).
 */
export async function sumOrdersByDay(
  db: Executor,
  filters: Pick<OrderFilters, 'displayType' | 'orderType' | 'status' | 'paymentMethod'>,
  range: { fromDay?: string; beforeDay?: string },
  rollupName: string,
): Promise<{ count: number; amountPaise: number; completedCount: number; completedPaise: number }> {
  const [run] = await db
    .select({ watermark: jobRuns.watermark })
    .from(jobRuns)
    .where(eq(jobRuns.name, rollupName));
  const dayRange: SQL[] = [];
  if (range.fromDay) dayRange.push(sql`${INDIA_DAY} >= ${range.fromDay}::date`);
  if (range.beforeDay) dayRange.push(sql`${INDIA_DAY} < ${range.beforeDay}::date`);
  if (!run?.watermark) return sumOrders(db, { ...filters, ...dayBounds(range) });
  const since = new Date(run.watermark.getTime() - 60_000).toISOString();
  const changed = (await db.execute(sql`
    select distinct ${INDIA_DAY}::text as day from orders
    where ${orders.updatedAt} >= ${since}::timestamptz ${dayRange.length ? sql`and ${and(...dayRange)}` : sql``}`)) as unknown as {
    rows: { day: string }[];
  };
  // India days as 'YYYY-MM-DD' from the database: safe in an array literal.
  const dirty = `{${changed.rows.map((r) => r.day).join(',')}}`;

  const t = orderTotalsDaily;
  const stored: SQL[] = [sql`${t.day} <> all(${dirty}::date[])`];
  const live: SQL[] = [];
  if (filters.displayType) {
    stored.push(eq(t.displayType, filters.displayType));
    live.push(eq(orders.displayType, filters.displayType));
  }
  if (filters.orderType) {
    stored.push(eq(t.type, filters.orderType));
    live.push(eq(orders.type, filters.orderType));
  }
  if (filters.status) {
    stored.push(eq(t.status, filters.status));
    live.push(eq(orders.status, filters.status));
  }
  if (filters.paymentMethod) {
    stored.push(eq(t.paymentMethod, filters.paymentMethod));
    live.push(eq(orders.paymentMethod, filters.paymentMethod));
  }
  if (range.fromDay) stored.push(gte(t.day, range.fromDay));
  if (range.beforeDay) stored.push(lt(t.day, range.beforeDay));
  const payable = sql`${orders.amountPaise} - ${orders.discountPaise} + ${orders.convenienceFeePaise}`;
  const completed: OrderStatus = 'Completed';
  const result = (await db.execute(sql`
    with stored as (
      select coalesce(sum(${t.orderCount}), 0)::bigint as c, coalesce(sum(${t.paidPaise}), 0)::bigint as p,
             coalesce(sum(${t.orderCount}) filter (where ${t.status} = ${completed}), 0)::bigint as cc,
             coalesce(sum(${t.paidPaise}) filter (where ${t.status} = ${completed}), 0)::bigint as cp
      from ${t} where ${and(...stored)}
    ), live as (
      select count(*)::bigint as c, coalesce(sum(${payable}), 0)::bigint as p,
             (count(*) filter (where ${orders.status} = ${completed}))::bigint as cc,
             coalesce(sum(${payable}) filter (where ${orders.status} = ${completed}), 0)::bigint as cp
      from unnest(${dirty}::date[]) as dirty(day) join orders
        on ${orders.createdAt} >= (dirty.day::timestamp at time zone 'Asia/Kolkata')
       and ${orders.createdAt} < ((dirty.day + 1)::timestamp at time zone 'Asia/Kolkata')
      ${live.length ? sql`where ${and(...live)}` : sql``}
    )
    select (stored.c + live.c)::text as count, (stored.p + live.p)::text as amount,
           (stored.cc + live.cc)::text as completed_count, (stored.cp + live.cp)::text as completed_paise
    from stored, live`)) as unknown as {
    rows: { count: string; amount: string; completed_count: string; completed_paise: string }[];
  };
  const [row] = result.rows;
  return {
    count: Number(row.count),
    amountPaise: Number(row.amount),
    completedCount: Number(row.completed_count),
    completedPaise: Number(row.completed_paise),
  };
}

/** Whole India days as the created_at bounds of OrderFilters. */
function dayBounds(range: {
  fromDay?: string;
  beforeDay?: string;
}): Pick<OrderFilters, 'createdFrom' | 'createdBefore'> {
  return {
    ...(range.fromDay ? { createdFrom: indiaDayStart(range.fromDay) } : {}),
    ...(range.beforeDay ? { createdBefore: indiaDayStart(range.beforeDay) } : {}),
  };
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Reads other modules make of a customer's orders (through the service and index.ts)                           */

/**
 * The orders that say which operator and circle a number is on: paid ones. An order never paid (Payment Pending,
 * Failed) is a choice nobody confirmed, and a Refunded one is what the operator refused, often because the
 * operator or circle was wrong: neither should be suggested again.
 */
export const HISTORY_STATUSES: readonly OrderStatus[] = ['Processing', 'Completed'];

/**
 * The customer's last paid order for a mobile number (mobile recharge and data card orders carry it in `mobile`),
 * as a statement: it reads orders_customer_mobile_idx newest first and stops at the first paid order, never the
 * customer's orders for other numbers. DESC NULLS LAST on both keys, as the index is built: a plain DESC would
 * not match it and would sort instead.
 */
export function lastPaidOrderForNumber(db: Executor, customerId: number, mobile: string) {
  return db
    .select({ operator: orders.operator, circle: orders.circle })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.mobile, mobile),
        inArray(orders.status, [...HISTORY_STATUSES]),
      ),
    )
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(1);
}

/** The operator and circle of the customer's last paid order for a mobile number, if any. */
export async function findLastPaidOrderForNumber(
  db: Executor,
  customerId: number,
  mobile: string,
): Promise<{ operator: string; circle: string | null } | undefined> {
  const [row] = await lastPaidOrderForNumber(db, customerId, mobile);
  return row;
}

/**
 * How many of the customer's newest paid orders of a service are read to find their recent identifiers. Bounded,
 * so a customer who recharged one number a thousand times costs the same as anyone: an identifier whose last
 * order is among these is ranked exactly; one whose last order is older could only have made the list if these
 * orders held fewer than ten identifiers.
 */
export const RECENTS_WINDOW = 200;

export interface RecentRow {
  identifier: string;
  operator: string;
  circle: string | null;
  amountPaise: number;
  /** What the customer paid for it: amount_paise less the discount. */
  paidPaise: number;
  createdAt: Date;
}

/**
 * The customer's distinct identifiers of one service, each with its newest paid order (Processing or Completed,
 * as the number lookup counts them), newest first. The window reads orders_customer_display_type_idx newest
 * first and stops after RECENTS_WINDOW paid orders, never the customer's orders of other services. DESC NULLS
 * LAST on both keys, as the index is built.
 */
export function recentOrdersQuery(customerId: number, def: ServiceDefinition, limit: number) {
  const identifier = def.identifier.orderField === 'number' ? sql`mobile` : sql`account_number`;
  const statuses = sql.join(
    HISTORY_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`
    select identifier, operator, circle, amount_paise as "amountPaise",
      amount_paise - discount_paise as "paidPaise", created_at as "createdAt"
    from (
      select distinct on (identifier) identifier, operator, circle, amount_paise, discount_paise, created_at, id
      from (
        select ${identifier} as identifier, operator, circle, amount_paise, discount_paise, created_at, id
        from orders
        where customer_id = ${customerId} and display_type = ${def.displayType} and status in (${statuses})
        order by created_at desc nulls last, id desc nulls last
        limit ${RECENTS_WINDOW}
      ) as window_orders
      where identifier is not null
      order by identifier, created_at desc, id desc
    ) as newest_per_identifier
    order by created_at desc, id desc
    limit ${limit}`;
}

/** The customer's recent identifiers of one service (recentOrdersQuery), newest first. */
export async function findRecentIdentifiers(
  db: Executor,
  customerId: number,
  def: ServiceDefinition,
  limit: number,
): Promise<RecentRow[]> {
  const result = (await db.execute(recentOrdersQuery(customerId, def, limit))) as unknown as {
    rows: {
      identifier: string;
      operator: string;
      circle: string | null;
      amountPaise: string | number;
      paidPaise: string | number;
      createdAt: string | Date;
    }[];
  };
  return result.rows.map((row) => ({
    identifier: row.identifier,
    operator: row.operator,
    circle: row.circle,
    amountPaise: Number(row.amountPaise),
    paidPaise: Number(row.paidPaise),
    createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
  }));
}

/** Whether the order exists AND belongs to this customer (no hint about other customers' orders). */
export async function isOrderOwnedBy(db: Executor, orderId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  return Boolean(row);
}

/** Whether the customer has an order paying this bill with one of `paidStatuses`. */
export async function hasOrderPayingBill(
  db: Executor,
  customerId: number,
  billNumber: string,
  paidStatuses: readonly string[],
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.billNumber, billNumber),
        inArray(orders.status, [...paidStatuses]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A Completed order paying one bill: the amount it paid (before discount) and when it completed. */
export interface BillPaymentRow {
  amountPaise: number;
  completedAt: Date;
}

/**
 * The Completed orders (any customer's) paying the bill `billNumber` of one biller and identifier of a service
 * (display type), newest first, each with the time its 'Completed' event was recorded (its last change when the
 * event is missing).
 */
export async function findCompletedBillPayments(
  db: Executor,
  bill: { displayType: string; operator: string; identifier: string; byNumber: boolean; billNumber: string },
): Promise<BillPaymentRow[]> {
  const completedAt = sql<Date>`coalesce((select max(${orderEvents.createdAt}) from ${orderEvents}
    where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.status} = 'Completed'), ${orders.updatedAt})`;
  const rows = await db
    .select({ amountPaise: orders.amountPaise, completedAt })
    .from(orders)
    .where(
      and(
        eq(orders.billNumber, bill.billNumber),
        eq(orders.status, 'Completed'),
        eq(orders.displayType, bill.displayType),
        eq(orders.operator, bill.operator),
        eq(bill.byNumber ? orders.mobile : orders.accountNumber, bill.identifier),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(10);
  return rows.map((row) => ({
    amountPaise: Number(row.amountPaise),
    completedAt: row.completedAt instanceof Date ? row.completedAt : new Date(row.completedAt),
  }));
}

/** The bill an order pays, as its fetch recorded it. */
export interface OrderBill {
  billNumber: string;
  dueDate: string;
  billDate?: string | null;
  customerName?: string | null;
  billerId?: string | null;
  providerRef?: string | null;
  convenienceFeePaise?: number;
}

/**
 * Copies the bill an order pays (its number and due date) onto the order, in the transaction that inserted it
 * and marked the bill fetch used by it; the order as it now is.
 */
export async function setOrderBill(
  tx: Executor,
  orderId: number,
  bill: OrderBill,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({
      billNumber: bill.billNumber,
      billDueDate: bill.dueDate,
      billDate: bill.billDate ?? null,
      billCustomerName: bill.customerName?.slice(0, 100) ?? null,
      billerId: bill.billerId ?? null,
      billerFetchRef: bill.providerRef ?? null,
      convenienceFeePaise: bill.convenienceFeePaise ?? 0,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return row;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Refunds of captured payments (payment_refunds: one row per payment, docs/decisions/0013)                     */

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

export interface NewPaymentRefund {
  paymentId: string;
  orderId: number;
  gateway: string;
  amountPaise: number;
  currency: string;
  kind: 'order' | 'late';
  reason: string;
  /** The method of the payment refunded (UPI, CARD, NETBANKING, WALLET), when known: the refund's clock. */
  method?: string | null;
}

/**
 * Claims the refund of one payment before the gateway is asked, in one statement: inserts its row ('pending'),
 * or takes over a row still pending whose claim is older than `staleBefore` (its caller died or gave up).
 * Undefined when another caller holds the claim or the payment is already refunded: read it with
 * findPaymentRefund. So one caller at a time asks the gateway for one payment's refund.
 */
export async function claimPaymentRefund(
  db: Executor,
  r: NewPaymentRefund,
  staleBefore: Date,
): Promise<PaymentRefundRow | undefined> {
  const [row] = await db
    .insert(paymentRefunds)
    .values({ ...r, reason: r.reason.slice(0, 200), method: r.method ?? null })
    .onConflictDoUpdate({
      target: paymentRefunds.paymentId,
      set: { claimedAt: sql`now()` },
      setWhere: sql`${paymentRefunds.status} = 'pending' and ${paymentRefunds.claimedAt} < ${staleBefore.toISOString()}`,
    })
    .returning();
  return row;
}

/** Records the gateway's refund of a claimed payment (and its state there: pending, or processed already). */
export async function markPaymentRefunded(
  db: Executor,
  paymentId: string,
  refundRef: string,
  gatewayStatus: 'pending' | 'processed',
): Promise<PaymentRefundRow | undefined> {
  const [row] = await db
    .update(paymentRefunds)
    .set({
      status: 'refunded',
      refundRef,
      refundedAt: sql`coalesce(${paymentRefunds.refundedAt}, now())`,
      gatewayStatus,
      processedAt:
        gatewayStatus === 'processed' ? sql`coalesce(${paymentRefunds.processedAt}, now())` : sql`null`,
    })
    .where(eq(paymentRefunds.paymentId, paymentId))
    .returning();
  return row;
}

/**
 * What the gateway now says of the refund `refundRef` of a payment (asked after a refund webhook), in one
 * conditional statement on the payment's row:
 * - processed: marked so, with the time it was first seen (a second answer keeps it);
 * - pending: recorded, unless the refund was already seen processed;
 * - failed: the money did not go back: the row is 'pending' again with its claim given back, so the sweeper (or
 *   the next caller) asks for a new refund at once.
 * A row whose refund answer was lost (pending, no reference) takes the reference unless it failed. Undefined when
 * the row is not this refund's.
 */
export async function recordRefundStatus(
  db: Executor,
  paymentId: string,
  refundRef: string,
  gatewayStatus: 'pending' | 'processed' | 'failed',
): Promise<PaymentRefundRow | undefined> {
  const thisRefund = and(
    eq(paymentRefunds.paymentId, paymentId),
    sql`(${paymentRefunds.refundRef} = ${refundRef} or (${paymentRefunds.refundRef} is null and ${paymentRefunds.status} = 'pending'))`,
  );
  if (gatewayStatus === 'failed') {
    const [row] = await db
      .update(paymentRefunds)
      .set({ status: 'pending', gatewayStatus, claimedAt: sql`'-infinity'::timestamptz`, processedAt: null })
      .where(and(thisRefund, eq(paymentRefunds.refundRef, refundRef)))
      .returning();
    return row;
  }
  const [row] = await db
    .update(paymentRefunds)
    .set({
      status: 'refunded',
      refundRef,
      refundedAt: sql`coalesce(${paymentRefunds.refundedAt}, now())`,
      gatewayStatus:
        gatewayStatus === 'processed'
          ? 'processed'
          : sql`case when ${paymentRefunds.gatewayStatus} = 'processed' then 'processed' else 'pending' end`,
      processedAt:
        gatewayStatus === 'processed'
          ? sql`coalesce(${paymentRefunds.processedAt}, now())`
          : sql`${paymentRefunds.processedAt}`,
    })
    .where(thisRefund)
    .returning();
  return row;
}

/** Gives a claim back after the gateway refused or failed: the next caller may ask at once. */
export async function releasePaymentRefund(db: Executor, paymentId: string): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ claimedAt: sql`'-infinity'::timestamptz` })
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'pending')));
}

export async function findPaymentRefund(
  db: Executor,
  paymentId: string,
): Promise<PaymentRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .limit(1);
  return row;
}

/** The refunds of payments an order could not take ('late'), oldest first. */
export function findLateRefunds(db: Executor, orderId: number): Promise<PaymentRefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.kind, 'late')))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.paymentId);
}

/** Pending refunds whose claim is older than `staleBefore` (the sweeper asks the gateway again). */
export function findStalePaymentRefunds(
  db: Executor,
  staleBefore: Date,
  limit: number,
): Promise<PaymentRefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.status, 'pending'),
        sql`${paymentRefunds.claimedAt} < ${staleBefore.toISOString()}`,
      ),
    )
    .orderBy(paymentRefunds.claimedAt)
    .limit(limit);
}

/* The refund clock (docs/decisions/0024)                                                                        */

/** A refund with the method its order was paid by (the method of rows recorded before payment_refunds.method). */
export type ClockRefundRow = PaymentRefundRow & { orderPaymentMethod: string | null };

const clockColumns = { ...getTableColumns(paymentRefunds), orderPaymentMethod: orders.paymentMethod };

/** Every refund of these orders, oldest first (the order page and the history). */
export async function findRefundsOfOrders(db: Executor, orderIds: number[]): Promise<ClockRefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select(clockColumns)
    .from(paymentRefunds)
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .where(inArray(paymentRefunds.orderId, orderIds))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.paymentId);
}

/**
 * Refunds not processed yet, started before `startedBefore` (none younger can be past due), oldest first: the
 * admin's count and the daily mail filter them by their clock.
 */
export async function findUnprocessedRefunds(db: Executor, startedBefore: Date): Promise<ClockRefundRow[]> {
  return db
    .select(clockColumns)
    .from(paymentRefunds)
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .where(and(isNull(paymentRefunds.processedAt), lt(paymentRefunds.createdAt, startedBefore)))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.paymentId);
}

/**
 * Refunds the gateway accepted but has not been seen processing, last asked (or made) before `askedBefore`: the
 * sweeper asks about them, in case a refund.processed webhook was lost. Each is marked asked in the same
 * statement, so two sweeps do not ask about the same refund.
 */
export async function claimRefundsToAsk(
  db: Executor,
  askedBefore: Date,
  limit: number,
): Promise<{ paymentId: string; refundRef: string }[]> {
  const before = askedBefore.toISOString();
  const result = await db.execute(sql`
    update payment_refunds set checked_at = now()
    where payment_id in (
      select payment_id from payment_refunds
      where processed_at is null and status = 'refunded' and refund_ref is not null
        and coalesce(checked_at, refunded_at, created_at) < ${before}
      order by created_at
      limit ${limit}
      for update skip locked
    )
    returning payment_id as "paymentId", refund_ref as "refundRef"`);
  return (result as unknown as { rows: { paymentId: string; refundRef: string }[] }).rows;
}

/** The e-mail addresses of the admins (the daily list of refunds past due). */
export async function findAdminEmails(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), isNotNull(users.email), isNull(users.deletedAt)));
  return rows.map((r) => r.email!).filter(Boolean);
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Daily reconciliation runs (reconciliation_runs, docs/decisions/0016)                                            */
/* -------------------------------------------------------------------------------------------------------------- */

export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;

export async function insertReconciliationRun(
  db: Executor,
  run: typeof reconciliationRuns.$inferInsert,
): Promise<ReconciliationRunRow> {
  const [row] = await db.insert(reconciliationRuns).values(run).returning();
  return row!;
}

export async function findLastReconciliationRun(db: Executor): Promise<ReconciliationRunRow | undefined> {
  const [row] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.id)).limit(1);
  return row;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Order confirmation mails (order_mails: one row per completed order, docs/decisions/0035)                     */

export type OrderMailRow = typeof orderMails.$inferSelect;

/** Records that the order's confirmation mail is to be sent; false when it was recorded before (sent or not). */
export async function claimOrderMail(db: Executor, orderId: number): Promise<boolean> {
  const rows = await db.insert(orderMails).values({ orderId }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/**
 * Takes the order's pending mail for one attempt: its next attempt is pushed `leaseSeconds` ahead, so another
 * server (or the job) leaves it alone while this one sends. Null when it is not pending or not due.
 */
export async function leaseOrderMail(
  db: Executor,
  orderId: number,
  leaseSeconds: number,
): Promise<OrderMailRow | null> {
  const [row] = await db
    .update(orderMails)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(
      and(
        eq(orderMails.orderId, orderId),
        eq(orderMails.status, 'pending'),
        lte(orderMails.nextAttemptAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** The outcome of an attempt: sent, given up, or pending again after `retryInSeconds`. */
export async function finishOrderMail(
  db: Executor,
  orderId: number,
  outcome: { status: 'sent' | 'failed' | 'skipped' | 'pending'; attempts: number; retryInSeconds?: number },
): Promise<void> {
  await db
    .update(orderMails)
    .set({
      status: outcome.status,
      attempts: outcome.attempts,
      ...(outcome.status === 'sent' ? { sentAt: sql`now()` } : {}),
      ...(outcome.retryInSeconds !== undefined
        ? { nextAttemptAt: sql`now() + make_interval(secs => ${outcome.retryInSeconds})` }
        : {}),
    })
    .where(eq(orderMails.orderId, orderId));
}

/** Pending confirmation mails whose next attempt is due, oldest first. */
export async function dueOrderMailIds(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ orderId: orderMails.orderId })
    .from(orderMails)
    .where(and(eq(orderMails.status, 'pending'), lte(orderMails.nextAttemptAt, sql`now()`)))
    .orderBy(orderMails.nextAttemptAt)
    .limit(limit);
  return rows.map((row) => row.orderId);
}

/** What the confirmation mail needs of the order's customer. */
export async function orderMailRecipient(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      email: users.email,
      isEmailVerified: users.isEmailVerified,
      language: users.language,
      smsUpdates: users.smsUpdates,
      notificationPrefs: users.notificationPrefs,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, customerId))
    .limit(1);
  return row;
}
