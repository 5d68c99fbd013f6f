import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { SavedNumberCreate } from '@paywise/domain/contracts/me';
import type { Database } from '../../db/client';
import { savedNumbers, users } from '../../db/schema';
import { HISTORY_STATUSES } from '../numbers/repo';

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
    select identifier, operator, circle, amount_paise as "amountPaise", created_at as "createdAt"
    from (
      select distinct on (identifier) identifier, operator, circle, amount_paise, created_at, id
      from (
        select ${identifier} as identifier, operator, circle, amount_paise, created_at, id
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

export async function findRecentOrders(
  db: Database,
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
      createdAt: string | Date;
    }[];
  };
  return result.rows.map((row) => ({
    identifier: row.identifier,
    operator: row.operator,
    circle: row.circle,
    amountPaise: Number(row.amountPaise),
    createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
  }));
}

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
  customerId: number,
  entry: SavedNumberCreate,
  limit: number,
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
  customerId: number,
  id: number,
  reminders: boolean,
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
