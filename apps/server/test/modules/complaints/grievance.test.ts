import { eq, sql } from 'drizzle-orm';
import { COMPLAINT_ANSWER_DAYS } from '@paywise/domain/contracts/support';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../../../src/db/schema';
import { createAdmin, createUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

/** Grievance redressal (docs/decisions/0023): the grievance officer's details and each complaint's answer deadline. */

const complaint = {
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
  mobile: '9876543210',
  reason: 'Refund not received',
  subject: 'Refund of 299 not received',
  message: 'The recharge failed and the refund has not reached my account.',
};

const t = useTestApp({ RATE_LIMIT_CONTACT: '1000' });
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  customer = await createUser(t.app, { username: 'Ravi' });
  admin = await createAdmin(t.app);
});

describe('the grievance officer in the company settings', () => {
  it('GET /api/companies names a grievance officer from the start', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/companies' });
    expect(res.statusCode).toBe(200);
    const officer = res.json().grievanceOfficer;
    expect(officer.name).not.toBe('');
    expect(officer.email).toMatch(/@/);
    expect(officer.phone).toMatch(/^\d{10}$/);
  });

  it('the admin saves the officer with the company details, and the public answer shows them', async () => {
    const res = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/companies',
      payload: {
        name: 'PayWise',
        email: 'support@paywise.in',
        phone: '8047112233',
        address: 'Koramangala, Bengaluru',
        pincode: '560034',
        grievanceOfficerName: 'Anita Desai',
        grievanceOfficerEmail: 'grievance@paywise.in',
        grievanceOfficerPhone: '8047112299',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().grievanceOfficer).toEqual({
      name: 'Anita Desai',
      email: 'grievance@paywise.in',
      phone: '8047112299',
    });
    const company = (await t.app.inject({ method: 'GET', url: '/api/companies' })).json();
    expect(company.grievanceOfficer.name).toBe('Anita Desai');
  });

  it('a form without the officer fields keeps the saved officer', async () => {
    const res = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'PayWise', email: 'support@paywise.in', phone: '8047112233' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().grievanceOfficer.name).toBe('Anita Desai');
  });

  it('refuses a bad officer email with a clear message', async () => {
    const res = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'PayWise', grievanceOfficerEmail: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/grievanceOfficerEmail/);
  });
});

describe('the answer deadline of a complaint', () => {
  it(`is ${COMPLAINT_ANSWER_DAYS} days after filing, shown when filed and in the customer's tickets`, async () => {
    const res = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/complaints',
      payload: complaint,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    const [row] = await t.app.db.select().from(complaints).where(eq(complaints.id, created.id));
    expect(new Date(created.answerBy).getTime() - row.createdAt.getTime()).toBe(
      COMPLAINT_ANSWER_DAYS * 24 * 60 * 60 * 1000,
    );
    const mine = await injectAs(t.app, customer, { method: 'GET', url: '/api/complaints/mine' });
    const ticket = mine.json().complaints.find((c: { id: number }) => c.id === created.id);
    expect(ticket.answerBy).toBe(created.answerBy);
    expect(ticket.isOverdue).toBe(false);
  });

  it('an unanswered complaint past its deadline is flagged to the admin until an admin answers it', async () => {
    const late = (
      await injectAs(t.app, customer, { method: 'POST', url: '/api/complaints', payload: complaint })
    ).json();
    const onTime = (
      await injectAs(t.app, customer, { method: 'POST', url: '/api/complaints', payload: complaint })
    ).json();
    await t.app.db
      .update(complaints)
      .set({ answerBy: sql`now() - interval '1 hour'` })
      .where(eq(complaints.id, late.id));

    const list = await injectAs(t.app, admin, { method: 'GET', url: '/api/complaints' });
    expect(list.statusCode).toBe(200);
    const byId = new Map(list.json().complaints.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(late.id)).toMatchObject({ isOverdue: true });
    expect(byId.get(onTime.id)).toMatchObject({ isOverdue: false });
    expect(list.json().overdueCount).toBe(1);

    const overdueOnly = await injectAs(t.app, admin, { method: 'GET', url: '/api/complaints?overdue=true' });
    expect(overdueOnly.json().complaints.map((c: { id: number }) => c.id)).toEqual([late.id]);

    const answered = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: `/api/complaints/${late.id}`,
      payload: { status: 'In progress', note: 'We have asked the gateway for the refund status.' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ isOverdue: false });
    expect(answered.json().answeredAt).not.toBeNull();
    const after = await injectAs(t.app, admin, { method: 'GET', url: '/api/complaints' });
    expect(after.json().overdueCount).toBe(0);
  });
});
