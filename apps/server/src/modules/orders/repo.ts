import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@paywise/domain/format';
import type { Database } from '../../db/client';
import { dailyOrderStats, orderEvents, orders, users } from '../../db/schema';

/** The database or an open transaction (on PGlite, everything inside a transaction must use `tx`). */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/** An order with what reading it needs: the customer's username and created_at as exact text for cursors. */
export type ReadOrderRow = OrderRow & { consumer: string; createdAtText: string };

const readColumns = {
  ...getTableColumns(orders),
  consumer: users.username,
  // Full microsecond precision: a cursor built from a JS Date (milliseconds) could skip or repeat rows.
  createdAtText: sql<string>`${orders.createdAt}::text`,
};

/**
 * Claims the Idempotency-Key and inserts the order in one statement: the unique index
 * orders_customer_idempotency_key makes a concurrent insert with the same customer and key wait for this
 * transaction and then do nothing. Undefined means the key was already taken (read it with findByIdempotencyKey).
 * Without a key (NULL) there is never a conflict.
 */
export async function insertOrderClaimingKey(
  tx: Executor,
  values: NewOrderRow,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.customerId, orders.idempotencyKey] })
    .returning();
  return row;
}

export async function findByIdempotencyKey(
  tx: Executor,
  customerId: number,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function insertOrderEvent(tx: Executor, orderId: number, status: OrderStatus, note?: string) {
  await tx.insert(orderEvents).values({ orderId, status, note: note?.slice(0, 200) ?? null });
}

/**
 * Moves an order forward: only from one of `from` to `to`, in one conditional UPDATE, so two writers can never
 * move it backwards or twice. Undefined when the order was not in a `from` status (nothing changed).
 */
export async function advanceOrderStatus(
  tx: Executor,
  id: number,
  from: OrderStatus[],
  to: OrderStatus,
  fields: Partial<Pick<NewOrderRow, 'paymentRef' | 'failureReason'>> = {},
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ ...fields, status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), inArray(orders.status, from)))
    .returning();
  return row;
}

export async function setPaymentReference(tx: Executor, id: number, paymentRef: string): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ paymentRef, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

/**
 * daily_order_stats, kept in the same transaction as the order change it counts (the admin dashboard reads it):
 * - order_count +1 when an order is inserted, whatever becomes of it;
 * - completed_count +1 and completed_paise + amount_paise when an order becomes 'Completed' (at most once:
 *   statuses only move forward).
 * Both are booked on the order's day, `day` = India date (Asia/Kolkata) of orders.created_at, and its
 * orders.display_type, so a completion just after midnight still counts for the day the order was placed.
 */
export async function bumpDailyStats(
  tx: Executor,
  day: string,
  displayType: string,
  delta: { orderCount?: number; completedCount?: number; completedPaise?: number },
) {
  const s = dailyOrderStats;
  await tx
    .insert(s)
    .values({
      day,
      displayType,
      orderCount: delta.orderCount ?? 0,
      completedCount: delta.completedCount ?? 0,
      completedPaise: delta.completedPaise ?? 0,
    })
    .onConflictDoUpdate({
      target: [s.day, s.displayType],
      set: {
        orderCount: sql`${s.orderCount} + excluded.order_count`,
        completedCount: sql`${s.completedCount} + excluded.completed_count`,
        completedPaise: sql`${s.completedPaise} + excluded.completed_paise`,
      },
    });
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
