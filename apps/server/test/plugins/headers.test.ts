import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import {
  TEST_JWT_SECRET,
  buildTestApp,
  createAdmin,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../helpers/test-app';

/** Production as deployed: HSTS on, API docs off (unless asked for). */
let prod: TestApp;
let dev: TestApp;
beforeAll(async () => {
  prod = await buildTestApp({ NODE_ENV: 'production' });
  dev = await buildTestApp();
});
afterAll(async () => {
  await prod.close();
  await dev.close();
});

describe('Strict-Transport-Security', () => {
  it('is sent in production, on the API and on pages, for a year by default', async () => {
    for (const url of ['/api/health', '/api/circles', '/', '/no-such-page']) {
      const res = await prod.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('takes its max-age from HSTS_MAX_AGE, and is off with HSTS=false (plain-HTTP deployments)', async () => {
    const short = await buildTestApp({ NODE_ENV: 'production', HSTS_MAX_AGE: '600' });
    const off = await buildTestApp({ NODE_ENV: 'production', HSTS: 'false' });
    try {
      const res = await short.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=600; includeSubDomains');
      const none = await off.app.inject({ method: 'GET', url: '/api/health' });
      expect(none.headers).not.toHaveProperty('strict-transport-security');
    } finally {
      await short.close();
      await off.close();
    }
  });

  it('is not sent in development (no TLS on localhost)', async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers).not.toHaveProperty('strict-transport-security');
  });

  it('refuses a bad HSTS or HSTS_MAX_AGE at startup', () => {
    expect(() => loadConfig({ HSTS: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ HSTS_MAX_AGE: '-1' })).toThrow(/HSTS_MAX_AGE/);
    expect(loadConfig({}).hsts).toEqual({ enabled: false, maxAgeSeconds: 31_536_000 });
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET, PAYMENTS_SANDBOX: 'true' }).hsts,
    ).toEqual({ enabled: true, maxAgeSeconds: 31_536_000 });
  });
});

describe('Cache-Control on the API', () => {
  let customer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    customer = await createUser(dev.app);
    admin = await createAdmin(dev.app);
  });

  it('is no-store on every authenticated or personal answer, errors included', async () => {
    const login = await dev.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');

    const calls: Array<[TestUser | null, string, string, object?]> = [
      [customer, 'GET', '/api/users/me'],
      [customer, 'GET', '/api/orders'],
      [customer, 'GET', '/api/recharges'],
      [customer, 'GET', '/api/complaints/mine'],
      [admin, 'GET', '/api/users'],
      [admin, 'GET', '/api/contact'],
      [admin, 'GET', '/api/complaints'],
      [admin, 'GET', '/api/admin/orders'],
      // The payment step: the confirmation, the sandbox sheet's payment (404: no such order) and the webhook (400).
      [
        customer,
        'POST',
        '/api/orders/999999/payment',
        { gatewayOrderId: 'order_Missing', paymentId: 'pay_Missing', signature: 'x' },
      ],
      [customer, 'POST', '/api/sandbox/payments', { gatewayOrderId: 'order_Missing', method: 'UPI' }],
      [null, 'POST', '/api/payments/webhook', { event: 'payment.captured' }],
      [null, 'POST', '/api/contact', { name: 'A', email: 'a@b.in', subject: 'S', query: 'Q' }],
      [null, 'GET', '/api/users/me'], // 401
      [customer, 'GET', '/api/users'], // 403
      [null, 'GET', '/api/health'],
      [null, 'GET', '/api/no-such-route'],
    ];
    for (const [user, method, url, payload] of calls) {
      const res = await injectAs(dev.app, user, { method: method as 'GET', url, payload });
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(res.headers['cache-control'], `${method} ${url} (${res.statusCode})`).toBe('no-store');
    }
  });

  it('lets the payment configuration (public, the same for everyone) be cached for 5 minutes', async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('leaves the public catalogue revalidatable with its ETag, signed in or not', async () => {
    for (const user of [null, customer]) {
      for (const url of ['/api/circles', '/api/plans', '/api/operators?type=DTH', '/api/companies']) {
        const res = await injectAs(dev.app, user, { method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        const again = await injectAs(dev.app, user, {
          method: 'GET',
          url,
          headers: { 'if-none-match': res.headers.etag as string },
        });
        expect(again.statusCode, url).toBe(304);
      }
    }
  });
});

describe('API docs', () => {
  it('are served outside production', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml']) {
      const res = await dev.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(400);
    }
  });

  it('are a 404 in production', async () => {
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/index.html',
    ]) {
      const res = await prod.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toHaveProperty('message');
    }
  });

  it('are served in production with API_DOCS=true', async () => {
    const documented = await buildTestApp({ NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      const res = await documented.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      expect(res.json().info.title).toBe('PayWise API');
    } finally {
      await documented.close();
    }
  });
});
