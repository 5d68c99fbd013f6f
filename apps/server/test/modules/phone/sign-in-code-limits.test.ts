import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOtps } from '../../../src/db/schema';
import { buildTestApp, uniqueMobileNumber, type TestApp } from '../../helpers/test-app';

/**
 * Issue 40 (Medium): checking a sign-in code had no limit per address or per number across codes, and told "no
 * code pending" from "wrong code" (an oracle for who is signing in now). Small limits here (the defaults are 30
 * wrong codes per address per 15 minutes and 10 per number a day).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    RATE_LIMIT_OTP_WRONG_ADDRESS: '3',
    RATE_LIMIT_OTP_WRONG_NUMBER: '4',
  });
});
afterAll(() => t.close());

let addressCounter = 1;
const freshAddress = () => `10.43.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
const freshMobile = () => uniqueMobileNumber('96');

const send = (mobile: string, address = freshAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { mobile },
    remoteAddress: address,
  });
const verify = (mobile: string, code: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { mobile, code },
    remoteAddress: address,
  });

async function lastCode(mobile: string): Promise<string> {
  const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as {
    to: string;
    text: string;
  }[];
  const sms = outbox.find((m) => m.to === `+91${mobile}`);
  const code = sms ? /^(\d{6}) is your PayWise code/.exec(sms.text)?.[1] : undefined;
  if (!code) throw new Error(`no code SMS to ${mobile}`);
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('checking a sign-in code', () => {
  it('answers "no code pending" and "wrong code" alike', async () => {
    const pending = freshMobile();
    await send(pending);
    const wrongCode = await verify(pending, wrong(await lastCode(pending)), freshAddress());
    const nothingPending = await verify(freshMobile(), '123456', freshAddress());
    expect(wrongCode.statusCode).toBe(400);
    expect(nothingPending.statusCode).toBe(wrongCode.statusCode);
    expect(nothingPending.json()).toEqual(wrongCode.json());
  });

  it('counts wrong codes per address across numbers: past the limit even a right code waits (429)', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await verify(freshMobile(), '123456', address)).statusCode).toBe(400);
    const mobile = freshMobile();
    await send(mobile);
    const blocked = await verify(mobile, await lastCode(mobile), address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await verify(mobile, await lastCode(mobile), freshAddress())).statusCode).toBe(200);
  });

  it('counts wrong codes per number across codes and addresses', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const first = await lastCode(mobile);
    for (let i = 0; i < 2; i++) await verify(mobile, wrong(first), freshAddress());
    // A new code does not start the count again.
    await t.app.db
      .update(smsOtps)
      .set({ sentAt: sql`now() - interval '31 seconds'` })
      .where(eq(smsOtps.key, `login:${mobile}`));
    await send(mobile);
    const second = await lastCode(mobile);
    for (let i = 0; i < 2; i++) await verify(mobile, wrong(second), freshAddress());
    const blocked = await verify(mobile, second, freshAddress());
    expect(blocked.statusCode).toBe(429);
  });

  it('tells the number once that its sign-in codes are paused when its wrong-code limit is reached', async () => {
    const mobile = freshMobile();
    const notices = async () => {
      const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as {
        to: string;
        text: string;
      }[];
      return outbox.filter((m) => m.to === `+91${mobile}` && /sign-in codes were entered/.test(m.text));
    };
    await send(mobile);
    const code = await lastCode(mobile);
    for (let i = 0; i < 3; i++) await verify(mobile, wrong(code), freshAddress());
    expect(await notices()).toHaveLength(0);
    // The fourth wrong code uses up RATE_LIMIT_OTP_WRONG_NUMBER (4 here): the owner is told, once.
    await verify(mobile, wrong(code), freshAddress());
    await expect.poll(async () => (await notices()).length).toBe(1);
    expect((await verify(mobile, code, freshAddress())).statusCode).toBe(429);
    expect((await verify(mobile, wrong(code), freshAddress())).statusCode).toBe(429);
    expect(await notices()).toHaveLength(1);
    expect((await notices())[0].text).toMatch(/^PayWise: too many wrong sign-in codes/);
  });
});

/**
 * Issue 40 (decision 0048): a third party's wrong guesses void the owner's code no sooner than the owner's own
 * would. A code is void after 5 wrong tries from the address that asked for it; other addresses are held by the
 * limits per address and per number (RATE_LIMIT_OTP_WRONG_ADDRESS, RATE_LIMIT_OTP_WRONG_NUMBER).
 */
describe("someone else's guesses and the owner's code", () => {
  let roomy: TestApp;
  beforeAll(async () => {
    roomy = await buildTestApp({ RATE_LIMIT_OTP_WRONG_NUMBER: '20' });
  });
  afterAll(() => roomy.close());

  const sendOn = (mobile: string, address: string) =>
    roomy.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      payload: { mobile },
      remoteAddress: address,
    });
  const verifyOn = (mobile: string, code: string, address: string) =>
    roomy.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { mobile, code },
      remoteAddress: address,
    });
  async function codeOn(mobile: string): Promise<string> {
    const outbox = (await roomy.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as {
      to: string;
      text: string;
    }[];
    const sms = outbox.find((m) => m.to === `+91${mobile}`);
    return /^(\d{6}) is your PayWise code/.exec(sms!.text)![1];
  }

  it("five wrong guesses from other addresses leave the owner's code working, answered like any failure", async () => {
    const mobile = freshMobile();
    const owner = freshAddress();
    expect((await sendOn(mobile, owner)).statusCode).toBe(200);
    const code = await codeOn(mobile);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await verifyOn(mobile, wrong(code), freshAddress()));
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(answers[0].json());
    }
    const signedIn = await verifyOn(mobile, code, owner);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().isNewAccount).toBe(true);
  });

  it("the requesting address's own five wrong tries still void the code", async () => {
    const mobile = freshMobile();
    const owner = freshAddress();
    await sendOn(mobile, owner);
    const code = await codeOn(mobile);
    for (let i = 0; i < 5; i++) expect((await verifyOn(mobile, wrong(code), owner)).statusCode).toBe(400);
    const late = await verifyOn(mobile, code, owner);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('CODE_INVALID');
    // Void for everyone, not only for the address that spent its tries.
    expect((await verifyOn(mobile, code, freshAddress())).statusCode).toBe(400);
  });

  it('the code row keeps a keyed hash of the requesting address, never the address', async () => {
    const mobile = freshMobile();
    const owner = '10.99.1.7';
    await sendOn(mobile, owner);
    const [row] = await roomy.app.db
      .select()
      .from(smsOtps)
      .where(eq(smsOtps.key, `login:${mobile}`));
    expect(row.requestedBy).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain(owner);
  });
});
