/**
 * Bills through Setu BBPS BillPay (BILLER_PROVIDER=setu) against a local fake built from the vendor's OpenAPI
 * file: the whole order path (fetch → order → sandbox payment → Setu payment → Completed / Refunded), token
 * expiry, a payment still Processing finished by the sweeper, and a restart mid-payment (the status is asked
 * first, never a second payment request). Every request the adapter sent and every answer the fake gave is
 * validated against bbps-billpay-v2.json (the fake's contractProblems).
 */
import { Writable } from 'node:stream';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { CreatedOrderDto, OrderDetailDto } from '@paywise/domain/contracts/orders';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { ORDER_NOTES } from '@paywise/domain/order-notes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import { billerPayments, orders } from '../../../src/db/schema';
import { pollBbpsComplaints } from '../../../src/modules/complaints';
import { redriveRechargeNotices } from '../../../src/modules/recharges';
import { setuBbpsEnv, startFakeSetuBbps, type FakeSetuBbps } from '../../helpers/fake-setu-bbps';
import { payOrder } from '../../helpers/pay';
import { normalisedSpec, rawSpec, specErrors } from '../../helpers/setu-openapi';
import { syncBillers } from '../../../src/modules/billers';
import {
  buildTestApp,
  createVerifiedUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../helpers/test-app';

const ELECTRICITY = OPERATORS.ELECTRICITY[0].name;
const BILLER_ID = 'ADAN00000MUM01';
/** A second electricity board with the CCF guide's tiered slabs and a ₹2,500 bill. */
const CCF_BOARD = OPERATORS.ELECTRICITY[1].name;
const CCF_BILLER_ID = 'AJME00000RAJ01';
/** A board asking for two customer parameters, known to the app only through the registry (no SETU_BILLER_IDS). */
const TWO_PARAM_BOARD = OPERATORS.ELECTRICITY[2].name;
const TWO_PARAM_ID = 'TWOP00000MUM01';
const TOKEN = '/api/v2/auth/token';
const PAY_REQUEST = '/api/v2/bbps/bills/payment/request';
const PAY_RESPONSE = '/api/v2/bbps/bills/payment/response';
const WEBHOOK_SECRET = 'setu-webhook-secret-0123456789';

let fake: FakeSetuBbps;
let t: TestApp;
let alice: TestUser;

const setuEnv = () => ({
  ...setuBbpsEnv(fake, { [ELECTRICITY]: BILLER_ID, [CCF_BOARD]: CCF_BILLER_ID }),
  SETU_WEBHOOK_SECRET: WEBHOOK_SECRET,
  SWEEP_GRACE_SECONDS: '0',
  // Several complaints per test customer (the per-customer limit is the complaints test's).
  RATE_LIMIT_CONTACT: '100',
});

beforeAll(async () => {
  fake = await startFakeSetuBbps({
    billers: [
      { id: BILLER_ID, name: ELECTRICITY, categoryName: 'Electricity', paramName: 'Consumer Number' },
      {
        id: CCF_BILLER_ID,
        name: CCF_BOARD,
        categoryName: 'Electricity',
        paramName: 'K Number',
        billAmount: 250_000,
        ccfSlabs: [
          { tranAmtRangeMin: 1, tranAmtRangeMax: 200_000, flatFee: 590, percentFee: 0 },
          { tranAmtRangeMin: 200_001, tranAmtRangeMax: 500_000, flatFee: 1180, percentFee: 0 },
        ],
      },
      {
        id: TWO_PARAM_ID,
        name: TWO_PARAM_BOARD,
        categoryName: 'Electricity',
        paramName: 'Consumer Number',
        extraParams: [{ paramName: 'Billing Unit', optional: false, regex: '^[0-9]{4}$' }],
      },
    ],
  });
  t = await buildTestApp(setuEnv(), { jobs: false });
  alice = await createVerifiedUser(t.app, { phoneNumber: '9876543210' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => {
  // Every request the adapter sent and every answer the fake gave conforms to bbps-billpay-v2.json.
  expect(fake.contractProblems).toEqual([]);
});

let accountCounter = 0;
/** A consumer number of its own per test; `suffix` picks the fake biller's answer. */
const account = (suffix = '5678') => `${(10_000 + ++accountCounter).toString()}${suffix}`;
let ipCounter = 0;

async function fetchBill(app: TestApp['app'], accountNumber: string, operator = ELECTRICITY) {
  return injectAs(app, alice, {
    method: 'POST',
    url: '/api/bills/fetch',
    payload: { type: 'ELECTRICITY', operator, accountNumber },
    remoteAddress: `10.9.0.${++ipCounter}`,
  });
}

async function placeBillOrder(app: TestApp['app'], accountNumber: string): Promise<CreatedOrderDto> {
  const bill = await fetchBill(app, accountNumber);
  expect(bill.statusCode).toBe(200);
  const { amount, billFetchRef } = bill.json();
  const res = await injectAs(app, alice, {
    method: 'POST',
    url: '/api/orders',
    payload: { type: 'ELECTRICITY', operator: ELECTRICITY, accountNumber, amount, billFetchRef },
    headers: { 'idempotency-key': `setu-${accountNumber}` },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const readOrder = async (app: TestApp['app'], id: number): Promise<OrderDetailDto> =>
  (await injectAs(app, alice, { method: 'GET', url: `/api/orders/${id}` })).json();

/** The payment requests the fake received for the fetch an order pays. */
/** The refunds recorded for an order's payments. */
async function refundsOf(orderId: number) {
  const result = (await t.database.db.execute(
    sql`select kind, status, reason from payment_refunds where order_id = ${orderId}`,
  )) as unknown as { rows: { kind: string; status: string; reason: string }[] };
  return result.rows;
}

async function paymentRequestsOf(orderId: number) {
  const [claim] = await t.app.db.select().from(billerPayments).where(eq(billerPayments.orderId, orderId));
  return fake.calls(PAY_REQUEST).filter((r) => (r.body as { refId?: string }).refId === claim?.fetchRef);
}

describe('the OpenAPI file the fake is built from', () => {
  it('is valid OpenAPI 3.0 once its "200-variant" example answers are folded into their status codes', async () => {
    const raw = await specErrors(rawSpec());
    // The vendor file as shipped: only its non-standard response keys are refused.
    expect(raw.length).toBeGreaterThan(0);
    expect(JSON.stringify(raw)).toMatch(/200-/);
    expect(await specErrors(normalisedSpec())).toEqual([]);
  });
});

describe('the fake checks both sides against the OpenAPI file', () => {
  it('flags a request the spec refuses and an answer it does not document', async () => {
    const res = await fetch(`${fake.url}/api/v2/bbps/bills/fetch/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-token' },
      body: JSON.stringify({ agent: { id: 'A', channel: 'WEB' }, biller: { id: BILLER_ID } }),
    });
    expect(res.status).toBe(401);
    const problems = fake.contractProblems.splice(0);
    expect(problems.join('\n')).toMatch(/header x-partner-id is missing/);
    expect(problems.join('\n')).toMatch(/channel/);
    expect(problems.join('\n')).toMatch(/customer/);
  });
});

describe('configuration', () => {
  it('lists every missing Setu value and starts nothing', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'test', BILLER_PROVIDER: 'setu', SETU_AGENT_CHANNEL: 'MOB' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = String((error as Error).message);
    for (const name of [
      'SETU_CLIENT_ID',
      'SETU_CLIENT_SECRET',
      'SETU_PARTNER_ID',
      'SETU_AGENT_ID',
      'SETU_AGENT_IP',
      'SETU_AGENT_IMEI',
      'SETU_AGENT_OS',
      'SETU_AGENT_APP',
      'SETU_BILLER_IDS',
    ]) {
      expect(text).toContain(`${name}: required`);
    }
  });

  it('defaults to the sandbox biller and to the documented production host', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).biller).toEqual({ provider: 'sandbox' });
    const { SETU_BBPS_URL: _url, ...rest } = setuEnv();
    expect(loadConfig({ NODE_ENV: 'test', ...rest }).biller.setu?.baseUrl).toBe('https://coudc.setu.co');
  });
});

describe('BILLER_PROVIDER=setu: the order path against the fake', () => {
  it('fetch → pay → Completed with the B-Connect transaction id and the biller reference', async () => {
    const order = await placeBillOrder(t.app, account());
    const paid = await payOrder(t.app, alice, { order });
    expect(paid.status).toBe('Completed');
    const read = await readOrder(t.app, order.id);
    expect(read.bbpsTransactionId).toMatch(/^AX[0-9A-F]{16}$/);
    expect(read.billerReference).toMatch(/^BREF/);
    const requests = await paymentRequestsOf(order.id);
    expect(requests).toHaveLength(1);
    const details = (requests[0].body as { paymentDetails: Record<string, unknown> }).paymentDetails;
    // The bill amount in paise (the instant discount is ours), our gateway payment id as the debit's reference.
    expect(details).toMatchObject({
      amount: order.amount * 100,
      mode: 'UPI',
      paymentRefId: paid.paymentReference,
    });
  });

  it('a biller with a convenience fee: its own line, paid on top, sent apart from the bill amount', async () => {
    const accountNumber = account();
    const bill = await fetchBill(t.app, accountNumber, CCF_BOARD);
    expect(bill.statusCode).toBe(200);
    // ₹2,500 falls in the 200001–500000 paise slab: (1180 + 0) × 1.18 = 1392.4 → ₹13.92.
    expect(bill.json()).toMatchObject({ amount: 2500, convenienceFee: 13.92 });
    // The slabs too, for the summary to compute a part payment's fee with the same domain function.
    expect(bill.json().convenienceFeeSlabs).toEqual([
      { minPaise: 1, maxPaise: 200_000, flatFee: 590, percentFee: 0 },
      { minPaise: 200_001, maxPaise: 500_000, flatFee: 1180, percentFee: 0 },
    ]);
    const res = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/orders',
      payload: {
        type: 'ELECTRICITY',
        operator: CCF_BOARD,
        accountNumber,
        amount: 2500,
        billFetchRef: bill.json().billFetchRef,
      },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<CreatedOrderDto>();
    expect(order).toMatchObject({ amount: 2500, convenienceFee: 13.92 });
    expect(order.payment?.amountPaise).toBe(250_000 - Math.round(order.discount * 100) + 1392);
    expect(Math.round(order.amountPayable * 100)).toBe(order.payment?.amountPaise);
    const paid = await payOrder(t.app, alice, { order });
    expect(paid).toMatchObject({ status: 'Completed', convenienceFee: 13.92 });
    // The receipt: the fee on its own line, Bharat Connect's name and its transaction id.
    const receipt = await injectAs(t.app, alice, {
      method: 'GET',
      url: `/api/orders/${order.id}/receipt.pdf`,
    });
    expect(receipt.statusCode).toBe(200);
    const pdf = await getDocument({ data: new Uint8Array(receipt.rawPayload), verbosity: 0 }).promise;
    const text = (await (await pdf.getPage(1)).getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ');
    await pdf.destroy();
    expect(text).toContain('Convenience Fee');
    expect(text).toContain('13.92');
    expect(text).toContain('Bharat Connect');
    expect(text).toContain(paid.bbpsTransactionId!);
    const [request] = await paymentRequestsOf(order.id);
    expect((request.body as { paymentDetails: unknown }).paymentDetails).toMatchObject({
      amount: 250_000,
      custConvFee: 1392,
    });
  });

  it('an electricity order without a fetched bill is refused: Bharat Connect pays fetched bills only', async () => {
    const res = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/orders',
      payload: { type: 'ELECTRICITY', operator: ELECTRICITY, accountNumber: account(), amount: 250 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('billFetchRef: is required');
  });

  it('a recharge Setu BillPay cannot deliver (DTH, no recharge provider) is refused before anything is charged', async () => {
    const res = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': `dth-${Date.now()}` },
      payload: { type: 'DTH', operator: 'Tata Sky', accountNumber: '1234567890', amount: 299 },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('DTH recharges are not available right now. Nothing was charged.');
    const mine = await injectAs(t.app, alice, { method: 'GET', url: '/api/orders' });
    expect(JSON.stringify(mine.json())).not.toContain('Tata Sky');
  });

  it('a consumer number the biller does not know: a clear 422, no order possible', async () => {
    const res = await fetchBill(t.app, account('0000'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/could not find a bill/);
  });

  it('payment Failure at the biller → the customer is refunded exactly once', async () => {
    const order = await placeBillOrder(t.app, account('2222'));
    const paid = await payOrder(t.app, alice, { order });
    expect(paid.status).toBe('Refunded');
    expect(paid.failureReason).toBe(
      'The biller is not accepting requests right now. Please try again in a few minutes.',
    );
    // The sweeper and a repeated status change nothing: one payment request, one refund.
    await t.app.orderService.sweep();
    const read = await readOrder(t.app, order.id);
    expect(read.status).toBe('Refunded');
    expect(read.events.filter((e) => e.status === 'Refunded')).toHaveLength(1);
    expect(await paymentRequestsOf(order.id)).toHaveLength(1);
  });

  it('payment still Processing: the order stays Processing, the sweeper asks the status until Success', async () => {
    const order = await placeBillOrder(t.app, account('1111'));
    const paid = await payOrder(t.app, alice, { order });
    expect(paid.status).toBe('Processing');
    await t.app.orderService.sweep();
    expect((await readOrder(t.app, order.id)).status).toBe('Processing');
    const [claim] = await t.app.db.select().from(billerPayments).where(eq(billerPayments.orderId, order.id));
    fake.settle(claim.fetchRef, 'Success');
    await t.app.orderService.sweep();
    const read = await readOrder(t.app, order.id);
    expect(read.status).toBe('Completed');
    expect(read.bbpsTransactionId).toBeDefined();
    expect(await paymentRequestsOf(order.id)).toHaveLength(1);
  });

  it('a token that expired at Setu: one new token, the same call again, the bill paid', async () => {
    const tokensBefore = fake.calls(TOKEN).length;
    const seen = fake.requests.length;
    fake.expireTokens();
    const order = await placeBillOrder(t.app, account());
    expect((await payOrder(t.app, alice, { order })).status).toBe('Completed');
    expect(fake.calls(TOKEN).length).toBe(tokensBefore + 1);
    expect(fake.requests.slice(seen).filter((r) => r.status === 401)).toHaveLength(1);
  });

  it('logs the traceId of every call with the order id, and never the client secret or the token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildTestApp(
      { ...setuEnv(), LOG_LEVEL: 'debug' },
      { jobs: false, database: t.database, logStream: stream },
    );
    try {
      const order = await placeBillOrder(logged.app, account());
      expect((await payOrder(logged.app, alice, { order })).status).toBe('Completed');
    } finally {
      await logged.app.close();
    }
    const text = lines.join('');
    expect(text).not.toContain(fake.clientSecret);
    const calls = lines.map((l) => JSON.parse(l)).filter((e) => e.msg === 'Setu BBPS call');
    expect(calls.some((e) => e.path === PAY_REQUEST && typeof e.orderId === 'number' && e.traceId)).toBe(
      true,
    );
    for (const call of calls) expect(JSON.stringify(call)).not.toMatch(/Bearer/);
  });

  it('a restart mid-payment: the lost answer is never a second payment request; the new server asks the status', async () => {
    const order = await placeBillOrder(t.app, account('1111'));
    // The payment request reaches Setu, but its answer is lost (the connection drops): outcome unknown.
    fake.resetAfterProcessing(PAY_REQUEST);
    const paid = await payOrder(t.app, alice, { order });
    expect(paid.status).toBe('Processing');
    const [claim] = await t.app.db.select().from(billerPayments).where(eq(billerPayments.orderId, order.id));
    expect(claim.requestedAt).toBeNull();
    fake.settle(claim.fetchRef, 'Success');

    // A second server process on the same database (the first one "restarted"), its own token and memory.
    const second = await buildTestApp(setuEnv(), { jobs: false, database: t.database });
    try {
      const statusBefore = fake.calls(PAY_RESPONSE).length;
      await second.app.orderService.sweep();
      expect(fake.calls(PAY_RESPONSE).length).toBeGreaterThan(statusBefore);
      const read = await readOrder(second.app, order.id);
      expect(read.status).toBe('Completed');
      expect(await paymentRequestsOf(order.id)).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  });
});

describe('a payment request Setu answers 429 (issue 46)', () => {
  it('is "not sent, try again": the order stays Processing, unrefunded, and the same request is sent again', async () => {
    const order = await placeBillOrder(t.app, account());
    fake.refuseBeforeProcessing(PAY_REQUEST, 429);
    const paid = await payOrder(t.app, alice, { order });
    expect(paid.status).toBe('Processing');
    const [claim] = await t.app.db.select().from(billerPayments).where(eq(billerPayments.orderId, order.id));
    expect(claim.requestedAt).toBeNull();
    const refunds = await t.database.db.execute(
      sql`select 1 from payment_refunds where order_id = ${order.id}`,
    );
    expect((refunds as unknown as { rows: unknown[] }).rows).toEqual([]);

    await t.app.orderService.sweep();
    const read = await readOrder(t.app, order.id);
    expect(read.status).toBe('Completed');
    const sent = await paymentRequestsOf(order.id);
    expect(sent.map((r) => r.status)).toEqual([429, 200]);
    const refs = sent.map((r) => (r.body as { paymentDetails: { paymentRefId: string } }).paymentDetails);
    expect(refs[1].paymentRefId).toBe(refs[0].paymentRefId);
  });

  it('a bill fetch Setu answers 502 or 503 (its own failure): a clear 503 for the customer, logged at warn, not error', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    const logged = await buildTestApp(
      { ...setuEnv(), LOG_LEVEL: 'warn' },
      { jobs: false, database: t.database, logStream: stream },
    );
    try {
      for (const status of [502, 503]) {
        fake.refuseBeforeProcessing('/api/v2/bbps/bills/fetch/request', status);
        const res = await fetchBill(logged.app, account());
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: 'BILLER_UNAVAILABLE' });
      }
    } finally {
      await logged.app.close();
    }
    expect(lines.filter((l) => /bill fetch refused/.test(l.msg)).map((l) => l.level)).toEqual([40, 40]);
  });

  it('a bill fetch Setu refuses with 429: a clear 503 for the customer, logged at warn (handled, no person needed)', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    const logged = await buildTestApp(
      { ...setuEnv(), LOG_LEVEL: 'warn' },
      { jobs: false, database: t.database, logStream: stream },
    );
    try {
      fake.refuseBeforeProcessing('/api/v2/bbps/bills/fetch/request', 429);
      const res = await fetchBill(logged.app, account());
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'BILLER_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await logged.app.close();
    }
    expect(lines.filter((l) => /bill fetch refused/.test(l.msg)).map((l) => l.level)).toEqual([40]);
  });

  it('a 429 to the status query of an unacknowledged payment is no reason to send it again', async () => {
    const order = await placeBillOrder(t.app, account('1111'));
    fake.resetAfterProcessing(PAY_REQUEST);
    expect((await payOrder(t.app, alice, { order })).status).toBe('Processing');
    fake.refuseBeforeProcessing(PAY_RESPONSE, 429);
    await t.app.orderService.sweep();
    expect((await readOrder(t.app, order.id)).status).toBe('Processing');
    expect(await paymentRequestsOf(order.id)).toHaveLength(1);
  });
});

describe('the registry: a biller with two customer parameters', () => {
  it('is synced with both; the fetch sends both, by the registry id, and the request matches the spec', async () => {
    await syncBillers({ db: t.app.db, biller: t.app.adapters.biller, provider: 'setu', log: t.app.log });
    const found = await injectAs(t.app, null, {
      method: 'GET',
      url: `/api/billers?category=Electricity&q=${encodeURIComponent(TWO_PARAM_BOARD)}`,
    });
    const [biller] = found.json().billers;
    expect(biller).toMatchObject({
      id: TWO_PARAM_ID,
      params: [{ name: 'Consumer Number' }, { name: 'Billing Unit', regex: '^[0-9]{4}$', optional: false }],
    });
    const accountNumber = account();
    const missing = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/bills/fetch',
      payload: { type: 'ELECTRICITY', operator: TWO_PARAM_BOARD, accountNumber, billerId: TWO_PARAM_ID },
      remoteAddress: `10.9.1.${++ipCounter}`,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('customerParams: Billing Unit is required');
    const res = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/bills/fetch',
      payload: {
        type: 'ELECTRICITY',
        operator: TWO_PARAM_BOARD,
        accountNumber,
        billerId: TWO_PARAM_ID,
        customerParams: [{ name: 'Billing Unit', value: '4821' }],
      },
      remoteAddress: `10.9.1.${++ipCounter}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().amountRule).toBe('EXACT');
    const [request] = fake.calls('/api/v2/bbps/bills/fetch/request').slice(-1);
    expect(request.body).toMatchObject({
      biller: { id: TWO_PARAM_ID },
      customer: {
        customerParams: [
          { name: 'Consumer Number', value: accountNumber },
          { name: 'Billing Unit', value: '4821' },
        ],
      },
    });
  });
});

describe('Setu webhooks (POST /api/billers/setu/webhook)', () => {
  const deliver = (body: unknown, secret: string | null = WEBHOOK_SECRET) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billers/setu/webhook',
      payload: body as object,
      headers: secret === null ? {} : { 'x-webhook-secret': secret },
    });

  const billPay = (refId: string, status: string) => ({
    event: 'BILL_PAY',
    timeStamp: new Date().toISOString(),
    traceId: 'WEBHOOK1',
    data: { refId, status, transactionId: 'AXFORGED', billerId: BILLER_ID },
  });

  it('refuses a webhook without the shared secret, or with another one', async () => {
    expect((await deliver(billPay('X', 'Success'), null)).statusCode).toBe(401);
    const wrong = await deliver(billPay('X', 'Success'), 'not-the-secret');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid webhook secret.', code: 'BILLER_WEBHOOK_UNAUTHORIZED' });
  });

  it('never trusted alone: a BILL_PAY Success while Setu still says Processing leaves the order Processing', async () => {
    const order = await placeBillOrder(t.app, account('1111'));
    expect((await payOrder(t.app, alice, { order })).status).toBe('Processing');
    const [claim] = await t.app.db.select().from(billerPayments).where(eq(billerPayments.orderId, order.id));
    const asked = fake.calls(PAY_RESPONSE).length;
    const res = await deliver(billPay(claim.fetchRef, 'Success'));
    expect(res.json()).toEqual({ status: 'processed' });
    // The webhook made the status be asked; Setu's answer (Processing) decided.
    expect(fake.calls(PAY_RESPONSE).length).toBeGreaterThan(asked);
    expect((await readOrder(t.app, order.id)).status).toBe('Processing');

    // Setu finishes it; the webhook (delivered twice) completes the order once, with Setu's reference.
    fake.settle(claim.fetchRef, 'Success');
    expect((await deliver(billPay(claim.fetchRef, 'Success'))).json()).toEqual({ status: 'processed' });
    expect((await deliver(billPay(claim.fetchRef, 'Success'))).json()).toEqual({ status: 'processed' });
    const read = await readOrder(t.app, order.id);
    expect(read.status).toBe('Completed');
    expect(read.bbpsTransactionId).not.toBe('AXFORGED');
    expect(read.events.filter((e) => e.status === 'Completed')).toHaveLength(1);
    expect(await paymentRequestsOf(order.id)).toHaveLength(1);
  });

  it('a bill the biller reverses after Success (Credit_Adjustment): its webhook refunds it exactly once (issue 46)', async () => {
    const order = await placeBillOrder(t.app, account());
    expect((await payOrder(t.app, alice, { order })).status).toBe('Completed');
    const [claim] = await t.app.db.select().from(billerPayments).where(eq(billerPayments.orderId, order.id));
    fake.reverse(claim.fetchRef);
    // Delivered twice, as webhooks are: one refund.
    for (let i = 0; i < 2; i++) {
      expect((await deliver(billPay(claim.fetchRef, 'Credit_Adjustment'))).json()).toEqual({
        status: 'processed',
      });
    }
    expect(await refundsOf(order.id)).toEqual([
      { kind: 'late', status: 'refunded', reason: ORDER_NOTES.BILL_REVERSED_AFTER_COMPLETION },
    ]);
    const read = await readOrder(t.app, order.id);
    expect(read.lateRefunds?.map((r) => r.reason)).toEqual([ORDER_NOTES.BILL_REVERSED_AFTER_COMPLETION]);
    expect(await paymentRequestsOf(order.id)).toHaveLength(1);
  });

  it('a reversal whose status query fails when its webhook comes is kept and refunded within minutes, not at the next reconciliation (issue 46)', async () => {
    const order = await placeBillOrder(t.app, account());
    expect((await payOrder(t.app, alice, { order })).status).toBe('Completed');
    const [claim] = await t.app.db.select().from(billerPayments).where(eq(billerPayments.orderId, order.id));
    fake.reverse(claim.fetchRef);
    // The status query the webhook makes is refused (429) twice: the webhook and its redelivery.
    fake.refuseBeforeProcessing(PAY_RESPONSE, 429, 2);
    for (let i = 0; i < 2; i++) {
      const res = await deliver(billPay(claim.fetchRef, 'Credit_Adjustment'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'recorded' });
    }
    expect(await refundsOf(order.id)).toEqual([]);
    // The job asks again when the notice is due (a minute later): refunded once.
    await t.app.db.execute(
      sql`update recharge_notices set next_attempt_at = now() where order_id = ${order.id}`,
    );
    await redriveRechargeNotices({ db: t.app.db, orders: t.app.orderService, log: t.app.log });
    expect(await refundsOf(order.id)).toEqual([
      { kind: 'late', status: 'refunded', reason: ORDER_NOTES.BILL_REVERSED_AFTER_COMPLETION },
    ]);
    const left = (await t.app.db.execute(
      sql`select count(*)::int as n from recharge_notices where order_id = ${order.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0].n).toBe(0);
    expect(await paymentRequestsOf(order.id)).toHaveLength(1);
  });

  it('a reversal whose webhook was lost is found by the daily reconciliation, refunded once; two runs at once refund once', async () => {
    const order = await placeBillOrder(t.app, account());
    expect((await payOrder(t.app, alice, { order })).status).toBe('Completed');
    const [claim] = await t.app.db.select().from(billerPayments).where(eq(billerPayments.orderId, order.id));
    fake.reverse(claim.fetchRef);
    const [first] = await Promise.all([t.app.orderService.reconcile(), t.app.orderService.reconcile()]);
    expect(first.providerChecked).toBeGreaterThanOrEqual(1);
    expect(await refundsOf(order.id)).toEqual([
      { kind: 'late', status: 'refunded', reason: ORDER_NOTES.BILL_REVERSED_AFTER_COMPLETION },
    ]);
    const again = await t.app.orderService.reconcile();
    expect(again.providerReversed).toBe(0);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await paymentRequestsOf(order.id)).toHaveLength(1);
  });

  it("BILL_FETCH wakes the fetch waiting for its refId, which asks Setu at once (the answer is still the query's)", async () => {
    fake.setFetchPolls(1000);
    const before = fake.calls('/api/v2/bbps/bills/fetch/response').length;
    const accountNumber = account();
    const pending = fetchBill(t.app, accountNumber);
    let refId: string | undefined;
    for (let i = 0; i < 200 && !refId; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const asked = fake.calls('/api/v2/bbps/bills/fetch/response')[before];
      refId = (asked?.body as { refId?: string } | undefined)?.refId;
    }
    expect(refId).toBeDefined();
    fake.setFetchPolls(0);
    // Delivered while the fetch waits between two questions (not while one is under way, when nobody waits).
    let answer: unknown;
    for (let i = 0; i < 100; i++) {
      answer = (await deliver({ event: 'BILL_FETCH', data: { refId, status: 'Success' } })).json();
      if ((answer as { status: string }).status === 'processed') break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(answer).toEqual({ status: 'processed' });
    const bill = await pending;
    expect(bill.statusCode).toBe(200);
    // Delivered again: nobody waits any more, nothing changes.
    expect((await deliver({ event: 'BILL_FETCH', data: { refId } })).json()).toEqual({ status: 'ignored' });
    fake.setFetchPolls(1);
  });

  it('ignores other events and refIds of no order', async () => {
    expect((await deliver({ event: 'BILL_FETCH', data: { refId: 'X' } })).json()).toEqual({
      status: 'ignored',
    });
    expect((await deliver(billPay('NO-SUCH-REF', 'Failure'))).json()).toEqual({ status: 'ignored' });
  });
});

describe('BBPS complaints (bills/complaint/request, complaint/response)', () => {
  const COMPLAINT = {
    name: 'Alice',
    email: 'alice@example.com',
    mobile: '9876543210',
    reason: 'Bill payment not updated by the biller',
    subject: 'Bill still shows unpaid',
    message: 'The biller still shows my electricity bill unpaid.',
  };

  /**
   * The harmonised TAT's cooling period (decision 0034): an electricity payment's complaint waits 24 hours. The
   * order is moved 25 hours into the past (the server has no clock to move).
   */
  const pastCoolingPeriod = (orderId: number) =>
    t.app.db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '25 hours'` })
      .where(eq(orders.id, orderId));

  it('refuses one within the 24-hour cooling period (409 COMPLAINT_TOO_EARLY) and sends Setu nothing', async () => {
    const order = await placeBillOrder(t.app, account());
    expect((await payOrder(t.app, alice, { order })).status).toBe('Completed');
    const before = fake.calls('/api/v2/bbps/bills/complaint/request').length;
    const res = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/complaints',
      payload: { ...COMPLAINT, orderId: order.id, bbpsDisputeType: 'account-not-updated' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('COMPLAINT_TOO_EARLY');
    expect(res.json().message).toMatch(
      /^You can raise a Bharat Connect complaint about this payment from \d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M IST, 24 hours after it was made\.$/,
    );
    expect(fake.calls('/api/v2/bbps/bills/complaint/request')).toHaveLength(before);
  });

  it('files one with the B-Connect transaction id; the job follows it until BBPS resolves it', async () => {
    const order = await placeBillOrder(t.app, account());
    expect((await payOrder(t.app, alice, { order })).status).toBe('Completed');
    await pastCoolingPeriod(order.id);
    const { bbpsTransactionId } = await readOrder(t.app, order.id);
    const res = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/complaints',
      payload: { ...COMPLAINT, orderId: order.id, bbpsDisputeType: 'account-not-updated' },
    });
    expect(res.statusCode, res.body).toBe(201);
    // The answer already says what BBPS answered: its complaint id, status and TAT date.
    expect(res.json().bbps).toEqual({
      complaintId: expect.stringMatching(/^DSP/),
      status: 'ASSIGNED',
      tatDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const [request] = fake.calls('/api/v2/bbps/bills/complaint/request').slice(-1);
    expect(request.body).toMatchObject({
      transactionId: bbpsTransactionId,
      disputeType: 'account-not-updated',
    });

    const mine = async () =>
      (await injectAs(t.app, alice, { method: 'GET', url: '/api/complaints/mine' }))
        .json()
        .complaints.find((c: { id: number }) => c.id === res.json().id);
    expect((await mine()).bbps).toEqual({
      complaintId: expect.stringMatching(/^DSP/),
      status: 'ASSIGNED',
      tatDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const refId = (
      fake.requests.filter((r) => r.path === '/api/v2/bbps/bills/complaint/response').slice(-1)[0].body as {
        refId: string;
      }
    ).refId;
    fake.settleComplaint(refId, 'RESOLVED');
    await pollBbpsComplaints(t.app.db, { biller: t.app.adapters.biller, log: t.app.log });
    expect((await mine()).bbps.status).toBe('RESOLVED');
    // A resolved complaint is not asked about again.
    const asked = fake.calls('/api/v2/bbps/bills/complaint/response').length;
    await pollBbpsComplaints(t.app.db, { biller: t.app.adapters.biller, log: t.app.log });
    expect(fake.calls('/api/v2/bbps/bills/complaint/response').length).toBe(asked);
  });

  it('the dispute webhook (BILL_DISPUTE) only makes the status be asked; repeated, it changes nothing', async () => {
    const order = await placeBillOrder(t.app, account());
    expect((await payOrder(t.app, alice, { order })).status).toBe('Completed');
    await pastCoolingPeriod(order.id);
    const res = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/complaints',
      payload: { ...COMPLAINT, orderId: order.id, bbpsDisputeType: 'service-not-received' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const refId = (
      fake.requests.filter((r) => r.path === '/api/v2/bbps/bills/complaint/response').slice(-1)[0].body as {
        refId: string;
      }
    ).refId;
    const status = async () =>
      (await injectAs(t.app, alice, { method: 'GET', url: '/api/complaints/mine' }))
        .json()
        .complaints.find((c: { id: number }) => c.id === res.json().id).bbps.status;
    const deliver = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/billers/setu/webhook',
        payload: body as object,
        headers: { 'x-webhook-secret': WEBHOOK_SECRET },
      });
    const dispute = (s: string) => ({
      event: 'BILL_DISPUTE',
      data: { refId, disputeId: 'FORGED', status: s },
    });
    // Never trusted alone: the body says RESOLVED, Setu still says ASSIGNED.
    expect((await deliver(dispute('RESOLVED'))).json()).toEqual({ status: 'processed' });
    expect(await status()).toBe('ASSIGNED');
    fake.settleComplaint(refId, 'RESOLVED');
    expect((await deliver(dispute('RESOLVED'))).json()).toEqual({ status: 'processed' });
    expect(await status()).toBe('RESOLVED');
    const asked = fake.calls('/api/v2/bbps/bills/complaint/response').length;
    expect((await deliver(dispute('RESOLVED'))).json()).toEqual({ status: 'ignored' });
    expect(fake.calls('/api/v2/bbps/bills/complaint/response').length).toBe(asked);
    expect((await deliver({ event: 'BILL_DISPUTE', data: { refId: 'NO-SUCH-REF' } })).json()).toEqual({
      status: 'ignored',
    });
  });

  it('a service-based complaint (service reasons of the spec) is filed next to the transaction-based ones', async () => {
    const order = await placeBillOrder(t.app, account());
    expect((await payOrder(t.app, alice, { order })).status).toBe('Completed');
    await pastCoolingPeriod(order.id);
    const { bbpsTransactionId } = await readOrder(t.app, order.id);
    const file = (extra: Record<string, unknown>) =>
      injectAs(t.app, alice, {
        method: 'POST',
        url: '/api/complaints',
        payload: { ...COMPLAINT, orderId: order.id, ...extra },
      });
    // A payment reason is not a service complaint, nor a service reason a payment one.
    const wrong = await file({ bbpsComplaintType: 'SERVICE', bbpsDisputeType: 'double-payment' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(
      /^bbpsDisputeType: A service complaint is about the service paid for/,
    );
    const swapped = await file({ bbpsComplaintType: 'TRANSACTION', bbpsDisputeType: 'service-disconnected' });
    expect(swapped.statusCode).toBe(400);
    expect((await file({ bbpsComplaintType: 'SERVICE' })).statusCode).toBe(400);
    const before = fake.calls('/api/v2/bbps/bills/complaint/request').length;
    const res = await file({ bbpsComplaintType: 'SERVICE', bbpsDisputeType: 'service-disconnected' });
    expect(res.statusCode, res.body).toBe(201);
    const requests = fake.calls('/api/v2/bbps/bills/complaint/request');
    expect(requests).toHaveLength(before + 1);
    expect(requests[before].body).toMatchObject({
      transactionId: bbpsTransactionId,
      disputeType: 'service-disconnected',
    });
  });

  it('refuses a Bharat Connect complaint without an order paid through it', async () => {
    const res = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/complaints',
      payload: { ...COMPLAINT, bbpsDisputeType: 'double-payment' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Choose the bill you paid through Bharat Connect to raise a Bharat Connect complaint.',
    );
  });
});
