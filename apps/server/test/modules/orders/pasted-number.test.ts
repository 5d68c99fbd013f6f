import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

/*
 * Issue 39: a mobile number pasted as people write it ('+91 98450 12345') is the 10-digit national number in
 * every request that takes one; a number that is not exactly 10 digits once cleaned is a 400, never cut.
 */
const t = useTestApp({ RATE_LIMIT_ORDERS: '1000', RATE_LIMIT_OTP: '1000', RATE_LIMIT_SMS_ADDRESS: '1000' });
let customer: TestUser;

beforeAll(async () => {
  customer = await createVerifiedUser(t.app, { username: 'Kavya' });
});

const NUMBER = '9845012345';
const PASTED = ['+91 98450 12345', '+91-98450-12345', '(+91) 9845012345', '09845012345', '919845012345'];
const NOT_TEN_DIGITS = ['98450 1234', '9845012345678', '+91 98450 1234'];

const mobileOrder = (number: string) => ({
  type: 'MOBILE',
  operator: 'Airtel',
  number,
  circle: 'Karnataka',
  amount: 299,
});

const post = (url: string, payload: object, user: TestUser | null = customer) =>
  injectAs(t.app, user, { method: 'POST', url, payload });

function expectBadRequest(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(
    expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
  );
}

describe('a pasted mobile number', () => {
  it.each(PASTED)('POST /api/orders with %j recharges 9845012345', async (pasted) => {
    const res = await post('/api/orders', mobileOrder(pasted));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mobile: NUMBER, itemId: NUMBER });
  });

  it('POST /api/recharges (the older shape) and a data card order store the 10-digit number', async () => {
    const older = await post('/api/recharges', {
      rechargeType: 'Prepaid',
      mobileNumber: '+91 98450 12345',
      operator: 'Airtel',
      circle: 'Karnataka',
      amount: '299',
    });
    expect(older.statusCode).toBe(201);
    expect(older.json()).toMatchObject({ mobile: NUMBER });
    const dataCard = await post('/api/orders', {
      ...mobileOrder('+91 98450 12345'),
      serviceType: 'Data Card Recharge',
    });
    expect(dataCard.statusCode).toBe(201);
    expect(dataCard.json()).toMatchObject({ mobile: NUMBER });
  });

  it.each(NOT_TEN_DIGITS)('POST /api/orders with %j is a 400, not a shortened number', async (wrong) => {
    const res = await post('/api/orders', mobileOrder(wrong));
    expectBadRequest(res);
    expect((res.json() as { message: string }).message).toContain('10 digits');
  });

  it('a sign-in code asked for "(+91) 98450-12345" is texted to 9845012345', async () => {
    const sent = await post('/api/auth/otp/send', { mobile: '(+91) 98450-12345' }, null);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('We sent a 6-digit code to +91 98xxxxxx45.');
    const again = await post('/api/auth/otp/send', { mobile: '+91 98450 12345' }, null);
    // The same number: the resend timer holds.
    expect(again.statusCode).toBe(429);
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as { to: string }[];
    expect(outbox.filter((sms) => sms.to === `+91${NUMBER}`)).toHaveLength(1);
    expect(outbox.some((sms) => sms.to.startsWith('+919198450'))).toBe(false);
  });

  it.each(NOT_TEN_DIGITS)('a sign-in code for %j is a 400 with the recharge form message', async (wrong) => {
    const res = await post('/api/auth/otp/send', { mobile: wrong }, null);
    expectBadRequest(res);
    expect(res.json().message).toContain('Please enter a valid Mobile Number');
  });

  it('the profile keeps the 10-digit number; a 13-digit one is refused', async () => {
    const profile = (phoneNumber: string) =>
      injectAs(t.app, customer, {
        method: 'PUT',
        url: '/api/users/profile',
        payload: { username: 'Kavya', phoneNumber, dateOfBirth: null },
      });
    const saved = await profile('+91 98450 12345');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.phoneNumber).toBe(NUMBER);
    const wrong = await profile('9845012345678');
    expectBadRequest(wrong);
    expect(wrong.json().message).toContain('Phone number must be 10 digits.');
  });

  it('a complaint, a saved number and the operator lookup take the pasted number', async () => {
    const complaint = await post('/api/complaints', {
      name: 'Kavya',
      email: 'kavya@example.com',
      mobile: '+91 98450 12345',
      reason: 'Recharge done to a wrong number',
      subject: 'Wrong number',
      message: 'The recharge went to another number.',
    });
    expect(complaint.statusCode).toBe(201);
    expectBadRequest(
      await post('/api/complaints', {
        name: 'Kavya',
        email: 'kavya@example.com',
        mobile: '98450 1234',
        reason: 'Other',
        subject: 'Short number',
        message: 'A short number.',
      }),
    );

    const saved = await post('/api/me/saved', {
      service: 'mobile',
      identifier: '+91 98450 12345',
      operator: 'Airtel',
      circle: 'Karnataka',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ identifier: NUMBER });

    const lookup = await injectAs(t.app, null, {
      method: 'GET',
      url: '/api/mobile/lookup',
      query: { number: '+91 98450 12345' },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ operator: 'Airtel', circle: 'Karnataka' });
  });
});
