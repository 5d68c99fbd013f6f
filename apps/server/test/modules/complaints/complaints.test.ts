import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaintEvents, complaints, orders } from '../../../src/db/schema';
import {
  buildTestApp,
  createAdmin,
  createUser,
  injectAs,
  type TestUser,
  useTestApp,
} from '../../helpers/test-app';

const valid = {
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
  mobile: '9876543210',
  reason: 'Recharge not received',
  subject: 'Recharge of 299 not credited',
  message: 'The amount was debited from my account but the recharge did not reach my number.',
};

// A high limit here: the rate-limit test below builds its own app with a low one.
const t = useTestApp({ RATE_LIMIT_CONTACT: '1000' });
let customer: TestUser;
let otherCustomer: TestUser;
let admin: TestUser;

/** Orders are written straight to the table: this file tests complaints, not order creation. */
async function insertOrder(customerId: number): Promise<number> {
  const [row] = await t.app.db
    .insert(orders)
    .values({
      customerId,
      orderType: 'MOBILE',
      displayType: 'MOBILE',
      operator: 'Jio',
      mobile: '9876543210',
      circle: 'Karnataka',
      amountPaise: 29_900,
      status: 'Completed',
    })
    .returning({ id: orders.id });
  return row.id;
}

beforeAll(async () => {
  customer = await createUser(t.app, { username: 'Ravi' });
  otherCustomer = await createUser(t.app, { username: 'Meera' });
  admin = await createAdmin(t.app);
});

const file = (user: TestUser | null, body: object) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/complaints', payload: body });

