import type { CreatedOrderDto, OrderDetailDto } from '@paywise/domain/contracts/orders';
import { OPERATOR_PLANS } from '@paywise/domain/catalogue/plans';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payOrder, placePaidOrder } from '../../helpers/pay';
import { receiptText } from '../../helpers/receipt';
import { createVerifiedUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

// Issue 23, "Show what was bought": the plan's facts stored with the order, and the last UPI ID kept per customer.

const t = useTestApp({}, { jobs: false });
let owner: TestUser;

beforeAll(async () => {
  owner = await createVerifiedUser(t.app);
});

// Jio ₹299: 28 days, 1.5 GB/day, unlimited calls, JioTV and JioCloud.
const jio299 = OPERATOR_PLANS.Jio.find((plan) => plan.price === 299)!;
const recharge = (extra: Record<string, unknown> = {}) => ({
  type: 'MOBILE',
  operator: 'Jio',
  number: '9876543210',
  circle: 'Karnataka',
  amount: 299,
  planId: jio299.id,
  ...extra,
});

const post = (user: TestUser, payload: Record<string, unknown>) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/orders', payload });

describe('the plan bought, stored with the order', () => {
  it('keeps the plan of a recharge: validity, data, calls, SMS and OTT, on the order and its page', async () => {
    const res = await post(owner, recharge());
    expect(res.statusCode).toBe(201);
    const created = res.json<CreatedOrderDto>();
    expect(created.plan).toEqual({
      id: jio299.id,
      category: 'POPULAR',
      price: 299,
      validity: '28 days',
      data: '1.5 GB/day',
      calls: 'Unlimited',
      sms: '100/day',
      ott: ['JioTV', 'JioCloud'],
      details: jio299.details,
    });
    await payOrder(t.app, owner, { order: created });
    const read = await injectAs(t.app, owner, { method: 'GET', url: `/api/orders/${created.id}` });
    expect(read.json<OrderDetailDto>().plan?.validity).toBe('28 days');
  });

  it('reads the plan as it was bought, not as the catalogue says today', async () => {
    const created = (await post(owner, recharge())).json<CreatedOrderDto>();
    // The catalogue changes (here: the stored facts are what a later catalogue no longer says).
    await t.app.db.execute(
      sql`update orders set plan = jsonb_set(plan, '{validity}', '"30 days"') where id = ${created.id}`,
    );
    const read = await injectAs(t.app, owner, { method: 'GET', url: `/api/orders/${created.id}` });
    expect(read.json<OrderDetailDto>().plan?.validity).toBe('30 days');
  });

  it('has no plan for an order placed without one', async () => {
    const res = await post(owner, recharge({ planId: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json<CreatedOrderDto>().plan).toBeNull();
  });

  it("refuses a plan that is not the operator's, or not at the order's amount (400 naming planId)", async () => {
    const airtel = OPERATOR_PLANS.Airtel[0];
    const other = await post(owner, recharge({ planId: airtel.id, amount: airtel.price }));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/^planId: is not one of the plans of Jio/);

    const cheaper = await post(owner, recharge({ amount: 199 }));
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().message).toMatch(/^planId: costs ₹299/);

    const bill = await post(owner, {
      type: 'DTH',
      operator: 'Tata Sky',
      accountNumber: '1234567890',
      amount: 299,
      planId: jio299.id,
    });
    expect(bill.statusCode).toBe(400);
    expect(bill.json().message).toBe('planId: is only for mobile and data card recharges');
  });

  it('prints the plan on the receipt', async () => {
    const paid = await placePaidOrder(t.app, owner, { payload: recharge() });
    const text = await receiptText(t.app, owner, paid.id);
    for (const fact of [
      'Validity',
      '28 days',
      'Data',
      '1.5 GB/day',
      'Calls',
      'Unlimited',
      'JioTV, JioCloud',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('POPULAR');
  });

  it("prints the plan's category and facts in the customer's language (issue 29), no English plan words", async () => {
    for (const [language, words] of [
      ['hi', ['लोकप्रिय', '28 दिन', '1.5 GB/दिन', '100/दिन', 'अनलिमिटेड', 'वैधता', 'डेटा']],
      ['ta', ['பிரபலமானவை', '28 நாட்கள்', '1.5 GB/நாள்', '100/நாள்', 'வரம்பற்றது']],
    ] as const) {
      const customer = await createVerifiedUser(t.app, { language });
      const paid = await placePaidOrder(t.app, customer, { payload: recharge() });
      const text = await receiptText(t.app, customer, paid.id);
      // Extracted text follows the printed glyphs: pdf.js may put a space inside a word, and a vowel sign printed before
      // its consonant (Hindi ि, Tamil ெ ே ை) comes out before it (see the languages test): all left out of the comparison.
      const compact = (value: string) => value.replace(/[\s\u093f\u0bc6-\u0bc8]+/g, '');
      for (const word of words) expect(compact(text), `${language}: ${word}`).toContain(compact(word));
      for (const english of ['POPULAR', 'days', '/day', 'Unlimited', 'Validity', 'Calls']) {
        expect(text, `${language}: ${english}`).not.toContain(english);
      }
      expect(text).toContain('JioTV, JioCloud');
    }
  });
});

describe('the last UPI ID', () => {
  const lastUpi = (user: TestUser) => injectAs(t.app, user, { method: 'GET', url: '/api/me/upi' });

  it('is kept when a UPI payment pays an order, given in full to its owner only, and can be forgotten', async () => {
    const customer = await createVerifiedUser(t.app);
    expect((await lastUpi(customer)).json()).toEqual({ vpa: null, masked: null });

    await placePaidOrder(t.app, customer, { payload: recharge() });
    const kept = await lastUpi(customer);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['cache-control']).toContain('no-store');
    expect(kept.json()).toEqual({ vpa: 'success@razorpay', masked: 'su***@razorpay' });

    // Another customer sees only their own (none).
    const stranger = await createVerifiedUser(t.app);
    expect((await lastUpi(stranger)).json()).toEqual({ vpa: null, masked: null });
    // A visitor is asked to sign in.
    expect((await injectAs(t.app, null, { method: 'GET', url: '/api/me/upi' })).statusCode).toBe(401);

    // A card payment leaves it as it is.
    await placePaidOrder(t.app, customer, {
      payload: recharge(),
      attempt: { method: 'CARD', cardNumber: '4111111111111111', cardExpiry: '12/39', cardCvv: '123' },
    });
    expect((await lastUpi(customer)).json().vpa).toBe('success@razorpay');

    const forgotten = await injectAs(t.app, customer, { method: 'DELETE', url: '/api/me/upi' });
    expect(forgotten.statusCode).toBe(204);
    expect((await lastUpi(customer)).json()).toEqual({ vpa: null, masked: null });
  });

  it('is not kept from a declined UPI payment', async () => {
    const customer = await createVerifiedUser(t.app);
    const created = (await post(customer, recharge())).json<CreatedOrderDto>();
    await expect(
      payOrder(t.app, customer, { order: created, attempt: { method: 'UPI', vpa: 'failure@razorpay' } }),
    ).rejects.toThrow();
    expect((await lastUpi(customer)).json().vpa).toBeNull();
  });
});
