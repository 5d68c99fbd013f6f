import { Writable } from 'node:stream';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_JWT_SECRET, type TestUser, useTestApp } from '../../helpers/test-app';

/** Every line the app logs, parsed. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, text: () => lines.join('\n'), entries: () => lines.map((line) => JSON.parse(line)) };
}

const log = captureLog();
const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
let user: TestUser;
beforeAll(async () => {
  user = await createUser(t.app);
});

const key = new TextEncoder().encode(TEST_JWT_SECRET);
/** A token signed with the real secret, with only the claims asked for. */
function signed(claims: { exp?: boolean; iat?: boolean; sid?: boolean }) {
  let jwt = new SignJWT({ ver: user.tokenVersion, ...(claims.sid === false ? {} : { sid: user.sessionId }) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id));
  if (claims.iat) jwt = jwt.setIssuedAt();
  if (claims.exp) jwt = jwt.setExpirationTime('1h');
  return jwt.sign(key);
}
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

describe('session tokens', () => {
  it('accepts a token with exp and iat', async () => {
    expect((await me(await signed({ exp: true, iat: true }))).statusCode).toBe(200);
  });

  it('refuses a correctly signed token without exp: it would never expire', async () => {
    const res = await me(await signed({ iat: true }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Your session has expired. Please login again.',
      code: 'SESSION_EXPIRED',
    });
  });

  it('refuses a correctly signed token without iat', async () => {
    expect((await me(await signed({ exp: true }))).statusCode).toBe(401);
  });

  it('refuses a token without a session id (from before sessions: it could not be logged out)', async () => {
    expect((await me(await signed({ exp: true, iat: true, sid: false }))).statusCode).toBe(401);
  });

  it('refuses a token with neither', async () => {
    expect((await me(await signed({}))).statusCode).toBe(401);
  });
});

describe('request log', () => {
  it('redacts query parameters named like credentials, in any case, and keeps the others', async () => {
    const names = [
      'access_token',
      'ACCESS_TOKEN',
      'token',
      'Token',
      'jwt',
      'JWT',
      'auth',
      'Auth',
      'authorization',
      'Authorization',
      'ticket',
      'TICKET',
      '%61ccess_token', // percent-encoded 'a': the server reads it as access_token
      'refresh_token',
      'id_token',
    ];
    const secrets = names.map((_, i) => `SECRET${i}x${user.token.slice(-12)}`);
    const query = names.map((name, i) => `${name}=${secrets[i]}`).join('&');
    const mark = log.entries().length;
    const res = await t.app.inject({ method: 'GET', url: `/api/health?page=2&${query}&q=kept#frag` });
    expect(res.statusCode).toBe(200);
    const lines = log.entries().slice(mark);
    const incoming = lines.find((line) => line.msg === 'request');
    expect(incoming).toBeDefined();
    const written = lines.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of secrets) expect(written).not.toContain(secret);
    expect(incoming.req.url).toContain('page=2&access_token=[redacted]&ACCESS_TOKEN=[redacted]');
    expect(incoming.req.url).toContain('&Authorization=[redacted]&');
    expect(incoming.req.url).toContain('&%61ccess_token=[redacted]&');
    expect(incoming.req.url).toContain('&q=kept');
  });

  it('leaves a parameter that only contains such a word alone', async () => {
    const mark = log.entries().length;
    await t.app.inject({ method: 'GET', url: '/api/health?author=ravi&tokenizer=on&authority=x' });
    const incoming = log
      .entries()
      .slice(mark)
      .find((line) => line.msg === 'request');
    expect(incoming.req.url).toBe('/api/health?author=ravi&tokenizer=on&authority=x');
  });

  it('never writes the bearer token of a request', async () => {
    await me(user.token);
    expect(log.text()).not.toContain(user.token);
  });
});
