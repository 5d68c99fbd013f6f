import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../../src/db/schema';
import { createAdmin, createUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

/** Issue 40: the admin audit log recorded reads only; what admins change, and erasures, are recorded too. */
const t = useTestApp({ RATE_LIMIT_CONTACT: '1000' }, { jobs: false });

async function lastEntry(action: string) {
  const [row] = await t.app.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, action))
    .orderBy(desc(adminAuditLog.id))
    .limit(1);
  return row;
}

async function anAdmin(): Promise<TestUser> {
  return createAdmin(t.app, { username: `Admin ${Math.random().toString(36).slice(2, 7)}` });
}

describe('admin writes in the audit log', () => {
  it('a role change, with the role before and after; a refused one is not recorded', async () => {
    const admin = await anAdmin();
    const customer = await createUser(t.app);
    const res = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/users/${customer.id}/role`,
      payload: { role: 'ADMIN' },
    });
    expect(res.statusCode).toBe(200);
    expect(await lastEntry('users.role')).toMatchObject({
      adminUserId: admin.id,
      adminName: admin.username,
      detail: `PATCH /api/admin/users/${customer.id}/role: user ${customer.id} CUSTOMER → ADMIN`,
    });
    const missing = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: '/api/admin/users/999999/role',
      payload: { role: 'ADMIN' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await lastEntry('users.role'))?.detail).not.toContain('999999');
  });

  it("a complaint's status change, from and to", async () => {
    const admin = await anAdmin();
    const customer = await createUser(t.app);
    const filed = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/complaints',
      payload: {
        name: customer.username,
        email: customer.email,
        mobile: '9845012345',
        reason: 'Other',
        subject: 'Recharge not received',
        message: 'My recharge did not arrive.',
      },
    });
    expect(filed.statusCode).toBe(201);
    const id = filed.json().id as number;
    const res = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: `/api/complaints/${id}`,
      payload: { status: 'Resolved', note: 'Refunded' },
    });
    expect(res.statusCode).toBe(200);
    expect((await lastEntry('complaints.status'))?.detail).toBe(
      `PATCH /api/complaints/${id}: complaint ${id} Open → Resolved`,
    );
  });

  it('company edits and reconciliation runs started by an admin', async () => {
    const admin = await anAdmin();
    const saved = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/companies',
      payload: {
        name: 'PayWise Payments Pvt Ltd',
        email: 'support@paywise.example',
        phone: '9845012345',
        address: '12 MG Road, Bengaluru',
        pincode: '560001',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await lastEntry('company.edit')).toMatchObject({ adminUserId: admin.id });
    const run = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/reconciliation/run' });
    expect(run.statusCode).toBe(200);
    expect(await lastEntry('reconciliation.run')).toMatchObject({ adminUserId: admin.id });
  });

  it("a customer's erasure: who, when and how it was confirmed, without their personal data", async () => {
    const customer = await createUser(t.app, { username: 'Kavya Audit' });
    const res = await injectAs(t.app, customer, {
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: customer.password },
    });
    expect(res.statusCode).toBe(200);
    const entry = await lastEntry('account.erase');
    expect(entry).toMatchObject({
      adminUserId: customer.id,
      adminName: 'The customer',
      detail: `user ${customer.id} erased their account, confirmed by password`,
    });
    expect(JSON.stringify(entry)).not.toContain('Kavya');
    expect(JSON.stringify(entry)).not.toContain(customer.email);
  });
});
