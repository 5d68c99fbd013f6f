import { sql, type SQL } from 'drizzle-orm';
import { orderPlanOf, type OrderPlan } from '@paywise/domain/catalogue/plan-facts';
import { plansForNames } from '@paywise/domain/catalogue/plans';
import { repeatOrderHref } from '@paywise/domain/catalogue/repeat-link';
import { addDays, indiaDay } from '@paywise/domain/time';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema';
import { remindersSecret } from '../../../src/modules/bills/bill-reminders';
import { runPlanReminders, type PlanReminderDeps } from '../../../src/modules/plan-reminders/service';
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

/** Plan-expiry reminders (docs/decisions/0025): one mail per bought plan, three days before it ends. */
const t = useTestApp({}, { jobs: false });

const DAY = 86_400_000;
const mailRecorder = createRecordingMailer({ delayMs: 5 });
const { mails, mailer } = mailRecorder;
const deps = (): PlanReminderDeps => ({
  db: t.app.db,
  mailer,
  log: t.app.log,
  appUrl: 'https://paywise.example',
  secret: remindersSecret(TEST_JWT_SECRET),
});
const mailsTo = (user: TestUser) => mails.filter((mail) => mail.to === user.email);

const JIO_299 = plansForNames('Jio', 'Delhi NCR').find(
  (plan) => plan.price === 299 && /^28 days$/.test(plan.validity),
)!;
let counter = 0;
const nextMobile = () => `98${String(76_540_000 + ++counter).padStart(8, '0')}`;

