import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@paywise/domain/contracts/auth';
import { COMMON_PASSWORDS, isCommonPassword } from '../../../src/modules/accounts/common-passwords';
import {
  buildTestApp,
  createAdmin,
  createUser,
  injectAs,
  TEST_JWT_SECRET,
  uniqueEmail,
  type TestApp,
  type TestUser,
  useTestApp,
} from '../../helpers/test-app';

const USER_KEYS = [
  'createdAt',
  'dateOfBirth',
  'email',
  'id',
  'isEmailVerified',
  'isMobileVerified',
  // The saved language (issue 29), null until chosen.
  'language',
  'phoneNumber',
  'role',
  'smsUpdates',
  // Two-step sign-in on (decision 0047).
  'twoFactorEnabled',
  'username',
];

// High limits here: the rate-limit tests below build their own apps with low ones.
const t = useTestApp({ RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_REGISTER: '1000' });

const register = (app: TestApp['app'], body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload: body as object, headers });
const login = (app: TestApp['app'], body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, headers });

describe('common passwords', () => {
  // ASVS 2.1.7: at least the 3,000 most common passwords; those shorter than the minimum are refused anyway.
  const top3000 = dictionary['passwords-common'].slice(0, 3000);
  const longEnough = top3000.filter((p) => p.length >= PASSWORD_MIN_LENGTH);

  it("refuses every one of the 3,000 most common passwords of a maintained list (zxcvbn-ts's) that is long enough", () => {
    expect(longEnough.length).toBeGreaterThan(500);
    for (const p of longEnough) expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['password', '12345678', 'iloveyou', 'qwertyuiop', 'password1', 'sunshine']) {
      expect(COMMON_PASSWORDS.has(p)).toBe(true);
    }
    for (const p of COMMON_PASSWORDS) expect(p).toBe(p.toLowerCase());
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('a fine long secret')).toBe(false);
  });

  it('registration refuses one from deep in the list', async () => {
    const deep = longEnough[longEnough.length - 1];
    const res = await register(t.app, { username: 'Asha', email: uniqueEmail('common'), password: deep });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too common/);
  });
});

