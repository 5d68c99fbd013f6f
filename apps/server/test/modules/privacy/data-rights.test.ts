import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  PRIVACY_NOTICE_VERSION,
} from '@paywise/domain/contracts/privacy';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '../../../src/adapters/biller/biller';
import { createSandboxBiller } from '../../../src/adapters/biller/sandbox-biller';
import {
  adminAuditLog,
  complaints,
  consents,
  devOutbox,
  orders,
  savedNumbers,
  users,
} from '../../../src/db/schema';
import { remindersSecret, runBillReminders } from '../../../src/modules/bills/bill-reminders';
import { mayNotify } from '../../../src/modules/privacy/preferences';
import { placePaidOrder } from '../../helpers/pay';
import { createRecordingMailer } from '../../helpers/smtp';
import {
  createAdmin,
  createUser,
  createVerifiedUser,
  injectAs,
  TEST_JWT_SECRET,
  uniqueEmail,
  type TestUser,
  useTestApp,
} from '../../helpers/test-app';

/**
 * The customer's data rights (docs/decisions/0023): consent at sign-up, the export of their data, erasure of the
 * account, notification preferences honoured by every sender, and the admin audit log.
 */

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const t = useTestApp(
  { RATE_LIMIT_CONTACT: '1000', PROMO_PERCENT: '0', LOG_LEVEL: 'info' },
  { jobs: false, logStream },
);
let admin: TestUser;

beforeAll(async () => {
  admin = await createAdmin(t.app);
});

