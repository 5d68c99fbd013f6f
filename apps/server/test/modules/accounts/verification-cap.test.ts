import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOtps, verificationMails } from '../../../src/db/schema';
import { buildTestAppWithSmtp, otpFrom, type SmtpServer } from '../../helpers/smtp';
import { createUser, injectAs, uniqueEmail, type TestApp } from '../../helpers/test-app';

/**
 * At most 10 verification mails per user and per address in any 24 hours (a rolling window, the same for
 * every server because the database counts them), on top of one per 30 seconds.
 */
let smtp: SmtpServer;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ smtp, t, close } = await buildTestAppWithSmtp());
});
afterAll(() => close());

const sendCode = (user: { token: string }) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/users/send-verification-email' });

/** Mails sent earlier (real rows, no clock mock): `hoursAgo` each. */
async function sentEarlier(rows: Array<{ userId: number | null; email: string; hoursAgo: number }>) {
  for (const row of rows) {
    await t.app.db.insert(verificationMails).values({
      userId: row.userId,
      email: row.email,
      sentAt: sql`now() - make_interval(secs => ${row.hoursAgo * 3600})`,
    });
  }
}

/** Lets the 30-second cooldown pass. */
const backdateCooldown = (userId: number) =>
  t.app.db
    .update(emailOtps)
    .set({ sentAt: sql`now() - interval '31 seconds'` })
    .where(eq(emailOtps.userId, userId));

const mailsOf = async (userId: number) =>
  (await t.app.db.select().from(verificationMails).where(eq(verificationMails.userId, userId))).length;

describe('verification mails per day', () => {
  it('refuses the 11th mail in 24 hours with 429 and when to come back, and keeps the code already sent', async () => {
    const user = await createUser(t.app);
    const mark = smtp.received.length;
    expect((await sendCode(user)).statusCode).toBe(200);
    const code = otpFrom(await smtp.waitForMail(user.email, mark));
    expect(await mailsOf(user.id)).toBe(1);
    // Nine more earlier today, the oldest 20 hours ago: it leaves the window in 4 hours.
    await sentEarlier([
      { userId: user.id, email: user.email, hoursAgo: 20 },
      ...Array.from({ length: 8 }, (_, i) => ({ userId: user.id, email: user.email, hoursAgo: i + 1 })),
    ]);
    await backdateCooldown(user.id);

    const received = smtp.received.length;
    const res = await sendCode(user);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'You can ask for at most 10 verification emails a day. Please try again in 4 hours.',
      code: 'DAILY_LIMIT_REACHED',
    });
    expect(smtp.received.length).toBe(received);
    expect(await mailsOf(user.id)).toBe(10);

    // The refusal changed nothing: the code of the first mail still verifies the address.
    const verify = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { otp: code },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('counts only the last 24 hours (rolling, not per calendar day)', async () => {
    const user = await createUser(t.app);
    await sentEarlier(
      Array.from({ length: 10 }, () => ({ userId: user.id, email: user.email, hoursAgo: 24.1 })),
    );
    expect((await sendCode(user)).statusCode).toBe(200);
    await sentEarlier(
      Array.from({ length: 9 }, () => ({ userId: user.id, email: user.email, hoursAgo: 23.5 })),
    );
    await backdateCooldown(user.id);
    const res = await sendCode(user);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/try again in 30 minutes\.$/);
  });

  it('counts per address too, case-insensitively (mail to an address whose account is gone)', async () => {
    const email = uniqueEmail('Capped.Address').replace('capped', 'Capped');
    const user = await createUser(t.app, { email: email.toUpperCase() });
    await sentEarlier(
      Array.from({ length: 10 }, () => ({ userId: null, email: email.toLowerCase(), hoursAgo: 2 })),
    );
    const res = await sendCode(user);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^You can ask for at most 10 verification emails a day\./);
    // Another address is not affected.
    expect((await sendCode(await createUser(t.app))).statusCode).toBe(200);
  });
});
