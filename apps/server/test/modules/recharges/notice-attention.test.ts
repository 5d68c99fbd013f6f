/**
 * A kept provider notice (recharge_notices: a Setu prepaid or BBPS webhook whose status query failed) that keeps
 * failing is asked again with a backoff and, after NOTICE_ATTENTION_ATTEMPTS questions, is shown for a person: on
 * the admin pipeline card and in the daily mail, with one error line when it crosses the limit. It is still asked
 * (never dropped) and leaves the list once the provider answers (issue 46).
 */
import { Writable } from 'node:stream';
import type { AdminPipeline } from '@paywise/domain/contracts/admin';
import type { OutboxMail } from '@paywise/domain/contracts/auth';
import { formatOrderId } from '@paywise/domain/format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevOutboxMailer } from '../../../src/adapters/mailer/dev-outbox-mailer';
import { REFUNDS_PAST_DUE_JOB, orderJobs } from '../../../src/modules/orders';
import { keepBillNotice, redriveRechargeNotices } from '../../../src/modules/recharges';
import { placePaidOrder } from '../../helpers/pay';
import {
  buildTestApp,
  createAdmin,
  createVerifiedUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../helpers/test-app';

const lines: Array<{ level: number; msg: string; orderId?: number }> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
    done();
  },
});

let t: TestApp;
let alice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'warn', NOTICE_ATTENTION_ATTEMPTS: '3' }, { jobs: false, logStream });
  alice = await createVerifiedUser(t.app);
  admin = await createAdmin(t.app, { email: 'ops@paywise.test' });
});
afterAll(() => t?.close());

const pipeline = async () =>
  (await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/pipeline' })).json<AdminPipeline>();

const due = (orderId: number) =>
  t.database.db.execute(sql`update recharge_notices set next_attempt_at = now() where order_id = ${orderId}`);

async function noticeOf(orderId: number) {
  const result = (await t.database.db.execute(
    sql`select attempts, extract(epoch from next_attempt_at - now())::int as wait from recharge_notices where order_id = ${orderId}`,
  )) as unknown as { rows: { attempts: number; wait: number }[] };
  return result.rows[0];
}

describe('a kept provider notice that keeps failing', () => {
  it('is retried with a backoff, then shown on the pipeline card and in the daily mail; never dropped', async () => {
    expect(t.app.config.pipeline.noticeAttentionAttempts).toBe(3);
    const order = await placePaidOrder(t.app, alice, {
      payload: {
        type: 'MOBILE',
        operator: 'Airtel',
        number: '9876543210',
        circle: 'Delhi NCR',
        amount: 299,
      },
    });
    await keepBillNotice({ db: t.app.db, log: t.app.log }, order.id, new Error('Setu answered 429'));
    const failing = {
      recheckRecharge: async () => {
        throw new Error('Setu BBPS answered 503');
      },
    };
    const deps = {
      db: t.app.db,
      orders: failing,
      log: t.app.log,
      attentionAttempts: t.app.config.pipeline.noticeAttentionAttempts,
    };
    expect((await pipeline()).providerNoticesUnanswered).toBe(0);

    // Question 2 (the webhook's own was 1): still below the limit; the next one waits longer (backoff).
    await due(order.id);
    await redriveRechargeNotices(deps);
    expect(await noticeOf(order.id)).toMatchObject({ attempts: 2 });
    expect((await noticeOf(order.id))!.wait).toBeGreaterThan(60);
    expect((await pipeline()).providerNoticesUnanswered).toBe(0);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);

    // Question 3 fails too: a person is needed. One error line, the card counts it, the mail lists it.
    await due(order.id);
    await redriveRechargeNotices(deps);
    expect(await noticeOf(order.id)).toMatchObject({ attempts: 3 });
    expect(lines.filter((l) => l.level >= 50 && l.orderId === order.id)).toHaveLength(1);
    expect((await pipeline()).providerNoticesUnanswered).toBe(1);

    const job = orderJobs(t.app.orderService, t.app.config.pipeline, {
      db: t.app.db,
      mailer: () => createDevOutboxMailer(t.app.db, t.app.log),
      log: t.app.log,
      appUrl: t.app.config.appUrl,
      noticesNeedingAttention: () => t.app.orderService.noticesNeedingAttention(),
    }).find((j) => j.name === REFUNDS_PAST_DUE_JOB)!;
    expect(await job.run(new AbortController().signal)).toBeGreaterThanOrEqual(1);
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as OutboxMail[];
    const mail = outbox.find((m) => m.to === admin.email);
    expect(mail?.subject).toMatch(/provider notices? unanswered: 1/i);
    expect(mail?.text).toContain(formatOrderId(order.id));
    expect(mail?.text).toContain('Setu BBPS answered 503');

    // Still asked (a fourth failure: no second error line), and kept.
    await due(order.id);
    await redriveRechargeNotices(deps);
    expect(await noticeOf(order.id)).toMatchObject({ attempts: 4 });
    expect(lines.filter((l) => l.level >= 50 && l.orderId === order.id)).toHaveLength(1);

    // The provider answers: the notice is done and leaves the card.
    await due(order.id);
    await redriveRechargeNotices({ ...deps, orders: t.app.orderService });
    expect(await noticeOf(order.id)).toBeUndefined();
    expect((await pipeline()).providerNoticesUnanswered).toBe(0);
  });
});
