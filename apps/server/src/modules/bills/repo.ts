import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billFetches,
  billReminders,
  savedNumbers,
  users,
  type NotificationPrefsOverrides,
} from '../../db/schema';
import type { Executor } from '../orders';

export type BillFetchRow = typeof billFetches.$inferSelect;
export type NewBillFetch = typeof billFetches.$inferInsert;

export async function insertBillFetch(db: Database, row: NewBillFetch): Promise<void> {
  await db.insert(billFetches).values(row);
}

/** The fetch named by `ref`, locked until the transaction ends (an order placed from it is being inserted). */
export async function lockBillFetch(tx: Executor, ref: string): Promise<BillFetchRow | undefined> {
  const [row] = await tx.select().from(billFetches).where(eq(billFetches.ref, ref)).for('update');
  return row;
}

/**
 * Marks the fetch paid by the order, only while no order used it (`used_by_order_id is null`), and answers its
 * bill number and due date (for the order); run in the transaction that inserted the order, so two orders can
 * never both pay one fetch. Undefined when another order took it first.
 */
export async function useBillFetch(
  tx: Executor,
  ref: string,
  orderId: number,
): Promise<
  | {
      billNumber: string;
      dueDate: string;
      providerRef: string | null;
      billDate: string;
      customerName: string;
      billerId: string | null;
    }
  | undefined
> {
  const [used] = await tx
    .update(billFetches)
    .set({ usedByOrderId: orderId })
    .where(and(eq(billFetches.ref, ref), isNull(billFetches.usedByOrderId)))
    .returning({
      billNumber: billFetches.billNumber,
      dueDate: billFetches.dueDate,
      providerRef: billFetches.providerRef,
      billDate: billFetches.billDate,
      customerName: billFetches.customerName,
      billerId: billFetches.billerId,
    });
  return used;
}

/** A saved biller whose reminders are on, of a customer with a verified email. */
export interface ReminderTarget {
  savedNumberId: number;
  customerId: number;
  email: string;
  username: string;
  service: string;
  identifier: string;
  operator: string;
  nickname: string | null;
  /** The customer's notification choices (docs/decisions/0023). */
  smsUpdates: boolean;
  notificationPrefs: NotificationPrefsOverrides;
  /** The customer's saved language (the mail's), null when never chosen. */
  language: string | null;
}

/** The saved billers of the given services with reminders on, of customers whose email is verified. */
export async function listReminderTargets(db: Database, services: string[]): Promise<ReminderTarget[]> {
  const rows = await db
    .select({
      savedNumberId: savedNumbers.id,
      customerId: savedNumbers.customerId,
      email: users.email,
      username: users.username,
      service: savedNumbers.service,
      identifier: savedNumbers.identifier,
      operator: savedNumbers.operator,
      nickname: savedNumbers.nickname,
      smsUpdates: users.smsUpdates,
      notificationPrefs: users.notificationPrefs,
      language: users.language,
    })
    .from(savedNumbers)
    .innerJoin(users, eq(users.id, savedNumbers.customerId))
    .where(
      and(
        eq(savedNumbers.reminders, true),
        eq(users.isEmailVerified, true),
        isNotNull(users.email),
        inArray(savedNumbers.service, services),
      ),
    )
    .orderBy(savedNumbers.id);
  // isNotNull above: every row has its email (an account made with a mobile number gets no reminder mail).
  return rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
}

/**
 * Claims the reminder of one bill of a saved biller: true when this call inserted it (send the mail), false when a
 * reminder was already sent (or is being sent) by another run or server.
 */
export async function claimBillReminder(
  db: Database,
  savedNumberId: number,
  billNumber: string,
  dueDate: string,
): Promise<number | null> {
  const [row] = await db
    .insert(billReminders)
    .values({ savedNumberId, billNumber, dueDate })
    .onConflictDoNothing()
    .returning({ id: billReminders.id });
  return row?.id ?? null;
}

/** Forgets a reminder whose mail could not be sent, so that the next run tries again. */
export async function releaseBillReminder(db: Database, id: number): Promise<void> {
  await db.delete(billReminders).where(eq(billReminders.id, id));
}

/** Turns a saved biller's reminders off; false when there is no such saved biller. */
export async function turnRemindersOff(db: Database, savedNumberId: number): Promise<boolean> {
  const rows = await db
    .update(savedNumbers)
    .set({ reminders: false })
    .where(eq(savedNumbers.id, savedNumberId))
    .returning({ id: savedNumbers.id });
  return rows.length > 0;
}

/** Fetches never used by an order and older than `before`: nothing can pay them any more. */
export async function deleteStaleBillFetches(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(billFetches)
    .where(and(isNull(billFetches.usedByOrderId), lt(billFetches.createdAt, before)))
    .returning({ ref: billFetches.ref });
  return rows.length;
}
