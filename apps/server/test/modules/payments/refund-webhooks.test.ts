import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';
import { RazorpayClient, signWebhook } from '../../../src/adapters/payment-gateway/razorpay-client';
import { logCapture } from '../../helpers/fake-redis';
import {
  deliverWebhook,
  razorpayEnv,
  startFakeRazorpay,
  type FakeRazorpay,
  type WebhookDelivery,
} from '../../helpers/fake-razorpay';
import {
  buildTestApp,
  createVerifiedUser,
  injectAs,
  uniqueMobileNumber,
  type TestApp,
  type TestUser,
} from '../../helpers/test-app';
import { expireOrder } from '../../helpers/pay';

/**
 * Issue 25: Razorpay's refund.processed and refund.failed webhooks (signature checked on the raw body) bring the
 * payment_refunds row up to date. The webhook only names the refund: the app asks Razorpay about it
 * (GET /payments/:id/refunds/:refund_id) and that answer decides. A refund that failed is claimed again by the
 * sweeper, which asks for a new refund (the money must still come back).
 */

const number = () => uniqueMobileNumber('97');

interface LedgerRow {
  status: string;
  refundRef: string | null;
  gatewayStatus: string | null;
  processedAt: string | null;
}

describe('refund webhooks update the refund ledger (Razorpay, the local fake)', () => {
  let fake: FakeRazorpay;
  let rz: TestApp;
  let carol: TestUser;
  const log = logCapture();

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    rz = await buildTestApp(
      {
        ...razorpayEnv(fake),
        LOG_LEVEL: 'warn',
        SWEEP_GRACE_SECONDS: '0',
      },
      { jobs: false, logStream: log.stream },
    );
    carol = await createVerifiedUser(rz.app);
    // Refunds stay 'pending' at the gateway until the test settles them, as a bank's would.
    fake.setRefundStatus('pending');
  });
  afterAll(async () => {
    await rz?.close();
    await fake?.close();
  });

  const deliver = (hook: WebhookDelivery) => deliverWebhook(rz.app, hook);

  const ledger = async (paymentId: string): Promise<LedgerRow> =>
    (
      (await rz.database.db.execute(
        sql`select status, refund_ref as "refundRef", gateway_status as "gatewayStatus",
                   processed_at::text as "processedAt"
            from payment_refunds where payment_id = ${paymentId}`,
      )) as unknown as { rows: LedgerRow[] }
    ).rows[0];

  /** An order expired by the sweeper, then paid at Razorpay: its payment is refunded (pending at the gateway). */
  async function lateRefund() {
    const res = await injectAs(rz.app, carol, {
      method: 'POST',
      url: '/api/orders',
      payload: { type: 'MOBILE', operator: 'Airtel', number: number(), circle: 'Delhi NCR', amount: 249 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as CreatedOrderDto;
    await expireOrder(rz, order.id);
    const payment = fake.pay(order.payment!.gatewayOrderId, { outcome: 'captured' });
    expect((await deliver(fake.webhook('payment.captured', { paymentId: payment.id }))).json()).toEqual({
      status: 'processed',
    });
    const row = await ledger(payment.id);
    expect(row).toMatchObject({ status: 'refunded', refundRef: expect.stringMatching(/^rfnd_/) });
    return { order, payment, refundId: row.refundRef! };
  }

  it('refund.processed: the refund is asked about, then marked processed with its time', async () => {
    const { payment, refundId } = await lateRefund();
    expect(await ledger(payment.id)).toMatchObject({ gatewayStatus: 'pending', processedAt: null });
    fake.settleRefund(refundId, 'processed');
    const before = fake.requestCount('GET /payments/:id/refunds/:refund_id');
    const res = await deliver(fake.webhook('refund.processed', { paymentId: payment.id, refundId }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'processed' });
    expect(fake.requestCount('GET /payments/:id/refunds/:refund_id')).toBe(before + 1);
    const row = await ledger(payment.id);
    expect(row).toMatchObject({ status: 'refunded', refundRef: refundId, gatewayStatus: 'processed' });
    expect(row.processedAt).not.toBeNull();
    // A second delivery (another event id) changes nothing.
    await deliver(fake.webhook('refund.processed', { paymentId: payment.id, refundId }));
    expect((await ledger(payment.id)).processedAt).toBe(row.processedAt);
  });

  it("the gateway's answer decides, not the webhook's body", async () => {
    const { payment, refundId } = await lateRefund();
    // A genuine signature over a body that says 'processed' while Razorpay still has the refund pending.
    const entity = { ...fake.refunds.get(refundId)!, status: 'processed' };
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: { refund: { entity }, payment: { entity: fake.payments.get(payment.id) } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const res = await deliver({
      rawBody,
      signature: signWebhook({ rawBody, webhookSecret: fake.webhookSecret }),
      eventId: `evt_${Date.now().toString(36)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await ledger(payment.id)).toMatchObject({ gatewayStatus: 'pending', processedAt: null });
  });

  it('refund.failed: recorded, logged at warn, and the sweeper asks for a new refund', async () => {
    const { payment, refundId } = await lateRefund();
    fake.settleRefund(refundId, 'failed');
    const res = await deliver(fake.webhook('refund.failed', { paymentId: payment.id, refundId }));
    expect(res.json()).toEqual({ status: 'processed' });
    expect(await ledger(payment.id)).toMatchObject({ status: 'pending', gatewayStatus: 'failed' });
    expect(log.lines.some((l) => l.level === 40 && l.paymentId === payment.id && /failed/.test(l.msg))).toBe(
      true,
    );
    await rz.app.orderService.sweep();
    expect(fake.refundsCreated(payment.id)).toBe(2);
    const row = await ledger(payment.id);
    expect(row.status).toBe('refunded');
    expect(row.refundRef).not.toBe(refundId);
    expect(row.gatewayStatus).toBe('pending');
  });

  it('a refund that failed at the gateway with its refund.failed webhook lost is replaced within minutes, not hours (issue 46)', async () => {
    const { payment, refundId } = await lateRefund();
    fake.settleRefund(refundId, 'failed');
    // No webhook. A sweep right after the refund was made does not ask yet (the first question waits a minute).
    await rz.app.orderService.sweep();
    expect(fake.refundsCreated(payment.id)).toBe(1);
    // Three minutes later (the refund made and last asked then), the next sweep asks, and a new refund is made.
    await rz.database.db.execute(
      sql`update payment_refunds set created_at = now() - interval '3 minutes',
                 refunded_at = now() - interval '3 minutes', checked_at = null
          where payment_id = ${payment.id}`,
    );
    await rz.app.orderService.sweep();
    expect(await ledger(payment.id)).toMatchObject({ status: 'pending', gatewayStatus: 'failed' });
    await rz.app.orderService.sweep();
    expect(fake.refundsCreated(payment.id)).toBe(2);
    expect(await ledger(payment.id)).toMatchObject({ status: 'refunded', gatewayStatus: 'pending' });
    // Asked again soon after, not an hour later: a refund 3 minutes old is asked about each minute or so.
    await rz.database.db.execute(
      sql`update payment_refunds set created_at = now() - interval '3 minutes',
                 checked_at = now() - interval '61 seconds'
          where payment_id = ${payment.id}`,
    );
    const asked = fake.requestCount('GET /payments/:id/refunds/:refund_id');
    await rz.app.orderService.sweep();
    expect(fake.requestCount('GET /payments/:id/refunds/:refund_id')).toBe(asked + 1);
  });

  it('a refund the gateway refuses again and again is replaced each time, and shown to the admins at the third (issue 46)', async () => {
    const { payment } = await lateRefund();
    const shown = async () => (await rz.app.orderService.pipelineStatus()).refundsPastDue ?? 0;
    const before = await shown();
    for (let failure = 1; failure <= 3; failure++) {
      const row = await ledger(payment.id);
      fake.settleRefund(row.refundRef!, 'failed');
      await deliver(fake.webhook('refund.failed', { paymentId: payment.id, refundId: row.refundRef! }));
      await rz.app.orderService.sweep();
      expect(fake.refundsCreated(payment.id)).toBe(failure + 1);
      expect(await shown()).toBe(failure < 3 ? before : before + 1);
    }
    // Never two live refunds: the latest is the one the ledger follows.
    expect((await ledger(payment.id)).gatewayStatus).toBe('pending');
  });

  it('the refund status query failing: 503 with Retry-After, the delivery acted on when repeated, the sweeper asks too', async () => {
    const { payment, refundId } = await lateRefund();
    fake.settleRefund(refundId, 'processed');
    const hook = fake.webhook('refund.processed', { paymentId: payment.id, refundId });
    fake.setFault({ kind: 'status', status: 503, route: 'GET /payments/:id/refunds/:refund_id', times: 1 });
    const res = await deliver(hook);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await ledger(payment.id)).toMatchObject({ gatewayStatus: 'pending', processedAt: null });
    // Razorpay does not deliver it again: the sweeper's question about unprocessed refunds settles it.
    await rz.database.db.execute(
      sql`update payment_refunds set checked_at = now() - interval '2 hours', refunded_at = now() - interval '2 hours'
          where payment_id = ${payment.id}`,
    );
    await rz.app.orderService.sweep();
    const row = await ledger(payment.id);
    expect(row).toMatchObject({ gatewayStatus: 'processed' });
    expect(row.processedAt).not.toBeNull();
    // A repeated delivery (same event id) is acted on, not taken for a duplicate: the claim was given back.
    expect((await deliver(hook)).json()).toEqual({ status: 'processed' });
  });

  it('a refund webhook with a bad signature is refused; one for a refund we did not make is ignored', async () => {
    const { payment, refundId } = await lateRefund();
    const hook = fake.webhook('refund.processed', { paymentId: payment.id, refundId });
    expect((await deliver({ ...hook, signature: '0'.repeat(64) })).statusCode).toBe(400);
    const other = fake.pay(fake.payments.get(payment.id)!.order_id!, { outcome: 'captured' });
    const client = new RazorpayClient({ keyId: fake.keyId, keySecret: fake.keySecret, baseUrl: fake.url });
    const stray = (await client.refundOnce(other.id, other.amount, 'dashboard')).refund.id;
    const res = await deliver(fake.webhook('refund.processed', { paymentId: other.id, refundId: stray }));
    expect(res.json()).toEqual({ status: 'ignored' });
  });
});
