import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, users } from '../../src/db/schema';
import { createAdmin, createUser, injectAs, uniqueEmail, useTestApp } from '../helpers/test-app';

/**
 * The routes refuse text that would spoof what an admin reads (the rule itself is tested over every code
 * point in packages/domain/test/hidden-characters.test.ts): 400 naming the field, nothing stored.
 */
const RLO = '\u202E';
const ZWSP = '\u200B';

const t = useTestApp();

let lastHost = 0;
const nextIp = () => `10.7.${Math.floor(++lastHost / 250)}.${lastHost % 250}`;

function expectFieldError(
  res: { statusCode: number; json(): { message: string; fields?: object } },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.message.startsWith(`${field}: `)).toBe(true);
  expect(body.fields).toHaveProperty(field);
}

describe('hidden characters', () => {
  it('registration refuses a right-to-left override or an invisible username and stores an NFC name', async () => {
    const register = (username: string, email = uniqueEmail('bidi')) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username, email, password: 'long secret 1' },
        remoteAddress: nextIp(),
      });
    const spoof = await register(`Admin${RLO}nimda`);
    expectFieldError(spoof, 'username');
    expect(spoof.json().message).toMatch(/text-direction/);
    expectFieldError(await register(`${ZWSP}\u200D\u2060`), 'username');

    const email = uniqueEmail('nfc');
    expect((await register('Jose\u0301', email)).statusCode).toBe(201);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row.username).toBe('Jos\u00e9');
  });

  it('registration and the profile refuse a username with a control character, as a nickname does', async () => {
    for (const username of ['Asha\u0007', 'Asha\nAdmin', 'Asha\u0085', 'Asha\u007F']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username, email: uniqueEmail('ctl'), password: 'long secret 1' },
        remoteAddress: nextIp(),
      });
      expectFieldError(res, 'username');
      expect(res.json().message).toBe('username: Username must not contain control characters.');
    }
    const user = await createUser(t.app);
    const res = await injectAs(t.app, user, {
      method: 'PUT',
      url: '/api/users/profile',
      payload: { username: 'a\tb', phoneNumber: '', dateOfBirth: '' },
    });
    expectFieldError(res, 'username');
  });

  it('the profile refuses them too', async () => {
    const user = await createUser(t.app);
    const res = await injectAs(t.app, user, {
      method: 'PUT',
      url: '/api/users/profile',
      payload: { username: `a\u2067b`, phoneNumber: '', dateOfBirth: '' },
    });
    expectFieldError(res, 'username');
  });

  it('the contact form refuses them in the name, subject and query, and stores nothing', async () => {
    const valid = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', query: 'Help please' };
    const before = (await t.app.db.select().from(contactMessages)).length;
    for (const [field, value] of [
      ['name', `Asha${RLO}`],
      ['subject', `\u200Fsubject`],
      ['query', ZWSP],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...valid, [field]: value },
        remoteAddress: nextIp(),
      });
      expectFieldError(res, field);
    }
    expect((await t.app.db.select().from(contactMessages)).length).toBe(before);
  });

  it('a complaint refuses them in the name, subject and message; an admin note too', async () => {
    const valid = {
      name: 'Asha',
      email: 'asha@example.com',
      mobile: '9876543210',
      reason: 'Other',
      subject: 'Recharge',
      message: 'Not received',
    };
    for (const [field, value] of [
      ['name', `\u2066Asha`],
      ['subject', `gpj.${RLO}exe`],
      ['message', '\uFEFF\u200B'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/complaints',
        payload: { ...valid, [field]: value },
        remoteAddress: nextIp(),
      });
      expectFieldError(res, field);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      payload: valid,
      remoteAddress: nextIp(),
    });
    expect(created.statusCode).toBe(201);
    const admin = await createAdmin(t.app);
    const note = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: `/api/complaints/${created.json().id}`,
      payload: { status: 'Resolved', note: `refund ${RLO}done` },
    });
    expectFieldError(note, 'note');
  });

  it('the company form refuses them in every text field', async () => {
    const admin = await createAdmin(t.app);
    const valid = { name: 'Acme', email: '', phone: '0221234567', address: 'Mumbai', pincode: '400001' };
    for (const [field, value] of [
      ['name', `Acme${RLO}`],
      ['phone', `022\u202D123`],
      ['address', `\u061CMumbai`],
      ['pincode', ZWSP],
    ] as const) {
      const res = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/companies',
        payload: { ...valid, [field]: value },
      });
      expectFieldError(res, field);
    }
  });
});
