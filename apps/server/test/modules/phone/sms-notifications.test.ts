import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaDay } from '@paywise/domain/time';
import { devOutbox, smsNotifications } from '../../../src/db/schema';
import { FAKE_MSG91_TEMPLATES, startFakeMsg91, type FakeMsg91 } from '../../helpers/fake-msg91';
import { placePaidOrder } from '../../helpers/pay';
import { buildTestApp, createVerifiedUser, type TestApp } from '../../helpers/test-app';

let counter = 0;
const freshMobile = () =>
  `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;

const mobileOrder = (number: string, amount = 299) => ({
  type: 'MOBILE',
  operator: 'Airtel',
  number,
  circle: 'Delhi NCR',
  amount,
});

/** A recharge number the sandbox biller refuses after payment (ends in 2222): the order is refunded. */
const REFUSED_NUMBER = '9876542222';

async function outboxTo(app: TestApp['app'], mobile: string) {
  return app.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.to, `+91${mobile}`));
}

describe('transactional SMS through the dev outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SMS_DAILY_CAP: '2', PROMO_PERCENT: '0' }, { jobs: false });
  });
  afterAll(() => t.close());

  it('order completed: to the verified number, with the amount, service, recharged number and order id', async () => {
    const mobile = freshMobile();
    const customer = await createVerifiedUser(t.app, { phoneNumber: mobile, mobileVerifiedAt: new Date() });
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder('9123456780', 299) });
    expect(order.status).toBe('Completed');
    await t.app.smsNotifier.settled();
    const sms = await outboxTo(t.app, mobile);
    expect(sms.map((m) => [m.subject, m.text])).toEqual([
      [
        'SMS (order)',
        `PayWise: your Mobile Recharge payment of Rs.299.00 for 9123456780 is successful. Order ORDID00${order.id}.`,
      ],
    ]);
  });

  it('refund started: the amount and the expected date', async () => {
    const mobile = freshMobile();
    const customer = await createVerifiedUser(t.app, { phoneNumber: mobile, mobileVerifiedAt: new Date() });
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(REFUSED_NUMBER, 150) });
    expect(order.status).toBe('Refunded');
    await t.app.smsNotifier.settled();
    const [y, m, d] = addDays(indiaDay(new Date()), 7).split('-');
    const sms = await outboxTo(t.app, mobile);
    expect(sms.map((s) => s.text)).toEqual([
      `PayWise: the refund of Rs.150.00 for order ORDID00${order.id} has started. Expect it in your account by ${d}-${m}-${y}.`,
    ]);
  });

  it('nothing to a customer who turned them off, or whose number is not verified', async () => {
    const off = freshMobile();
    const optedOut = await createVerifiedUser(t.app, {
      phoneNumber: off,
      mobileVerifiedAt: new Date(),
      smsUpdates: false,
    });
    await placePaidOrder(t.app, optedOut, { payload: mobileOrder('9123456781') });
    const unverified = freshMobile();
    const typedOnly = await createVerifiedUser(t.app, { phoneNumber: unverified });
    await placePaidOrder(t.app, typedOnly, { payload: mobileOrder('9123456782') });
    await t.app.smsNotifier.settled();
    expect(await outboxTo(t.app, off)).toHaveLength(0);
    expect(await outboxTo(t.app, unverified)).toHaveLength(0);
  });

  it('at most SMS_DAILY_CAP per number per India day: the rest are recorded as capped', async () => {
    const mobile = freshMobile();
    const customer = await createVerifiedUser(t.app, { phoneNumber: mobile, mobileVerifiedAt: new Date() });
    for (let i = 0; i < 3; i++) {
      await placePaidOrder(t.app, customer, { payload: mobileOrder('9123456783', 100 + i) });
      await t.app.smsNotifier.settled();
    }
    expect(await outboxTo(t.app, mobile)).toHaveLength(2);
    const rows = await t.app.db.select().from(smsNotifications).where(eq(smsNotifications.mobile, mobile));
    expect(rows.map((r) => r.status).sort()).toEqual(['capped', 'sent', 'sent']);
  });
});

describe('transactional SMS through MSG91', () => {
  let fake: FakeMsg91;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeMsg91();
    t = await buildTestApp(
      {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: fake.authKey,
        MSG91_SENDER_ID: fake.senderId,
        MSG91_TEMPLATE_OTP: FAKE_MSG91_TEMPLATES.otp,
        MSG91_TEMPLATE_ORDER: FAKE_MSG91_TEMPLATES.order,
        MSG91_TEMPLATE_REFUND: FAKE_MSG91_TEMPLATES.refund,
        MSG91_API_URL: fake.url,
        PROMO_PERCENT: '0',
      },
      { jobs: false },
    );
  });
  afterEach(() => fake.setFault(null));
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('a 5xx leaves the SMS pending; the job sends it later, once', async () => {
    const mobile = freshMobile();
    const customer = await createVerifiedUser(t.app, { phoneNumber: mobile, mobileVerifiedAt: new Date() });
    fake.setFault({ kind: 'status', status: 503, times: 1 });
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder('9123456784', 199) });
    await t.app.smsNotifier.settled();
    const [pending] = await t.app.db
      .select()
      .from(smsNotifications)
      .where(eq(smsNotifications.mobile, mobile));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(fake.delivered.filter((d) => d.mobiles === `91${mobile}`)).toHaveLength(0);

    // Its retry time comes (moved forward here instead of waiting a minute).
    await t.app.db
      .update(smsNotifications)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(smsNotifications.id, pending.id));
    await t.app.smsNotifier.sendDue();
    await t.app.smsNotifier.sendDue();
    const delivered = fake.delivered.filter((d) => d.mobiles === `91${mobile}`);
    expect(delivered).toEqual([
      {
        templateId: FAKE_MSG91_TEMPLATES.order,
        sender: fake.senderId,
        mobiles: `91${mobile}`,
        variables: {
          amount: '199.00',
          service: 'Mobile Recharge',
          number: '9123456784',
          order: `ORDID00${order.id}`,
        },
      },
    ]);
  });

  it('sign-in codes go through the OTP template with the code and the Web OTP host', async () => {
    const mobile = freshMobile();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { mobile } });
    expect(res.statusCode).toBe(200);
    const [sms] = fake.delivered.filter((d) => d.mobiles === `91${mobile}`);
    expect(sms.templateId).toBe(FAKE_MSG91_TEMPLATES.otp);
    expect(sms.variables.otp).toMatch(/^\d{6}$/);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { mobile, code: sms.variables.otp },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('a provider refusing the code SMS answers 503 and the customer may ask again at once', async () => {
    const mobile = freshMobile();
    fake.setFault({ kind: 'status', status: 500, times: 1 });
    const failed = await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { mobile } });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      message: 'We could not send the code. Please try again in a moment.',
      code: 'CODE_NOT_SENT',
    });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { mobile } });
    expect(again.statusCode).toBe(200);
  });
});