describe('POST /auth/register', () => {
  it('creates an account (201 {message}) and refuses the same email in any letter case with 409', async () => {
    const email = uniqueEmail('Reg');
    const res = await register(t.app, {
      username: 'Asha',
      email: `  ${email}  `,
      password: 'a fine long secret',
    });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(['message']);
    for (const variant of [email, email.toUpperCase(), email.toLowerCase(), ` ${email.toUpperCase()}`]) {
      const again = await register(t.app, {
        username: 'Other',
        email: variant,
        password: 'another fine secret',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: 'An account with this email already exists.',
        code: 'EMAIL_TAKEN',
      });
    }
    // The stored email is trimmed: login works with the plain address.
    const ok = await login(t.app, { email: email.toUpperCase(), password: 'a fine long secret' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(email);
  });

  it('refuses short, overlong and common passwords with a clear 400', async () => {
    const base = { username: 'Ravi', email: uniqueEmail() };
    const short = await register(t.app, { ...base, password: 'seven77' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 8 characters/);
    const long = await register(t.app, { ...base, password: 'x'.repeat(129) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 128 characters/);
    for (const password of ['password', 'PassWord1', 'iloveyou', 'qwertyuiop', '12345678']) {
      const common = await register(t.app, { ...base, password });
      expect(common.statusCode).toBe(400);
      expect(common.json().message).toBe(
        'This password is too common and easy to guess. Please choose a different one.',
      );
    }
    // 8 and 128 characters, no composition rule.
    expect((await register(t.app, { ...base, password: 'zqxjvbnk' })).statusCode).toBe(201);
    const other = { username: 'R'.repeat(50), email: uniqueEmail(), password: 'y'.repeat(128) };
    expect((await register(t.app, other)).statusCode).toBe(201);
  });

  it('refuses a username over 50 characters, an empty one, a bad email, and a role in the body', async () => {
    const ok = { username: 'Meera', email: uniqueEmail(), password: 'long enough secret' };
    expect((await register(t.app, { ...ok, username: 'x'.repeat(51) })).statusCode).toBe(400);
    expect((await register(t.app, { ...ok, username: '   ' })).statusCode).toBe(400);
    expect((await register(t.app, { ...ok, email: 'not-an-email' })).statusCode).toBe(400);
    const withRole = await register(t.app, { ...ok, role: 'ADMIN' });
    expect(withRole.statusCode).toBe(400);
    expect(withRole.json().message).toMatch(/role|unrecognized/i);
  });
});

describe('POST /auth/login', () => {
  it('answers {token, user, message} and the token opens GET /users/me', async () => {
    const user = await createUser(t.app, { username: 'Kiran' });
    const res = await login(t.app, { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Welcome back, Kiran!');
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    expect(body.user).toMatchObject({ id: user.id, role: 'CUSTOMER', isEmailVerified: false });
    expect(new Date(body.user.createdAt).toISOString()).toBe(body.user.createdAt);
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
    const me = await injectAs(t.app, { token: body.token }, { method: 'GET', url: '/api/users/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('gives the same 401 text for a wrong password and an unknown email', async () => {
    const user = await createUser(t.app);
    const wrongPassword = await login(t.app, { email: user.email, password: 'not the password' });
    const unknownEmail = await login(t.app, { email: uniqueEmail('nobody'), password: user.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password.', code: 'INVALID_LOGIN' });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });
});

describe('tokens and roles', () => {
  it('refuses a bad, expired or revoked token with 401', async () => {
    const user = await createUser(t.app);
    const me = (token: string) => injectAs(t.app, { token }, { method: 'GET', url: '/api/users/me' });
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me('abc.def.ghi')).statusCode).toBe(401);

    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 86_400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 86_400)
      .sign(key);
    expect((await me(expired)).statusCode).toBe(401);
    const otherSecret = await new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-999999'));
    expect((await me(otherSecret)).statusCode).toBe(401);

    const logoutAll = await injectAs(t.app, user, { method: 'POST', url: '/api/auth/logout-all' });
    expect(logoutAll.statusCode).toBe(200);
    const revoked = await me(user.token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toHaveProperty('message');
    // A new login works again.
    const fresh = await login(t.app, { email: user.email, password: user.password });
    expect((await me(fresh.json().token)).statusCode).toBe(200);
  });

  it('GET /users: 401 anonymous, 403 customer, 200 admin with {users, total}, paginated and searchable', async () => {
    const customer = await createUser(t.app, { username: 'Plain Customer' });
    const admin = await createAdmin(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    const forbidden = await injectAs(t.app, customer, { method: 'GET', url: '/api/users' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toHaveProperty('message');

    const marker = `zeta${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i++) await createUser(t.app, { username: `${marker} ${i}` });
    await createUser(t.app, { email: uniqueEmail(marker) });

    const all = await injectAs(t.app, admin, { method: 'GET', url: '/api/users' });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThanOrEqual(6);
    expect(all.body).not.toMatch(/argon2|passwordHash|password_hash|tokenVersion/);

    const found = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/users?search=${marker.toUpperCase()}`,
    });
    expect(found.json().total).toBe(4);
    const page1 = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/users?search=${marker}&limit=3&page=1`,
    });
    const page2 = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/users?search=${marker}&limit=3&page=2`,
    });
    expect(page1.json().users).toHaveLength(3);
    expect(page2.json().users).toHaveLength(1);
    expect(page2.json().total).toBe(4);
    for (const u of page1.json().users) expect(Object.keys(u).sort()).toEqual(USER_KEYS);

    const wildcard = await injectAs(t.app, admin, { method: 'GET', url: '/api/users?search=%25' });
    expect(wildcard.json().total).toBe(0);
    expect((await injectAs(t.app, admin, { method: 'GET', url: '/api/users?limit=1000' })).statusCode).toBe(
      400,
    );
  });
});

describe('request hygiene', () => {
  it('answers 50 malformed bodies with 400, never 500', async () => {
    const user = await createUser(t.app);
    const huge = 'x'.repeat(100_000);
    const cases: Array<[string, string, unknown]> = [
      ['POST', '/api/auth/register', {}],
      ['POST', '/api/auth/register', { username: 'a' }],
      ['POST', '/api/auth/register', { username: 'a', email: 'a@b.co' }],
      ['POST', '/api/auth/register', { username: 1, email: 'a@b.co', password: 'long secret 1' }],
      ['POST', '/api/auth/register', { username: 'a', email: 5, password: 'long secret 1' }],
      ['POST', '/api/auth/register', { username: 'a', email: 'a@b.co', password: 12345678 }],
      ['POST', '/api/auth/register', { username: null, email: null, password: null }],
      ['POST', '/api/auth/register', { username: huge, email: 'a@b.co', password: 'long secret 1' }],
      ['POST', '/api/auth/register', { username: 'a', email: `${huge}@b.co`, password: 'long secret 1' }],
      ['POST', '/api/auth/register', { username: 'a', email: 'a@b.co', password: huge }],
      ['POST', '/api/auth/register', { username: 'a', email: 'a@b.co', password: 'long secret 1', x: 1 }],
      ['POST', '/api/auth/register', { username: ['a'], email: ['a@b.co'], password: ['x'] }],
      ['POST', '/api/auth/register', { username: { $ne: 1 }, email: 'a@b.co', password: 'long secret 1' }],
      ['POST', '/api/auth/register', [1, 2, 3]],
      ['POST', '/api/auth/register', 'just a string'],
      ['POST', '/api/auth/register', 42],
      ['POST', '/api/auth/register', null],
      ['POST', '/api/auth/register', { username: 'a', email: 'a@b.co\u0000', password: 'long secret 1' }],
      ['POST', '/api/auth/login', {}],
      ['POST', '/api/auth/login', { email: 'a@b.co' }],
      ['POST', '/api/auth/login', { password: 'x' }],
      ['POST', '/api/auth/login', { email: true, password: 'x' }],
      ['POST', '/api/auth/login', { email: 'a@b.co', password: false }],
      ['POST', '/api/auth/login', { email: huge, password: 'x' }],
      ['POST', '/api/auth/login', { email: 'a@b.co', password: huge }],
      ['POST', '/api/auth/login', { email: 'a@b.co', password: 'x', role: 'ADMIN' }],
      ['POST', '/api/auth/login', { email: '', password: '' }],
      ['POST', '/api/auth/login', [{ email: 'a@b.co', password: 'x' }]],
      ['PUT', '/api/users/profile', {}],
      ['PUT', '/api/users/profile', { username: 'a' }],
      ['PUT', '/api/users/profile', { username: 'a', phoneNumber: 12345, dateOfBirth: '' }],
      ['PUT', '/api/users/profile', { username: 'a', phoneNumber: '12345', dateOfBirth: '' }],
      ['PUT', '/api/users/profile', { username: 'a', phoneNumber: 'abcdefghij', dateOfBirth: '' }],
      ['PUT', '/api/users/profile', { username: 'a', phoneNumber: '', dateOfBirth: '2001-02-30' }],
      ['PUT', '/api/users/profile', { username: 'a', phoneNumber: '', dateOfBirth: '2999-01-01' }],
      ['PUT', '/api/users/profile', { username: 'a', phoneNumber: '', dateOfBirth: '01-01-2000' }],
      ['PUT', '/api/users/profile', { username: 'a', phoneNumber: '', dateOfBirth: 20000101 }],
      ['PUT', '/api/users/profile', { username: 'a', phoneNumber: '', dateOfBirth: '', email: 'x@y.co' }],
      ['PUT', '/api/users/profile', { username: huge, phoneNumber: '', dateOfBirth: '' }],
      ['PUT', '/api/users/profile', { username: 'a', phoneNumber: '', dateOfBirth: '', role: 'ADMIN' }],
      ['PUT', '/api/users/profile', { username: 'a', phoneNumber: '', dateOfBirth: '', id: 1 }],
      ['PUT', '/api/users/change-password', {}],
      ['PUT', '/api/users/change-password', { oldPassword: 'x' }],
      ['PUT', '/api/users/change-password', { oldPassword: 1, newPassword: 2 }],
      ['PUT', '/api/users/change-password', { oldPassword: user.password, newPassword: 'short' }],
      ['PUT', '/api/users/change-password', { oldPassword: user.password, newPassword: huge }],
      ['POST', '/api/users/verify-email', {}],
      ['POST', '/api/users/verify-email', { otp: 123456 }],
      ['POST', '/api/users/verify-email', { otp: '12345' }],
      ['POST', '/api/users/verify-email', { otp: '12a456' }],
      ['POST', '/api/users/verify-email', { otp: '123456', userId: 1 }],
      ['POST', '/api/users/send-verification-email', { userId: 1 }],
    ];
    expect(cases.length).toBeGreaterThanOrEqual(50);
    for (const [method, url, payload] of cases) {
      const res = await injectAs(t.app, user, {
        method: method as 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)}`).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    // Not JSON at all.
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('answers a NUL character (which PostgreSQL text cannot hold) with 400, never 500', async () => {
    const user = await createUser(t.app);
    const admin = await createAdmin(t.app);
    const cases: Array<[TestUser | null, 'POST' | 'PUT' | 'GET', string, unknown, string]> = [
      [
        null,
        'POST',
        '/api/auth/register',
        { username: 'a\u0000b', email: uniqueEmail(), password: 'long secret 1' },
        'username',
      ],
      [
        null,
        'POST',
        '/api/auth/login',
        { email: 'a\u0000b@example.com', password: 'long secret 1' },
        'email',
      ],
      [
        user,
        'PUT',
        '/api/users/profile',
        { username: 'nul\u0000', phoneNumber: '', dateOfBirth: '' },
        'username',
      ],
      [admin, 'GET', '/api/users?search=%00', undefined, 'search'],
    ];
    for (const [who, method, url, payload, field] of cases) {
      const res = await injectAs(t.app, who, { method, url, payload: payload as object });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('answers a body over BODY_LIMIT with 413 JSON and text/plain with 415 JSON', async () => {
    const small = await buildTestApp({ BODY_LIMIT: '2048' });
    try {
      const big = await small.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'a', email: 'a@b.co', password: 'x'.repeat(5000) }),
      });
      expect(big.statusCode).toBe(413);
      expect(big.headers['content-type']).toMatch(/application\/json/);
      expect(big.json()).toEqual({ message: 'The request body is too large.', code: 'BODY_TOO_LARGE' });
    } finally {
      await small.close();
    }
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.co&password=x',
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.headers['content-type']).toMatch(/application\/json/);
    expect(plain.json()).toHaveProperty('message');
  });
});

describe('rate limits', () => {
  it('limits login per address and email, register per address (429 {message})', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN: '3', RATE_LIMIT_REGISTER: '2' });
    try {
      const user = await createUser(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await login(limited.app, { email: user.email, password: 'wrong password' })).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      // The letter case of the email does not reset the count.
      const upper = await login(limited.app, { email: user.email.toUpperCase(), password: user.password });
      expect(upper.statusCode).toBe(429);
      expect(upper.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      // Another account from the same address is not locked out.
      const other = await createUser(limited.app);
      expect((await login(limited.app, { email: other.email, password: other.password })).statusCode).toBe(
        200,
      );
      // (Another address gets its own count: see the trusted-proxy test below.)

      const reg = (n: number) =>
        register(limited.app, { username: `r${n}`, email: uniqueEmail(), password: 'long enough secret' });
      expect((await reg(1)).statusCode).toBe(201);
      expect((await reg(2)).statusCode).toBe(201);
      const third = await reg(3);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toHaveProperty('message');
    } finally {
      await limited.close();
    }
  });

  it('counts per client address behind a trusted proxy', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN: '1', TRUST_PROXY: '1' });
    try {
      const user = await createUser(limited.app);
      const from = (ip: string) =>
        login(limited.app, { email: user.email, password: user.password }, { 'x-forwarded-for': ip });
      expect((await from('203.0.113.1')).statusCode).toBe(200);
      expect((await from('203.0.113.1')).statusCode).toBe(429);
      expect((await from('203.0.113.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