let counter = 0;
const freshMobile = () =>
  `96${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;

const complaint = (user: TestUser, mobile: string) =>
  injectAs(t.app, user, {
    method: 'POST',
    url: '/api/complaints',
    payload: {
      name: user.username,
      email: user.email,
      mobile,
      reason: 'Other',
      subject: 'A question',
      message: `A message from ${user.username}`,
    },
  });

const saveNumber = (user: TestUser, number: string) =>
  injectAs(t.app, user, {
    method: 'POST',
    url: '/api/me/saved',
    payload: { service: 'mobile', identifier: number, operator: 'Jio', circle: 'Karnataka', nickname: 'Mom' },
  });

async function insertOrder(customerId: number, mobile: string) {
  const [row] = await t.app.db
    .insert(orders)
    .values({
      customerId,
      orderType: 'MOBILE',
      displayType: 'MOBILE',
      operator: 'Jio',
      mobile,
      circle: 'Karnataka',
      amountPaise: 29_900,
      status: 'Completed',
    })
    .returning();
  return row;
}

describe('consent at sign-up', () => {
  it('records the version of the privacy notice and the time', async () => {
    const email = uniqueEmail('consent');
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Asha', email, password: 'a long passphrase 123' },
    });
    expect(res.statusCode).toBe(201);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    const rows = await t.app.db.select().from(consents).where(eq(consents.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'privacy-notice', noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(rows[0].givenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('GET /api/users/me/export', () => {
  it("holds exactly the customer's own data: profile, orders, saved numbers, complaints, consents, notifications", async () => {
    const priya = await createUser(t.app, { username: 'Priya Export', phoneNumber: '9811111111' });
    const other = await createUser(t.app, { username: 'Other Person', phoneNumber: '9822222222' });
    await t.app.db
      .insert(consents)
      .values({ userId: priya.id, purpose: 'privacy-notice', noticeVersion: PRIVACY_NOTICE_VERSION });
    const mine = await insertOrder(priya.id, '9811111112');
    await insertOrder(other.id, '9822222223');
    expect((await saveNumber(priya, '9811111113')).statusCode).toBe(201);
    expect((await saveNumber(other, '9822222224')).statusCode).toBe(201);
    expect((await complaint(priya, '9811111111')).statusCode).toBe(201);
    expect((await complaint(other, '9822222222')).statusCode).toBe(201);

    const res = await injectAs(t.app, priya, { method: 'GET', url: '/api/users/me/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="paywise-my-data-/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ id: priya.id, email: priya.email, username: 'Priya Export' });
    expect(data.orders.map((o: { id: number }) => o.id)).toEqual([mine.id]);
    expect(data.savedNumbers.map((s: { identifier: string }) => s.identifier)).toEqual(['9811111113']);
    expect(data.complaints).toHaveLength(1);
    expect(data.complaints[0]).toMatchObject({ email: priya.email, mobile: '9811111111' });
    expect(data.consents).toEqual([
      expect.objectContaining({ purpose: 'privacy-notice', noticeVersion: PRIVACY_NOTICE_VERSION }),
    ]);
    expect(data.notifications.email).toEqual({
      orderUpdates: true,
      billReminders: true,
      planExpiry: true,
      offers: false,
    });
    // Nothing of the other customer anywhere in the file.
    for (const trace of [other.email, 'Other Person', '9822222222', '9822222223', '9822222224'])
      expect(res.body).not.toContain(trace);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain(priya.passwordHash);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/export' });
    expect(res.statusCode).toBe(401);
  });
});

describe('notification preferences', () => {
  it('transactional kinds default on and offers off, on every channel', async () => {
    const user = await createUser(t.app);
    const res = await injectAs(t.app, user, { method: 'GET', url: '/api/users/me/notifications' });
    expect(res.statusCode).toBe(200);
    for (const channel of NOTIFICATION_CHANNELS) {
      expect(res.json()[channel]).toEqual({
        orderUpdates: true,
        billReminders: true,
        planExpiry: true,
        offers: false,
      });
    }
  });

  it('PUT changes only the choices it names; a wrong shape is a 400 with a message', async () => {
    const user = await createUser(t.app);
    const res = await injectAs(t.app, user, {
      method: 'PUT',
      url: '/api/users/me/notifications',
      payload: { email: { billReminders: false, offers: true }, sms: { orderUpdates: false } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toEqual({
      orderUpdates: true,
      billReminders: false,
      planExpiry: true,
      offers: true,
    });
    expect(res.json().sms.orderUpdates).toBe(false);
    const again = await injectAs(t.app, user, { method: 'GET', url: '/api/users/me/notifications' });
    expect(again.json()).toEqual(res.json());
    // SMS order updates are the profile's SMS switch: one truth.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.smsUpdates).toBe(false);

    for (const payload of [
      { fax: { offers: true } },
      { email: { spam: true } },
      { email: { offers: 'yes' } },
    ]) {
      const bad = await injectAs(t.app, user, { method: 'PUT', url: '/api/users/me/notifications', payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
    }
  });

  it('mayNotify: the defaults and a changed choice, for every kind and channel', () => {
    for (const channel of NOTIFICATION_CHANNELS) {
      for (const kind of NOTIFICATION_KINDS) {
        const base = { smsUpdates: true, notificationPrefs: {} };
        expect(mayNotify(base, channel, kind), `${channel} ${kind}`).toBe(kind !== 'offers');
        const flipped = { smsUpdates: true, notificationPrefs: { [channel]: { [kind]: kind === 'offers' } } };
        if (!(channel === 'sms' && kind === 'orderUpdates'))
          expect(mayNotify(flipped, channel, kind), `${channel} ${kind} flipped`).toBe(kind === 'offers');
      }
    }
    expect(mayNotify({ smsUpdates: false, notificationPrefs: {} }, 'sms', 'orderUpdates')).toBe(false);
  });

  it('order updates by SMS: sent by default, not sent once turned off', async () => {
    const onMobile = freshMobile();
    const on = await createVerifiedUser(t.app, { phoneNumber: onMobile, mobileVerifiedAt: new Date() });
    const offMobile = freshMobile();
    const off = await createVerifiedUser(t.app, { phoneNumber: offMobile, mobileVerifiedAt: new Date() });
    const put = await injectAs(t.app, off, {
      method: 'PUT',
      url: '/api/users/me/notifications',
      payload: { sms: { orderUpdates: false } },
    });
    expect(put.statusCode).toBe(200);
    const order = { type: 'MOBILE', operator: 'Airtel', circle: 'Delhi NCR', amount: 199 };
    await placePaidOrder(t.app, on, { payload: { ...order, number: '9123456790' } });
    await placePaidOrder(t.app, off, { payload: { ...order, number: '9123456791' } });
    await t.app.smsNotifier.settled();
    const to = (mobile: string) =>
      t.app.db
        .select()
        .from(devOutbox)
        .where(eq(devOutbox.to, `+91${mobile}`));
    expect(await to(onMobile)).toHaveLength(1);
    expect(await to(offMobile)).toHaveLength(0);
  });

  describe('bill reminders by email', () => {
    const ELECTRICITY = OPERATORS.ELECTRICITY[0].name;
    const biller = createSandboxBiller();
    const { mails, mailer } = createRecordingMailer();
    const run = () =>
      runBillReminders({
        db: t.app.db,
        biller: t.app.adapters.biller,
        mailer,
        log: t.app.log,
        appUrl: 'https://paywise.example',
        reminderDays: 3,
        secret: remindersSecret(TEST_JWT_SECRET),
      });
    let accountCounter = 0;
    async function dueAccount(): Promise<string> {
      const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      for (let i = 0; i < 2000; i++) {
        const account = `${70_000_000 + ++accountCounter * 17}`;
        const bill: Bill | null = await biller.fetchBill({
          orderType: 'ELECTRICITY',
          displayType: 'ELECTRICITY',
          operator: ELECTRICITY,
          accountNumber: account,
        });
        if (bill && bill.dueDate <= today) return account;
      }
      throw new Error('no overdue sandbox account');
    }
    const saveBiller = async (user: TestUser) =>
      t.app.db.insert(savedNumbers).values({
        customerId: user.id,
        service: 'electricity',
        identifier: await dueAccount(),
        operator: ELECTRICITY,
      });

    it('sent by default with a one-tap unsubscribe link; not sent once turned off', async () => {
      const on = await createVerifiedUser(t.app);
      const off = await createVerifiedUser(t.app);
      await saveBiller(on);
      await saveBiller(off);
      await injectAs(t.app, off, {
        method: 'PUT',
        url: '/api/users/me/notifications',
        payload: { email: { billReminders: false } },
      });
      await run();
      expect(mails.filter((m) => m.to === off.email)).toHaveLength(0);
      const [mail] = mails.filter((m) => m.to === on.email);
      expect(mail).toBeDefined();
      const link = /https:\/\/paywise\.example(\/api\/notifications\/unsubscribe\?token=\S+)/.exec(mail.text);
      expect(link).not.toBeNull();
      expect(mail.headers?.['List-Unsubscribe']).toBe(`<https://paywise.example${link![1]}>`);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

      // One tap (no login): bill reminder mails stop.
      const tap = await t.app.inject({ method: 'GET', url: link![1] });
      expect(tap.statusCode).toBe(200);
      expect(tap.headers['content-type']).toMatch(/^text\/html/);
      const prefs = await injectAs(t.app, on, { method: 'GET', url: '/api/users/me/notifications' });
      expect(prefs.json().email.billReminders).toBe(false);
      // The mail client's one-click POST (RFC 8058) does the same; a forged token is refused.
      expect((await t.app.inject({ method: 'POST', url: link![1] })).statusCode).toBe(200);
      const forged = await t.app.inject({
        method: 'GET',
        url: link![1].replace(/token=[^.]+/, 'token=999999'),
      });
      expect(forged.statusCode).toBe(400);
    });
  });
});

