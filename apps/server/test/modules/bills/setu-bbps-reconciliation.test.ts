/**
 * The daily reconciliation with Setu BBPS from the provider's own list (issue 46): GET /api/v2/bbps/transactions
 * for the 48-hour window, paged as the OpenAPI file says, each transaction compared with our order and every
 * mismatch settled through the pipeline's rules: a reversal (Credit_Adjustment) refunded once, a payment Setu
 * finished that we had not (Success, Error) finished, a transaction that is none of ours listed for the next run.
 * Against the local fake, which checks every request and answer against bbps-billpay-v2.json.
 */
import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';
import type { ReconciliationStatus } from '@paywise/domain/contracts/admin';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { ORDER_NOTES } from '@paywise/domain/order-notes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billerPayments } from '../../../src/db/schema';
import { RECONCILIATION_PROVIDER_UNKNOWN } from '../../../src/modules/orders';
import { setuBbpsEnv, startFakeSetuBbps, type FakeSetuBbps } from '../../helpers/fake-setu-bbps';
import { payOrder } from '../../helpers/pay';
import {
  buildTestApp,
  createAdmin,
  createVerifiedUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../helpers/test-app';

const ELECTRICITY = OPERATORS.ELECTRICITY[0].name;
const BILLER_ID = 'ADAN00000MUM01';
const LIST = '/api/v2/bbps/transactions';
const PAY_RESPONSE = '/api/v2/bbps/bills/payment/response';

let fake: FakeSetuBbps;
let t: TestApp;
let alice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  fake = await startFakeSetuBbps({
    billers: [
      { id: BILLER_ID, name: ELECTRICITY, categoryName: 'Electricity', paramName: 'Consumer Number' },
    ],
    // Small pages, so a run follows nextPage several times.
    transactionsPageSize: 2,
  });
  t = await buildTestApp(
    { ...setuBbpsEnv(fake, { [ELECTRICITY]: BILLER_ID }), SWEEP_GRACE_SECONDS: '0' },
    { jobs: false },
  );
  alice = await createVerifiedUser(t.app, { phoneNumber: '9876543210' });
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => {
  expect(fake.contractProblems).toEqual([]);
});

let accountCounter = 0;
const account = (suffix = '5678') => `${(20_000 + ++accountCounter).toString()}${suffix}`;
let ipCounter = 0;

