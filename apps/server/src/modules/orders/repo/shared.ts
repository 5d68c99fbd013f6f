import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, users } from '../../../db/schema';

/** The database or an open transaction (on PGlite, everything inside a transaction must use `tx`). */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type OrderRow = typeof orders.$inferSelect;

/** An order with what reading it needs: the customer's username and created_at as exact text for cursors. */
export type ReadOrderRow = OrderRow & { consumer: string; createdAtText: string };

export const readColumns = {
  ...getTableColumns(orders),
  consumer: users.username,
  // Full microsecond precision: a cursor built from a JS Date (milliseconds) could skip or repeat rows.
  createdAtText: sql<string>`${orders.createdAt}::text`,
};

/** India date (Asia/Kolkata) of an order row's created_at inside a statement: the day of daily_order_stats. */
export const INDIA_DAY = sql.raw(`(orders.created_at at time zone 'Asia/Kolkata')::date`);

/** The columns of an order row, by SQL name, for statements that return whole rows. */
export const orderColumns = Object.values(getTableColumns(orders));
export const returningOrder = sql.raw(orderColumns.map((c) => `"${c.name}"`).join(', '));

/** An order row of a raw statement (snake_case, driver values) as Drizzle would have read it. */
export function toOrderRow(raw: Record<string, unknown>): OrderRow {
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
export async function returnedOrders(db: Executor, statement: SQL, name?: string): Promise<OrderRow[]> {
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
