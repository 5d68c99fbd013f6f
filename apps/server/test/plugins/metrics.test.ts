import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, instrumentPort } from '../../src/lib/metrics';
import { placePaidOrder } from '../helpers/pay';
import {
  buildTestApp,
  createVerifiedUser,
  usingPostgres,
  type TestApp,
  type TestUser,
} from '../helpers/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

const mobileBody = {
  type: 'MOBILE',
  operator: 'Airtel',
  number: '9876543210',
  circle: 'Delhi NCR',
  amount: 299,
};

/** The app listening on a random port of 127.0.0.1: the tests speak real HTTP to it. */
async function listening(env: Record<string, string>, jobs = true) {
  const t = await buildTestApp(env, { jobs });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, base: `http://127.0.0.1:${port}` };
}

/** The value of one sample line of the exposition text (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let base: string;
  let user: TestUser;
  const scrape = () => fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });

  beforeAll(async () => {
    ({ t, base } = await listening({ METRICS_TOKEN: TOKEN, SWEEP_INTERVAL_SECONDS: '1' }));
    user = await createVerifiedUser(t.app);
  });
  afterAll(() => t.close());

  it('refuses a request without the token, or with another one (401, JSON)', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', `Basic ${TOKEN}`, TOKEN]) {
      const res = await fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.json()).toEqual({
        message: 'A valid metrics token is required.',
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('counts requests by route pattern, never by raw URL', async () => {
    for (const id of [101, 202, 303]) {
      await fetch(`${base}/api/orders/${id}`, { headers: { authorization: `Bearer ${user.token}` } });
    }
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(
      sample(text, 'paywise_http_requests_total', {
        method: 'GET',
        route: '/api/orders/:id',
        status_code: '404',
      }),
    ).toBe(3);
    expect(
      sample(text, 'paywise_http_request_duration_seconds_count', {
        route: '/api/orders/:id',
        status_code: '404',
      }),
    ).toBe(3);
    expect(text).not.toContain('/api/orders/101');
    // Event-loop lag and the process's own figures (prom-client's default metrics).
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('times the gateway and biller calls of a purchase, and reads the unfinished orders', async () => {
    const pending = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...mobileBody, number: '9876543211' }),
    });
    expect(pending.status).toBe(201);
    await placePaidOrder(t.app, user, { payload: mobileBody });
    const text = await (await scrape()).text();
    // The confirmation asks the gateway about the payment (the sandbox mints its order ids without a call).
    expect(
      sample(text, 'paywise_external_call_duration_seconds_count', {
        port: 'gateway',
        method: 'fetchPayment',
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(
      sample(text, 'paywise_external_call_duration_seconds_count', {
        port: 'biller',
        method: 'fulfil',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'paywise_order_status_changes_total', { status: 'Completed' }),
    ).toBeGreaterThanOrEqual(1);
    // The order left unpaid is the oldest unfinished one.
    expect(sample(text, 'paywise_orders_unfinished', { status: 'Payment Pending' })).toBe(1);
    expect(sample(text, 'paywise_order_oldest_unfinished_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE paywise_job_queue_lag_seconds gauge');
    // The pool exists on PostgreSQL only (the embedded database is one connection).
    if (usingPostgres)
      expect(sample(text, 'paywise_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    else expect(sample(text, 'paywise_db_pool_connections', { state: 'total' })).toBeUndefined();
  });

  it('counts the background jobs as they run', async () => {
    let runs: number | undefined;
    while (runs === undefined) {
      const text = await (await scrape()).text();
      runs = sample(text, 'paywise_job_runs_total', { job: 'orders-sweep', outcome: 'ok' });
      if (runs === undefined) await new Promise((resolve) => setTimeout(resolve, 200));
      else {
        expect(runs).toBeGreaterThanOrEqual(1);
        expect(
          sample(text, 'paywise_job_last_success_timestamp_seconds', { job: 'orders-sweep' }),
        ).toBeGreaterThan(0);
      }
    }
  });
});

describe('metrics off by default', () => {
  it('answers 404 at /metrics and opens no other port', async () => {
    const { t, base } = await listening({}, false);
    try {
      const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
      expect(t.app.metricsAddress()).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves the metrics without a token on 127.0.0.1 only, and /metrics on the app port stays off', async () => {
    const { t, base } = await listening({ METRICS_PORT: '0' }, false);
    try {
      const address = t.app.metricsAddress();
      expect(address?.address).toBe('127.0.0.1');
      await fetch(`${base}/api/health`);
      const res = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(sample(text, 'paywise_http_requests_total', { route: '/api/health', status_code: '200' })).toBe(
        1,
      );
      expect((await fetch(`http://127.0.0.1:${address!.port}/other`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
    } finally {
      await t.close();
    }
    expect(t.app.metricsAddress()).toBeNull();
  });
});

describe('instrumentPort', () => {
  it('times asynchronous methods with their outcome and leaves the rest as they are', async () => {
    const metrics = createMetrics();
    const port = {
      keyId: 'key',
      calls: 0,
      async ok() {
        this.calls++;
        return 'done';
      },
      async fails(): Promise<never> {
        throw new Error('gateway down');
      },
      verify: () => true,
    };
    const timed = instrumentPort(port, 'gateway', metrics);
    expect(timed.keyId).toBe('key');
    expect(await timed.ok()).toBe('done');
    expect(port.calls).toBe(1);
    await expect(timed.fails()).rejects.toThrow('gateway down');
    expect(timed.verify()).toBe(true);
    const text = await metrics.registry.metrics();
    const count = (method: string, outcome: string) =>
      sample(text, 'paywise_external_call_duration_seconds_count', { port: 'gateway', method, outcome });
    expect(count('ok', 'ok')).toBe(1);
    expect(count('fails', 'error')).toBe(1);
    expect(count('verify', 'ok')).toBeUndefined();
  });
});
