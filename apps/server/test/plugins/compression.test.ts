import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../src/adapters/payment-gateway/razorpay-client';
import { buildTestApp, createAdmin, injectAs, type TestApp } from '../helpers/test-app';

// A web build as apps/web/vite.config.ts writes it: each text file with a .br and a .gz copy next to it.
let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'paywise-web-dist-'));
const script = `console.log(${JSON.stringify('PayWise '.repeat(400))});`;
const html = `<!doctype html><title>PayWise</title><p>${'first page '.repeat(200)}</p>`;

function writeWithCopies(relative: string, content: string) {
  const file = path.join(webDist, relative);
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  writeWithCopies('index.html', html);
  writeWithCopies('assets/index-abc123.js', script);
  writeWithCopies('sw.js', 'self.addEventListener("fetch", () => {});');
  writeWithCopies('manifest.webmanifest', JSON.stringify({ name: 'PayWise' }));
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('precompressed web app files', () => {
  it('sends the brotli copy to a browser that accepts br, gzip to one that accepts only gzip, Vary either way', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': '' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });

  it('compresses index.html for client-side routes too, never cached', async () => {
    for (const url of ['/', '/recharge/mobile', '/customer/faq']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it('serves the service worker and the manifest revalidated on every use (no-cache)', async () => {
    const sw = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/javascript/);
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'PayWise' });
  });
});

describe('API compression', () => {
  it('compresses JSON of 1 KB or more for a client that accepts it', async () => {
    const plain = await t.app.inject({ url: '/api/plans?operator=Jio', headers: { 'accept-encoding': '' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gz = await t.app.inject({ url: '/api/plans?operator=Jio', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const br = await t.app.inject({
      url: '/api/plans?operator=Jio',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers (under 1 KB) as they are', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('streams the CSV export compressed to a browser that accepts it, still an attachment', async () => {
    const admin = await createAdmin(t.app);
    const res = await injectAs(t.app, admin, {
      url: '/api/admin/orders/export.csv',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="paywise-orders-.*\.csv"$/);
    const text =
      res.headers['content-encoding'] === 'gzip'
        ? gunzipSync(res.rawPayload).toString('utf8')
        : res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('Amount (INR)');
  });

  it('still checks a webhook signature on the raw body, byte for byte', async () => {
    const secret = t.app.config.payments.sandbox!().webhookSecret;
    // Unusual spacing: re-serialised JSON would not match the signature.
    const rawBody =
      '{ "entity":"event",  "event":"payment.authorized", "payload":{}, "pad":"' + 'x'.repeat(2000) + '" }';
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip, br',
        'x-razorpay-signature': signWebhook({ rawBody, webhookSecret: secret }),
      },
      payload: rawBody,
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip, br',
        'x-razorpay-signature': signWebhook({ rawBody, webhookSecret: secret }),
      },
      payload: rawBody.replace('authorized', 'captured'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('Invalid webhook signature.');
  });
});
