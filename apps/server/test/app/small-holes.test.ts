import { describe, expect, it } from 'vitest';
import { logCapture } from '../helpers/fake-redis';
import { buildTestApp, createUser, createVerifiedUser, injectAs } from '../helpers/test-app';

/** Issue 25's smaller holes: codes never in the log (development too), a limit on sandbox payment attempts. */
describe('the dev outbox (no SMTP_URL)', () => {
  it('keeps the mail in dev_outbox but never writes its text (the code) into the log', async () => {
    const log = logCapture();
    const dev = await buildTestApp({ LOG_LEVEL: 'debug' }, { jobs: false, logStream: log.stream });
    try {
      const user = await createUser(dev.app);
      const send = await injectAs(dev.app, user, {
        method: 'POST',
        url: '/api/users/send-verification-email',
      });
      expect(send.statusCode).toBe(200);
      const [latest] = (await dev.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json();
      const code = /verification code is (\d{6})/.exec(latest.text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(log.lines.some((line) => JSON.stringify(line).includes(code!))).toBe(false);
      expect(log.matching(/dev outbox/).length).toBeGreaterThan(0);
    } finally {
      await dev.close();
    }
  }, 90_000);
});

describe('POST /api/sandbox/payments', () => {
  it('answers 429 after RATE_LIMIT_SANDBOX_PAYMENTS attempts on one order; another order is not affected', async () => {
    const t = await buildTestApp({ RATE_LIMIT_SANDBOX_PAYMENTS: '3' }, { jobs: false });
    try {
      const user = await createVerifiedUser(t.app);
      const placed = await injectAs(t.app, user, {
        method: 'POST',
        url: '/api/orders',
        payload: {
          type: 'MOBILE',
          operator: 'Airtel',
          number: '9876512345',
          circle: 'Delhi NCR',
          amount: 10,
        },
      });
      const gatewayOrderId = placed.json().payment.gatewayOrderId;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await injectAs(t.app, user, {
          method: 'POST',
          url: '/api/sandbox/payments',
          payload: { gatewayOrderId, method: 'UPI', vpa: 'failure@razorpay' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const second = await injectAs(t.app, user, {
        method: 'POST',
        url: '/api/orders',
        payload: {
          type: 'MOBILE',
          operator: 'Airtel',
          number: '9876512346',
          circle: 'Delhi NCR',
          amount: 10,
        },
      });
      const other = await injectAs(t.app, user, {
        method: 'POST',
        url: '/api/sandbox/payments',
        payload: {
          gatewayOrderId: second.json().payment.gatewayOrderId,
          method: 'UPI',
          vpa: 'success@razorpay',
        },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 90_000);
});

describe('security headers on the early 400 of a malformed /api path', () => {
  it('carries HSTS (production), the CSP and no-store like every other /api answer', async () => {
    const t = await buildTestApp({ NODE_ENV: 'production' }, { jobs: false });
    try {
      const normal = await t.app.inject({ method: 'GET', url: '/api/nope' });
      const early = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({ message: 'The address is not valid.', code: 'INVALID_ADDRESS' });
      for (const header of [
        'strict-transport-security',
        'content-security-policy',
        'x-content-type-options',
      ]) {
        expect(normal.headers[header], header).toBeDefined();
        expect(early.headers[header], header).toBe(normal.headers[header]);
      }
      expect(early.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  }, 90_000);
});
