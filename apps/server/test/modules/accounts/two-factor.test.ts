import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../../src/db/schema';
import { createAdmin, createUser, injectAs, useTestApp, type TestUser } from '../../helpers/test-app';
import type { FastifyInstance } from 'fastify';

// Two-step sign-in with an authenticator app (issue 40, decision 0047): enrolment from the profile, the code
// step after a right password, its own limit on wrong codes, codes used once, recovery codes used once, and
// ADMIN_2FA=required closing the back office to an admin who has not enrolled.

/** The secret of an otpauth:// address, as the authenticator app reads it from the QR code. */
const secretOf = (otpauthUri: string) => new URL(otpauthUri).searchParams.get('secret')!;
/** The code the app shows now, or `steps` 30-second steps later. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function enrol(app: FastifyInstance, user: TestUser) {
  const setup = await injectAs(app, user, {
    method: 'POST',
    url: '/api/users/me/two-factor/setup',
    payload: { password: user.password },
  });
  expect(setup.statusCode).toBe(200);
  const secret = secretOf(setup.json().otpauthUri);
  const confirm = await injectAs(app, user, {
    method: 'POST',
    url: '/api/users/me/two-factor/confirm',
    payload: { code: await codeAt(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

const login = (app: FastifyInstance, user: TestUser, ip = '198.51.100.7') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email: user.email, password: user.password },
  });

async function challengeFor(app: FastifyInstance, user: TestUser, ip?: string): Promise<string> {
  const res = await login(app, user, ip);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    twoFactorRequired: true,
    challenge: expect.any(String),
    message: 'Enter the 6-digit code from your authenticator app.',
  });
  return res.json().challenge;
}

const secondStep = (
  app: FastifyInstance,
  { challenge, code, ip = '198.51.100.7' }: { challenge: string; code: string; ip?: string },
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/two-factor',
    remoteAddress: ip,
    payload: { challenge, code },
  });

describe('two-step sign-in', () => {
  const t = useTestApp();

  it('enrols with the password, a QR address and a confirming code; the secret is never shown again', async () => {
    const user = await createUser(t.app);
    const wrongPassword = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/users/me/two-factor/setup',
      payload: { password: 'not the password' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe('WRONG_PASSWORD');

    const setup = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/users/me/two-factor/setup',
      payload: { password: user.password },
    });
    expect(setup.statusCode).toBe(200);
    const { otpauthUri, manualKey } = setup.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/PayWise:/);
    const secret = secretOf(otpauthUri);
    expect(manualKey.replace(/ /g, '')).toBe(secret);
    // Kept encrypted: the row does not contain the secret.
    const [row] = await t.app.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    expect(row.secretCiphertext).not.toContain(secret);

    const wrong = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/users/me/two-factor/confirm',
      payload: { code: (Number(await codeAt(secret)) + 1).toString().padStart(6, '0').slice(-6) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    // Not on until confirmed: the password alone still signs in.
    expect((await login(t.app, user)).json().token).toEqual(expect.any(String));

    const confirm = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/users/me/two-factor/confirm',
      payload: { code: await codeAt(secret) },
    });
    expect(confirm.statusCode).toBe(200);
    const body = confirm.json();
    expect(body.user.twoFactorEnabled).toBe(true);
    expect(body.recoveryCodes).toHaveLength(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    // Only hashes are kept.
    const hashes = await t.app.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(hashes).toHaveLength(10);
    expect(hashes.map((h) => h.codeHash)).not.toContain(body.recoveryCodes[0].replace(/-/g, ''));

    const me = await injectAs(t.app, user, { method: 'GET', url: '/api/users/me' });
    expect(me.json().twoFactorEnabled).toBe(true);
    expect(me.body).not.toContain(secret);
    const again = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/users/me/two-factor/setup',
      payload: { password: user.password },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TWO_FACTOR_ALREADY_ON');
  });

  it('a right password answers a challenge, not a session; the code gives the session', async () => {
    const user = await createUser(t.app);
    const { secret } = await enrol(t.app, user);
    const challenge = await challengeFor(t.app, user);
    // The challenge is not a session.
    const asSession = await injectAs(t.app, { token: challenge }, { method: 'GET', url: '/api/users/me' });
    expect(asSession.statusCode).toBe(401);
    const forged = await secondStep(t.app, {
      challenge: `${challenge.slice(0, -2)}xx`,
      code: await codeAt(secret, 1),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('TWO_FACTOR_CHALLENGE_INVALID');

    const res = await secondStep(t.app, { challenge, code: await codeAt(secret, 1) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, twoFactorEnabled: true });
    const me = await injectAs(t.app, { token: res.json().token }, { method: 'GET', url: '/api/users/me' });
    expect(me.statusCode).toBe(200);
  });

  it('a code signs in once: the same code again, or an earlier one, is refused', async () => {
    const user = await createUser(t.app);
    const { secret } = await enrol(t.app, user);
    // The enrolment used the current step: its code does not sign in.
    const replayOfEnrolment = await secondStep(t.app, {
      challenge: await challengeFor(t.app, user),
      code: await codeAt(secret),
    });
    expect(replayOfEnrolment.statusCode).toBe(400);
    expect(replayOfEnrolment.json().code).toBe('TWO_FACTOR_CODE_INVALID');

    const next = await codeAt(secret, 1);
    const first = await secondStep(t.app, { challenge: await challengeFor(t.app, user), code: next });
    expect(first.statusCode).toBe(200);
    const replay = await secondStep(t.app, { challenge: await challengeFor(t.app, user), code: next });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_INVALID' });
    const earlier = await secondStep(t.app, {
      challenge: await challengeFor(t.app, user),
      code: await codeAt(secret, -1),
    });
    expect(earlier.statusCode).toBe(400);
  });

  it('a recovery code signs in once, typed in any case and with or without dashes', async () => {
    const user = await createUser(t.app);
    const { recoveryCodes } = await enrol(t.app, user);
    const code = recoveryCodes[3];
    const ok = await secondStep(t.app, {
      challenge: await challengeFor(t.app, user),
      code: code.toUpperCase(),
    });
    expect(ok.statusCode).toBe(200);
    const again = await secondStep(t.app, {
      challenge: await challengeFor(t.app, user),
      code: code.replace(/-/g, ''),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    // Another of the codes still works, but not for another account.
    const other = await createUser(t.app);
    await enrol(t.app, other);
    const foreign = await secondStep(t.app, {
      challenge: await challengeFor(t.app, other),
      code: recoveryCodes[4],
    });
    expect(foreign.statusCode).toBe(400);
    expect(
      (await secondStep(t.app, { challenge: await challengeFor(t.app, user), code: recoveryCodes[4] }))
        .statusCode,
    ).toBe(200);
  });

  it('turns off with the password and a code; the password alone then signs in again', async () => {
    const user = await createUser(t.app);
    const { secret } = await enrol(t.app, user);
    const disable = (password: string, code: string) =>
      injectAs(t.app, user, {
        method: 'POST',
        url: '/api/users/me/two-factor/disable',
        payload: { password, code },
      });
    expect((await disable('wrong password', await codeAt(secret, 1))).json().code).toBe('WRONG_PASSWORD');
    expect((await disable(user.password, '000000')).json().code).toBe('TWO_FACTOR_CODE_INVALID');
    const off = await disable(user.password, await codeAt(secret, 1));
    expect(off.statusCode).toBe(200);
    expect(off.json().user.twoFactorEnabled).toBe(false);
    expect(
      await t.app.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id)),
    ).toEqual([]);
    const res = await login(t.app, user);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('erasing the account deletes its secret and recovery codes', async () => {
    const user = await createUser(t.app);
    await enrol(t.app, user);
    const erased = await injectAs(t.app, user, {
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: user.password },
    });
    expect(erased.statusCode).toBe(200);
    expect(
      await t.app.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id)),
    ).toEqual([]);
    expect(
      await t.app.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id)),
    ).toEqual([]);
  });

  it('a password reset with two-step sign-in on changes the password but asks for the code', async () => {
    const user = await createUser(t.app);
    await enrol(t.app, user);
    const { sendPasswordResetCodeForTest } = await resetHelpers(t.app, user);
    const res = await sendPasswordResetCodeForTest();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(res.json()).not.toHaveProperty('token');
  });
});

/** A reset code mailed to the dev outbox, then the reset with it. */
async function resetHelpers(app: FastifyInstance, user: TestUser) {
  return {
    sendPasswordResetCodeForTest: async () => {
      await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      let text = '';
      for (let i = 0; i < 50 && !text; i++) {
        const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
        const mail = (outbox.json() as Array<{ to: string; text: string }>).find((m) => m.to === user.email);
        text = mail?.text ?? '';
        if (!text) await new Promise((r) => setTimeout(r, 20));
      }
      const otp = /\b(\d{6})\b/.exec(text)![1];
      return app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: user.email, otp, newPassword: 'a brand new passphrase' },
      });
    },
  };
}