describe('DELETE /api/users/me', () => {
  it('a wrong password erases nothing', async () => {
    const user = await createUser(t.app);
    const res = await injectAs(t.app, user, {
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: 'not the password' },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.deletedAt).toBeNull();
  });

  it('erases personal data at once, keeps orders anonymised, revokes sessions and mails a confirmation', async () => {
    const mobile = freshMobile();
    const user = await createUser(t.app, {
      username: 'Kavya Erase',
      phoneNumber: mobile,
      mobileVerifiedAt: new Date(),
      dateOfBirth: '1990-05-17',
    });
    const order = await insertOrder(user.id, '9833333333');
    await saveNumber(user, '9833333334');
    const filed = (await complaint(user, mobile)).json();
    await t.app.db
      .insert(consents)
      .values({ userId: user.id, purpose: 'privacy-notice', noticeVersion: PRIVACY_NOTICE_VERSION });

    const res = await injectAs(t.app, user, {
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/deleted/);
    const linesFrom = logLines.length;

    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      phoneNumber: null,
      mobileVerifiedAt: null,
      dateOfBirth: null,
    });
    expect(row.username).not.toContain('Kavya');
    expect(row.deletedAt).not.toBeNull();
    expect(await t.app.db.select().from(savedNumbers).where(eq(savedNumbers.customerId, user.id))).toEqual(
      [],
    );
    expect(await t.app.db.select().from(consents).where(eq(consents.userId, user.id))).toEqual([]);
    const [kept] = await t.app.db.select().from(complaints).where(eq(complaints.id, filed.id));
    expect(kept).toMatchObject({ email: '', mobile: '' });
    expect(kept.name).not.toContain('Kavya');
    const [keptOrder] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(keptOrder).toMatchObject({ customerId: user.id, status: 'Completed', amountPaise: 29_900 });

    // The token is refused, and the email no longer signs in.
    const me = await injectAs(t.app, user, { method: 'GET', url: '/api/users/me' });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);

    const [mail] = await t.app.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, user.email), sql`${devOutbox.subject} like '%deleted%'`));
    expect(mail).toBeDefined();

    // No log line written since then carries their personal data.
    const after = logLines.slice(linesFrom).join('');
    for (const trace of [user.email, 'Kavya', mobile]) expect(after).not.toContain(trace);
  });

  it('a fresh emailed code confirms it too; a wrong code does not', async () => {
    const user = await createVerifiedUser(t.app);
    const sent = await injectAs(t.app, user, { method: 'POST', url: '/api/users/me/deletion-code' });
    expect(sent.statusCode).toBe(200);
    const [mail] = await t.app.db.select().from(devOutbox).where(eq(devOutbox.to, user.email));
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const wrong = await injectAs(t.app, user, {
      method: 'DELETE',
      url: '/api/users/me',
      payload: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const res = await injectAs(t.app, user, { method: 'DELETE', url: '/api/users/me', payload: { code } });
    expect(res.statusCode).toBe(200);
    expect((await injectAs(t.app, user, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });

  it('an account made with a mobile number (no email, no password) confirms with an SMS code', async () => {
    const mobile = freshMobile();
    const user = await createUser(t.app, {
      email: null,
      passwordHash: null,
      phoneNumber: mobile,
      mobileVerifiedAt: new Date(),
    });
    const sent = await injectAs(t.app, user, { method: 'POST', url: '/api/users/me/deletion-code' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatch(/SMS|sent/);
    const [sms] = await t.app.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.to, `+91${mobile}`));
    const code = /\b(\d{6})\b/.exec(sms.text)![1];
    const wrong = await injectAs(t.app, user, {
      method: 'DELETE',
      url: '/api/users/me',
      payload: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const res = await injectAs(t.app, user, { method: 'DELETE', url: '/api/users/me', payload: { code } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ phoneNumber: null, mobileVerifiedAt: null });
    expect(row.deletedAt).not.toBeNull();
  });

  it('an admin account is not deleted here', async () => {
    const other = await createAdmin(t.app);
    const res = await injectAs(t.app, other, {
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: other.password },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('admin audit log', () => {
  it('records a CSV export, the users list and the transactions list, and shows them to admins only', async () => {
    const csv = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/admin/orders/export.csv?status=Completed',
    });
    expect(csv.statusCode).toBe(200);
    await injectAs(t.app, admin, { method: 'GET', url: '/api/users?page=1&limit=10' });
    await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/orders' });
    // A customer's order seen by an admin is recorded; the customer reading it is not.
    const owner = await createUser(t.app);
    const order = await insertOrder(owner.id, '9844444444');
    expect((await injectAs(t.app, admin, { method: 'GET', url: `/api/orders/${order.id}` })).statusCode).toBe(
      200,
    );
    expect((await injectAs(t.app, owner, { method: 'GET', url: `/api/orders/${order.id}` })).statusCode).toBe(
      200,
    );
    const rows = await t.app.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, admin.id));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['orders.export', 'users.list', 'orders.list', 'orders.view']),
    );
    expect(
      await t.app.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, owner.id)),
    ).toEqual([]);
    const exportRow = rows.find((r) => r.action === 'orders.export')!;
    expect(exportRow.detail).toContain('status=Completed');
    expect(exportRow.adminName).toBe(admin.username);

    const log = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/audit-log' });
    expect(log.statusCode).toBe(200);
    expect(log.json().entries[0]).toMatchObject({ adminUserId: admin.id });
    expect(log.json().entries.map((e: { action: string }) => e.action)).toContain('orders.export');

    const customer = await createUser(t.app);
    expect((await injectAs(t.app, customer, { method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(
      403,
    );
  });
});
