/**
 * When a Bharat Connect complaint may be raised (the guide "Harmonization of TAT", decision 0034), on the sandbox
 * biller: 24 hours after a utility payment, at once for FASTag, DTH and mobile prepaid; never about a payment the
 * biller has not confirmed, nor about a failed or refunded one. Too early is 409 COMPLAINT_TOO_EARLY saying from
 * when, and files nothing; the ordinary ticket is never blocked. Orders are written straight to the table with the
 * creation time each case needs (the server has no clock to move); the exact 24-hour boundary is the domain's unit
 * test (packages/domain/test/bbps.test.ts).
 */
import { formatDateTime } from '@paywise/domain/format';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaints, orders } from '../../../src/db/schema';
import { createUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

const HOUR = 60 * 60_000;
const MINUTE = 60_000;

const COMPLAINT = {
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
  mobile: '9876543210',
  reason: 'Bill payment not updated by the biller',
  subject: 'Bill still shows unpaid',
  message: 'The board still shows my electricity bill unpaid.',
};

const t = useTestApp({ RATE_LIMIT_CONTACT: '1000' });
let customer: TestUser;

beforeAll(async () => {
  customer = await createUser(t.app, { username: 'Ravi' });
});

let txnCounter = 0;
/** A bill order of the customer placed `ageMs` ago, as the order path leaves one paid through Bharat Connect. */
async function insertBillOrder(
  ageMs: number,
  fields: { displayType?: string; status?: string; bbps?: boolean } = {},
): Promise<number> {
  const displayType = fields.displayType ?? 'ELECTRICITY';
  const status = fields.status ?? 'Completed';
  const hasTxn = fields.bbps ?? status === 'Completed';
  const [row] = await t.app.db
    .insert(orders)
    .values({
      customerId: customer.id,
      orderType: displayType === 'POSTPAID' ? 'MOBILE' : displayType,
      displayType,
      operator: 'Bangalore Electricity Supply Company (BESCOM)',
      accountNumber: '5566778899',
      amountPaise: 120_000,
      status,
      billNumber: 'BL0000000042',
      billerFetchRef: 'SBXF0123456789ABCDEF01234567',
      bbpsTxnId: hasTxn ? `SB${String(++txnCounter).padStart(18, '0')}` : null,
      createdAt: new Date(Date.now() - ageMs),
    })
    .returning({ id: orders.id });
  return row.id;
}

const file = (body: object) =>
  injectAs(t.app, customer, { method: 'POST', url: '/api/complaints', payload: { ...COMPLAINT, ...body } });
const ticketCount = async () => (await t.app.db.select().from(complaints)).length;

describe('POST /api/complaints with a Bharat Connect dispute type: the cooling period', () => {
  it('refuses a transaction complaint about an electricity payment 23 h 59 min old, saying from when', async () => {
    const orderId = await insertBillOrder(24 * HOUR - MINUTE);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    const before = await ticketCount();
    const res = await file({
      orderId,
      bbpsComplaintType: 'TRANSACTION',
      bbpsDisputeType: 'account-not-updated',
    });
    expect(res.statusCode).toBe(409);
    const opensAt = new Date(order.createdAt.getTime() + 24 * HOUR);
    expect(res.json()).toEqual({
      code: 'COMPLAINT_TOO_EARLY',
      message: `You can raise a Bharat Connect complaint about this payment from ${formatDateTime(opensAt)} IST, 24 hours after it was made.`,
    });
    expect(await ticketCount()).toBe(before);
    // A service complaint waits the same period.
    const service = await file({
      orderId,
      bbpsComplaintType: 'SERVICE',
      bbpsDisputeType: 'service-not-received',
    });
    expect(service.statusCode).toBe(409);
    expect(service.json().code).toBe('COMPLAINT_TOO_EARLY');
    // The ordinary ticket about the same order is never blocked.
    const plain = await file({ orderId });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().bbps).toBeUndefined();
  });

  it('files it once the 24 hours are over, with its BBPS complaint id, status and TAT date', async () => {
    const orderId = await insertBillOrder(24 * HOUR + MINUTE);
    const res = await file({
      orderId,
      bbpsComplaintType: 'TRANSACTION',
      bbpsDisputeType: 'double-payment',
    });
    expect(res.statusCode, res.body).toBe(201);
    const bbps = {
      complaintId: expect.stringMatching(/^SBXD[0-9A-F]{12}$/),
      status: 'ASSIGNED',
      tatDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    };
    // The answer carries it at once, and the customer's tickets list it.
    expect(res.json().bbps).toEqual(bbps);
    const mine = await injectAs(t.app, customer, { method: 'GET', url: '/api/complaints/mine' });
    const listed = mine.json().complaints.find((c: { id: number }) => c.id === res.json().id);
    expect(listed.bbps).toEqual(bbps);
    expect(listed.bbps).toEqual(res.json().bbps);
  });

  it('waits 24 hours for a postpaid bill too (a utility, not mobile prepaid)', async () => {
    const orderId = await insertBillOrder(HOUR, { displayType: 'POSTPAID' });
    const res = await file({ orderId, bbpsDisputeType: 'payment-info-delay' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/24 hours after it was made\.$/);
  });

  it.each(['FASTAG', 'DTH', 'MOBILE'])('takes a %s complaint at once: no cooling period', async (type) => {
    const orderId = await insertBillOrder(0, { displayType: type });
    const res = await file({ orderId, bbpsComplaintType: 'TRANSACTION', bbpsDisputeType: 'wrong-amount' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().bbps).toMatchObject({ status: 'ASSIGNED' });
  });

  it('refuses one about a payment the biller has not confirmed yet (Processing), even past 24 hours', async () => {
    const fresh = await insertBillOrder(HOUR, { status: 'Processing' });
    const early = await file({ orderId: fresh, bbpsDisputeType: 'account-not-updated' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('COMPLAINT_TOO_EARLY');
    expect(early.json().message).toMatch(
      /^This payment is still being confirmed by the biller\. You can raise a Bharat Connect complaint about it once it is confirmed, from \d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M IST\.$/,
    );
    const old = await insertBillOrder(30 * HOUR, { status: 'Processing' });
    const late = await file({ orderId: old, bbpsDisputeType: 'account-not-updated' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'COMPLAINT_TOO_EARLY',
      message:
        'This payment is still being confirmed by the biller. You can raise a Bharat Connect complaint about it once it is confirmed.',
    });
  });

  it.each(['Failed', 'Refunded'])(
    'refuses one about a %s order: no Bharat Connect payment to complain about',
    async (status) => {
      const orderId = await insertBillOrder(30 * HOUR, { status, bbps: false });
      const res = await file({ orderId, bbpsDisputeType: 'account-not-updated' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'This order was not paid through Bharat Connect.',
      });
    },
  );
});
