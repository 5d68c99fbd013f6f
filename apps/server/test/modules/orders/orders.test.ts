import { setTimeout as sleep } from 'node:timers/promises';
import { validateOrderInput } from '@paywise/domain/catalogue/order-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { normalizeIdentifier } from '@paywise/domain/catalogue/form-rules';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { SERVICE_LIST } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { CreatedOrderDto, OrderDto } from '@paywise/domain/contracts/orders';
import { SANDBOX_CARD_SUCCESS } from '@paywise/domain/payments';
import { SANDBOX_DECLINE_REASON } from '../../../src/adapters/payment-gateway/sandbox-gateway';
import { SANDBOX_KEY_ID } from '../../../src/config';
import { seedBillFetch } from '../../helpers/bills';
import { payOrder, sandboxPay, UPI_SUCCESS } from '../../helpers/pay';
import { createAdmin, createVerifiedUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

// Alice places far more than 30 orders a minute here; the limit has its own tests (order-limits.test.ts).
// An unpaid order expires at the first sweep that looks at it (60 ms after it was placed): the tests that let
// an order expire age its updated_at past the sweeper's grace period and run the sweep themselves, so
// created_at (the India day the date filters read) is never touched.
// Every service is paid ₹499 on one account here: the question about a recent payment of an account
// (BILL_RECENTLY_PAID) is off, and has its own tests (bills/bill-repeat-guard.test.ts).
const t = useTestApp({
  RATE_LIMIT_ORDERS: '1000',
  PAYMENT_EXPIRY_MINUTES: '0.001',
  BILL_REPAY_GUARD_DAYS: '0',
});
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  alice = await createVerifiedUser(t.app, { username: 'Alice' });
  bob = await createVerifiedUser(t.app, { username: 'Bob' });
  admin = await createAdmin(t.app);
});

let keyCounter = 0;
const freshKey = () => `test-key-${Date.now()}-${keyCounter++}`;

