import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminPipeline } from '@paywise/domain/contracts/admin';
import type { OutboxMail } from '@paywise/domain/contracts/auth';
import type { CreatedOrderDto, OrderDetailDto, OrderPage } from '@paywise/domain/contracts/orders';
import { formatOrderId } from '@paywise/domain/format';
import { indiaDay, refundExpectedBy } from '@paywise/domain/time';
import { createDevOutboxMailer } from '../../../src/adapters/mailer/dev-outbox-mailer';
import { REFUNDS_PAST_DUE_JOB, orderJobs, runRefundsPastDueMail } from '../../../src/modules/orders';
import {
  deliverWebhook,
  razorpayEnv,
  startFakeRazorpay,
  type FakeRazorpay,
  type WebhookDelivery,
} from '../../helpers/fake-razorpay';
import {
  buildTestApp,
  createAdmin,
  createVerifiedUser,
  injectAs,
  uniqueMobileNumber,
  type TestApp,
  type TestUser,
} from '../../helpers/test-app';
import { expireOrder } from '../../helpers/pay';

/**
 * Issue 30, "Refunds with a clock" (docs/decisions/0024): every refund is answered in the order's read shape with
 * its expected date (T+5 business days for UPI and cards, T+1 for wallets); one past it and not processed is said
 * on the order, counted for the admin and mailed to the admins daily; the refund.processed webhook or the
 * sweeper's question closes it.
 */

const number = () => uniqueMobileNumber('96');

