import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@paywise/domain/order-states';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

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
export function lastPaidOrderForNumber(db: Database, customerId: number, mobile: string) {
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
  db: Database,
  customerId: number,
  mobile: string,
): Promise<{ operator: string; circle: string | null } | undefined> {
  const [row] = await lastPaidOrderForNumber(db, customerId, mobile);
  return row;
}
