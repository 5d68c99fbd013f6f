import { eq, sql, type SQL } from 'drizzle-orm';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { formatInr } from '@paywise/domain/money';
import { describe, expect, it } from 'vitest';
import type { Bill } from '../../../src/adapters/biller/biller';
import { createSandboxBiller } from '../../../src/adapters/biller/sandbox-biller';
import { savedNumbers } from '../../../src/db/schema';
import {
  remindersOffToken,
  remindersSecret,
  runBillReminders,
  type BillReminderDeps,
} from '../../../src/modules/bills/bill-reminders';
import {
  buildTestApp,
  createUser,
  createVerifiedUser,
  injectAs,
  TEST_JWT_SECRET,
  type TestUser,
  useTestApp,
} from '../../helpers/test-app';
import { createRecordingMailer } from '../../helpers/smtp';

/** Bill due reminders: one mail per due bill of a saved biller, whatever the number of runs or servers. */
const t = useTestApp({}, { jobs: false });

const ELECTRICITY = OPERATORS.ELECTRICITY[0].name;
const biller = createSandboxBiller();
const secret = remindersSecret(TEST_JWT_SECRET);
const mailRecorder = createRecordingMailer({ delayMs: 5 });
const { mails, mailer } = mailRecorder;
const deps = (): BillReminderDeps => ({
  db: t.app.db,
  biller: t.app.adapters.biller,
  mailer,
  log: t.app.log,
  appUrl: 'https://paywise.example',
  reminderDays: 3,
  secret,
});
const mailsTo = (user: TestUser) => mails.filter((mail) => mail.to === user.email);

let counter = 0;
/** An electricity account of the sandbox biller whose bill matches `wanted`. */
async function accountWhere(
  wanted: (bill: Bill, today: string) => boolean,
): Promise<{ account: string; bill: Bill }> {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  for (let i = 0; i < 2000; i++) {
    const account = `${80_000_000 + ++counter * 13}`;
    const bill = await biller.fetchBill({
      orderType: 'ELECTRICITY',
      displayType: 'ELECTRICITY',
      operator: ELECTRICITY,
      accountNumber: account,
    });
    if (bill && wanted(bill, today)) return { account, bill };
  }
  throw new Error('no such sandbox account');
}
const inDays = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dueSoon = (bill: Bill, today: string) => bill.dueDate >= today && bill.dueDate <= inDays(today, 3);
const overdue = (bill: Bill, today: string) => bill.dueDate < today;
const dueLater = (bill: Bill, today: string) => bill.dueDate > inDays(today, 3);

