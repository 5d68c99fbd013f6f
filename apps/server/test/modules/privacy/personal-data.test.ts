import { eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { dataExportSchema } from '@paywise/domain/contracts/data-export';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../src/db/schema';
import { contactMessages, orders, sandboxPayments, users } from '../../../src/db/schema';
import { rememberUpiId } from '../../../src/modules/orders/repo/orders';
import { NOT_PERSONAL_COLUMNS, PERSONAL_DATA_COLUMNS } from '../../../src/modules/privacy/personal-data';
import { createUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

/** Erasure and export against the schema's personal-data columns (issue 40). */
const t = useTestApp({ RATE_LIMIT_CONTACT: '1000' }, { jobs: false });

/** A column whose name says it may hold someone's name, contact, identifiers, words or keys. */
const LOOKS_PERSONAL =
  /(name|email|mobile|phone|upi|vpa|birth|address|identifier|account_number|bill_number|nickname|message|query|note|detail|subject|text|variables|endpoint|p256dh|^auth$|^to$|password|language)/;

const schemaColumns = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns.map((column) => `${config.name}.${column.name}`);
  });

describe('the personal-data list and the schema', () => {
  it('lists every column whose name looks personal, as personal (with erasure and export) or as not', () => {
    const looksPersonal = schemaColumns.filter((column) => LOOKS_PERSONAL.test(column.split('.')[1]));
    const unlisted = looksPersonal.filter(
      (column) => !(column in PERSONAL_DATA_COLUMNS) && !(column in NOT_PERSONAL_COLUMNS),
    );
    expect(unlisted).toEqual([]);
  });

  it('names only columns that exist, and exports each personal column under a key the export has', () => {
    const listed = [...Object.keys(PERSONAL_DATA_COLUMNS), ...Object.keys(NOT_PERSONAL_COLUMNS)];
    expect(listed.filter((column) => !schemaColumns.includes(column))).toEqual([]);
    const exportKeys = Object.keys(dataExportSchema.shape);
    const missing = Object.entries(PERSONAL_DATA_COLUMNS).filter(
      ([, how]) => !how.export.startsWith('not exported: ') && !exportKeys.includes(how.export.split(' ')[0]),
    );
    expect(missing).toEqual([]);
  });
});

async function eraseAccountOf(user: TestUser) {
  const res = await injectAs(t.app, user, {
    method: 'DELETE',
    url: '/api/users/me',
    payload: { password: user.password },
  });
  expect(res.statusCode).toBe(200);
}

async function billOrder(customerId: number, gatewayOrderId: string) {
  const [row] = await t.app.db
    .insert(orders)
    .values({
      customerId,
      orderType: 'ELECTRICITY',
      displayType: 'ELECTRICITY',
      operator: 'BESCOM',
      accountNumber: '1234567890',
      amountPaise: 113_700,
      status: 'Completed',
      billCustomerName: 'Kavya Bill-Holder',
      // An insurer's other parameters (issue 42): a date of birth is no record of the sale.
      customerParams: [{ name: 'Date of Birth', value: '1990-04-12' }],
      gatewayOrderId,
    })
    .returning();
  await t.app.db.insert(sandboxPayments).values({
    id: `pay_${gatewayOrderId}`,
    gatewayOrderId,
    amountPaise: 113_700,
    method: 'upi',
    status: 'captured',
    vpa: 'kavya@okaxis',
  });
  return row;
}

describe('erasure of every personal column', () => {
  it("clears the last UPI ID, the bill's customer name on orders and the UPI ID the sandbox gateway kept", async () => {
    const user = await createUser(t.app, { username: 'Kavya Erase' });
    await t.app.db.update(users).set({ lastUpiId: 'kavya@okaxis' }).where(eq(users.id, user.id));
    const order = await billOrder(user.id, `order_erase_${user.id}`);

    await eraseAccountOf(user);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lastUpiId).toBeNull();
    const [kept] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      billCustomerName: null,
      customerParams: null,
      amountPaise: 113_700,
      status: 'Completed',
    });
    const [payment] = await t.app.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.gatewayOrderId, order.gatewayOrderId!));
    expect(payment.vpa).toBeNull();
  });

  it('a capture landing after erasure does not write the UPI ID again', async () => {
    const user = await createUser(t.app);
    await eraseAccountOf(user);
    await rememberUpiId(t.app.db, user.id, 'late@okicici');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lastUpiId).toBeNull();
  });
});

describe('the export of every personal column', () => {
  it("carries the UPI ID and the customer's contact messages (theirs only)", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    await t.app.db.update(users).set({ lastUpiId: 'kavya@okaxis' }).where(eq(users.id, user.id));
    for (const who of [user, other])
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: who.username, email: who.email, subject: 'Refund', query: `From ${who.username}` },
      });

    const res = await injectAs(t.app, user, { method: 'GET', url: '/api/users/me/export' });
    expect(res.statusCode).toBe(200);
    const body = dataExportSchema.parse(res.json());
    expect(body.upiId).toBe('kavya@okaxis');
    expect(body.contactMessages).toEqual([
      {
        name: user.username,
        email: user.email,
        subject: 'Refund',
        query: `From ${user.username}`,
        createdAt: expect.any(String),
      },
    ]);
    const [stored] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, other.email));
    expect(stored).toBeDefined();
  });
});