describe('the refund clock (Razorpay, the local fake)', () => {
  let fake: FakeRazorpay;
  let rz: TestApp;
  let carol: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    rz = await buildTestApp(
      {
        ...razorpayEnv(fake),
        LOG_LEVEL: 'silent',
        SWEEP_GRACE_SECONDS: '0',
      },
      { jobs: false },
    );
    carol = await createVerifiedUser(rz.app);
    admin = await createAdmin(rz.app);
    // Refunds stay 'pending' at the gateway until the test settles them, as a bank's would.
    fake.setRefundStatus('pending');
  });
  afterAll(async () => {
    await rz?.close();
    await fake?.close();
  });

  const deliver = (hook: WebhookDelivery) => deliverWebhook(rz.app, hook);

  const readOrder = async (id: number): Promise<OrderDetailDto> => {
    const res = await injectAs(rz.app, carol, { method: 'GET', url: `/api/orders/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OrderDetailDto;
  };

  const pastDueCount = async (): Promise<number> => {
    const res = await injectAs(rz.app, admin, { method: 'GET', url: '/api/admin/pipeline' });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AdminPipeline).refundsPastDue!;
  };

  /** Moves a refund's start back by `days` days (as if it had been started then). */
  const startedDaysAgo = (paymentId: string, days: number) =>
    rz.database.db.execute(
      sql`update payment_refunds set created_at = created_at - make_interval(days => ${days}),
                 refunded_at = refunded_at - make_interval(days => ${days})
          where payment_id = ${paymentId}`,
    );

  /** An order expired by the sweeper, then paid at Razorpay by UPI: its payment is refunded (pending there). */
  async function lateRefund() {
    const res = await injectAs(rz.app, carol, {
      method: 'POST',
      url: '/api/orders',
      payload: { type: 'MOBILE', operator: 'Airtel', number: number(), circle: 'Delhi NCR', amount: 249 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as CreatedOrderDto;
    await expireOrder(rz, order.id);
    const payment = fake.pay(order.payment!.gatewayOrderId, { outcome: 'captured', method: 'upi' });
    expect((await deliver(fake.webhook('payment.captured', { paymentId: payment.id }))).json()).toEqual({
      status: 'processed',
    });
    const [refund] = (await readOrder(order.id)).refunds ?? [];
    expect(refund).toBeDefined();
    return { order, payment, refundId: refund.refundId! };
  }

  it('answers each refund with its method, start, expected date, status and refund id', async () => {
    const { order, payment, refundId } = await lateRefund();
    const detail = await readOrder(order.id);
    expect(detail.refunds).toHaveLength(1);
    const [refund] = detail.refunds!;
    expect(refund).toEqual({
      amount: payment.amount / 100,
      method: 'UPI',
      startedAt: expect.any(String),
      expectedBy: refundExpectedBy(new Date(refund.startedAt), 'UPI'),
      processedAt: null,
      status: 'started',
      refundId: expect.stringMatching(/^rfnd_/),
      pastDue: false,
    });
    expect(refund.refundId).toBe(refundId);
    // The history lists the same refund with its order.
    const page = await injectAs(rz.app, carol, { method: 'GET', url: '/api/orders?limit=100' });
    const listed = (page.json() as OrderPage).orders.find((o) => o.id === order.id);
    expect(listed?.refunds).toEqual(detail.refunds);
  });

  it('a refund past its expected date is said on the order, counted for the admin, and closed by refund.processed', async () => {
    const before = await pastDueCount();
    const { order, payment, refundId } = await lateRefund();
    await startedDaysAgo(payment.id, 12);
    const [late] = (await readOrder(order.id)).refunds!;
    expect(late).toMatchObject({ status: 'started', pastDue: true });
    expect(late.expectedBy < indiaDay(new Date())).toBe(true);
    expect(await pastDueCount()).toBe(before + 1);

    fake.settleRefund(refundId, 'processed');
    expect(
      (await deliver(fake.webhook('refund.processed', { paymentId: payment.id, refundId }))).json(),
    ).toEqual({ status: 'processed' });
    const [closed] = (await readOrder(order.id)).refunds!;
    expect(closed).toMatchObject({ status: 'processed', pastDue: false, refundId });
    expect(closed.processedAt).not.toBeNull();
    expect(await pastDueCount()).toBe(before);
  });

  it('the sweeper asks the gateway about a refund not processed yet, and closes it when it is', async () => {
    const { order, payment, refundId } = await lateRefund();
    await startedDaysAgo(payment.id, 2);
    fake.settleRefund(refundId, 'processed');
    const asked = fake.requestCount('GET /payments/:id/refunds/:refund_id');
    await rz.app.orderService.sweep();
    expect(fake.requestCount('GET /payments/:id/refunds/:refund_id')).toBe(asked + 1);
    const [refund] = (await readOrder(order.id)).refunds!;
    expect(refund).toMatchObject({ status: 'processed', pastDue: false });
    // Asked at most once an hour: a second sweep does not ask again.
    await rz.app.orderService.sweep();
    expect(fake.requestCount('GET /payments/:id/refunds/:refund_id')).toBe(asked + 1);
  });

  it('the daily job mails every admin the refunds past due (none: no mail)', async () => {
    const job = orderJobs(rz.app.orderService, rz.app.config.pipeline, {
      db: rz.app.db,
      mailer: () => null,
      log: rz.app.log,
      appUrl: rz.app.config.appUrl,
    }).find((j) => j.name === REFUNDS_PAST_DUE_JOB);
    expect(job?.cron).toEqual({ pattern: expect.any(String), tz: 'Asia/Kolkata' });

    const { order, payment, refundId } = await lateRefund();
    await startedDaysAgo(payment.id, 12);
    const mailer = createDevOutboxMailer(rz.app.db, rz.app.log);
    const run = () =>
      runRefundsPastDueMail({
        db: rz.app.db,
        mailer,
        log: rz.app.log,
        appUrl: rz.app.config.appUrl,
        attentionFailures: 3,
      });
    const sent = await run();
    expect(sent).toBeGreaterThanOrEqual(1);
    const outbox = (await rz.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as OutboxMail[];
    const mail = outbox.find((m) => m.to === admin.email);
    expect(mail?.subject).toMatch(/^Refunds past due: \d+$/);
    expect(mail?.text).toContain(formatOrderId(order.id));
    expect(mail?.text).toContain(refundId);
    expect(outbox.some((m) => m.to === carol.email)).toBe(false);

    // Once every refund is processed there is nothing to send.
    await rz.database.db.execute(
      sql`update payment_refunds set gateway_status = 'processed', processed_at = now() where processed_at is null`,
    );
    expect(await run()).toBe(0);
  });
});
