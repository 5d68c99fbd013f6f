import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOtps, users } from '../../../src/db/schema';
import {
  buildTestApp,
  createUser,
  createVerifiedUser,
  injectAs,
  uniqueEmail,
  uniqueMobileNumber,
  type TestApp,
} from '../../helpers/test-app';

/**
 * Issue 40 (High): a sign-in number added with only a session was a permanent backdoor. Adding one takes the
 * password and a verified email, the owner's email is told with a link that removes it, and a number the owner
 * never confirmed does not survive a password reset, a password change or logging out everywhere.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'https://paywise.example' });
});
afterAll(() => t.close());

let addressCounter = 1;
const freshAddress = () => `10.42.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
const freshMobile = () => uniqueMobileNumber('97');

interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
}
async function outbox(): Promise<OutboxEntry[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(res.statusCode).toBe(200);
  return res.json() as OutboxEntry[];
}

/** The newest code SMS to the number (the dev outbox, as a developer reads it). */
async function smsCode(mobile: string): Promise<string> {
  const sms = (await outbox()).find((m) => m.to === `+91${mobile}`);
  const code = sms ? /^(\d{6}) is your PayWise code/.exec(sms.text)?.[1] : undefined;
  if (!code) throw new Error(`no code SMS to ${mobile}`);
  return code;
}