/** A mobile order of `plan`, placed `daysAgo` days ago. */
async function buyPlan(
  user: TestUser,
  options: { plan?: OrderPlan; daysAgo: number; status?: string; mobile?: string },
): Promise<{ id: number; mobile: string }> {
  const plan = options.plan ?? orderPlanOf(JIO_299);
  const mobile = options.mobile ?? nextMobile();
  const [row] = await t.app.db
    .insert(orders)
    .values({
      customerId: user.id,
      orderType: 'MOBILE',
      displayType: 'MOBILE',
      operator: 'Jio',
      mobile,
      circle: 'Delhi NCR',
      amountPaise: plan.price * 100,
      status: options.status ?? 'Completed',
      plan,
      createdAt: new Date(Date.now() - options.daysAgo * DAY),
    })
    .returning({ id: orders.id });
  return { id: row.id, mobile };
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const endText = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

describe('runPlanReminders', () => {
  it('mails once, three days before the plan ends, when two runs (two servers) go at the same moment', async () => {
    expect(JIO_299).toBeDefined();
    const user = await createVerifiedUser(t.app);
    // Bought 25 days ago, valid 28 days: it ends in three days.
    const order = await buyPlan(user, { daysAgo: 25 });
    await Promise.all([runPlanReminders(deps()), runPlanReminders(deps())]);
    await runPlanReminders(deps());
    const sent = mailsTo(user);
    expect(sent).toHaveLength(1);
    const ends = addDays(indiaDay(new Date(Date.now() - 25 * DAY)), 28);
    const masked = `${order.mobile.slice(0, 2)}xxxxxx${order.mobile.slice(-2)}`;
    expect(sent[0].subject).toBe(`Your ₹299 Jio plan on ${masked} ends on ${endText(ends)}`);
    expect(endText('2026-11-30')).toBe('30 Nov');
    // "Recharge again": the service page with the same number, operator, circle and plan (its ready summary).
    expect(sent[0].text).toContain(
      `Recharge again: https://paywise.example/recharge/mobile?number=${order.mobile}&operator=Jio&circle=Delhi%20NCR` +
        `&amount=299&plan=${JIO_299.id}`,
    );
    const [claims] = await rows<{ n: number }>(
      sql`select count(*)::int as n from plan_reminders where order_id = ${order.id}`,
    );
    expect(claims.n).toBe(1);

    // The unsubscribe link (and its List-Unsubscribe header) turns plan expiry emails off, without a login.
    const link = /https:\/\/paywise\.example(\/api\/notifications\/unsubscribe\?token=\S+)/.exec(
      sent[0].text,
    );
    expect(link).not.toBeNull();
    expect(sent[0].headers?.['List-Unsubscribe']).toBe(`<https://paywise.example${link![1]}>`);
    expect(sent[0].headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const tap = await t.app.inject({ method: 'GET', url: link![1] });
    expect(tap.statusCode).toBe(200);
    expect(tap.body).toContain('plan expiry reminders');
    const prefs = await injectAs(t.app, user, { method: 'GET', url: '/api/users/me/notifications' });
    expect(prefs.json().email.planExpiry).toBe(false);
  });

  it("the Recharge again link is the order page's own (repeatOrderHref of the order as the API gives it)", async () => {
    const user = await createVerifiedUser(t.app);
    const order = await buyPlan(user, { daysAgo: 26 });
    await runPlanReminders(deps());
    const res = await injectAs(t.app, user, { method: 'GET', url: `/api/orders/${order.id}` });
    expect(res.statusCode).toBe(200);
    const href = repeatOrderHref(res.json());
    expect(href).toContain(`plan=${JIO_299.id}`);
    const [mail] = mailsTo(user);
    expect(mail.text).toContain(`Recharge again: https://paywise.example${href}\n`);
  });

  it('sends nothing too early, without days of validity, when turned off, unverified, unpaid or recharged since', async () => {
    const early = await createVerifiedUser(t.app);
    await buyPlan(early, { daysAgo: 20 });

    const topUp = await createVerifiedUser(t.app);
    await buyPlan(topUp, { daysAgo: 25, plan: { ...orderPlanOf(JIO_299), validity: 'NA' } });

    const quiet = await createVerifiedUser(t.app);
    await injectAs(t.app, quiet, {
      method: 'PUT',
      url: '/api/users/me/notifications',
      payload: { email: { planExpiry: false } },
    });
    await buyPlan(quiet, { daysAgo: 25 });

    const unverified = await createUser(t.app);
    await buyPlan(unverified, { daysAgo: 25 });

    const failed = await createVerifiedUser(t.app);
    await buyPlan(failed, { daysAgo: 25, status: 'Failed' });

    const ended = await createVerifiedUser(t.app);
    await buyPlan(ended, { daysAgo: 40 });

    const again = await createVerifiedUser(t.app);
    const first = await buyPlan(again, { daysAgo: 25 });
    await buyPlan(again, { daysAgo: 1, mobile: first.mobile });

    await runPlanReminders(deps());
    for (const user of [early, topUp, quiet, unverified, failed, ended, again])
      expect(mailsTo(user)).toEqual([]);
  });

  it('tries again on the next run when the mail could not be sent', async () => {
    const user = await createVerifiedUser(t.app);
    await buyPlan(user, { daysAgo: 25 });
    mailRecorder.isDown = true;
    try {
      const run = await runPlanReminders(deps());
      expect(run.failed).toBeGreaterThanOrEqual(1);
    } finally {
      mailRecorder.isDown = false;
    }
    expect(mailsTo(user)).toEqual([]);
    await runPlanReminders(deps());
    expect(mailsTo(user)).toHaveLength(1);
  });
});

describe('the plan-reminders job', () => {
  it('is scheduled daily at 09:30 India time in pg-boss', async () => {
    const app = await buildTestApp({}, { jobs: true });
    try {
      const schedules = (
        (await app.database.db.execute(
          sql`select name, cron, timezone from pgboss.schedule where name = 'plan-reminders'`,
        )) as unknown as { rows: unknown[] }
      ).rows;
      expect(schedules).toEqual([{ name: 'plan-reminders', cron: '30 9 * * *', timezone: 'Asia/Kolkata' }]);
    } finally {
      await app.close();
    }
  });
});