describe('POST /api/complaints', () => {
  it('lets a visitor file a complaint and answers a TKT ticket id', async () => {
    const res = await file(null, valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.ticketId).toMatch(/^TKT\d{6}$/);
    expect(body.ticketId).toBe(`TKT${String(body.id).padStart(6, '0')}`);
    expect(body.message).toContain(body.ticketId);
    const [row] = await t.app.db.select().from(complaints).where(eq(complaints.id, body.id));
    expect(row).toMatchObject({ userId: null, orderId: null, status: 'Open', mobile: valid.mobile });
    const events = await t.app.db
      .select()
      .from(complaintEvents)
      .where(eq(complaintEvents.complaintId, body.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: 'Open', actorUserId: null });
  });

  it("links a signed-in customer's complaint and their own order to them", async () => {
    const orderId = await insertOrder(customer.id);
    const res = await file(customer, { ...valid, orderId });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(complaints).where(eq(complaints.id, res.json().id));
    expect(row).toMatchObject({ userId: customer.id, orderId });
    const [event] = await t.app.db
      .select()
      .from(complaintEvents)
      .where(eq(complaintEvents.complaintId, row.id));
    expect(event).toMatchObject({ status: 'Open', actorUserId: customer.id });
  });

  it("refuses another customer's order, and an order that does not exist, with the same answer", async () => {
    const othersOrder = await insertOrder(otherCustomer.id);
    const before = (await t.app.db.select().from(complaints)).length;
    const res = await file(customer, { ...valid, orderId: othersOrder });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The selected order was not found among your orders.',
      code: 'VALIDATION',
      fields: { orderId: 'is not one of your orders' },
      fieldCodes: { orderId: 'NOT_FOUND' },
    });
    const missing = await file(customer, { ...valid, orderId: othersOrder + 1000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(res.json());
    expect((await t.app.db.select().from(complaints)).length).toBe(before);
  });

  it('does not let a visitor attach an order', async () => {
    const orderId = await insertOrder(customer.id);
    const res = await file(null, { ...valid, orderId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please login to attach an order to your complaint.');
  });

  it.each([
    ['name', { name: ' ' }],
    ['email', { email: 'ravi@' }],
    ['mobile', { mobile: '98765' }],
    ['mobile', { mobile: '98765abcde' }],
    ['reason', { reason: 'Because' }],
    ['subject', { subject: '' }],
    ['message', { message: '' }],
    ['orderId', { orderId: -4 }],
    ['orderId', { orderId: 'ORDID001' }],
    ['subject', { subject: 'Recharge\u0000' }],
    ['message', { message: '\u0000' }],
  ])('refuses a bad %s with 400 naming it (%j)', async (field, override) => {
    const res = await file(customer, { ...valid, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('refuses a bad bearer token instead of filing anonymously', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      payload: valid,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/complaints/mine', () => {
  it("lists only the customer's own tickets, newest first, with their status", async () => {
    const own = await createUser(t.app);
    const first = (await file(own, { ...valid, subject: 'First' })).json();
    const second = (await file(own, { ...valid, subject: 'Second' })).json();
    await file(otherCustomer, { ...valid, subject: 'Not yours' });
    const res = await injectAs(t.app, own, { method: 'GET', url: '/api/complaints/mine' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.nextCursor).toBeNull();
    expect(body.complaints.map((c: { ticketId: string }) => c.ticketId)).toEqual([
      second.ticketId,
      first.ticketId,
    ]);
    expect(body.complaints[0]).toMatchObject({ status: 'Open', subject: 'Second', reason: valid.reason });
    // The customer's own list never carries the admin-only fields.
    expect(body.complaints[0]).not.toHaveProperty('email');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/complaints/mine' });
    expect(res.statusCode).toBe(401);
  });
});

describe('admin complaint routes', () => {
  it.each([
    ['GET', '/api/complaints'],
    ['GET', '/api/complaints/1'],
    ['PATCH', '/api/complaints/1'],
  ] as const)('%s %s refuses customers (403) and anonymous callers (401)', async (method, url) => {
    const payload = method === 'PATCH' ? { status: 'Resolved' } : undefined;
    const anonymous = await t.app.inject({ method, url, payload });
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await injectAs(t.app, customer, { method, url, payload });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('records each status change with its actor, note and time, in order', async () => {
    const created = (await file(customer, valid)).json();
    const moved = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: `/api/complaints/${created.id}`,
      payload: { status: 'In progress', note: '  Checking with the operator  ' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().status).toBe('In progress');
    const resolved = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: `/api/complaints/${created.ticketId}`,
      payload: { status: 'Resolved', note: 'Recharge credited by the operator' },
    });
    expect(resolved.statusCode).toBe(200);

    const detail = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/complaints/${created.ticketId}`,
    });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({ ticketId: created.ticketId, status: 'Resolved', userId: customer.id });
    expect(body.history.map((e: { status: string }) => e.status)).toEqual([
      'Open',
      'In progress',
      'Resolved',
    ]);
    expect(body.history[0].actor).toMatchObject({ id: customer.id, role: 'CUSTOMER' });
    expect(body.history[1]).toMatchObject({
      note: 'Checking with the operator',
      actor: { id: admin.id, username: 'Admin', role: 'ADMIN' },
    });
    expect(body.history[2].note).toBe('Recharge credited by the operator');
    const times = body.history.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect(times.every((time: number) => !Number.isNaN(time))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(Date.parse(body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(body.createdAt));

    // The customer sees the new status in their list.
    const mine = await injectAs(t.app, customer, { method: 'GET', url: '/api/complaints/mine' });
    const listed = mine.json().complaints.find((c: { id: number }) => c.id === created.id);
    expect(listed.status).toBe('Resolved');
  });

  it('refuses an unknown status and an unknown complaint', async () => {
    const created = (await file(null, valid)).json();
    const bad = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: `/api/complaints/${created.id}`,
      payload: { status: 'Closed' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^status: /);
    const missing = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: '/api/complaints/TKT999999',
      payload: { status: 'Resolved' },
    });
    const nul = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: `/api/complaints/${created.id}`,
      payload: { status: 'Resolved', note: 'done\u0000' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/^note: /);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Complaint not found.');
    const notAnId = await injectAs(t.app, admin, { method: 'GET', url: '/api/complaints/hello' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toMatch(/^id: /);
  });

  it('lists complaints newest first, filtered by status, each exactly once across pages', async () => {
    const created: number[] = [];
    for (let i = 0; i < 3; i++)
      created.push((await file(null, { ...valid, subject: `Batch ${i}` })).json().id);
    await injectAs(t.app, admin, {
      method: 'PATCH',
      url: `/api/complaints/${created[1]}`,
      payload: { status: 'In progress' },
    });
    const inProgress = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/complaints?status=In%20progress',
    });
    expect(inProgress.statusCode).toBe(200);
    const statuses = inProgress.json().complaints.map((c: { status: string }) => c.status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['In progress']));
    expect(inProgress.json().complaints.map((c: { id: number }) => c.id)).toContain(created[1]);

    const ids: number[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const url: string = `/api/complaints?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await injectAs(t.app, admin, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      ids.push(...res.json().complaints.map((c: { id: number }) => c.id));
      cursor = res.json().nextCursor;
      if (!cursor) break;
    }
    const total = (await t.app.db.select().from(complaints)).length;
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const badFilter = await injectAs(t.app, admin, { method: 'GET', url: '/api/complaints?status=Closed' });
    expect(badFilter.statusCode).toBe(400);
  });
});

describe('complaint rate limit', () => {
  it('answers 429 after the configured number of complaints, per address for visitors and per customer', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_CONTACT: '2' });
    try {
      const [ravi, meera] = [await createUser(limited.app), await createUser(limited.app)];
      const post = (user: TestUser | null, ip: string) =>
        injectAs(limited.app, user, {
          method: 'POST',
          url: '/api/complaints',
          payload: valid,
          remoteAddress: ip,
        });
      expect((await post(null, '10.9.0.1')).statusCode).toBe(201);
      expect((await post(null, '10.9.0.1')).statusCode).toBe(201);
      const third = await post(null, '10.9.0.1');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/Too many attempts/);
      expect((await post(null, '10.9.0.2')).statusCode).toBe(201);
      // Customers behind one carrier address are counted one by one.
      expect((await post(ravi, '10.9.0.1')).statusCode).toBe(201);
      expect((await post(ravi, '10.9.0.1')).statusCode).toBe(201);
      expect((await post(ravi, '10.9.0.1')).statusCode).toBe(429);
      expect((await post(meera, '10.9.0.1')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
