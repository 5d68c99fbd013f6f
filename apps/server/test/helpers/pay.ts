import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreatedOrderDto, OrderDto } from '@paywise/domain/contracts/orders';
import type { SandboxPaymentBody, SandboxPaymentResult } from '@paywise/domain/contracts/payments';
import { SANDBOX_UPI_SUCCESS } from '@paywise/domain/payments';
import { injectAs, type TestApp } from './test-app';

type Attempt = Omit<SandboxPaymentBody, 'gatewayOrderId'>;
export const UPI_SUCCESS: Attempt = { method: 'UPI', vpa: SANDBOX_UPI_SUCCESS };

/** The sandbox payment sheet's call (POST /api/sandbox/payments) for a created order. */
export async function sandboxPay(
  app: FastifyInstance,
  user: { token: string },
  { order, attempt = UPI_SUCCESS }: { order: Pick<CreatedOrderDto, 'payment'>; attempt?: Attempt },
): Promise<SandboxPaymentResult> {
  if (!order.payment) throw new Error('the order has no gateway order to pay');
  const res = await injectAs(app, user, {
    method: 'POST',
    url: '/api/sandbox/payments',
    payload: { gatewayOrderId: order.payment.gatewayOrderId, ...attempt },
  });
  if (res.statusCode !== 200) throw new Error(`sandbox payment answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** The browser's confirmation (POST /api/orders/{id}/payment) of a captured sandbox payment. */
export function confirmPayment(
  app: FastifyInstance,
  user: { token: string },
  {
    order,
    payment,
  }: { order: Pick<CreatedOrderDto, 'id' | 'payment'>; payment: { paymentId: string; signature: string } },
) {
  return injectAs(app, user, {
    method: 'POST',
    url: `/api/orders/${order.id}/payment`,
    payload: { gatewayOrderId: order.payment?.gatewayOrderId, ...payment },
  });
}

/**
 * What a customer does after POST /orders answers 201: pays in the sandbox sheet (UPI success@razorpay unless
 * told otherwise) and the browser confirms it. Returns the order as the confirmation answers it.
 */
export async function payOrder(
  app: FastifyInstance,
  user: { token: string },
  { order, attempt = UPI_SUCCESS }: { order: CreatedOrderDto; attempt?: Attempt },
): Promise<OrderDto> {
  const result = await sandboxPay(app, user, { order, attempt });
  if (result.status !== 'captured') throw new Error(`the sandbox payment failed: ${result.reason}`);
  const res = await confirmPayment(app, user, { order, payment: result });
  if (res.statusCode !== 200) throw new Error(`confirmation answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** POST /api/orders then payOrder: a paid order, as the web app's Pay → sheet → result flow makes one. */
export async function placePaidOrder(
  app: FastifyInstance,
  user: { token: string },
  {
    payload,
    key,
    url,
    attempt,
  }: { payload: Record<string, unknown>; key?: string; url?: string; attempt?: Attempt },
): Promise<OrderDto> {
  const res = await injectAs(app, user, {
    method: 'POST',
    url: url ?? '/api/orders',
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) {
    throw new Error(`POST /orders answered ${res.statusCode}: ${res.body}`);
  }
  return payOrder(app, user, { order: res.json(), attempt });
}

/** The order's payment window is over and the sweeper expired it (nothing captured as far as it knew). */
export async function expireOrder(t: Pick<TestApp, 'app' | 'database'>, orderId: number) {
  await t.database.db.execute(
    sql`update orders set created_at = now() - interval '16 minutes', updated_at = now() - interval '2 minutes'
        where id = ${orderId}`,
  );
  await t.app.orderService.sweep();
}
