import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithSmtp, type ReceivedMail, type SmtpServer } from '../../helpers/smtp';
import { createUser, injectAs, uniqueEmail, type TestApp } from '../../helpers/test-app';

/**
 * "Forgot password?": a 6-digit code mailed (through a real SMTP server here) with the email-code machinery of
 * the verification code, then a new password with it. The answers never say whether an account uses the email.
 */
let smtp: SmtpServer;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ smtp, t, close } = await buildTestAppWithSmtp({ RATE_LIMIT_OTP: '8' }));
});
afterAll(() => close());

const SENT = 'If an account uses this email, we have sent a 6-digit code to it. It is valid for 10 minutes.';
const CODE_NOT_VALID = 'This code is not valid or has expired. Please check it, or ask for a new code.';

let ipCounter = 0;
const nextIp = () => `10.40.0.${++ipCounter}`;

const forgot = (email: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
const reset = (body: Record<string, unknown>, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: body, remoteAddress: ip });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });

function resetCodeFrom(mail: ReceivedMail): string {
  const match = /password reset code is (\d{6})/.exec(mail.raw);
  if (!match) throw new Error(`no reset code in mail:\n${mail.raw}`);
  return match[1];
}

describe('POST /api/auth/forgot-password', () => {
  it('mails a code to an account and answers an unknown email the same, mailing nothing', async () => {
    const user = await createUser(t.app);
    const mark = smtp.received.length;
    const known = await forgot(`  ${user.email.toUpperCase()} `);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: SENT });
    const mail = await smtp.waitForMail(user.email, mark);
    expect(mail.raw).toContain('Subject: Your PayWise password reset code');
    expect(resetCodeFrom(mail)).toMatch(/^\d{6}$/);

    const sent = smtp.received.length;
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: SENT });
    expect(smtp.received.length).toBe(sent);
  });

  it('answers the same again within 30 seconds, without a second mail (the resend rule of the email code)', async () => {
    const user = await createUser(t.app);
    const mark = smtp.received.length;
    expect((await forgot(user.email)).json()).toEqual({ message: SENT });
    await smtp.waitForMail(user.email, mark);
    const again = await forgot(user.email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: SENT });
    expect(smtp.received.slice(mark).filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('limits each address (429 JSON), known email or not', async () => {
    const ip = '10.41.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await forgot(uniqueEmail('flood'), ip)).statusCode);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('answers 400 for something that is not an email', async () => {
    const res = await forgot('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/valid email/);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password with the code, signs in, and revokes every earlier session', async () => {
    const user = await createUser(t.app, { password: 'the old passphrase' });
    const otherDevice = await login(user.email, 'the old passphrase');
    expect(otherDevice.statusCode).toBe(200);
    const mark = smtp.received.length;
    await forgot(user.email);
    const code = resetCodeFrom(await smtp.waitForMail(user.email, mark));

    const res = await reset({ email: user.email, otp: code, newPassword: 'a brand new passphrase' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Your password has been changed. You are now logged in.');
    expect(body.user).toMatchObject({ id: user.id, email: user.email, isEmailVerified: true });
    // The new session works; the sessions from before (this test's token, the other device) do not.
    expect(
      (await injectAs(t.app, { token: body.token }, { method: 'GET', url: '/api/users/me' })).statusCode,
    ).toBe(200);
    for (const token of [user.token, otherDevice.json().token as string]) {
      expect((await injectAs(t.app, { token }, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(
        401,
      );
    }
    expect((await login(user.email, 'the old passphrase')).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new passphrase')).statusCode).toBe(200);
    // A code is used once.
    const replay = await reset({ email: user.email, otp: code, newPassword: 'yet another passphrase' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(CODE_NOT_VALID);
  });

  it('answers a wrong code, an unknown email and no code sent alike; 5 wrong codes void the code', async () => {
    const user = await createUser(t.app);
    const noCode = await reset({ email: user.email, otp: '123456', newPassword: 'a brand new passphrase' });
    const unknown = await reset({
      email: uniqueEmail('nobody'),
      otp: '123456',
      newPassword: 'a brand new passphrase',
    });
    for (const res of [noCode, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: CODE_NOT_VALID });
    }
    const mark = smtp.received.length;
    await forgot(user.email);
    const code = resetCodeFrom(await smtp.waitForMail(user.email, mark));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await reset({ email: user.email, otp: wrong, newPassword: 'a brand new passphrase' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CODE_NOT_VALID);
    }
    const late = await reset({ email: user.email, otp: code, newPassword: 'a brand new passphrase' });
    expect(late.statusCode).toBe(400);
    expect((await login(user.email, 'correct horse battery')).statusCode).toBe(200);
  });

  it('refuses a weak or common new password (400 naming newPassword) and keeps the code', async () => {
    const user = await createUser(t.app);
    const mark = smtp.received.length;
    await forgot(user.email);
    const code = resetCodeFrom(await smtp.waitForMail(user.email, mark));
    const short = await reset({ email: user.email, otp: code, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('newPassword');
    const common = await reset({ email: user.email, otp: code, newPassword: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toHaveProperty('newPassword');
    expect(
      (await reset({ email: user.email, otp: code, newPassword: 'a brand new passphrase' })).statusCode,
    ).toBe(200);
  });

  it('a verification code is not a reset code', async () => {
    const user = await createUser(t.app);
    const mark = smtp.received.length;
    await injectAs(t.app, user, { method: 'POST', url: '/api/users/send-verification-email' });
    const mail = await smtp.waitForMail(user.email, mark);
    const code = /verification code is (\d{6})/.exec(mail.raw)![1];
    const res = await reset({ email: user.email, otp: code, newPassword: 'a brand new passphrase' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CODE_NOT_VALID);
  });
});
