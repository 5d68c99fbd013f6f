import { describe, expect, it } from 'vitest';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { buildTestApp, createUser, injectAs, useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('health', () => {
  it('reports the database as ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', sweeper: 'ok' });
  });
});

describe('health without a database', () => {
  it('answers 503 with the database unavailable', async () => {
    const broken = await buildTestApp();
    const close = broken.database.close;
    await close();
    broken.database.close = async () => {};
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', database: 'unavailable' });
    await broken.close();
  });
});

describe('catalogue endpoints', () => {
  it('lists mobile operators by default and a service list by type', async () => {
    const mobile = await t.app.inject({ method: 'GET', url: '/api/operators' });
    expect(mobile.statusCode).toBe(200);
    expect(mobile.json().map((o: { name: string }) => o.name)).toEqual(OPERATORS.MOBILE.map((o) => o.name));
    const electricity = await t.app.inject({ method: 'GET', url: '/api/operators?type=electricity' });
    expect(electricity.json()).toHaveLength(64);
    const cylinder = await t.app.inject({ method: 'GET', url: '/api/operators?type=CYLINDER' });
    expect(cylinder.json().map((o: { name: string }) => o.name)).toEqual([
      'HP Gas',
      'Indane Gas (Indian Oil)',
      'Bharat Gas',
    ]);
    const dth = await t.app.inject({ method: 'GET', url: '/api/operators?type=DTH' });
    expect(dth.json().find((o: { name: string }) => o.name === 'Tata Sky')?.identifierLabel).toBe(
      'Subscriber ID',
    );
  });

  it('refuses an unknown type with 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/operators?type=PIZZA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^type: /);
  });

  it('serves circles and the 41 plans, answering 304 to a matching ETag', async () => {
    const circles = await t.app.inject({ method: 'GET', url: '/api/circles' });
    expect(circles.json()).toHaveLength(22);
    const plans = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(plans.json()).toHaveLength(41);
    const etag = plans.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/plans',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the seeded company details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/companies' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'PayWise', pincode: '560034', logoUrl: null });
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toContain('/api/nope');
  });

  it("answers a malformed percent-encoded path with the usual JSON error, not the framework's own body", async () => {
    for (const url of ['/api/%E0%A4%A', '/bills/%zz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The address is not valid.', code: 'INVALID_ADDRESS' });
    }
  });

  it('refuses a prototype-poisoning body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bills/fetch',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"isAdmin": true}, "type": "ELECTRICITY"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('refuses a malformed bearer token even on a public route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });

  it('accepts a valid token and sends security headers', async () => {
    const user = await createUser(t.app);
    const res = await injectAs(t.app, user, { method: 'GET', url: '/api/circles' });
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });
});