async function saveBiller(
  user: TestUser,
  {
    account,
    service = 'electricity',
    operator = ELECTRICITY,
  }: { account: string; service?: string; operator?: string },
) {
  const [row] = await t.app.db
    .insert(savedNumbers)
    .values({ customerId: user.id, service, identifier: account, operator, nickname: 'Home' })
    .returning();
  return row;
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('runBillReminders', () => {
  it('mails once for a bill due within the window, across two runs', async () => {
    const user = await createVerifiedUser(t.app);
    const { account, bill } = await accountWhere(dueSoon);
    const saved = await saveBiller(user, { account });
    await runBillReminders(deps());
    await runBillReminders(deps());
    const sent = mailsTo(user);
    expect(sent).toHaveLength(1);
    const due = bill.dueDate.split('-').reverse().join('-');
    expect(sent[0].subject).toBe(`Your ${ELECTRICITY} bill of ${formatInr(bill.amount)} is due on ${due}`);
    expect(sent[0].text).toContain(
      `https://paywise.example/bills/electricity?account=${account}&operator=${encodeURIComponent(ELECTRICITY)}`,
    );
    expect(sent[0].text).toContain(
      `https://paywise.example/api/bills/reminders/off?token=${remindersOffToken(secret, saved.id)}`,
    );
  });

  it('mails once for an overdue bill when two runs (two servers) go at the same moment', async () => {
    const user = await createVerifiedUser(t.app);
    const { account, bill } = await accountWhere(overdue);
    await saveBiller(user, { account });
    await Promise.all([runBillReminders(deps()), runBillReminders(deps())]);
    expect(mailsTo(user)).toHaveLength(1);
    expect(mailsTo(user)[0].subject).toMatch(/ was due on /);
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from bill_reminders where bill_number = ${bill.billNumber}`,
    );
    expect(n).toBe(1);
  });

  it('sends nothing for a paid bill, reminders off, an unverified customer or a bill due later', async () => {
    const paidBy = await createVerifiedUser(t.app);
    const paid = await accountWhere(dueSoon);
    await saveBiller(paidBy, { account: paid.account });
    await rows(sql`
      insert into orders (customer_id, type, display_type, operator, account_number, amount_paise, status,
                          bill_number, bill_due_date)
      values (${paidBy.id}, 'ELECTRICITY', 'ELECTRICITY', ${ELECTRICITY}, ${paid.account}, ${paid.bill.amount * 100},
              'Completed', ${paid.bill.billNumber}, ${paid.bill.dueDate})`);

    const quiet = await createVerifiedUser(t.app);
    const off = await saveBiller(quiet, { account: (await accountWhere(dueSoon)).account });
    await t.app.db.update(savedNumbers).set({ reminders: false }).where(eq(savedNumbers.id, off.id));

    const unverified = await createUser(t.app);
    await saveBiller(unverified, { account: (await accountWhere(dueSoon)).account });

    const later = await createVerifiedUser(t.app);
    await saveBiller(later, { account: (await accountWhere(dueLater)).account });

    // A saved prepaid number has no bill.
    const prepaid = await createVerifiedUser(t.app);
    await saveBiller(prepaid, { account: '9876543210', service: 'mobile', operator: 'Airtel' });

    await runBillReminders(deps());
    for (const user of [paidBy, quiet, unverified, later, prepaid]) expect(mailsTo(user)).toEqual([]);
  });

  it('tries again on the next run when the mail could not be sent; one failure does not stop the others', async () => {
    const user = await createVerifiedUser(t.app);
    await saveBiller(user, { account: (await accountWhere(dueSoon)).account });
    mailRecorder.isDown = true;
    try {
      const run = await runBillReminders(deps());
      expect(run.failed).toBeGreaterThanOrEqual(1);
    } finally {
      mailRecorder.isDown = false;
    }
    expect(mailsTo(user)).toEqual([]);
    await runBillReminders(deps());
    expect(mailsTo(user)).toHaveLength(1);
  });

  it('goes on when the biller fails for one saved biller', async () => {
    const user = await createVerifiedUser(t.app);
    const broken = await accountWhere(dueSoon);
    const fine = await accountWhere(dueSoon);
    await saveBiller(user, { account: broken.account });
    await saveBiller(user, { account: fine.account });
    const flaky = {
      ...t.app.adapters.biller,
      fetchBill: async (query: Parameters<typeof biller.fetchBill>[0]) => {
        if (query.accountNumber === broken.account) throw new Error('biller timeout');
        return biller.fetchBill(query);
      },
    };
    await runBillReminders({ ...deps(), biller: flaky });
    expect(mailsTo(user).map((mail) => mail.text)).toEqual([expect.stringContaining(fine.account)]);
  });
});

describe('GET /api/bills/reminders/off', () => {
  it('turns reminders off for the saved biller without a login; a forged token changes nothing', async () => {
    const user = await createVerifiedUser(t.app);
    const saved = await saveBiller(user, { account: (await accountWhere(dueLater)).account });
    const other = await saveBiller(user, { account: (await accountWhere(dueLater)).account });
    const token = remindersOffToken(secret, saved.id);
    const remindersOf = async (id: number) =>
      (await t.app.db.select().from(savedNumbers).where(eq(savedNumbers.id, id)))[0].reminders;

    const forged = [
      `${other.id}.${token.split('.')[1]}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `${token.slice(0, 5)}${token[5] === 'x' ? 'y' : 'x'}${token.slice(6)}`,
      remindersOffToken('another-secret', other.id),
      'nonsense',
    ];
    for (const bad of forged) {
      const res = await injectAs(t.app, null, {
        method: 'GET',
        url: '/api/bills/reminders/off',
        query: { token: bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'This link is not valid.', code: 'LINK_INVALID' });
    }
    expect(await remindersOf(saved.id)).toBe(true);
    expect(await remindersOf(other.id)).toBe(true);

    const res = await injectAs(t.app, null, {
      method: 'GET',
      url: '/api/bills/reminders/off',
      query: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Reminders turned off');
    expect(await remindersOf(saved.id)).toBe(false);
    expect(await remindersOf(other.id)).toBe(true);

    await rows(sql`delete from saved_numbers where id = ${saved.id}`);
    const gone = await injectAs(t.app, null, {
      method: 'GET',
      url: '/api/bills/reminders/off',
      query: { token },
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('the bill-reminders job', () => {
  it('is scheduled daily at 09:00 India time in pg-boss (once, whichever server registers it)', async () => {
    const first = await buildTestApp({}, { jobs: true });
    try {
      const second = await buildTestApp({}, { jobs: true, database: first.database });
      await second.close();
      const schedules = (
        (await first.database.db.execute(
          sql`select name, cron, timezone from pgboss.schedule where name = 'bill-reminders'`,
        )) as unknown as { rows: unknown[] }
      ).rows;
      expect(schedules).toEqual([{ name: 'bill-reminders', cron: '0 9 * * *', timezone: 'Asia/Kolkata' }]);
    } finally {
      await first.close();
    }
  });
});

describe('PATCH /api/me/saved/{id}', () => {
  it("turns a saved biller's reminders off and on again; another customer's is 404", async () => {
    const user = await createVerifiedUser(t.app);
    const other = await createVerifiedUser(t.app);
    const saved = await saveBiller(user, { account: (await accountWhere(dueLater)).account });
    const patch = (who: TestUser, reminders: unknown) =>
      injectAs(t.app, who, { method: 'PATCH', url: `/api/me/saved/${saved.id}`, payload: { reminders } });
    const off = await patch(user, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: saved.id, reminders: false });
    expect((await patch(user, true)).json().reminders).toBe(true);
    expect((await patch(other, false)).statusCode).toBe(404);
    expect((await patch(user, 'no')).statusCode).toBe(400);
    const list = await injectAs(t.app, user, { method: 'GET', url: '/api/me/saved' });
    expect(list.json().saved).toEqual([expect.objectContaining({ id: saved.id, reminders: true })]);
  });
});
