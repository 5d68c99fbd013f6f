import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { OrderStatus } from '@paywise/domain/order-states';
import { orderEvents, orders } from '../../../db/schema';
import { type Executor, type OrderRow } from './shared';

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
  { customerId, def, limit }: { customerId: number; def: ServiceDefinition; limit: number },
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
  {
    customerId,
    billNumber,
    paidStatuses,
  }: { customerId: number; billNumber: string; paidStatuses: readonly string[] },
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

/**
 * The newest Completed order (any customer's) of one biller and account of a service (display type) whose
 * completion was at or after `since`: the payment a typed amount would repeat (BILL_RECENTLY_PAID). It reads
 * orders_completed_account_idx: updated_at is set with the 'Completed' event and only grows after it, so
 * `updated_at >= since` keeps to the recent orders of that account before their events are looked at.
 */
export async function findRecentAccountPayment(
  db: Executor,
  account: { displayType: string; operator: string; identifier: string; byNumber: boolean; since: Date },
): Promise<{ amountPaise: number; completedAt: Date } | null> {
  const completedAt = sql<Date>`coalesce((select max(${orderEvents.createdAt}) from ${orderEvents}
    where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.status} = 'Completed'), ${orders.updatedAt})`;
  const [row] = await db
    .select({ amountPaise: orders.amountPaise, completedAt })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'Completed'),
        eq(orders.operator, account.operator),
        eq(account.byNumber ? orders.mobile : orders.accountNumber, account.identifier),
        eq(orders.displayType, account.displayType),
        gte(orders.updatedAt, account.since),
        sql`${completedAt} >= ${account.since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(completedAt), desc(orders.id))
    .limit(1);
  if (!row) return null;
  return {
    amountPaise: Number(row.amountPaise),
    completedAt: row.completedAt instanceof Date ? row.completedAt : new Date(row.completedAt),
  };
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
  /** The registry category (provider's name), the biller's parameters and the option paid (decision 0043). */
  category?: string | null;
  customerParams?: Array<{ name: string; value: string }> | null;
  paymentOption?: string | null;
  /** The bill's whole amount when an option of it was paid. */
  billAmountPaise?: number | null;
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
      category: bill.category ?? null,
      customerParams: bill.customerParams ?? null,
      paymentOption: bill.paymentOption ?? null,
      billAmountPaise: bill.billAmountPaise ?? null,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return row;
}

/**
 * A registry category's order without a fetched bill (decision 0043): its category, biller and the biller's
 * parameters, written in the statement after its insert; the order as it now is.
 */
export async function setOrderRegistry(
  tx: Executor,
  orderId: number,
  registry: { category: string; billerId: string; customerParams: Array<{ name: string; value: string }> },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({
      category: registry.category,
      billerId: registry.billerId,
      customerParams: registry.customerParams.length > 0 ? registry.customerParams : null,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return row;
}
