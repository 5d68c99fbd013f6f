import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SANDBOX_KEY_ID } from '../../src/config';
import { buildTestApp, TEST_JWT_SECRET } from '../helpers/test-app';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe('configuration', () => {
  it('has defaults a new user needs no setup for', () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: 'memory://',
      maxOrderAmount: 100_000,
      isProduction: false,
    });
    expect(config.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(config.rateLimits.login).toEqual({ max: 10, windowMs: 15 * 60_000 });
    expect(config.webDist).toBe(path.join(repoRoot, 'apps/web/dist'));
  });

  it("keeps the embedded database in the repository's ./data, and relative paths relative to the caller", () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).pgliteDir).toBe(path.join(repoRoot, 'data', 'pglite'));
    expect(
      loadConfig({ DATA_DIR: 'elsewhere', INIT_CWD: '/srv/app', JWT_SECRET: 'x'.repeat(32) }).dataDir,
    ).toBe('/srv/app/elsewhere');
  });

  it('lists every bad value at once', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', MAX_ORDER_AMOUNT: '-5' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*MAX_ORDER_AMOUNT/);
  });

  it('runs one server process per core on PostgreSQL (WEB_CONCURRENCY), and one on the embedded database', () => {
    const pg = 'postgres://user@localhost:5432/paywise';
    const secret = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: 'memory://' };
    expect(loadConfig({ ...secret, DATABASE_URL: pg }).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ ...secret, DATABASE_URL: pg, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig(secret).webConcurrency).toBe(1);
    expect(loadConfig({ ...secret, WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(() => loadConfig({ ...secret, WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: must be 1/);
    expect(() => loadConfig({ ...secret, DATABASE_URL: pg, WEB_CONCURRENCY: '0' })).toThrow(
      /WEB_CONCURRENCY/,
    );
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://' })).toThrow(
      /JWT_SECRET: required/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET, PAYMENTS_SANDBOX: 'true' }).jwtSecret,
    ).toBe(TEST_JWT_SECRET);
  });

  it('refuses production on the sandbox gateway unless PAYMENTS_SANDBOX=true, naming both ways out', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PAYMENTS_SANDBOX: .*sandbox gateway.*real payment gateway \(PAYMENT_GATEWAY=razorpay with its keys\).*PAYMENTS_SANDBOX=true/,
    );
    // Both production problems at once.
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET[\s\S]*PAYMENTS_SANDBOX/);
    const demo = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: TEST_JWT_SECRET,
      PAYMENTS_SANDBOX: 'true',
    });
    expect(demo.paymentGateway).toBe('sandbox');
    // Outside production the sandbox is the default.
    expect(loadConfig({ DATA_DIR: 'memory://' }).paymentGateway).toBe('sandbox');
  });

  it('runs production on Razorpay with its three keys, and names each one missing', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: 'memory://' };
    const razorpay = loadConfig({
      ...production,
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    });
    expect(razorpay.paymentGateway).toBe('razorpay');
    expect(razorpay.payments.razorpay).toEqual({
      keyId: 'rzp_live_abc',
      keySecret: 'key-secret',
      webhookSecret: 'webhook-secret',
    });
    const missing = () => loadConfig({ ...production, PAYMENT_GATEWAY: 'razorpay' });
    expect(missing).toThrow(ConfigError);
    expect(missing).toThrow(/RAZORPAY_KEY_ID[\s\S]*RAZORPAY_KEY_SECRET[\s\S]*RAZORPAY_WEBHOOK_SECRET/);
    expect(missing).not.toThrow(/PAYMENTS_SANDBOX/);
  });

  it('refuses an http:// RAZORPAY_API_URL in production (the key secret would travel in clear)', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: 'memory://',
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    };
    const plain = () => loadConfig({ ...production, RAZORPAY_API_URL: 'http://api.razorpay.com/v1' });
    expect(plain).toThrow(ConfigError);
    expect(plain).toThrow(/RAZORPAY_API_URL: must be an https:\/\/ URL in production/);
    expect(
      loadConfig({ ...production, RAZORPAY_API_URL: 'https://api.razorpay.com/v1' }).payments.razorpay
        ?.apiUrl,
    ).toBe('https://api.razorpay.com/v1');
    // Tests and development may point it at a local fake.
    expect(
      loadConfig({ ...production, NODE_ENV: 'test', RAZORPAY_API_URL: 'http://127.0.0.1:9/v1' }).payments
        .razorpay?.apiUrl,
    ).toBe('http://127.0.0.1:9/v1');
  });

  it('MIN_ORDER_AMOUNT defaults to ₹1 and cannot be set below it', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).minOrderAmount).toBe(1);
    expect(loadConfig({ DATA_DIR: 'memory://', MIN_ORDER_AMOUNT: '10' }).minOrderAmount).toBe(10);
    expect(() => loadConfig({ DATA_DIR: 'memory://', MIN_ORDER_AMOUNT: '0.5' })).toThrow(/MIN_ORDER_AMOUNT/);
  });

  it('gives 2 % off, at most ₹100, unless PROMO_PERCENT / PROMO_MAX_DISCOUNT say otherwise', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).payments.promo).toEqual({
      percent: 2,
      maxDiscountPaise: 10_000,
    });
    expect(loadConfig({ DATA_DIR: 'memory://', PROMO_PERCENT: '0' }).payments.promo.percent).toBe(0);
    expect(
      loadConfig({ DATA_DIR: 'memory://', PROMO_PERCENT: '5', PROMO_MAX_DISCOUNT: '50.5' }).payments.promo,
    ).toEqual({ percent: 5, maxDiscountPaise: 5_050 });
  });
});

describe('GET /api/payments/config', () => {
  it('tells every page that payments go through the sandbox, also on a production demo', async () => {
    for (const env of [{ NODE_ENV: 'test' }, { NODE_ENV: 'production' }]) {
      const t = await buildTestApp(env, { jobs: false });
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          gateway: 'sandbox',
          sandbox: true,
          keyId: SANDBOX_KEY_ID,
          promo: { percent: 2, maxDiscountPaise: 10_000 },
          amountLimits: { minRupees: 1, maxRupees: 100_000 },
        });
      } finally {
        await t.close();
      }
    }
  });
});
