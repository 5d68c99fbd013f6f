import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../../src/db/schema';
import { buildTestApp, createAdmin, createUser, injectAs, useTestApp } from '../../helpers/test-app';

const valid = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  subject: 'Recharge pending',
  query: 'My recharge of Rs 299 is still pending after an hour.',
};

const t = useTestApp();

// Each request comes from its own address, so the per-IP limit (5 by default) never mixes the cases up.
let lastHost = 0;
const nextIp = () => `10.0.${Math.floor(++lastHost / 250)}.${lastHost % 250}`;
const send = (body: unknown, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: body as object, remoteAddress: ip });

describe('POST /api/contact', () => {
  it('stores a trimmed query and answers the success message', async () => {
    const res = await send({ ...valid, name: '  Asha Rao  ', subject: ' Recharge pending ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Your query has been submitted successfully!' });
    const rows = await t.app.db.select().from(contactMessages);
    const row = rows.find((r) => r.email === valid.email);
    expect(row).toMatchObject({ name: 'Asha Rao', subject: 'Recharge pending', query: valid.query });
  });

  it.each([
    ['name', { name: '' }, 'Please enter your name.'],
    ['name', { name: '   ' }, 'Please enter your name.'],
    ['name', { name: 'x'.repeat(101) }, 'at most 100'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['email', { email: '' }, 'Please enter your email.'],
    ['subject', { subject: '' }, 'Please enter a subject.'],
    ['subject', { subject: 's'.repeat(201) }, 'at most 200'],
    ['query', { query: ' ' }, 'Please enter your query.'],
    ['query', { query: 'q'.repeat(5001) }, 'at most 5000'],
    ['name', { name: 'Asha\u0000' }, 'NUL'],
    ['query', { query: 'pending\u0000' }, 'NUL'],
  ])('refuses a bad %s with 400 naming it (%j)', async (field, override, text) => {
    const res = await send({ ...valid, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    expect(res.json().message).toContain(text);
  });

  it.each(['name', 'email', 'subject', 'query'])('refuses a missing %s with 400 naming it', async (field) => {
    const body: Record<string, string> = { ...valid };
    delete body[field];
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('stores nothing when the input is refused', async () => {
    const before = (await t.app.db.select().from(contactMessages)).length;
    await send({ ...valid, email: 'nope' });
    expect((await t.app.db.select().from(contactMessages)).length).toBe(before);
  });
});

describe('GET /api/contact', () => {
  it('refuses anonymous callers (401) and customers (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/contact' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await createUser(t.app);
    const res = await injectAs(t.app, customer, { method: 'GET', url: '/api/contact' });
    expect(res.statusCode).toBe(403);
  });

  it('lists every message once, newest first, page by page', async () => {
    const admin = await createAdmin(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await send({ ...valid, subject: `Paged ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const seen: { id: number; subject: string; createdAt: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/contact?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await injectAs(t.app, admin, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { messages: typeof seen; nextCursor: string | null };
      expect(body.messages.length).toBeLessThanOrEqual(2);
      seen.push(...body.messages);
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    const total = (await t.app.db.select().from(contactMessages)).length;
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((m) => m.id)).size).toBe(total);
    const ids = seen.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(seen[0].subject).toBe('Paged 4');
    expect(Number.isNaN(Date.parse(seen[0].createdAt))).toBe(false);
  });

  it('refuses a malformed cursor or limit with 400', async () => {
    const admin = await createAdmin(t.app);
    const bad = await injectAs(t.app, admin, { method: 'GET', url: '/api/contact?cursor=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^cursor: /);
    const tooMany = await injectAs(t.app, admin, { method: 'GET', url: '/api/contact?limit=1000' });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('contact rate limit', () => {
  it('answers 429 after the configured number of queries from one IP, but not for another IP', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_CONTACT: '2' });
    try {
      const post = (ip: string) =>
        limited.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: ip });
      expect((await post('10.9.0.1')).statusCode).toBe(201);
      expect((await post('10.9.0.1')).statusCode).toBe(201);
      const third = await post('10.9.0.1');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/Too many attempts/);
      expect((await post('10.9.0.2')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