describe('wrong codes are limited per account and per address', () => {
  const t = useTestApp({ RATE_LIMIT_2FA_WRONG_ACCOUNT: '3', RATE_LIMIT_2FA_WRONG_ADDRESS: '5' });

  it('past the account limit even a right code waits', async () => {
    const user = await createUser(t.app);
    const { secret } = await enrol(t.app, user);
    const challenge = await challengeFor(t.app, user);
    for (let i = 0; i < 3; i++) {
      // From different addresses: the account's count holds across them.
      const res = await secondStep(t.app, { challenge, code: '000000', ip: `203.0.113.${i + 1}` });
      expect(res.statusCode).toBe(400);
    }
    const right = await secondStep(t.app, { challenge, code: await codeAt(secret, 1), ip: '203.0.113.9' });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('RATE_LIMITED');
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('past the address limit, guesses across accounts wait', async () => {
    const ip = '192.0.2.44';
    const accounts = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    const secrets = [];
    for (const account of accounts) secrets.push((await enrol(t.app, account)).secret);
    const challenges = [];
    for (const account of accounts) challenges.push(await challengeFor(t.app, account, ip));
    let wrong = 0;
    for (const challenge of challenges.slice(0, 2)) {
      for (let i = 0; i < 2; i++, wrong++)
        expect((await secondStep(t.app, { challenge, code: '000000', ip })).statusCode).toBe(400);
    }
    expect((await secondStep(t.app, { challenge: challenges[2], code: '000000', ip })).statusCode).toBe(400);
    const right = await secondStep(t.app, {
      challenge: challenges[2],
      code: await codeAt(secrets[2], 1),
      ip,
    });
    expect(right.statusCode).toBe(429);
    expect(wrong).toBe(4);
    // Another address is not held up.
    expect(
      (
        await secondStep(t.app, {
          challenge: challenges[2],
          code: await codeAt(secrets[2], 1),
          ip: '192.0.2.45',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('ADMIN_2FA=required', () => {
  const t = useTestApp({ ADMIN_2FA: 'required' });

  it('keeps the admin routes closed to an admin without two-step sign-in, the profile open', async () => {
    const admin = await createAdmin(t.app);
    const list = await injectAs(t.app, admin, { method: 'GET', url: '/api/users' });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({
      code: 'ADMIN_2FA_REQUIRED',
      message: 'Turn on two-step sign-in in your profile (Two-step sign-in) before using the back office.',
    });
    expect((await injectAs(t.app, admin, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);

    const { secret } = await enrol(t.app, admin);
    const session = await secondStep(t.app, {
      challenge: await challengeFor(t.app, admin),
      code: await codeAt(secret, 1),
    });
    expect(session.statusCode).toBe(200);
    const after = await injectAs(
      t.app,
      { token: session.json().token },
      { method: 'GET', url: '/api/users' },
    );
    expect(after.statusCode).toBe(200);
  });

  it('a customer is not asked to enrol', async () => {
    const customer = await createUser(t.app);
    expect((await login(t.app, customer)).json().token).toEqual(expect.any(String));
  });
});

describe('ADMIN_2FA=optional (the default outside production)', () => {
  const t = useTestApp();

  it('lets an admin without two-step sign-in into the back office', async () => {
    const admin = await createAdmin(t.app);
    expect(t.app.config.admin2fa).toBe('optional');
    expect((await injectAs(t.app, admin, { method: 'GET', url: '/api/users' })).statusCode).toBe(200);
  });
});

describe('the log', () => {
  const lines: string[] = [];
  const t = useTestApp({ LOG_LEVEL: 'trace' }, () => ({
    logStream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  }));

  it('never holds the secret, a code, a recovery code or the challenge', async () => {
    const user = await createUser(t.app);
    const { secret, recoveryCodes } = await enrol(t.app, user);
    const challenge = await challengeFor(t.app, user);
    const code = await codeAt(secret, 1);
    expect((await secondStep(t.app, { challenge, code })).statusCode).toBe(200);
    expect(
      (await secondStep(t.app, { challenge: await challengeFor(t.app, user), code: recoveryCodes[0] }))
        .statusCode,
    ).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/api/auth/two-factor');
    // The code quoted: six digits alone could be part of a timestamp.
    for (const text of [secret, `"${code}"`, recoveryCodes[0], challenge]) expect(log).not.toContain(text);
  });
});
