import { describe, expect, it } from 'vitest';
import { callsOf, orderPlanOf, planFactRows } from '../src/catalogue/plan-facts';
import { OPERATOR_PLANS, PLANS, checkedOrderPlan } from '../src/catalogue/plans';
import { readPrefill, repeatOrderHref } from '../src/catalogue/repeat-link';
import { OPERATORS } from '../src/catalogue/operators';
import { SERVICES } from '../src/catalogue/services';
import { maskVpa } from '../src/payments';

describe('what a plan gives', () => {
  it('reads the calls from the details', () => {
    expect(callsOf('Unlimited calls, 2 GB/day, JioTV and JioCloud.')).toBe('Unlimited');
    expect(callsOf('200 minutes of calls, 3 GB data and 35 days validity.')).toBe('200 minutes');
    expect(callsOf('30 GB of data for 30 days; no calls.')).toBe('None');
    expect(callsOf('Talktime of ₹14.95; no change in validity.')).toBeNull();
  });

  it('lists Validity, Data, Calls, SMS in that order, leaving out what the plan does not have', () => {
    const topUp = PLANS.find((plan) => plan.category === 'TOP UP')!;
    expect(planFactRows(orderPlanOf(topUp))).toEqual([]);
    const jio = orderPlanOf(OPERATOR_PLANS.Jio.find((plan) => plan.price === 299)!);
    expect(planFactRows(jio)).toEqual([
      ['Validity', '28 days'],
      ['Data', '1.5 GB/day'],
      ['Calls', 'Unlimited'],
      ['SMS', '100/day'],
    ]);
    expect(jio.ott).toEqual(['JioTV', 'JioCloud']);
  });

  it("checks an order's plan against the operator's and circle's plans and the amount", () => {
    const jio = OPERATOR_PLANS.Jio[0];
    const choice = { operator: 'jio', circle: 'Karnataka', planId: jio.id, amountPaise: jio.price * 100 };
    expect(checkedOrderPlan(choice)).toBe(jio);
    expect(checkedOrderPlan({ ...choice, amountPaise: 100 })).toMatch(/^costs ₹/);
    expect(checkedOrderPlan({ ...choice, planId: OPERATOR_PLANS.Airtel[0].id })).toMatch(/^is not one of/);
  });

  it('masks a UPI ID for lists', () => {
    expect(maskVpa('rahul.k@okaxis')).toBe('ra***@okaxis');
    expect(maskVpa('ab@ybl')).toBe('a***@ybl');
    expect(maskVpa('nonsense')).toBe('***');
  });
});

/** A query string read as URLSearchParams would (the domain package has no DOM types). */
function params(query: string) {
  const values = new Map(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
  );
  return { get: (name: string) => values.get(name) ?? null };
}

describe('Recharge again with the plan bought', () => {
  const order = {
    type: 'MOBILE',
    operator: 'Airtel',
    mobile: '9845000101',
    accountNumber: null,
    circle: 'Karnataka',
    amount: 299,
    plan: { id: 2002 },
  };

  it('carries the plan in the link, and the page reads it back', () => {
    const href = repeatOrderHref(order)!;
    expect(href).toBe(
      '/recharge/mobile?number=9845000101&operator=Airtel&circle=Karnataka&amount=299&plan=2002',
    );
    const prefill = readPrefill(
      SERVICES.mobile,
      params(href.split('?')[1]),
      OPERATORS[SERVICES.mobile.operatorList],
    );
    expect(prefill?.planId).toBe(2002);
  });

  it('has no plan for an order without one, on a page without plans, or a plan id that is not a number', () => {
    expect(repeatOrderHref({ ...order, plan: null })).not.toContain('plan=');
    expect(
      readPrefill(SERVICES.dth, params('account=123&plan=2002'), OPERATORS[SERVICES.dth.operatorList])
        ?.planId,
    ).toBeUndefined();
    expect(
      readPrefill(
        SERVICES.mobile,
        params('number=9845000101&plan=12x'),
        OPERATORS[SERVICES.mobile.operatorList],
      )?.planId,
    ).toBeUndefined();
  });
});
