import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { buildTestApp, TEST_JWT_SECRET, useTestApp } from '../helpers/test-app';

/** Safe defaults (issue 40, decision 0048): the dev outbox, and what production refuses to start with. */
const production = {
  NODE_ENV: 'production',
  DATA_DIR: 'memory://',
  PAYMENTS_SANDBOX: 'true',
  JWT_SECRET: TEST_JWT_SECRET,
};

describe('the dev outbox (every one-time code in it)', () => {
  const t = useTestApp();

  it('answers loopback callers', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses any other address, and a loopback caller that came through a proxy, naming DEV_OUTBOX', async () => {
    const away = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '192.168.1.20' });
    expect(away.statusCode).toBe(403);
    expect(away.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/DEV_OUTBOX=true/),
    });
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });

  it('answers every address with DEV_OUTBOX=true', async () => {
    const open = await buildTestApp({ DEV_OUTBOX: 'true' });
    try {
      const res = await open.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '192.168.1.20',
      });
      expect(res.statusCode).toBe(200);
      expect(open.app.config.devOutbox).toBe('everyone');
    } finally {
      await open.close();
    }
  });

  it('DEV_OUTBOX is refused in production, where there is no outbox', () => {
    expect(() => loadConfig({ ...production, DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX/);
  });
});

describe('production refuses unsafe settings', () => {
  it('an http:// MSG91_API_URL (the auth key would travel in clear)', () => {
    const msg91 = {
      ...production,
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_SENDER_ID: 'PAYWSE',
      MSG91_TEMPLATE_OTP: 'a',
      MSG91_TEMPLATE_ORDER: 'b',
      MSG91_TEMPLATE_REFUND: 'c',
    };
    expect(() => loadConfig({ ...msg91, MSG91_API_URL: 'http://control.msg91.com/api/v5/flow' })).toThrow(
      /MSG91_API_URL: must be an https:\/\/ URL in production/,
    );
    expect(
      loadConfig({ ...msg91, MSG91_API_URL: 'https://control.msg91.com/api/v5/flow' }).sms.provider,
    ).toBe('msg91');
    // Outside production a local fake on http:// is fine.
    expect(
      loadConfig({ ...msg91, NODE_ENV: 'test', MSG91_API_URL: 'http://127.0.0.1:9/flow' }).sms.provider,
    ).toBe('msg91');
  });

  it('a JWT_SECRET that is a placeholder or has little entropy, saying what to set', () => {
    for (const weak of [
      'x'.repeat(40),
      '0123456789'.repeat(4),
      'change-me-change-me-change-me-change-me',
      'my-super-secret-jwt-key-for-production',
      'your-jwt-secret-goes-here-at-least-32-chars',
    ]) {
      const attempt = () => loadConfig({ ...production, JWT_SECRET: weak });
      expect(attempt, weak).toThrow(ConfigError);
      expect(attempt, weak).toThrow(/JWT_SECRET: .*openssl rand -base64 48/);
    }
    expect(() => loadConfig({ ...production, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    const strong = 'kQ3v9T0xW7bZ2mR5pL8sN1yF4hJ6dGcA-u_e';
    expect(loadConfig({ ...production, JWT_SECRET: strong }).jwtSecret).toBe(strong);
    // Outside production a test secret is fine.
    expect(loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });
});