/** The newest mail to `to` whose subject matches (mails that go out after the answer are waited for). */
async function mailTo(to: string, subject: RegExp): Promise<OutboxEntry> {
  for (let i = 0; i < 50; i++) {
    const mail = (await outbox()).find((m) => m.to === to && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

const sendCode = (user: { token: string }, payload: Record<string, unknown>) =>
  injectAs(t.app, user, {
    method: 'POST',
    url: '/api/users/mobile/send-code',
    payload,
    remoteAddress: freshAddress(),
  });
const verifyCode = (user: { token: string }, payload: { mobile: string; code: string }) =>
  injectAs(t.app, user, {
    method: 'POST',
    url: '/api/users/mobile/verify',
    payload,
    remoteAddress: freshAddress(),
  });

async function smsSignIn(mobile: string) {
  await t.app.db.delete(smsOtps).where(eq(smsOtps.key, `login:${mobile}`));
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { mobile },
    remoteAddress: freshAddress(),
  });
  expect(sent.statusCode).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { mobile, code: await smsCode(mobile) },
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { isNewAccount: boolean; user: { id: number }; token: string };
}

/** A number verified the way the API allowed before this rule: with only a session, never confirmed. */
async function plantUnconfirmedNumber(userId: number, mobile: string) {
  await t.app.db
    .update(users)
    .set({ phoneNumber: mobile, mobileVerifiedAt: sql`now()` })
    .where(eq(users.id, userId));
}

const me = (user: { token: string }) => injectAs(t.app, user, { method: 'GET', url: '/api/users/me' });

describe('adding a sign-in number needs the password and a verified email', () => {
  it('a session alone cannot add one: no password is a 400, a wrong one a 400 without any SMS', async () => {
    const customer = await createVerifiedUser(t.app);
    const mobile = freshMobile();
    const bare = await sendCode(customer, { mobile });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('VALIDATION');
    expect(bare.json().fields).toHaveProperty('password');

    const wrong = await sendCode(customer, { mobile, password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'The password is not correct.' });
    expect((await outbox()).some((m) => m.to === `+91${mobile}`)).toBe(false);

    const right = await sendCode(customer, { mobile, password: customer.password });
    expect(right.statusCode).toBe(200);
    const verified = await verifyCode(customer, { mobile, code: await smsCode(mobile) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ phoneNumber: mobile, isMobileVerified: true });
  });

  it('an account whose email is not verified cannot add one (403), even with its password', async () => {
    const customer = await createUser(t.app);
    const mobile = freshMobile();
    const res = await sendCode(customer, { mobile, password: customer.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message:
        'Verify your email first: a sign-in number can only be added to an account with a verified email.',
    });
    expect((await outbox()).some((m) => m.to === `+91${mobile}`)).toBe(false);
  });

  it('an account that signs in only with its number cannot swap it for another with a session (403)', async () => {
    const { token } = await smsSignIn(freshMobile());
    const res = await sendCode({ token }, { mobile: freshMobile(), password: 'anything at all' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SIGN_IN_NUMBER_LOCKED');
  });
});

describe("the owner's email is told, and its link removes the number and ends every session", () => {
  it('mails "a mobile number ending …" with a link; the link asks first, then removes it and signs out', async () => {
    const customer = await createVerifiedUser(t.app);
    const mobile = freshMobile();
    expect((await sendCode(customer, { mobile, password: customer.password })).statusCode).toBe(200);
    expect((await verifyCode(customer, { mobile, code: await smsCode(mobile) })).statusCode).toBe(200);

    const mail = await mailTo(customer.email, /can now sign in/);
    expect(mail.subject).toBe('A mobile number can now sign in to your PayWise account');
    expect(mail.text).toContain(
      `A mobile number ending ${mobile.slice(-4)} can now sign in to your PayWise account`,
    );
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    const link = /https:\/\/paywise\.example(\/api\/users\/mobile\/remove\?token=\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();

    // Opening the link (as a mail scanner does) removes nothing: it shows the button.
    const page = await t.app.inject({ method: 'GET', url: link! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect((await me(customer)).json().isMobileVerified).toBe(true);

    const forged = await t.app.inject({ method: 'POST', url: `${link!.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('LINK_INVALID');

    // The page's button posts an (empty) form, as a browser does.
    const removed = await t.app.inject({
      method: 'POST',
      url: link!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toContain('The number is removed');
    expect((await me(customer)).statusCode).toBe(401);
    // The number now signs in to a new account of its own, not to this one.
    const signedIn = await smsSignIn(mobile);
    expect(signedIn.isNewAccount).toBe(true);
    expect(signedIn.user.id).not.toBe(customer.id);
  });
});

describe('a number the owner never confirmed does not survive the remedies', () => {
  it('pre-account hijacking: the real owner resets the password and the attacker’s number signs in to nothing', async () => {
    // The attacker registers the victim's email (never verified) and tries to add their own number.
    const email = uniqueEmail('victim');
    const attackerPassword = 'attacker knows this one';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Attacker', email, password: attackerPassword },
      remoteAddress: freshAddress(),
    });
    expect(registered.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: attackerPassword },
      remoteAddress: freshAddress(),
    });
    const attacker = { token: login.json().token as string, id: login.json().user.id as number };
    const attackerMobile = freshMobile();
    expect(
      (await sendCode(attacker, { mobile: attackerMobile, password: attackerPassword })).statusCode,
    ).toBe(403);

    // A number verified on such an account before this rule (with only the session) is not confirmed…
    await plantUnconfirmedNumber(attacker.id, attackerMobile);
    // …and the real owner's password reset takes it off, saying so.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email },
          remoteAddress: freshAddress(),
        })
      ).statusCode,
    ).toBe(200);
    const resetMail = await mailTo(email, /password reset code/);
    const otp = /password reset code is (\d{6})/.exec(resetMail.text)![1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email, otp, newPassword: 'the real owner now' },
      remoteAddress: freshAddress(),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      removedMobileEnding: attackerMobile.slice(-4),
      user: { isMobileVerified: false, isEmailVerified: true },
    });
    expect(reset.json().message).toBe(
      'Your password has been changed. You are now logged in. The mobile number ending ' +
        `${attackerMobile.slice(-4)} no longer signs in to your account: if it is yours, add it again in your profile.`,
    );

    const bySms = await smsSignIn(attackerMobile);
    expect(bySms.isNewAccount).toBe(true);
    expect(bySms.user.id).not.toBe(attacker.id);
  });

  it('a password change and logging out everywhere take an unconfirmed number off too', async () => {
    const changer = await createVerifiedUser(t.app);
    await plantUnconfirmedNumber(changer.id, freshMobile());
    const changed = await injectAs(t.app, changer, {
      method: 'PUT',
      url: '/api/users/change-password',
      payload: { oldPassword: changer.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me({ token: changed.json().token })).json().isMobileVerified).toBe(false);

    const leaver = await createVerifiedUser(t.app);
    const mobile = freshMobile();
    await plantUnconfirmedNumber(leaver.id, mobile);
    const out = await injectAs(t.app, leaver, { method: 'POST', url: '/api/auth/logout-all' });
    expect(out.statusCode).toBe(200);
    expect((await smsSignIn(mobile)).user.id).not.toBe(leaver.id);
  });

  it('a number added with the password and a verified email survives a password reset', async () => {
    const customer = await createVerifiedUser(t.app);
    const mobile = freshMobile();
    await sendCode(customer, { mobile, password: customer.password });
    expect((await verifyCode(customer, { mobile, code: await smsCode(mobile) })).statusCode).toBe(200);
    await injectAs(t.app, customer, { method: 'POST', url: '/api/auth/logout-all' });
    expect((await smsSignIn(mobile)).user.id).toBe(customer.id);
  });
});

describe('whether a number is taken is said only to someone who proved it', () => {
  it('a wrong code for another account’s number is a wrong code, not 409; a right one is 409', async () => {
    const holder = await createVerifiedUser(t.app);
    const mobile = freshMobile();
    await sendCode(holder, { mobile, password: holder.password });
    expect((await verifyCode(holder, { mobile, code: await smsCode(mobile) })).statusCode).toBe(200);

    const prober = await createVerifiedUser(t.app);
    const sent = await sendCode(prober, { mobile, password: prober.password });
    expect(sent.statusCode).toBe(200);
    const code = await smsCode(mobile);
    const guessed = await verifyCode(prober, { mobile, code: code === '000000' ? '111111' : '000000' });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().code).toBe('CODE_INVALID');

    const proved = await verifyCode(prober, { mobile, code });
    expect(proved.statusCode).toBe(409);
    expect(proved.json().code).toBe('MOBILE_TAKEN');
  });
});