async function placeBillOrder(accountNumber: string): Promise<CreatedOrderDto> {
  const bill = await injectAs(t.app, alice, {
    method: 'POST',
    url: '/api/bills/fetch',
    payload: { type: 'ELECTRICITY', operator: ELECTRICITY, accountNumber },
    remoteAddress: `10.8.0.${++ipCounter}`,
  });
  expect(bill.statusCode).toBe(200);
  const { amount, billFetchRef } = bill.json();
  const res = await injectAs(t.app, alice, {
    method: 'POST',
    url: '/api/orders',
    payload: { type: 'ELECTRICITY', operator: ELECTRICITY, accountNumber, amount, billFetchRef },
    headers: { 'idempotency-key': `recon-${accountNumber}` },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** A paid bill order and the refId Setu knows its payment by. */
async function paidBill(suffix?: string) {
  const order = await placeBillOrder(account(suffix));
  const paid = await payOrder(t.app, alice, { order });
  const [claim] = await t.app.db.select().from(billerPayments).where(eq(billerPayments.orderId, order.id));
  return { order, status: paid.status, ref: claim!.fetchRef };
}

async function refundsOf(orderId: number) {
  const result = (await t.database.db.execute(
    sql`select kind, status, reason from payment_refunds where order_id = ${orderId}`,
  )) as unknown as { rows: { kind: string; status: string; reason: string }[] };
  return result.rows;
}

async function statusOf(orderId: number) {
  const result = (await t.database.db.execute(
    sql`select status from orders where id = ${orderId}`,
  )) as unknown as { rows: { status: string }[] };
  return result.rows[0]?.status;
}

async function eventsOf(orderId: number, status: string) {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from order_events where order_id = ${orderId} and status = ${status}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

/**
 * The orders were last changed a minute ago: the reconciliation claims a Processing order only when nobody has
 * touched it for 30 s (its own request, the sweeper, or another run).
 */
async function quietForAMinute(...orderIds: number[]) {
  for (const id of orderIds) {
    await t.database.db.execute(
      sql`update orders set updated_at = now() - interval '1 minute' where id = ${id}`,
    );
  }
}

const statusQueriesFor = (ref: string) =>
  fake.calls(PAY_RESPONSE).filter((r) => (r.body as { refId?: string }).refId === ref).length;

describe("the daily reconciliation reads Setu BBPS's own list of transactions", () => {
  it('pages through the 48-hour window and settles each kind of mismatch through the one set of rules', async () => {
    const done = await paidBill();
    const reversed = await paidBill();
    const missedSuccess = await paidBill('1111');
    const missedFailure = await paidBill('1111');
    expect([done.status, reversed.status, missedSuccess.status, missedFailure.status]).toEqual([
      'Completed',
      'Completed',
      'Processing',
      'Processing',
    ]);
    fake.reverse(reversed.ref);
    fake.settle(missedSuccess.ref, 'Success');
    fake.settle(missedFailure.ref, 'Failure');
    await quietForAMinute(missedSuccess.order.id, missedFailure.order.id);
    fake.addForeignTransaction({
      refId: 'FOREIGNREF0000000000000000000000001',
      paymentRefId: 'pay_NotOursAtAll01',
      amount: 123_400,
      billerId: BILLER_ID,
      status: 'Success',
    });
    const listCallsBefore = fake.calls(LIST).length;
    const doneQueries = statusQueriesFor(done.ref);

    const run = await t.app.orderService.reconcile();

    // The list was read page by page (five transactions, two a page), for the India days of the window.
    const listCalls = fake.calls(LIST).slice(listCallsBefore);
    expect(listCalls.length).toBe(3);
    expect(listCalls[0]!.query).toMatchObject({
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(listCalls.slice(1).map((c) => c.query?.after)).toEqual(['2', '4']);
    // A Completed order the list says Success is matched from the list: no status query of its own.
    expect(statusQueriesFor(done.ref)).toBe(doneQueries);

    expect(run).toMatchObject({ providerReversed: 1, providerSettled: 2, providerUnknown: 1 });
    expect(run.providerChecked).toBeGreaterThanOrEqual(5);
    expect(await refundsOf(reversed.order.id)).toEqual([
      { kind: 'late', status: 'refunded', reason: ORDER_NOTES.BILL_REVERSED_AFTER_COMPLETION },
    ]);
    expect(await statusOf(reversed.order.id)).toBe('Completed');
    expect(await statusOf(missedSuccess.order.id)).toBe('Completed');
    expect(await statusOf(missedFailure.order.id)).toBe('Refunded');
    expect(await refundsOf(done.order.id)).toEqual([]);
    expect(run.unresolved).toContainEqual(
      expect.objectContaining({
        paymentId: 'pay_NotOursAtAll01',
        orderId: null,
        amountPaise: 123_400,
        reason: RECONCILIATION_PROVIDER_UNKNOWN,
      }),
    );

    // Stored on the run the admin reads, next to the gateway's counts.
    const status = (
      await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/reconciliation' })
    ).json<ReconciliationStatus>();
    expect(status.lastRun).toMatchObject({ providerReversed: 1, providerSettled: 2, providerUnknown: 1 });

    // The next run changes nothing: the reversal was refunded once, the missed payments are final.
    const again = await t.app.orderService.reconcile();
    expect(again).toMatchObject({ providerReversed: 0, providerSettled: 0, providerUnknown: 1 });
    expect(await refundsOf(reversed.order.id)).toHaveLength(1);
    expect(await eventsOf(missedSuccess.order.id, 'Completed')).toBe(1);
  });

  it('two processes reconciling at once: one refund, one completion, each counted by one run only', async () => {
    const second = await buildTestApp(
      { ...setuBbpsEnv(fake, { [ELECTRICITY]: BILLER_ID }), SWEEP_GRACE_SECONDS: '0' },
      { jobs: false, database: t.database },
    );
    try {
      const reversed = await paidBill();
      const missed = await paidBill('1111');
      fake.reverse(reversed.ref);
      fake.settle(missed.ref, 'Success');
      await quietForAMinute(missed.order.id);
      const runs = await Promise.all([t.app.orderService.reconcile(), second.app.orderService.reconcile()]);
      expect(runs[0].providerReversed + runs[1].providerReversed).toBe(1);
      expect(runs[0].providerSettled + runs[1].providerSettled).toBe(1);
      expect(await refundsOf(reversed.order.id)).toHaveLength(1);
      expect(await statusOf(missed.order.id)).toBe('Completed');
      expect(await eventsOf(missed.order.id, 'Completed')).toBe(1);
      expect(await refundsOf(missed.order.id)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('a list Setu cannot give (503): every Completed order is asked one by one instead, a reversal still refunded', async () => {
    const reversed = await paidBill();
    fake.reverse(reversed.ref);
    fake.refuseBeforeProcessing(LIST, 503, 1);
    const run = await t.app.orderService.reconcile();
    expect(run.providerReversed).toBe(1);
    expect(await refundsOf(reversed.order.id)).toEqual([
      { kind: 'late', status: 'refunded', reason: ORDER_NOTES.BILL_REVERSED_AFTER_COMPLETION },
    ]);
  });
});
