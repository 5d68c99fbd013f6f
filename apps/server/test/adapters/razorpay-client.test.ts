import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  RazorpayAuthError,
  RazorpayClient,
  RazorpayError,
  RazorpayRequestError,
  RazorpayUnavailableError,
  signPayment,
  signWebhook,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from '../../src/adapters/payment-gateway/razorpay-client';
import { startFakeRazorpay, type FakeRazorpay } from '../helpers/fake-razorpay';

/** The same string with the character at `index` replaced by another one. */
const flip = (text: string, index: number) => {
  const i = index < 0 ? text.length + index : index;
  return text.slice(0, i) + (text[i] === 'a' ? 'b' : 'a') + text.slice(i + 1);
};

/** The error a promise rejects with (fails the test if it resolves). */
async function failure(promise: Promise<unknown>): Promise<RazorpayError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RazorpayError);
    return error as RazorpayError;
  }
  throw new Error('expected the call to fail');
}

describe('Razorpay client, against a local fake of the documented API', () => {
  let fake: FakeRazorpay;
  let client: RazorpayClient;
  const newClient = (options: { keyId?: string; keySecret?: string; timeoutMs?: number } = {}) =>
    new RazorpayClient({
      keyId: options.keyId ?? fake.keyId,
      keySecret: options.keySecret ?? fake.keySecret,
      baseUrl: fake.url,
      timeoutMs: options.timeoutMs ?? 5_000,
    });
  let receipts = 0;
  const nextReceipt = () => `paywise-order-${++receipts}`;

  /** An order paid in full by the customer (auto-capture). */
  async function capturedPayment(amountPaise = 49_900) {
    const order = await client.createOrder({ amountPaise, currency: 'INR', receipt: nextReceipt() });
    return fake.pay(order.id, { outcome: 'captured', method: 'upi' });
  }

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    client = newClient();
  });
  afterEach(() => {
    fake.setFault(null);
    fake.setRefundLatency(0);
  });
  afterAll(() => fake.close());

  describe('orders and payments', () => {
    it('creates an order: amount in paise, INR, our receipt and notes', async () => {
      const order = await client.createOrder({
        amountPaise: 49_900,
        currency: 'INR',
        receipt: 'paywise-order-123',
        notes: { orderId: '123' },
      });
      expect(order).toMatchObject({
        entity: 'order',
        amount: 49_900,
        amount_paid: 0,
        amount_due: 49_900,
        currency: 'INR',
        receipt: 'paywise-order-123',
        status: 'created',
        attempts: 0,
        notes: { orderId: '123' },
      });
      expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
      expect(await client.fetchOrder(order.id)).toEqual(order);
    });

    it("reports Razorpay's own description when it refuses an order (4xx → RazorpayRequestError)", async () => {
      const error = await failure(
        client.createOrder({ amountPaise: 50, currency: 'INR', receipt: nextReceipt() }),
      );
      expect(error).toBeInstanceOf(RazorpayRequestError);
      expect(error).toMatchObject({ status: 400, retryable: false, operation: 'POST /orders' });
      expect(error.detail).toMatchObject({ code: 'BAD_REQUEST_ERROR', field: 'amount' });
      expect(error.message).toContain('The amount must be at least INR 1.00');

      const tooLong = await failure(
        client.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r'.repeat(41) }),
      );
      expect(tooLong.detail?.field).toBe('receipt');
    });

    it('refuses a fractional amount and a malformed id before sending anything', async () => {
      const before = fake.requests.length;
      expect(
        await failure(client.createOrder({ amountPaise: 12.5, currency: 'INR', receipt: 'x' })),
      ).toBeInstanceOf(RazorpayRequestError);
      expect(await failure(client.fetchPayment('../orders'))).toBeInstanceOf(RazorpayRequestError);
      expect(await failure(client.fetchOrderPayments('order_x/../../payments'))).toBeInstanceOf(
        RazorpayRequestError,
      );
      expect(fake.requests.length).toBe(before);
    });

    it('with unique_receipt, a retried create returns the first order', async () => {
      const receipt = nextReceipt();
      const first = await client.createOrder({
        amountPaise: 1_000,
        currency: 'INR',
        receipt,
        uniqueReceipt: true,
      });
      const retried = await client.createOrder({
        amountPaise: 1_000,
        currency: 'INR',
        receipt,
        uniqueReceipt: true,
      });
      expect(retried.id).toBe(first.id);
    });

    it("fetches an order's payments after the customer paid, then a payment", async () => {
      const order = await client.createOrder({
        amountPaise: 19_900,
        currency: 'INR',
        receipt: nextReceipt(),
      });
      expect(await client.fetchOrderPayments(order.id)).toEqual([]);

      const declined = fake.pay(order.id, {
        outcome: 'failed',
        method: 'card',
        error: { description: 'Authentication failed due to incorrect otp', reason: 'invalid_otp' },
      });
      const paid = fake.pay(order.id, { outcome: 'captured', method: 'upi' });

      const attempts = await client.fetchOrderPayments(order.id);
      expect(attempts.map((p) => [p.id, p.status, p.method, p.captured])).toEqual([
        [declined.id, 'failed', 'card', false],
        [paid.id, 'captured', 'upi', true],
      ]);
      expect(attempts[0]).toMatchObject({
        order_id: order.id,
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Authentication failed due to incorrect otp',
        error_reason: 'invalid_otp',
      });
      expect(attempts[1]).toMatchObject({ amount: 19_900, currency: 'INR', error_code: null });
      expect(attempts[1].id).toMatch(/^pay_[A-Za-z0-9]{14}$/);

      expect(await client.fetchPayment(paid.id)).toEqual(attempts[1]);
      expect(await client.fetchOrder(order.id)).toMatchObject({
        status: 'paid',
        amount_paid: 19_900,
        attempts: 2,
      });

      const unknown = await failure(client.fetchPayment('pay_Unknown0000000'));
      expect(unknown).toBeInstanceOf(RazorpayRequestError);
      expect(unknown.message).toContain('The id provided does not exist');
    });

    it('captures an authorized payment; capturing it again returns it, a wrong amount is refused', async () => {
      const order = await client.createOrder({
        amountPaise: 29_900,
        currency: 'INR',
        receipt: nextReceipt(),
      });
      const authorized = fake.pay(order.id, { outcome: 'authorized', method: 'netbanking' });
      expect(await client.fetchOrder(order.id)).toMatchObject({ status: 'attempted' });

      const wrongAmount = await failure(client.capturePayment(authorized.id, 100));
      expect(wrongAmount).toBeInstanceOf(RazorpayRequestError);

      const captured = await client.capturePayment(authorized.id, 29_900, 'INR');
      expect(captured).toMatchObject({
        id: authorized.id,
        status: 'captured',
        captured: true,
        amount: 29_900,
      });
      expect(await client.fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 29_900 });

      // The sweeper asking again (e.g. the first answer was lost): Razorpay refuses, the client returns the capture.
      expect(await client.capturePayment(authorized.id, 29_900)).toMatchObject({ status: 'captured' });
      const failed = fake.pay(order.id, { outcome: 'failed' });
      const notAuthorized = await failure(client.capturePayment(failed.id, 29_900));
      expect(notAuthorized.message).toContain(
        'Only payments which have been authorized and not yet captured',
      );
    });
  });

  describe('refundOnce: never a double refund', () => {
    it('refunds a captured payment; asking again reuses that refund', async () => {
      const payment = await capturedPayment();
      const receipt = `refund-${payment.order_id}`;

      const first = await client.refundOnce(payment.id, payment.amount, receipt);
      expect(first.created).toBe(true);
      expect(first.refund).toMatchObject({
        entity: 'refund',
        payment_id: payment.id,
        amount: payment.amount,
        currency: 'INR',
        receipt,
        status: 'processed',
        speed_requested: 'normal',
      });
      expect(first.refund.id).toMatch(/^rfnd_/);

      const again = await client.refundOnce(payment.id, payment.amount, receipt);
      expect(again).toEqual({ refund: first.refund, created: false });
      expect(fake.refundsCreated(payment.id)).toBe(1);
      expect(await client.fetchPayment(payment.id)).toMatchObject({
        status: 'refunded',
        amount_refunded: payment.amount,
        refund_status: 'full',
      });
    });

    it('concurrent calls in one process share one request', async () => {
      const payment = await capturedPayment();
      const posts = fake.requestCount('POST /payments/:id/refund');
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          client.refundOnce(payment.id, payment.amount, `refund-${payment.id}`),
        ),
      );
      expect(new Set(results.map((r) => r.refund.id)).size).toBe(1);
      expect(fake.refundsCreated(payment.id)).toBe(1);
      expect(fake.requestCount('POST /payments/:id/refund')).toBe(posts + 1);
    });

    it('two servers racing: the idempotency key leaves one refund at Razorpay', async () => {
      const payment = await capturedPayment();
      const receipt = `refund-${payment.id}`;
      fake.setRefundLatency(300); // the first refund is still being made when the second request arrives
      const servers = [newClient(), newClient(), newClient()];
      const results = await Promise.allSettled(
        servers.map((c) => c.refundOnce(payment.id, payment.amount, receipt)),
      );

      expect(fake.refundsCreated(payment.id)).toBe(1);
      const made = [...fake.refunds.values()].find((r) => r.payment_id === payment.id)!;
      for (const result of results) {
        if (result.status === 'fulfilled') {
          expect(result.value.refund.id).toBe(made.id);
        } else {
          // 409 while the first is processed: retryable, the sweeper asks again.
          expect(result.reason).toBeInstanceOf(RazorpayUnavailableError);
          expect(result.reason).toMatchObject({ status: 409, retryable: true });
        }
      }
      expect(results.some((r) => r.status === 'fulfilled')).toBe(true);

      fake.setRefundLatency(0);
      const later = await servers[1].refundOnce(payment.id, payment.amount, receipt);
      expect(later).toMatchObject({ created: false, refund: { id: made.id } });
      expect(fake.refundsCreated(payment.id)).toBe(1);
    });

    it('when the answer to the refund is lost (502 after it took effect), asking again finds it', async () => {
      const payment = await capturedPayment();
      const receipt = `refund-${payment.id}`;
      fake.setFault({
        kind: 'status',
        status: 502,
        route: 'POST /payments/:id/refund',
        afterProcessing: true,
        times: 1,
      });

      const lost = await failure(client.refundOnce(payment.id, payment.amount, receipt));
      expect(lost).toBeInstanceOf(RazorpayUnavailableError);
      expect(lost.retryable).toBe(true);
      expect(fake.refundsCreated(payment.id)).toBe(1);

      const again = await client.refundOnce(payment.id, payment.amount, receipt);
      expect(again.created).toBe(false);
      expect(again.refund.receipt).toBe(receipt);
      expect(fake.refundsCreated(payment.id)).toBe(1);
    });

    it('when the connection drops after the refund took effect, asking again finds it', async () => {
      const payment = await capturedPayment();
      fake.setFault({ kind: 'reset', route: 'POST /payments/:id/refund', afterProcessing: true, times: 1 });
      expect(await failure(client.refundOnce(payment.id, payment.amount, 'refund-reset'))).toBeInstanceOf(
        RazorpayUnavailableError,
      );
      expect((await client.refundOnce(payment.id, payment.amount, 'refund-reset')).created).toBe(false);
      expect(fake.refundsCreated(payment.id)).toBe(1);
    });

    it('reuses a refund already given from the Dashboard (no receipt) that covers the amount', async () => {
      const payment = await capturedPayment(10_000);
      const response = await fetch(`${fake.url}/payments/${payment.id}/refund`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ amount: 10_000 }),
      });
      expect(response.status).toBe(200);
      const result = await client.refundOnce(payment.id, 10_000, 'refund-after-dashboard');
      expect(result).toMatchObject({ created: false, refund: { receipt: null, amount: 10_000 } });
      expect(fake.refundsCreated(payment.id)).toBe(1);
    });

    it('refunding more than was captured is refused with the documented 400, and nothing is refunded', async () => {
      const payment = await capturedPayment(5_000);
      const error = await failure(client.refundOnce(payment.id, 5_100, 'refund-too-much'));
      expect(error).toBeInstanceOf(RazorpayRequestError);
      expect(error).toMatchObject({ status: 400, retryable: false });
      expect(error.message).toContain('The refund amount provided is greater than amount captured');
      expect(fake.refundsCreated(payment.id)).toBe(0);
    });
  });

  describe('failures', () => {
    it('a wrong key secret or key id: RazorpayAuthError, clear, without the secret', async () => {
      const wrongSecret = `wrong-secret-${Math.random().toString(36).slice(2)}`;
      for (const wrong of [
        newClient({ keySecret: wrongSecret }),
        newClient({ keyId: 'rzp_test_NotOurKey0001', keySecret: wrongSecret }),
      ]) {
        const error = await failure(
          wrong.createOrder({ amountPaise: 1_000, currency: 'INR', receipt: 'auth' }),
        );
        expect(error).toBeInstanceOf(RazorpayAuthError);
        expect(error).toMatchObject({ status: 401, retryable: false, operation: 'POST /orders' });
        expect(error.message).toMatch(/^Razorpay rejected the key id\/secret \(HTTP 401 on POST \/orders/);
        expect(error.message).toContain('The api key provided is invalid');
        expect(error.message).toContain('RAZORPAY_KEY_SECRET');
        const everything = `${error.message} ${error.stack} ${inspect(error, { depth: 5 })} ${JSON.stringify(error)}`;
        expect(everything).not.toContain(wrongSecret);
        expect(everything).not.toContain(Buffer.from(`${wrong.keyId}:${wrongSecret}`).toString('base64'));
        expect(`${inspect(wrong, { showHidden: true })} ${JSON.stringify(wrong)}`).not.toContain(wrongSecret);
      }
    });

    it('5xx, with Razorpay’s body or a proxy’s HTML page: RazorpayUnavailableError, retryable', async () => {
      for (const fault of [
        { kind: 'status', status: 503 },
        { kind: 'status', status: 500 },
        { kind: 'status', status: 502, html: true },
        { kind: 'status', status: 429 },
      ] as const) {
        fake.setFault({ ...fault, times: 1 });
        const error = await failure(
          client.createOrder({ amountPaise: 1_000, currency: 'INR', receipt: 'x' }),
        );
        expect(error).toBeInstanceOf(RazorpayUnavailableError);
        expect(error).toMatchObject({ status: fault.status, retryable: true });
        expect(error.message).toContain('try again later');
      }
      // The fault was for one request only: the next one goes through.
      expect((await client.createOrder({ amountPaise: 1_000, currency: 'INR', receipt: 'y' })).status).toBe(
        'created',
      );
    });

    it('no answer within the timeout: RazorpayUnavailableError, retryable', async () => {
      const impatient = newClient({ timeoutMs: 300 });
      fake.setFault({ kind: 'hang', route: 'GET /orders/:id/payments' });
      const started = Date.now();
      const error = await failure(impatient.fetchOrderPayments('order_Hanging0000000'));
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(error).toBeInstanceOf(RazorpayUnavailableError);
      expect(error.retryable).toBe(true);
      expect(error.message).toBe(
        'Razorpay did not answer GET /orders/order_Hanging0000000/payments within 300 ms; try again later.',
      );
    });

    it('a dropped connection or an unreachable host: RazorpayUnavailableError, retryable', async () => {
      fake.setFault({ kind: 'reset', times: 1 });
      expect(await failure(client.fetchPayment('pay_Dropped00000000'))).toBeInstanceOf(
        RazorpayUnavailableError,
      );

      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const nowhere = new RazorpayClient({
        keyId: fake.keyId,
        keySecret: fake.keySecret,
        baseUrl: `http://127.0.0.1:${port}/v1`,
      });
      const error = await failure(nowhere.fetchPayment('pay_Nowhere00000000'));
      expect(error).toBeInstanceOf(RazorpayUnavailableError);
      expect(error.message).toMatch(
        /^Razorpay could not be reached for GET \/payments\/pay_Nowhere00000000 /,
      );
      expect(error.message).not.toContain(fake.keySecret);
    });

    it('refuses a configuration it cannot use', () => {
      expect(() => new RazorpayClient({ keyId: 'rzp_test_x', keySecret: '' })).toThrow(
        /key secret is not configured/,
      );
      expect(
        () =>
          new RazorpayClient({
            keyId: 'rzp_test_x',
            keySecret: 's',
            baseUrl: 'https://id:pw@api.example/v1',
          }),
      ).toThrow(/must not contain credentials/);
      expect(new RazorpayClient({ keyId: 'rzp_test_x', keySecret: 's' }).baseUrl).toBe(
        'https://api.razorpay.com/v1',
      );
    });
  });

  describe('signatures', () => {
    it('payment signature: the genuine one passes; one character changed anywhere fails', async () => {
      const payment = await capturedPayment();
      const checkout = fake.checkoutResponse(payment);
      const input = {
        orderId: payment.order_id!,
        paymentId: payment.id,
        signature: checkout.razorpay_signature,
        keySecret: fake.keySecret,
      };
      // Razorpay's definition, computed independently.
      expect(checkout.razorpay_signature).toBe(
        createHmac('sha256', fake.keySecret).update(`${payment.order_id}|${payment.id}`).digest('hex'),
      );
      expect(signPayment(input)).toBe(checkout.razorpay_signature);
      expect(verifyPaymentSignature(input)).toBe(true);
      expect(client.verifyPaymentSignature(input)).toBe(true);

      expect(verifyPaymentSignature({ ...input, orderId: flip(input.orderId, -1) })).toBe(false);
      expect(verifyPaymentSignature({ ...input, paymentId: flip(input.paymentId, -1) })).toBe(false);
      expect(verifyPaymentSignature({ ...input, signature: flip(input.signature, 0) })).toBe(false);
      expect(verifyPaymentSignature({ ...input, signature: flip(input.signature, -1) })).toBe(false);
      expect(verifyPaymentSignature({ ...input, keySecret: `${fake.keySecret}x` })).toBe(false);
      expect(newClient({ keySecret: 'another-secret' }).verifyPaymentSignature(input)).toBe(false);
    });

    it('payment signature: wrong length or not a string fails without throwing', () => {
      const input = { orderId: 'order_A', paymentId: 'pay_B', keySecret: 'secret' };
      const genuine = signPayment(input);
      for (const signature of [
        '',
        'abc',
        genuine.slice(1),
        `${genuine}0`,
        genuine.toUpperCase(),
        undefined,
        [genuine],
      ]) {
        expect(verifyPaymentSignature({ ...input, signature })).toBe(false);
      }
    });

    it('webhook signature: checked against the raw body exactly as received', async () => {
      const payment = await capturedPayment();
      const { rawBody, signature } = fake.webhook('payment.captured', { paymentId: payment.id });
      const input = { rawBody, signature, webhookSecret: fake.webhookSecret };

      expect(signature).toBe(createHmac('sha256', fake.webhookSecret).update(rawBody).digest('hex'));
      expect(signWebhook(input)).toBe(signature);
      expect(verifyWebhookSignature(input)).toBe(true);
      expect(verifyWebhookSignature({ ...input, rawBody: Buffer.from(rawBody) })).toBe(true);
      expect(JSON.parse(rawBody)).toMatchObject({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: { id: payment.id, status: 'captured' } } },
      });

      const amountAt = rawBody.indexOf('"amount":') + '"amount":'.length;
      expect(verifyWebhookSignature({ ...input, rawBody: flip(rawBody, amountAt) })).toBe(false);
      expect(
        verifyWebhookSignature({ ...input, rawBody: JSON.stringify(JSON.parse(rawBody), null, 1) }),
      ).toBe(false);
      expect(verifyWebhookSignature({ ...input, signature: flip(signature, 10) })).toBe(false);
      expect(verifyWebhookSignature({ ...input, webhookSecret: fake.keySecret })).toBe(false);
      for (const wrong of ['', signature.slice(0, 63), `${signature}ab`, undefined, [signature]]) {
        expect(verifyWebhookSignature({ ...input, signature: wrong })).toBe(false);
      }
    });

    it('an unconfigured (empty) secret is an error, not a signature anyone can make', () => {
      expect(() => verifyWebhookSignature({ rawBody: '{}', signature: 'x', webhookSecret: '' })).toThrow(
        TypeError,
      );
      expect(() => signPayment({ orderId: 'order_A', paymentId: 'pay_B', keySecret: '' })).toThrow(TypeError);
    });
  });
});
