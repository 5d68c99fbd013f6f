import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@paywise/domain/format';
import type { Database } from '../../db/client';
import { orders, users } from '../../db/schema';

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

/** The id a data-modifying statement returned, if any (bigint arrives as text on pg, as a number on PGlite). */
async function returnedId(db: Executor, statement: SQL): Promise<number | undefined> {
  const result = (await db.execute(statement)) as unknown as { rows: { id: number | string }[] };
  return result.rows[0] === undefined ? undefined : Number(result.rows[0].id);
}

/** India date (Asia/Kolkata) of an order row's created_at inside a statement: the day of daily_order_stats. */
const INDIA_DAY = sql.raw(`(created_at at time zone 'Asia/Kolkata')::date`);

/*
 * daily_order_stats, written by the same statement that changes the order (the admin dashboard reads it):
 * - order_count +1 when an order is inserted, whatever becomes of it;
 * - completed_count +1 and completed_paise + amount_paise when an order becomes 'Completed' (at most once:
 *   statuses only move forward).
 * Both are booked on the order's day, `day` = India date (Asia/Kolkata) of orders.created_at, and its
 * orders.display_type, so a completion just after midnight still counts for the day the order was placed.
 *
 * Each write below is ONE statement (data-modifying CTEs), so it is atomic on PGlite and PostgreSQL alike and
 * holds the lock on the day's stats row (every order of the day and type updates the same row) only for that
 * statement and its commit: no client round trips inside a transaction.
 */

export interface NewOrder {
  customerId: number;
  type: string;
  displayType: string;
  operator: string;
  mobile: string | null;
  accountNumber: string | null;
  circle: string | null;
  amountPaise: number;
  serviceType: string | null;
  idempotencyKey: string | null;
  requestHash: string | null;
}

/**
 * Inserts the order at 'Payment Pending' with its first event and its daily count, claiming the Idempotency-Key
 * in the same statement: the unique index orders_customer_idempotency_key makes a concurrent insert with the
 * same customer and key wait for this one and then do nothing (INSERT ... ON CONFLICT DO NOTHING RETURNING).
 * Undefined means the key was already taken (read it with findByIdempotencyKey). Without a key (NULL) there
 * is never a conflict. The server sets status and paymentSource, whatever the request said.
 */
export function insertOrderClaimingKey(db: Executor, o: NewOrder): Promise<number | undefined> {
  return returnedId(
    db,
    sql`
    with inserted as (
      insert into orders (customer_id, type, display_type, operator, mobile, account_number, circle, amount_paise,
                          status, payment_source, service_type, idempotency_key, request_hash)
      values (${o.customerId}, ${o.type}, ${o.displayType}, ${o.operator}, ${o.mobile}, ${o.accountNumber},
              ${o.circle}, ${o.amountPaise}, 'Payment Pending', 'Online', ${o.serviceType}, ${o.idempotencyKey},
              ${o.requestHash})
      on conflict (customer_id, idempotency_key) do nothing
      returning id, created_at, display_type
    ), event as (
      insert into order_events (order_id, status, note) select id, 'Payment Pending', 'Order created' from inserted
    ), stats as (
      insert into daily_order_stats (day, display_type, order_count)
      select ${INDIA_DAY}, display_type, 1 from inserted
      on conflict (day, display_type) do update set order_count = daily_order_stats.order_count + 1
    )
    select id from inserted`,
  );
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

/**
 * Moves an order forward, only from one of `from` to `to`, in one conditional UPDATE (two writers can never move
 * it backwards or twice), recording the event and, on 'Completed', the day's completed totals in the same
 * statement. False when the order was not in a `from` status (nothing changed).
 */
export async function advanceOrderStatus(
  db: Executor,
  id: number,
  from: OrderStatus[],
  to: OrderStatus,
  change: { note: string; paymentRef?: string | null; failureReason?: string | null },
): Promise<boolean> {
  const fromList = sql.join(
    from.map((status) => sql`${status}`),
    sql`, `,
  );
  const completedStats =
    to === 'Completed'
      ? sql`, stats as (
          insert into daily_order_stats (day, display_type, completed_count, completed_paise)
          select ${INDIA_DAY}, display_type, 1, amount_paise from updated
          on conflict (day, display_type) do update set
            completed_count = daily_order_stats.completed_count + 1,
            completed_paise = daily_order_stats.completed_paise + excluded.completed_paise
        )`
      : sql``;
  const changedId = await returnedId(
    db,
    sql`
    with updated as (
      update orders set status = ${to},
        payment_ref = coalesce(${change.paymentRef ?? null}, payment_ref),
        failure_reason = coalesce(${change.failureReason ?? null}, failure_reason),
        updated_at = now()
      where id = ${id} and status in (${fromList})
      returning id, created_at, display_type, amount_paise
    ), event as (
      insert into order_events (order_id, status, note) select id, ${to}, ${change.note.slice(0, 200)} from updated
    )${completedStats}
    select id from updated`,
  );
  return changedId !== undefined;
}

export async function setPaymentReference(db: Executor, id: number, paymentRef: string): Promise<void> {
  await db
    .update(orders)
    .set({ paymentRef, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
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
 * Newest first, keyset-paginated on (created_at, id): with a customer this walks orders_customer_created_idx,
 * without one orders_created_idx, so a deep page costs what the first does. Returns up to `limit + 1` rows:
 * the extra one only tells that there is a next page.
 */
export function listOrdersQuery(db: Executor, filters: OrderFilters, after: Keyset | null, limit: number) {
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
      // NULLS LAST as in both indexes (drizzle created them DESC NULLS LAST): a plain DESC would not match them
      // and PostgreSQL would sort the customer's whole history for every page.
      .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
      .limit(limit + 1)
  );
}

export async function listOrders(
  db: Executor,
  filters: OrderFilters,
  after: Keyset | null,
  limit: number,
): Promise<ReadOrderRow[]> {
  return listOrdersQuery(db, filters, after, limit);
}