function createOrder(
  user: TestUser | null,
  { payload, key, url = '/api/orders' }: { payload: Record<string, unknown>; key?: string; url?: string },
) {
  return injectAs(t.app, user, {
    method: 'POST',
    url,
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

/** A valid identifier for a page: the first candidate its own rule accepts (never a sandbox test number). */
function sampleIdentifier(def: ServiceDefinition): string {
  const candidates = ['9876543210', 'KL01AB1234', 'ACC-12345', '12345678'];
  const found = candidates.find((c) => {
    const value = normalizeIdentifier(def, c);
    return value.length <= def.identifier.maxLength && def.identifier.pattern.test(value);
  });
  if (!found) throw new Error(`no sample identifier for ${def.slug}`);
  return found;
}

/** The body the web app sends for a page, with the operator name lower-cased to test case-insensitivity. */
function payloadFor(
  def: ServiceDefinition,
  identifier = sampleIdentifier(def),
  amount: number | string = 499,
) {
  const operator = OPERATORS[def.operatorList][0].name.toLowerCase();
  const body: Record<string, unknown> = { type: def.orderType, operator, amount };
  if (def.identifier.orderField === 'number') {
    body.number = identifier;
    body.circle = 'delhi ncr';
  } else {
    body.accountNumber = identifier;
  }
  if (def.serviceType) body.serviceType = def.serviceType;
  if (def.slug === 'datacard') body.serviceType = 'Data Card Recharge';
  return body;
}

const mobileBody = (number = '9876543210', amount: number | string = 299) => ({
  type: 'MOBILE',
  operator: 'Airtel',
  number,
  circle: 'Delhi NCR',
  amount,
});

/** Rows of a raw query (PGlite and pg both answer { rows }). */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the sweeper would do to an order whose last change is older than its grace period. */
async function sweepOrder(id: number) {
  await sleep(100); // past PAYMENT_EXPIRY_MINUTES
  await rows(sql`update orders set updated_at = now() - interval '2 minutes' where id = ${id}`);
  await t.app.orderService.sweep();
}

const eventsOf = async (id: number) =>
  (
    await rows<{ status: string }>(sql`select status from order_events where order_id = ${id} order by id`)
  ).map((r) => r.status);

const ordersOf = (customerId: number) =>
  rows<{ id: number | string; status: string }>(
    sql`select id, status from orders where customer_id = ${customerId} order by id`,
  );

describe('POST /api/orders', () => {
  it.each(SERVICE_LIST.map((def) => [def.slug, def] as const))(
    'creates a Payment Pending online order with a gateway order for %s; paying it completes it',
    async (_slug, def) => {
      const payload = payloadFor(def);
      if (def.bill === 'required') {
        // Broadband and postpaid pay a fetched bill: one of ₹499 for this account.
        payload.billFetchRef = await seedBillFetch(t.app, {
          customerId: alice.id,
          service: def.slug,
          orderType: def.orderType,
          displayType: def.displayType,
          operator: OPERATORS[def.operatorList][0].name,
          identifier: normalizeIdentifier(def, sampleIdentifier(def)),
          amountPaise: 49_900,
        });
      }
      const res = await createOrder(alice, { payload, key: freshKey() });
      expect(res.statusCode).toBe(201);
      const created = res.json<CreatedOrderDto>();
      // ₹499 less the instant discount (2 % = ₹9.98): the gateway order is for ₹489.02.
      expect(created).toMatchObject({
        type: def.displayType,
        orderType: def.orderType,
        operator: OPERATORS[def.operatorList][0].name,
        amount: 499,
        discount: 9.98,
        amountPayable: 489.02,
        status: 'Payment Pending',
        paymentSource: 'Online',
        paymentMethod: null,
        paymentReference: null,
        consumer: 'Alice',
      });
      expect(created.payment).toEqual({
        gateway: 'sandbox',
        gatewayOrderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
        amountPaise: 48_902,
        currency: 'INR',
        keyId: SANDBOX_KEY_ID,
      });
      expect(created.id).toBeGreaterThan(0);
      expect(created.failureReason).toBeUndefined();
      const identifier = normalizeIdentifier(def, sampleIdentifier(def));
      if (def.identifier.orderField === 'number') {
        // A postpaid bill has no circle.
        expect(created).toMatchObject({
          mobile: identifier,
          circle: def.hasCircle ? 'Delhi NCR' : null,
          accountNumber: null,
        });
      } else {
        expect(created).toMatchObject({ accountNumber: identifier, mobile: null, circle: null });
      }
      expect(created.itemId).toBe(identifier);
      expect(created.serviceType).toBe(
        def.serviceType ?? (def.slug === 'datacard' ? 'Data Card Recharge' : null),
      );

      const order = await payOrder(t.app, alice, { order: created });
      const { payment: _payment, ...unpaid } = created;
      expect(order).toEqual({
        ...unpaid,
        status: 'Completed',
        paymentMethod: 'UPI',
        paymentReference: expect.stringMatching(/^pay_[A-Za-z0-9]+$/),
      });
      const read = await injectAs(t.app, alice, { method: 'GET', url: `/api/orders/${order.id}` });
      const { events, ...readOrder } = read.json();
      expect(readOrder).toEqual(order);
      expect(events.map((e: { status: string }) => e.status)).toEqual([
        'Payment Pending',
        'Processing',
        'Completed',
      ]);
    },
  );

  it('fills in the default serviceType when it is left out', async () => {
    const metro = SERVICE_LIST.find((d) => d.slug === 'metro')!;
    const { serviceType: _dropped, ...body } = payloadFor(metro);
    const res = await createOrder(alice, { payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json().serviceType).toBe('Metro Card Recharge');
    const gas = SERVICE_LIST.find((d) => d.slug === 'gas')!;
    const { serviceType: _gasDropped, ...gasBody } = payloadFor(gas);
    const gasRes = await createOrder(alice, { payload: gasBody });
    expect(gasRes.json()).toMatchObject({ type: 'GAS', serviceType: 'Pay Bill' });
  });

  it('stores an amount with paise exactly, and its discount in whole paise (rounded down)', async () => {
    const res = await createOrder(alice, { payload: mobileBody('9876543210', 19.99) });
    // 2 % of 1999 paise is 39.98 paise: 39 paise off, 1960 paise to pay.
    expect(res.json()).toMatchObject({ amount: 19.99, discount: 0.39, amountPayable: 19.6 });
    expect(res.json().payment.amountPaise).toBe(1960);
    const [row] = await rows<{ amount_paise: number | string; discount_paise: number | string }>(
      sql`select amount_paise, discount_paise from orders where id = ${res.json().id}`,
    );
    expect(Number(row.amount_paise)).toBe(1999);
    expect(Number(row.discount_paise)).toBe(39);
  });

  const badBodies: [string, Record<string, unknown>, string][] = [
    ['type missing', { operator: 'Airtel', number: '9876543210', circle: 'Delhi NCR', amount: 10 }, 'type'],
    ['unknown type', { ...mobileBody(), type: 'PIZZA' }, 'type'],
    ['unknown operator', { ...mobileBody(), operator: 'Vodafone Idea Classic' }, 'operator'],
    ['operator of another service', { ...mobileBody(), operator: 'Tata Sky' }, 'operator'],
    [
      'missing operator',
      { type: 'MOBILE', number: '9876543210', circle: 'Delhi NCR', amount: 10 },
      'operator',
    ],
    ['9-digit number', mobileBody('987654321'), 'number'],
    ['11-digit number', mobileBody('98765432101'), 'number'],
    ['letters in the number', mobileBody('98765abcde'), 'number'],
    ['missing number', { type: 'MOBILE', operator: 'Jio', circle: 'Delhi NCR', amount: 10 }, 'number'],
    ['unknown circle', { ...mobileBody(), circle: 'Atlantis' }, 'circle'],
    ['zero amount', mobileBody('9876543210', 0), 'amount'],
    ['negative amount', mobileBody('9876543210', -5), 'amount'],
    ['three decimals', mobileBody('9876543210', 10.123), 'amount'],
    ['amount text that is not a number', mobileBody('9876543210', '12abc'), 'amount'],
    ['amount above the maximum', mobileBody('9876543210', 100000.01), 'amount'],
    ['amount of the wrong JSON type', { ...mobileBody(), amount: true }, 'amount'],
    [
      'missing account number',
      { type: 'ELECTRICITY', operator: 'Tata Power Mumbai', amount: 10 },
      'accountNumber',
    ],
    [
      'blank account number',
      { type: 'ELECTRICITY', operator: 'Tata Power Mumbai', accountNumber: '   ', amount: 10 },
      'accountNumber',
    ],
    [
      'account number over 64 characters',
      { type: 'HOSPITAL', operator: OPERATORS.HOSPITAL[0].name, accountNumber: 'A'.repeat(65), amount: 10 },
      'accountNumber',
    ],
    [
      'characters outside the service rule',
      { type: 'CHALLAN', operator: OPERATORS.CHALLAN[0].name, accountNumber: 'MH12<script>', amount: 10 },
      'accountNumber',
    ],
    [
      'unknown gas serviceType',
      {
        type: 'GAS',
        operator: OPERATORS.GAS[0].name,
        accountNumber: '12345',
        amount: 10,
        serviceType: 'Refill',
      },
      'serviceType',
    ],
    [
      'pipe-gas operator for a cylinder booking',
      {
        type: 'GAS',
        serviceType: 'Book Cylinder',
        operator: OPERATORS.GAS[0].name,
        accountNumber: '12345',
        amount: 10,
      },
      'operator',
    ],
  ];

  it.each(badBodies)('answers 400 naming the field for %s', async (_name, body, field) => {
    const before = await ordersOf(alice.id);
    const res = await createOrder(alice, { payload: body, key: freshKey() });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.message.startsWith(`${field}:`)).toBe(true);
    expect(Object.keys(json.fields ?? {})).toContain(field);
    expect(await ordersOf(alice.id)).toEqual(before);
  });

  it('keeps a configured MAX_ORDER_AMOUNT with more than 2 decimals as a limit (to the paisa below)', () => {
    const order = { type: 'DTH', operator: 'Tata Sky', accountNumber: '1234567890' };
    expect(validateOrderInput({ ...order, amount: 99.99 }, 99.999).ok).toBe(true);
    expect(validateOrderInput({ ...order, amount: 100 }, 99.999)).toMatchObject({
      ok: false,
      error: { field: 'amount' },
    });
    expect(validateOrderInput({ ...order, amount: 0.01 }, 0.005)).toMatchObject({ ok: false });
    expect(validateOrderInput({ ...order, amount: 19.99 }, 19.99).ok).toBe(true);
  });

  it('ignores a sent status, paymentSource, customerId and consumer', async () => {
    const res = await createOrder(bob, {
      payload: {
        ...mobileBody(),
        status: 'Failed',
        paymentSource: 'Cash',
        customerId: alice.id,
        consumer: 'Alice',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'Payment Pending',
      paymentSource: 'Online',
      consumer: 'Bob',
    });
    const bobs = await ordersOf(bob.id);
    expect(bobs.map((o) => Number(o.id))).toContain(res.json().id);
    expect((await ordersOf(alice.id)).map((o) => Number(o.id))).not.toContain(res.json().id);
  });

  it('refuses a visitor with 401', async () => {
    const res = await createOrder(null, { payload: mobileBody() });
    expect(res.statusCode).toBe(401);
  });

  it('accepts the older recharge shape on POST /recharges', async () => {
    const res = await createOrder(alice, {
      payload: {
        rechargeType: 'Prepaid',
        mobileNumber: '9123456789',
        operator: 'jio',
        circle: 'mumbai',
        amount: '239',
      },
      url: '/api/recharges',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'MOBILE',
      operator: 'Jio',
      mobile: '9123456789',
      circle: 'Mumbai',
      amount: 239,
      status: 'Payment Pending',
      payment: { gateway: 'sandbox', amountPaise: 23_422 },
    });
    expect((await payOrder(t.app, alice, { order: res.json() })).status).toBe('Completed');
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await createOrder(alice, { payload: mobileBody(), key: 'has spaces in it' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('idempotency-key');
  });
});

describe('sandbox test identifiers', () => {
  it('declines every payment for a number ending in 0000: the order waits, then expires Failed with the reason', async () => {
    const res = await createOrder(alice, { payload: mobileBody('9876500000'), key: freshKey() });
    expect(res.statusCode).toBe(201);
    const created = res.json<CreatedOrderDto>();
    expect(created.status).toBe('Payment Pending');
    // Whatever the instrument: UPI success@razorpay, then the card that pays everywhere else.
    expect(await sandboxPay(t.app, alice, { order: created })).toMatchObject({
      status: 'failed',
      reason: SANDBOX_DECLINE_REASON,
    });
    const card = {
      method: 'CARD',
      cardNumber: SANDBOX_CARD_SUCCESS,
      cardExpiry: '12/39',
      cardCvv: '123',
    } as const;
    expect(await sandboxPay(t.app, alice, { order: created, attempt: card })).toMatchObject({
      status: 'failed',
      reason: SANDBOX_DECLINE_REASON,
    });
    // A declined payment leaves the order to be paid again until it expires.
    const waiting = await injectAs(t.app, alice, { method: 'GET', url: `/api/orders/${created.id}` });
    expect(waiting.json()).toMatchObject({ status: 'Payment Pending', paymentReference: null });
    expect(await eventsOf(created.id)).toEqual(['Payment Pending']);

    await sweepOrder(created.id);
    const read = await injectAs(t.app, alice, { method: 'GET', url: `/api/orders/${created.id}` });
    expect(read.json()).toMatchObject({ status: 'Failed', failureReason: SANDBOX_DECLINE_REASON });
    expect(await eventsOf(created.id)).toEqual(['Payment Pending', 'Failed']);
    // A failed order is not paid any more.
    const late = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { gatewayOrderId: created.payment!.gatewayOrderId, ...UPI_SUCCESS },
    });
    expect(late.statusCode).toBe(409);
  });

  it('leaves an account ending in 1111 Processing once paid (the biller confirms it later)', async () => {
    const res = await createOrder(alice, {
      payload: {
        type: 'ELECTRICITY',
        operator: 'Tata Power Mumbai',
        accountNumber: 'CN-551111',
        amount: 1200,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'Payment Pending', paymentSource: 'Online' });
    const paid = await payOrder(t.app, alice, { order: res.json() });
    expect(paid).toMatchObject({
      status: 'Processing',
      paymentSource: 'Online',
      paymentMethod: 'UPI',
      paymentReference: expect.stringMatching(/^pay_/),
    });
    expect(paid.failureReason).toBeUndefined();
    expect(await eventsOf(paid.id)).toEqual(['Payment Pending', 'Processing']);
  });

  it('records every status change of a normal order with its time, in order', async () => {
    const res = await createOrder(alice, { payload: mobileBody() });
    await payOrder(t.app, alice, { order: res.json() });
    const events = await rows<{ status: string; created_at: string | Date }>(
      sql`select status, created_at from order_events where order_id = ${res.json().id} order by id`,
    );
    expect(events.map((r) => r.status)).toEqual(['Payment Pending', 'Processing', 'Completed']);
    const times = events.map((r) => new Date(r.created_at).getTime());
    expect(times.every((time, i) => i === 0 || time >= times[i - 1])).toBe(true);
  });
});

describe('Idempotency-Key', () => {
  it('makes exactly one order from 20 concurrent requests with one key', async () => {
    const carol = await createVerifiedUser(t.app, { username: 'Carol' });
    const key = freshKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => createOrder(carol, { payload: mobileBody('9876543211', 149), key })),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.every((c) => c === 201 || c === 200 || c === 409)).toBe(true);
    const ids = new Set(responses.filter((r) => r.statusCode !== 409).map((r) => r.json().id));
    expect(ids.size).toBe(1);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe('A request with this Idempotency-Key is still being processed.');
    }
    const rows = await ordersOf(carol.id);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].id)).toBe([...ids][0]);
    // Every answer names the one gateway order to pay.
    const created = responses.find((r) => r.statusCode === 201)!.json<CreatedOrderDto>();
    const gatewayOrderIds = new Set(
      responses
        .filter((r) => r.statusCode !== 409)
        .map((r) => r.json<CreatedOrderDto>().payment?.gatewayOrderId),
    );
    expect([...gatewayOrderIds]).toEqual([created.payment!.gatewayOrderId]);
    // Once the first has finished, a retry is answered with the first order, with the same gateway order...
    const retry = await createOrder(carol, { payload: mobileBody('9876543211', 149), key });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toMatchObject({
      id: created.id,
      status: 'Payment Pending',
      payment: { gatewayOrderId: created.payment!.gatewayOrderId },
    });
    // ...and, once paid, with the paid order.
    await payOrder(t.app, carol, { order: retry.json() });
    const afterPaying = await createOrder(carol, { payload: mobileBody('9876543211', 149), key });
    expect(afterPaying.statusCode).toBe(200);
    expect(afterPaying.json()).toMatchObject({ id: created.id, status: 'Completed' });
    expect(await ordersOf(carol.id)).toHaveLength(1);
  });

  it('treats the same order spelled differently as the same request', async () => {
    const key = freshKey();
    const first = await createOrder(alice, { payload: mobileBody('9876543212', 299), key });
    const second = await createOrder(alice, {
      payload: { ...mobileBody('9876543212', '299.00'), operator: ' airtel ' },
      key,
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
  });

  it('answers 422 for the same key with a different body, and creates nothing', async () => {
    const key = freshKey();
    const first = await createOrder(alice, { payload: mobileBody('9876543213', 299), key });
    expect(first.statusCode).toBe(201);
    const before = await ordersOf(alice.id);
    const second = await createOrder(alice, { payload: mobileBody('9876543213', 399), key });
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe('This Idempotency-Key was already used with a different request.');
    expect(await ordersOf(alice.id)).toEqual(before);
  });

  it('keeps keys per customer: another customer may use the same key', async () => {
    const key = freshKey();
    const a = await createOrder(alice, { payload: mobileBody(), key });
    const b = await createOrder(bob, { payload: mobileBody(), key });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().id).not.toBe(a.json().id);
  });

  it('resumes an order paid while its confirmation was lost (server died) when its key is retried', async () => {
    const key = freshKey();
    const first = await createOrder(alice, { payload: mobileBody('9876543219', 199), key });
    const created = first.json<CreatedOrderDto>();
    // Paid at the gateway, but neither the browser's confirmation nor the webhook arrived: the payment is made
    // straight in the sandbox gateway (the payment route would also send the webhook).
    const sandbox = t.app.adapters.sandbox!;
    await sandbox.pay(
      {
        gatewayOrderId: created.payment!.gatewayOrderId,
        amountPaise: created.payment!.amountPaise,
        identifier: '9876543219',
      },
      { gatewayOrderId: created.payment!.gatewayOrderId, ...UPI_SUCCESS },
    );
    // As the request that died would have left it a minute ago.
    await rows(sql`update orders set updated_at = now() - interval '1 minute' where id = ${created.id}`);
    const retry = await createOrder(alice, { payload: mobileBody('9876543219', 199), key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: created.id, status: 'Completed', paymentMethod: 'UPI' });
    expect(await eventsOf(created.id)).toEqual(['Payment Pending', 'Processing', 'Completed']);
  });

  it('answers an order abandoned before its gateway order was recorded (server died) as it is when its key is retried', async () => {
    const key = freshKey();
    const first = await createOrder(alice, { payload: mobileBody('9876543218', 199), key });
    const id = first.json().id;
    // As a request that died after claiming the key, before the gateway answered, would have left it a minute ago
    // (and past this file's PAYMENT_EXPIRY_MINUTES).
    await rows(
      sql`update orders set gateway_order_id = null, updated_at = now() - interval '1 minute' where id = ${id}`,
    );
    await sleep(100);
    const retry = await createOrder(alice, { payload: mobileBody('9876543218', 199), key });
    // The same order, never a second one. Nobody could pay it (no gateway order: the web app then places a new
    // order with a new key), so the re-drive fails it once expired; with the default 15 minutes it is answered
    // 'Payment Pending' with payment null until the sweeper fails it.
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({
      id,
      status: 'Failed',
      failureReason: 'Payment not completed',
      payment: null,
    });
    expect((await rows(sql`select id from orders where idempotency_key = ${key}`)).length).toBe(1);
  });

  it('replays an order whose payment was declined with the same gateway order, then as Failed once expired', async () => {
    const key = freshKey();
    const first = await createOrder(alice, { payload: mobileBody('9876500000'), key });
    const created = first.json<CreatedOrderDto>();
    expect((await sandboxPay(t.app, alice, { order: created })).status).toBe('failed');
    const again = await createOrder(alice, { payload: mobileBody('9876500000'), key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: created.id,
      status: 'Payment Pending',
      payment: { gatewayOrderId: created.payment!.gatewayOrderId },
    });
    await sweepOrder(created.id);
    const expired = await createOrder(alice, { payload: mobileBody('9876500000'), key });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({
      id: created.id,
      status: 'Failed',
      failureReason: SANDBOX_DECLINE_REASON,
    });
  });
});

