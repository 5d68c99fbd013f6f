import { and, count, desc, eq } from 'drizzle-orm';
import type { SavedNumberCreate } from '@paywise/domain/contracts/me';
import type { Database } from '../../db/client';
import { savedNumbers, users } from '../../db/schema';

export type SavedNumberRow = typeof savedNumbers.$inferSelect;

/** The customer's saved entries (of one service, or all), newest first. */
export function listSavedNumbers(db: Database, customerId: number, service?: string) {
  return db
    .select()
    .from(savedNumbers)
    .where(
      service === undefined
        ? eq(savedNumbers.customerId, customerId)
        : and(eq(savedNumbers.customerId, customerId), eq(savedNumbers.service, service)),
    )
    .orderBy(desc(savedNumbers.createdAt), desc(savedNumbers.id));
}

export type InsertSavedResult =
  | { ok: true; row: SavedNumberRow }
  | { ok: false; reason: 'limit' }
  | { ok: false; reason: 'duplicate'; existing: SavedNumberRow };

/**
 * Saves an entry unless the customer already has `limit` of them or this one (service + identifier). The user
 * row is locked for the count, so two saves at once cannot both take the last place.
 */
export function insertSavedNumber(
  db: Database,
  { customerId, entry, limit }: { customerId: number; entry: SavedNumberCreate; limit: number },
): Promise<InsertSavedResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('update');
    const [existing] = await tx
      .select()
      .from(savedNumbers)
      .where(
        and(
          eq(savedNumbers.customerId, customerId),
          eq(savedNumbers.service, entry.service),
          eq(savedNumbers.identifier, entry.identifier),
        ),
      );
    if (existing) return { ok: false, reason: 'duplicate', existing };
    const [counted] = await tx
      .select({ n: count() })
      .from(savedNumbers)
      .where(eq(savedNumbers.customerId, customerId));
    if ((counted?.n ?? 0) >= limit) return { ok: false, reason: 'limit' };
    const [row] = await tx
      .insert(savedNumbers)
      .values({ customerId, ...entry })
      .returning();
    return { ok: true, row: row! };
  });
}

/** Turns bill reminders on or off for the customer's own entry; undefined when there is none with that id for them. */
export async function setSavedReminders(
  db: Database,
  { customerId, id, reminders }: { customerId: number; id: number; reminders: boolean },
): Promise<SavedNumberRow | undefined> {
  const [row] = await db
    .update(savedNumbers)
    .set({ reminders })
    .where(and(eq(savedNumbers.id, id), eq(savedNumbers.customerId, customerId)))
    .returning();
  return row;
}

/** Deletes the customer's own entry; false when there is none with that id for them. */
export async function deleteSavedNumber(db: Database, customerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(savedNumbers)
    .where(and(eq(savedNumbers.id, id), eq(savedNumbers.customerId, customerId)))
    .returning({ id: savedNumbers.id });
  return deleted.length > 0;
}

/** The UPI ID of the customer's last successful UPI payment (null: none kept). */
export async function findLastUpiId(db: Database, customerId: number): Promise<string | null> {
  const [row] = await db.select({ lastUpiId: users.lastUpiId }).from(users).where(eq(users.id, customerId));
  return row?.lastUpiId ?? null;
}

/** Forgets it (the customer's choice). */
export async function clearLastUpiId(db: Database, customerId: number): Promise<void> {
  await db.update(users).set({ lastUpiId: null }).where(eq(users.id, customerId));
}
