import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'paywise-web-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>PayWise</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // Public pages rendered at build time (apps/web/scripts/prerender.mjs), with their brotli copy.
  for (const [route, text] of [
    ['recharge/mobile', 'Mobile Recharge or Bill Payment'],
    ['customer/faq', 'Frequently Asked Questions'],
  ]) {
    const dir = path.join(webDist, 'prerendered', ...route.split('/'));
    fs.mkdirSync(dir, { recursive: true });
    const html = `<!doctype html><title>${text} | PayWise</title><div id="root"><h1>${text}</h1></div>`;
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    fs.writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html));
  }
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers browser paths with index.html, never cached', async () => {
    for (const url of ['/', '/recharge/dth', '/order/42', '/admin/users?x=1', '/customer/faq/extra']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>PayWise</title>');
    }
  });

  it('answers a prerendered public page with its HTML (precompressed, not cached, the same CSP), others with the shell', async () => {
    const shell = await t.app.inject({ url: '/orderhistory' });
    for (const [url, text] of [
      ['/recharge/mobile', 'Mobile Recharge or Bill Payment'],
      ['/recharge/mobile/', 'Mobile Recharge or Bill Payment'],
      ['/recharge/mobile?operator=Jio', 'Mobile Recharge or Bill Payment'],
      ['/customer/faq', 'Frequently Asked Questions'],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toBe(shell.headers['content-security-policy']);
      expect(res.body, url).toContain(`<h1>${text}</h1>`);
    }
    const br = await t.app.inject({ url: '/recharge/mobile', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(
      '<h1>Mobile Recharge or Bill Payment</h1>',
    );
    expect(shell.body).toContain('<title>PayWise</title>');
    expect(shell.body).not.toContain('<h1>');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths and missing files as JSON 404s', async () => {
    for (const url of ['/api/nope', '/assets/missing.js', '/logo.png']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toHaveProperty('message');
    }
    const post = await t.app.inject({ method: 'POST', url: '/recharge/mobile' });
    expect(post.statusCode).toBe(404);
  });
});

describe('Permissions-Policy (issue 40)', () => {
  const policy = 'camera=(), microphone=(), geolocation=(), payment=(self), otp-credentials=(self)';

  it('is on every answer: pages, assets, the API, errors, and an answer made before any route', async () => {
    for (const url of [
      '/',
      '/recharge/mobile',
      '/assets/index-abc123.js',
      '/api/health',
      '/api/nope',
      '/bills/%zz',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy'], url).toBe(policy);
    }
  });

  it("lets Razorpay Checkout's frames ask for payment when it is the gateway", async () => {
    const razorpay = await buildTestApp({
      WEB_DIST: webDist,
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook',
    });
    try {
      const res = await razorpay.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['permissions-policy']).toBe(
        policy.replace(
          'payment=(self)',
          'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
        ),
      );
    } finally {
      await razorpay.close();
    }
  });
});