describe('who may read which orders', () => {
  let alicesOrder: OrderDto;
  beforeAll(async () => {
    alicesOrder = (await createOrder(alice, { payload: mobileBody('9000000001', 555) })).json();
  });

  it('hides another customer’s order behind the same 404 as a missing one', async () => {
    for (const url of [`/api/orders/${alicesOrder.id}`, `/api/recharges/${alicesOrder.id}`]) {
      const foreign = await injectAs(t.app, bob, { method: 'GET', url });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Recharge not found.', code: 'ORDER_NOT_FOUND' });
    }
    const missing = await injectAs(t.app, bob, { method: 'GET', url: '/api/orders/999999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Recharge not found.', code: 'ORDER_NOT_FOUND' });
  });

  it('lets an admin read any order', async () => {
    const res = await injectAs(t.app, admin, { method: 'GET', url: `/api/orders/${alicesOrder.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: alicesOrder.id, consumer: 'Alice' });
  });

  it('lists only the caller’s own orders', async () => {
    for (const url of ['/api/orders?limit=100', '/api/recharges?limit=100']) {
      const res = await injectAs(t.app, bob, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const orders = res.json().orders as OrderDto[];
      expect(orders.length).toBeGreaterThan(0);
      expect(orders.every((o) => o.consumer === 'Bob')).toBe(true);
      expect(orders.map((o) => o.id)).not.toContain(alicesOrder.id);
    }
  });

  it('gives GET /recharges every customer’s orders to an admin', async () => {
    const res = await injectAs(t.app, admin, { method: 'GET', url: '/api/recharges?limit=100' });
    const consumers = new Set((res.json().orders as OrderDto[]).map((o) => o.consumer));
    expect(consumers.has('Alice')).toBe(true);
    expect(consumers.has('Bob')).toBe(true);
  });

  it('answers by-customerId for your own id or an admin, and 403 otherwise', async () => {
    const by = (user: TestUser, customerId: number) =>
      injectAs(t.app, user, { method: 'POST', url: '/api/recharges/by-customerId', payload: { customerId } });
    const foreign = await by(bob, alice.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().orders).toBeUndefined();
    const own = await by(alice, alice.id);
    expect(own.statusCode).toBe(200);
    expect((own.json().orders as OrderDto[]).map((o) => o.id)).toContain(alicesOrder.id);
    const asAdmin = await by(admin, alice.id);
    expect(asAdmin.statusCode).toBe(200);
    expect((asAdmin.json().orders as OrderDto[]).every((o) => o.consumer === 'Alice')).toBe(true);
  });

  it('keeps GET /admin/orders to admins', async () => {
    expect((await injectAs(t.app, bob, { method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders filters', () => {
  const list = async (query: string) => {
    const res = await injectAs(t.app, admin, { method: 'GET', url: `/api/admin/orders?limit=100&${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().orders as OrderDto[];
  };

  it('filters by status, read type, order type, customer email and order id', async () => {
    const failed = await list('status=Failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((o) => o.status === 'Failed')).toBe(true);
    const cylinders = await list('type=cylinder');
    expect(cylinders.length).toBeGreaterThan(0);
    expect(cylinders.every((o) => o.type === 'CYLINDER' && o.orderType === 'GAS')).toBe(true);
    const gas = await list('orderType=GAS');
    expect(new Set(gas.map((o) => o.type))).toEqual(new Set(['GAS', 'CYLINDER']));
    const bobs = await list(`email=${encodeURIComponent(bob.email.toUpperCase())}`);
    expect(bobs.length).toBeGreaterThan(0);
    expect(bobs.every((o) => o.consumer === 'Bob')).toBe(true);
    const one = await list(`orderId=ORDID00${bobs[0].id}`);
    expect(one.map((o) => o.id)).toEqual([bobs[0].id]);
  });

  it('filters by India date range, both ends inclusive', async () => {
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const all = await list('');
    expect(await list(`from=${today}&to=${today}`)).toHaveLength(all.length);
    expect(await list('from=2001-01-01&to=2001-01-02')).toHaveLength(0);
  });

  it('refuses a malformed filter with 400 naming it', async () => {
    const res = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/orders?from=yesterday' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^from:/);
  });

  it.each([
    ['to', 'to=2026-02-31'],
    ['from', 'from=2026-13-01'],
    ['type', 'type=%00'],
    ['orderType', 'orderType=GAS%00'],
    ['email', 'email=a%00b%40example.com'],
  ])(
    'refuses an impossible date or a NUL byte in %s with 400 (list, totals and CSV)',
    async (field, query) => {
      for (const path of ['/api/admin/orders', '/api/admin/orders/totals', '/api/admin/orders/export.csv']) {
        const res = await injectAs(t.app, admin, { method: 'GET', url: `${path}?${query}` });
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().message).toMatch(new RegExp(`^${field}: `));
      }
    },
  );
});

describe('daily_order_stats', () => {
  it('matches the orders table (India day x display type; revenue is what was paid) once the rollup has run', async () => {
    await t.app.orderService.rollup();
    const expected = await rows(sql`
      select (created_at at time zone 'Asia/Kolkata')::date::text as day, display_type,
             count(*)::int as order_count,
             (count(*) filter (where status = 'Completed'))::int as completed_count,
             coalesce(sum(amount_paise - discount_paise) filter (where status = 'Completed'), 0)::bigint::text
               as completed_paise
      from orders group by 1, 2 order by 1, 2`);
    const actual = await rows(sql`
      select day::text as day, display_type, order_count, completed_count, completed_paise::text as completed_paise
      from daily_order_stats order by 1, 2`);
    expect(expected.length).toBeGreaterThan(10);
    expect(actual).toEqual(expected);
  });
});

describe('keyset pagination', () => {
  it('returns every order exactly once, newest first, also when created_at ties', async () => {
    const dave = await createVerifiedUser(t.app, { username: 'Dave' });
    for (let i = 0; i < 23; i++) await createOrder(dave, { payload: mobileBody('9876543210', 10 + i) });
    // Several orders with the very same created_at: only the id can order them.
    await t.database.db.execute(sql`
      update orders set created_at = (select min(created_at) from orders where customer_id = ${dave.id})
      where customer_id = ${dave.id} and id % 3 = 0`);
    const expected = (
      await rows<{ id: number | string }>(
        sql`select id from orders where customer_id = ${dave.id} order by created_at desc, id desc`,
      )
    ).map((r) => Number(r.id));

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/orders?limit=5${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await injectAs(t.app, dave, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const page = res.json() as { orders: OrderDto[]; nextCursor: string | null };
      expect(page.orders.length).toBeLessThanOrEqual(5);
      seen.push(...page.orders.map((o) => o.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(23);
    expect(pages).toBe(5);
  });

  it('defaults to 20 per page and refuses a bad limit or cursor with 400', async () => {
    const res = await injectAs(t.app, alice, { method: 'GET', url: '/api/orders' });
    expect(res.json().orders).toHaveLength(20);
    expect(res.json().nextCursor).toEqual(expect.any(String));
    for (const query of ['limit=101', 'limit=0', 'limit=abc', 'cursor=not-a-cursor', 'cursor=%%%']) {
      const bad = await injectAs(t.app, alice, { method: 'GET', url: `/api/orders?${query}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^(limit|cursor|querystring)/);
    }
  });

  it('gives an empty first page to a customer without orders', async () => {
    const erin = await createVerifiedUser(t.app, { username: 'Erin' });
    const res = await injectAs(t.app, erin, { method: 'GET', url: '/api/orders' });
    expect(res.json()).toEqual({ orders: [], nextCursor: null });
  });
});
