import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FIELD_ERROR_CODES } from '@paywise/domain/contracts/errors';
import { buildTestApp, createUser, createVerifiedUser, injectAs, useTestApp } from '../helpers/test-app';

// Every error answer of every API test is checked by the test app itself (helpers/test-app.ts,
// requireErrorCodes): these tests pin the codes of the main flows (decision 0028).
const t = useTestApp({ RATE_LIMIT_ORDERS: '1000' }, { jobs: false });

describe('the error codes', () => {
  it('are unique UPPER_SNAKE names, and so are the field codes', () => {
    for (const list of [ERROR_CODES, FIELD_ERROR_CODES]) {
      expect(new Set(list).size).toBe(list.length);
      for (const code of list) expect(code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
    }
  });
});

describe('error answers', () => {
  it('validation: the first field in the message, a message and a code per field, code VALIDATION', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'x', password: 'a' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'username: Invalid input: expected string, received undefined',
      code: 'VALIDATION',
      fields: {
        username: 'Invalid input: expected string, received undefined',
        email: 'Please enter a valid email address.',
        password: 'Password must be at least 8 characters.',
      },
      fieldCodes: { username: 'REQUIRED', email: 'INVALID_FORMAT', password: 'TOO_SHORT' },
    });
  });

  it("an order's own checks: one field, its message, code VALIDATION", async () => {
    const user = await createVerifiedUser(t.app);
    const res = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/orders',
      payload: { type: 'MOBILE', operator: 'Airtel', circle: 'Delhi NCR', number: '98', amount: 10 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'number: must be 10 digits',
      code: 'VALIDATION',
      fields: { number: 'must be 10 digits' },
      fieldCodes: { number: 'INVALID' },
    });
  });

  it('a service-level field error carries its field code (a malformed cursor)', async () => {
    const user = await createVerifiedUser(t.app);
    const res = await injectAs(t.app, user, { method: 'GET', url: '/api/orders?cursor=nonsense' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'cursor: is not valid',
      code: 'VALIDATION',
      fields: { cursor: 'is not valid' },
      fieldCodes: { cursor: 'INVALID_FORMAT' },
    });
  });

  it('UNAUTHENTICATED without a token, SESSION_EXPIRED with a bad one, FORBIDDEN for a customer at admin', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/orders' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('SESSION_EXPIRED');
    const customer = await createUser(t.app);
    const admin = await injectAs(t.app, customer, { method: 'GET', url: '/api/admin/orders' });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ message: 'You do not have permission to do this.', code: 'FORBIDDEN' });
  });

  it('ROUTE_NOT_FOUND, INVALID_JSON and ORDER_NOT_FOUND keep their messages', async () => {
    const route = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(route.json()).toEqual({ message: 'No route GET /api/nowhere.', code: 'ROUTE_NOT_FOUND' });
    const user = await createVerifiedUser(t.app);
    const json = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/orders',
      payload: '{"type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
    const order = await injectAs(t.app, user, { method: 'GET', url: '/api/orders/999999999' });
    expect(order.statusCode).toBe(404);
    expect(order.json().code).toBe('ORDER_NOT_FOUND');
  });

  it('are documented in the OpenAPI: the error schema names every code', async () => {
    const documented = await buildTestApp({ API_DOCS: 'true' }, { jobs: false });
    try {
      const spec = (await documented.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const orderErrors = spec.paths['/api/orders'].post.responses['409'].content['application/json'].schema;
      expect(orderErrors.required).toContain('code');
      expect(orderErrors.properties.code.enum).toEqual([...ERROR_CODES]);
      expect(orderErrors.properties.fieldCodes.additionalProperties.enum).toEqual([...FIELD_ERROR_CODES]);
    } finally {
      await documented.close();
    }
  });
});
