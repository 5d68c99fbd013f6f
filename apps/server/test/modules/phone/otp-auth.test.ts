import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOtps, users } from '../../../src/db/schema';
import {
  buildTestApp,
  createAdmin,
  createUser,
  createVerifiedUser,
  injectAs,
  type TestApp,
} from '../../helpers/test-app';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await buildTestApp({ LOG_LEVEL: 'debug', APP_URL: 'https://paywise.example' }, { logStream });
});
afterAll(() => t.close());

let numberCounter = 0;
/** A fresh valid mobile number per call: every test starts with its own rate-limit counts. */
const freshMobile = () =>
  `98${String(Date.now() % 1_000_000).padStart(6, '0')}${String(numberCounter++ % 100).padStart(2, '0')}`;

/** Each test its own caller address, so the per-address cap of one test never reaches another. */
let addressCounter = 1;
const freshAddress = () => `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

function send(mobile: string, address: string, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { mobile },
    remoteAddress: address,
  });
}
function verify({
  mobile,
  code,
  app = t.app,
  address = '127.0.0.1',
}: {
  mobile: string;
  code: string;
  app?: TestApp['app'];
  address?: string;
}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { mobile, code },
    remoteAddress: address,
  });
}

/** The code of the newest SMS to the number, read where a developer reads it: GET /api/dev/outbox. */
async function lastCode(mobile: string, app = t.app): Promise<string> {
  const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(outbox.statusCode).toBe(200);
  const sms = (outbox.json() as { to: string; text: string }[]).find((m) => m.to === `+91${mobile}`);
  const code = sms ? /^(\d{6}) is your PayWise code/.exec(sms.text)?.[1] : undefined;
  if (!code) throw new Error(`no code SMS to ${mobile}`);
  return code;
}

/** Lets the 30-second resend timer pass by moving the last send back (real database, no clock mock). */
async function backdateSend(key: string, seconds = 31) {
  await t.app.db
    .update(smsOtps)
    .set({ sentAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(smsOtps.key, key));
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign in with a mobile number', () => {
  it('send → dev outbox → verify makes a phone account with a session; the next sign-in finds it', async () => {
    const mobile = '9876543210';
    const sent = await send(mobile, freshAddress());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: 'We sent a 6-digit code to +91 98xxxxxx10.',
      resendAfterSeconds: 30,
    });

    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const sms = (outbox.json() as { to: string; subject: string; text: string }[]).find(
      (m) => m.to === '+919876543210',
    );
    expect(sms?.subject).toBe('SMS (otp)');
    const code = await lastCode(mobile);
    // The Web OTP line, so Chrome on Android offers to fill the code in.
    expect(sms?.text.endsWith(`\n@paywise.example #${code}`)).toBe(true);
    // Stored hashed only.
    const [stored] = await t.app.db
      .select()
      .from(smsOtps)
      .where(eq(smsOtps.key, `login:${mobile}`));
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);

    const signedIn = await verify({ mobile, code });
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json();
    expect(body).toMatchObject({
      isNewAccount: true,
      message: 'Welcome to PayWise!',
      user: {
        email: null,
        phoneNumber: mobile,
        isMobileVerified: true,
        isEmailVerified: false,
        role: 'CUSTOMER',
      },
    });
    const me = await injectAs(t.app, { token: body.token }, { method: 'GET', url: '/api/users/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.user.id);

    // The code is used up (told like any other failure: decision 0042).
    expect((await verify({ mobile, code })).json().message).toBe(
      'This code is not valid or has expired. Please check it, or ask for a new code.',
    );

    // Next time: the same account.
    await backdateSend(`login:${mobile}`);
    expect((await send(mobile, freshAddress())).statusCode).toBe(200);
    const again = await verify({ mobile, code: await lastCode(mobile) });
    expect(again.json()).toMatchObject({ isNewAccount: false, user: { id: body.user.id } });

    // The same sessions as email login: signing out everywhere revokes the token.
    const out = await injectAs(t.app, { token: body.token }, { method: 'POST', url: '/api/auth/logout-all' });
    expect(out.statusCode).toBe(200);
    const revoked = await injectAs(
      t.app,
      { token: again.json().token },
      { method: 'GET', url: '/api/users/me' },
    );
    expect(revoked.statusCode).toBe(401);

    // The name is asked afterwards, through the profile (the number stays verified).
    await send(mobile, freshAddress());
    const token = (await verify({ mobile, code: await lastCode(mobile) })).json().token;
    const named = await injectAs(
      t.app,
      { token },
      {
        method: 'PUT',
        url: '/api/users/profile',
        payload: { username: 'Asha', phoneNumber: mobile, dateOfBirth: null },
      },
    );
    expect(named.statusCode).toBe(200);
    expect(named.json().user).toMatchObject({ username: 'Asha', isMobileVerified: true });
    // Its only way in cannot be dropped or changed without a code.
    const dropped = await injectAs(
      t.app,
      { token },
      {
        method: 'PUT',
        url: '/api/users/profile',
        payload: { username: 'Asha', phoneNumber: '', dateOfBirth: null },
      },
    );
    expect(dropped.statusCode).toBe(400);
  });

  it('answers a known and an unknown number with the same status and body', async () => {
    const known = freshMobile();
    await createUser(t.app, { phoneNumber: known, mobileVerifiedAt: new Date() });
    const unknown = freshMobile();
    const a = await send(known, freshAddress());
    const b = await send(unknown, freshAddress());
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const mask = (m: string) => `+91 ${m.slice(0, 2)}xxxxxx${m.slice(-2)}`;
    expect(a.json()).toEqual({
      message: `We sent a 6-digit code to ${mask(known)}.`,
      resendAfterSeconds: 30,
    });
    expect(b.json()).toEqual({
      message: `We sent a 6-digit code to ${mask(unknown)}.`,
      resendAfterSeconds: 30,
    });
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
  });

  it('refuses a malformed number with the recharge form message', async () => {
    const res = await send('12345', freshAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please enter a valid Mobile Number');
  });

  it('a code expires after 5 minutes', async () => {
    const mobile = freshMobile();
    await send(mobile, freshAddress());
    const code = await lastCode(mobile);
    const [row] = await t.app.db
      .select({
        minutes: sql<number>`round(extract(epoch from (${smsOtps.expiresAt} - ${smsOtps.sentAt})) / 60)::int`,
      })
      .from(smsOtps)
      .where(eq(smsOtps.key, `login:${mobile}`));
    expect(row.minutes).toBe(5);
    await t.app.db
      .update(smsOtps)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsOtps.key, `login:${mobile}`));
    const res = await verify({ mobile, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This code is not valid or has expired. Please check it, or ask for a new code.',
    );
  });

  it('5 wrong tries from the address that asked void the code, even for the right one afterwards', async () => {
    const mobile = freshMobile();
    const address = freshAddress();
    await send(mobile, address);
    const code = await lastCode(mobile);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push((await verify({ mobile, code: wrong(code), app: t.app, address })).json().message);
    // One answer for every failure: the count left is not told to whoever asks about a number.
    expect(new Set(messages)).toEqual(
      new Set(['This code is not valid or has expired. Please check it, or ask for a new code.']),
    );
    const right = await verify({ mobile, code, app: t.app, address });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(
      'This code is not valid or has expired. Please check it, or ask for a new code.',
    );
  });

  it('a new code waits 30 seconds (429 with Retry-After) and replaces the old one', async () => {
    const mobile = freshMobile();
    await send(mobile, freshAddress());
    const first = await lastCode(mobile);
    const early = await send(mobile, freshAddress());
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(early.json().message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    // The early request changed nothing: the first code still works... after a new one is sent, only the new one.
    await backdateSend(`login:${mobile}`);
    expect((await send(mobile, freshAddress())).statusCode).toBe(200);
    const second = await lastCode(mobile);
    if (second !== first) expect((await verify({ mobile, code: first })).statusCode).toBe(400);
    expect((await verify({ mobile, code: second })).statusCode).toBe(200);
  });

  it('at most 5 codes per number per hour (429 with Retry-After), whatever the address', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i++) {
      const res = await send(mobile, freshAddress());
      expect(res.statusCode).toBe(200);
      await backdateSend(`login:${mobile}`);
    }
    const sixth = await send(mobile, freshAddress());
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(30 * 60);
    // Another number is not affected.
    expect((await send(freshMobile(), freshAddress())).statusCode).toBe(200);
  });

  it('at most 20 codes per address per hour (429 with Retry-After)', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) expect((await send(freshMobile(), address)).statusCode).toBe(200);
    const over = await send(freshMobile(), address);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(30 * 60);
    expect((await send(freshMobile(), freshAddress())).statusCode).toBe(200);
  });

  it('an admin account cannot sign in by SMS', async () => {
    const mobile = freshMobile();
    await createAdmin(t.app, { phoneNumber: mobile, mobileVerifiedAt: new Date() });
    const sent = await send(mobile, freshAddress());
    expect(sent.statusCode).toBe(200);
    const res = await verify({ mobile, code: await lastCode(mobile) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Admin accounts sign in with their email and password.',
      code: 'ADMIN_SMS_SIGN_IN',
    });
  });

  it('an account with two-step sign-in on cannot sign in by SMS alone (decision 0047)', async () => {
    const mobile = freshMobile();
    await createUser(t.app, { phoneNumber: mobile, mobileVerifiedAt: new Date(), twoFactorAt: new Date() });
    expect((await send(mobile, freshAddress())).statusCode).toBe(200);
    const res = await verify({ mobile, code: await lastCode(mobile) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message:
        'Two-step sign-in is on for this account: sign in with your email, your password and the code of your authenticator app.',
      code: 'TWO_FACTOR_USE_PASSWORD',
    });
  });

  it('a phone account cannot be made an admin (admins sign in with email and password)', async () => {
    const mobile = freshMobile();
    await send(mobile, freshAddress());
    const user = (await verify({ mobile, code: await lastCode(mobile) })).json().user;
    const admin = await createAdmin(t.app);
    const res = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/role`,
      payload: { role: 'ADMIN' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This account signs in with its mobile number only: an admin signs in with an email and a password.',
    );
    const [row] = await t.app.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row.role).toBe('CUSTOMER');
  });

  it('a verified mobile counts as verified for the order limit (a phone account has no email to verify)', async () => {
    const mobile = freshMobile();
    await send(mobile, freshAddress());
    const { token } = (await verify({ mobile, code: await lastCode(mobile) })).json();
    for (let i = 0; i < 4; i++) {
      const res = await injectAs(
        t.app,
        { token },
        {
          method: 'POST',
          url: '/api/orders',
          payload: {
            type: 'MOBILE',
            operator: 'Airtel',
            number: '9123456780',
            circle: 'Delhi NCR',
            amount: 100 + i,
          },
        },
      );
      expect(res.statusCode).toBe(201);
    }
  });

  it('never writes a code to the log', async () => {
    const mobile = freshMobile();
    await send(mobile, freshAddress());
    const code = await lastCode(mobile);
    await verify({ mobile, code });
    expect(logLines.join('')).not.toContain(code);
  });
});

describe('the profile number and takeovers', () => {
  it('a number only typed into a profile signs in to a new account, never to that profile', async () => {
    const mobile = freshMobile();
    const owner = await createVerifiedUser(t.app, { phoneNumber: mobile });
    await send(mobile, freshAddress());
    const res = await verify({ mobile, code: await lastCode(mobile) });
    expect(res.json().isNewAccount).toBe(true);
    expect(res.json().user.id).not.toBe(owner.id);
    // ...and that profile can no longer verify it: it is verified on the other account (said after the code).
    const sent = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/users/mobile/send-code',
      payload: { mobile, password: owner.password },
      remoteAddress: freshAddress(),
    });
    expect(sent.statusCode).toBe(200);
    const taken = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/users/mobile/verify',
      payload: { mobile, code: await lastCode(mobile) },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'This mobile number is already verified on another PayWise account. Sign in with it, or use another number.',
    );
  });

  it('an email customer verifies a mobile in the profile, then signs in with it to the same account', async () => {
    const customer = await createVerifiedUser(t.app);
    const mobile = freshMobile();
    const sent = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/users/mobile/send-code',
      payload: { mobile, password: customer.password },
      remoteAddress: freshAddress(),
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(mobile);
    const wrongNumber = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/users/mobile/verify',
      payload: { mobile: freshMobile(), code },
    });
    expect(wrongNumber.statusCode).toBe(400);
    const verified = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/users/mobile/verify',
      payload: { mobile, code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Mobile number verified.',
      user: { id: customer.id, phoneNumber: mobile, isMobileVerified: true, email: customer.email },
    });

    await send(mobile, freshAddress());
    const signedIn = await verify({ mobile, code: await lastCode(mobile) });
    expect(signedIn.json()).toMatchObject({ isNewAccount: false, user: { id: customer.id } });

    // Another account cannot verify it (told so once it proved the number).
    const other = await createVerifiedUser(t.app);
    await injectAs(t.app, other, {
      method: 'POST',
      url: '/api/users/mobile/send-code',
      payload: { mobile, password: other.password },
      remoteAddress: freshAddress(),
    });
    const refused = await injectAs(t.app, other, {
      method: 'POST',
      url: '/api/users/mobile/verify',
      payload: { mobile, code: await lastCode(mobile) },
    });
    expect(refused.statusCode).toBe(409);

    // Typing another number in the profile unverifies: the old number then signs in to nothing of this account.
    const changed = await injectAs(t.app, customer, {
      method: 'PUT',
      url: '/api/users/profile',
      payload: { username: 'Test User', phoneNumber: freshMobile(), dateOfBirth: null },
    });
    expect(changed.json().user.isMobileVerified).toBe(false);
  });

  it('a code sent to a free number is refused at verify time once another account verified it', async () => {
    const mobile = freshMobile();
    const slow = await createVerifiedUser(t.app);
    const sent = await injectAs(t.app, slow, {
      method: 'POST',
      url: '/api/users/mobile/send-code',
      payload: { mobile, password: slow.password },
      remoteAddress: freshAddress(),
    });
    expect(sent.statusCode).toBe(200);
    const slowCode = await lastCode(mobile);
    // Meanwhile the number signs in (and so is verified on a new account).
    await send(mobile, freshAddress());
    await verify({ mobile, code: await lastCode(mobile) });
    const late = await injectAs(t.app, slow, {
      method: 'POST',
      url: '/api/users/mobile/verify',
      payload: { mobile, code: slowCode },
    });
    expect(late.statusCode).toBe(409);
  });

  it('customers turn order SMS off and on', async () => {
    const customer = await createUser(t.app);
    const off = await injectAs(t.app, customer, {
      method: 'PUT',
      url: '/api/users/sms-preferences',
      payload: { smsUpdates: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().user.smsUpdates).toBe(false);
  });
});

describe('production without an SMS provider', () => {
  it('hides phone sign-in and answers 503 with a clear message', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production' });
    try {
      const config = await prod.app.inject({ method: 'GET', url: '/api/auth/config' });
      expect(config.json()).toEqual({ phoneSignIn: false });
      const res = await send('9876543210', '10.9.9.9', prod.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message:
          'Sign in with a mobile number is not available right now. Please use your email and password.',
        code: 'PHONE_SIGN_IN_UNAVAILABLE',
      });
      const outbox = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('development shows it', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toEqual({ phoneSignIn: true });
  });
});
