import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, emailOtps, users, verificationMails } from '../../../src/db/schema';
import { buildTestAppWithSmtp, otpFrom, type SmtpServer } from '../../helpers/smtp';
import { buildTestApp, createUser, injectAs, uniqueEmail, type TestApp } from '../../helpers/test-app';

let smtp: SmtpServer;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ smtp, t, close } = await buildTestAppWithSmtp({ MAIL_FROM: 'PayWise <no-reply@paywise.test>' }));
});
afterAll(() => close());

const as = (token: string) => ({ token });

/** Lets the 30-second resend cooldown pass by moving the last send back in time (real database, no clock mock). */
async function backdateLastSend(app: TestApp['app'], userId: number) {
  await app.db
    .update(emailOtps)
    .set({ sentAt: sql`now() - interval '31 seconds'` })
    .where(eq(emailOtps.userId, userId));
}

describe('account lifecycle over real SMTP', () => {
  it('register → login → me → profile → change password → OTP (wrong ×5 voids, early resend 429) → verify', async () => {
    const email = uniqueEmail('life');
    const password = 'my first long secret';
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Lakshmi', email, password },
    });
    expect(reg.statusCode).toBe(201);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const firstToken: string = login.json().token;
    const userId: number = login.json().user.id;

    const me = await injectAs(t.app, as(firstToken), { method: 'GET', url: '/api/users/me' });
    expect(me.json()).toMatchObject({ username: 'Lakshmi', email, phoneNumber: null, dateOfBirth: null });

    // Profile: email cannot be changed, values are validated, empty clears.
    const profile = await injectAs(t.app, as(firstToken), {
      method: 'PUT',
      url: '/api/users/profile',
      payload: { username: '  Lakshmi R  ', phoneNumber: '9876543210', dateOfBirth: '1994-02-28' },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().message).toBe('Profile updated successfully!');
    expect(profile.json().user).toMatchObject({
      username: 'Lakshmi R',
      email,
      phoneNumber: '9876543210',
      dateOfBirth: '1994-02-28',
    });
    expect(profile.body).not.toMatch(/argon2|passwordHash|password_hash/);
    const leap = await injectAs(t.app, as(firstToken), {
      method: 'PUT',
      url: '/api/users/profile',
      payload: { username: 'Lakshmi R', phoneNumber: '', dateOfBirth: '1996-02-29' },
    });
    expect(leap.json().user).toMatchObject({ phoneNumber: null, dateOfBirth: '1996-02-29' });
    for (const bad of [
      { phoneNumber: '98765', dateOfBirth: '' },
      { phoneNumber: '', dateOfBirth: '1995-02-29' },
      { phoneNumber: '', dateOfBirth: new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10) },
    ]) {
      const res = await injectAs(t.app, as(firstToken), {
        method: 'PUT',
        url: '/api/users/profile',
        payload: { username: 'X', ...bad },
      });
      expect(res.statusCode).toBe(400);
    }

    // Change password: wrong old password, then success revokes the old token.
    const wrongOld = await injectAs(t.app, as(firstToken), {
      method: 'PUT',
      url: '/api/users/change-password',
      payload: { oldPassword: 'not my password', newPassword: 'my second long secret' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('Old password is incorrect.');
    const commonNew = await injectAs(t.app, as(firstToken), {
      method: 'PUT',
      url: '/api/users/change-password',
      payload: { oldPassword: password, newPassword: 'password123' },
    });
    expect(commonNew.statusCode).toBe(400);
    const changed = await injectAs(t.app, as(firstToken), {
      method: 'PUT',
      url: '/api/users/change-password',
      payload: { oldPassword: password, newPassword: 'my second long secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Password changed successfully!');
    const token: string = changed.json().token;
    expect((await injectAs(t.app, as(firstToken), { method: 'GET', url: '/api/users/me' })).statusCode).toBe(
      401,
    );
    expect((await injectAs(t.app, as(token), { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'my second long secret' },
    });
    expect(newLogin.statusCode).toBe(200);

    // OTP: sent over real SMTP, stored only as a hash.
    const before = smtp.received.length;
    const send = await injectAs(t.app, as(token), {
      method: 'POST',
      url: '/api/users/send-verification-email',
    });
    expect(send.statusCode).toBe(200);
    expect(send.json()).toEqual({ message: 'OTP sent to your email.' });
    const mail = await smtp.waitForMail(email, before);
    expect(mail.raw).toMatch(/Subject: Your PayWise email verification code/);
    expect(mail.raw).toMatch(/From: PayWise <no-reply@paywise.test>/);
    const code = otpFrom(mail);
    const [stored] = await t.app.db.select().from(emailOtps).where(eq(emailOtps.userId, userId));
    expect(stored.codeHash).not.toContain(code);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);

    // Resend too early: 429 with the seconds left.
    const early = await injectAs(t.app, as(token), {
      method: 'POST',
      url: '/api/users/send-verification-email',
    });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(
      /^Please wait (\d|[12]\d|30) seconds before requesting a new OTP\.$/,
    );

    // Five wrong tries void the code: even the right code is refused afterwards.
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await injectAs(t.app, as(token), {
        method: 'POST',
        url: '/api/users/verify-email',
        payload: { otp: wrong },
      });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages[0]).toBe('Invalid OTP. 4 attempts left.');
    expect(messages[3]).toBe('Invalid OTP. 1 attempt left.');
    expect(messages[4]).toMatch(/Too many wrong attempts/);
    const voided = await injectAs(t.app, as(token), {
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { otp: code },
    });
    expect(voided.statusCode).toBe(400);
    expect(voided.json().message).toBe(
      'This OTP has expired or is no longer valid. Please request a new one.',
    );
    // Voiding does not lift the resend cooldown.
    const stillEarly = await injectAs(t.app, as(token), {
      method: 'POST',
      url: '/api/users/send-verification-email',
    });
    expect(stillEarly.statusCode).toBe(429);

    // After the cooldown a new code arrives and verifies the email.
    await backdateLastSend(t.app, userId);
    const mark = smtp.received.length;
    const resend = await injectAs(t.app, as(token), {
      method: 'POST',
      url: '/api/users/send-verification-email',
    });
    expect(resend.statusCode).toBe(200);
    const secondCode = otpFrom(await smtp.waitForMail(email, mark));
    const verified = await injectAs(t.app, as(token), {
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { otp: secondCode },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Email verified successfully!');
    expect(verified.json().user).toMatchObject({ id: userId, isEmailVerified: true });
    const reuse = await injectAs(t.app, as(token), {
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { otp: secondCode },
    });
    expect(reuse.statusCode).toBe(400);
    const again = await injectAs(t.app, as(token), {
      method: 'POST',
      url: '/api/users/send-verification-email',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Your email is already verified.');
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t.app);
    const mark = smtp.received.length;
    await injectAs(t.app, user, { method: 'POST', url: '/api/users/send-verification-email' });
    const code = otpFrom(await smtp.waitForMail(user.email, mark));
    await t.app.db
      .update(emailOtps)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailOtps.userId, user.id));
    const res = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { otp: code },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.isEmailVerified).toBe(false);
  });

  // The one test of a verification mail that could not be sent (verification-cap.test.ts counts the sent ones).
  it('reports a mail server that refuses the message, lets the user retry at once, and counts no mail against the daily cap', async () => {
    const broken = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const user = await createUser(broken.app);
      const res = await injectAs(broken.app, user, {
        method: 'POST',
        url: '/api/users/send-verification-email',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'Failed to send OTP. Please try again later.',
        code: 'CODE_NOT_SENT',
      });
      const rows = await broken.app.db.select().from(emailOtps).where(eq(emailOtps.userId, user.id));
      expect(rows).toHaveLength(0);
      const mails = await broken.app.db
        .select()
        .from(verificationMails)
        .where(eq(verificationMails.userId, user.id));
      expect(mails).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('has no dev outbox route when SMTP_URL is set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });

  it('limits OTP verification per user (429)', async () => {
    const limited = await buildTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_OTP: '2' });
    try {
      const user = await createUser(limited.app);
      const other = await createUser(limited.app);
      const verify = (u: { token: string }) =>
        injectAs(limited.app, u, {
          method: 'POST',
          url: '/api/users/verify-email',
          payload: { otp: '123456' },
        });
      expect((await verify(user)).statusCode).toBe(400);
      expect((await verify(user)).statusCode).toBe(400);
      const third = await verify(user);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toHaveProperty('message');
      expect((await verify(other)).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe('dev outbox (no SMTP_URL)', () => {
  it('keeps the mail newest first at GET /api/dev/outbox, and does not exist in production', async () => {
    const dev = await buildTestApp();
    try {
      const user = await createUser(dev.app);
      const send = await injectAs(dev.app, user, {
        method: 'POST',
        url: '/api/users/send-verification-email',
      });
      expect(send.statusCode).toBe(200);
      const outbox = await dev.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(outbox.statusCode).toBe(200);
      const [latest] = outbox.json();
      expect(Object.keys(latest).sort()).toEqual(['createdAt', 'subject', 'text', 'to']);
      expect(latest.to).toBe(user.email);
      const code = /verification code is (\d{6})/.exec(latest.text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const verify = await injectAs(dev.app, user, {
        method: 'POST',
        url: '/api/users/verify-email',
        payload: { otp: code },
      });
      expect(verify.statusCode).toBe(200);
    } finally {
      await dev.close();
    }
    const prod = await buildTestApp({ NODE_ENV: 'production' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('message');
      // No SMTP_URL in production: the code is neither sent nor kept (nor logged); the user may retry at once.
      const user = await createUser(prod.app);
      const send = () =>
        injectAs(prod.app, user, { method: 'POST', url: '/api/users/send-verification-email' });
      const first = await send();
      expect(first.statusCode).toBe(503);
      expect(first.json()).toEqual({
        message: 'Failed to send OTP. Please try again later.',
        code: 'CODE_NOT_SENT',
      });
      expect(await prod.app.db.select().from(devOutbox)).toEqual([]);
      expect(await prod.app.db.select().from(emailOtps)).toEqual([]);
      expect((await send()).statusCode).toBe(503);
    } finally {
      await prod.close();
    }
  });
});
