import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores a browser's subscription for the customer (the same endpoint again updates its keys). False when another
 * customer holds the endpoint: it is not moved to the caller.
 */
export async function upsertSubscription(
  db: Database,
  row: { customerId: number; endpoint: string; p256dh: string; auth: string },
): Promise<boolean> {
  const saved = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: row.p256dh, auth: row.auth },
      setWhere: eq(pushSubscriptions.customerId, row.customerId),
    })
    .returning({ id: pushSubscriptions.id });
  return saved.length > 0;
}

/** Forgets one of the customer's subscriptions; false when they have none with that endpoint. */
export async function deleteSubscription(
  db: Database,
  customerId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.customerId, customerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function listSubscriptions(db: Database, customerId: number): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
}

export async function deleteSubscriptionById(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
