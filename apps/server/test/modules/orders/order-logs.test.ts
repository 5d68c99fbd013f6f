import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';
import { confirmPayment, sandboxPay } from '../../helpers/pay';
import {
  buildTestApp,
  createVerifiedUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../helpers/test-app';

type Line = Record<string, unknown> & { msg: string; reqId?: string; orderId?: number; route?: string };

function captureLog() {
  const lines: Line[] = [];
  const waiters: Array<() => void> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      waiters.splice(0).forEach((wake) => wake());
      done();
    },
  });
  return {
    stream,
    lines,
    async waitFor(found: (line: Line) => boolean): Promise<Line> {
      for (;;) {
        const line = lines.find(found);
        if (line) return line;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

describe("a purchase's story in the logs", () => {
  const log = captureLog();
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { jobs: false, logStream: log.stream });
    user = await createVerifiedUser(t.app);
  });
  afterAll(() => t.close());

  it('one line per request with a request id, and the order id on every request about the order', async () => {
    const res = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/orders',
      payload: { type: 'MOBILE', operator: 'Airtel', number: '9876543210', circle: 'Delhi NCR', amount: 299 },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<CreatedOrderDto>();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const paid = await sandboxPay(t.app, user, { order });
    if (paid.status !== 'captured') throw new Error('the sandbox payment failed');
    expect((await confirmPayment(t.app, user, { order, payment: paid })).statusCode).toBe(200);
    await injectAs(t.app, user, { method: 'GET', url: `/api/orders/${order.id}` });
    // The sandbox's webhook arrives a moment later, through the app's own webhook route.
    await log.waitFor((l) => l.msg === 'request' && l.route === '/api/payments/webhook');

    const requests = log.lines.filter((l) => l.msg === 'request');
    // Fastify's own pair of lines is off: exactly one line per request id.
    expect(log.lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual(
      [],
    );
    const ids = requests.map((l) => l.reqId);
    expect(ids.every((id) => typeof id === 'string' && id.length === 36)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(requests.find((l) => l.reqId === res.headers['x-request-id'])).toBeDefined();

    const routes = [
      'POST /api/orders',
      'POST /api/sandbox/payments',
      'POST /api/orders/:id/payment',
      'GET /api/orders/:id',
      'POST /api/payments/webhook',
    ];
    for (const route of routes) {
      const line = requests.find((l) => `${(l.req as { method: string }).method} ${l.route}` === route);
      expect(line, route).toBeDefined();
      expect(line!.orderId, route).toBe(order.id);
      expect(line!.res).toEqual({ statusCode: expect.any(Number) });
      expect(line!.userId ?? null, route).toBe(route.includes('webhook') ? null : user.id);
    }
    // Every line that names an order names this one (there is no other).
    expect(log.lines.filter((l) => l.orderId !== undefined && l.orderId !== order.id)).toEqual([]);
  });
});
