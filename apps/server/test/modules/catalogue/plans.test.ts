import { OPERATOR_PLANS, PLANS } from '@paywise/domain/catalogue/plans';
import type { Plan } from '@paywise/domain/catalogue/types';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp({}, { jobs: false });

const plans = async (query: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/plans', query });
  return { status: res.statusCode, body: res.json() as Plan[] & { message?: string } };
};

describe('GET /api/plans', () => {
  it("answers an operator's own set, case-insensitively, and the specification's 41 for MTNL", async () => {
    const jio = await plans({ operator: 'jio' });
    expect(jio.status).toBe(200);
    expect(jio.body.map((plan) => plan.id)).toEqual(
      OPERATOR_PLANS.Jio.filter((plan) => !plan.circles).map((plan) => plan.id),
    );
    expect(jio.body.length).toBeGreaterThanOrEqual(25);
    const airtel = await plans({ operator: 'Airtel', circle: 'Karnataka' });
    expect(airtel.body[0].id).toBe(OPERATOR_PLANS.Airtel[0].id);
    expect((await plans({ operator: 'MTNL' })).body).toHaveLength(PLANS.length);
    expect((await plans({})).body).toHaveLength(41);
  });

  it("adds an operator's circle-only plans in that circle only", async () => {
    const [operator, circlePlan] = Object.entries(OPERATOR_PLANS)
      .map(([name, list]) => [name, list.find((plan) => plan.circles)] as const)
      .find(([, plan]) => plan !== undefined)!;
    const inCircle = await plans({ operator, circle: circlePlan!.circles![0] });
    expect(inCircle.body.map((plan) => plan.id)).toContain(circlePlan!.id);
    const elsewhere = ['Assam', 'Kerala', 'Mumbai'].find((name) => !circlePlan!.circles!.includes(name))!;
    const outside = await plans({ operator, circle: elsewhere });
    expect(outside.body.map((plan) => plan.id)).not.toContain(circlePlan!.id);
  });

  it('filters by category, words, price, validity, data per day and OTT, and sorts', async () => {
    const ott = await plans({ operator: 'Jio', category: 'ott plans' });
    expect(ott.body.length).toBeGreaterThan(0);
    expect(ott.body.every((plan) => plan.category === 'OTT PLANS')).toBe(true);

    const netflix = await plans({ operator: 'Jio', q: 'netflix' });
    expect(netflix.body.length).toBeGreaterThan(0);
    expect(netflix.body.every((plan) => plan.ott.includes('Netflix'))).toBe(true);
    expect(netflix.body).toHaveLength(
      OPERATOR_PLANS.Jio.filter((plan) => plan.details.includes('Netflix')).length,
    );

    const quarter = await plans({ operator: 'Airtel', q: '84 days' });
    expect(quarter.body.length).toBeGreaterThan(0);
    expect(quarter.body.every((plan) => plan.validityDays === 84)).toBe(true);

    const cheapLong = await plans({ operator: 'Vi', maxPrice: '900', minValidityDays: '56', sort: 'price' });
    expect(cheapLong.body.length).toBeGreaterThan(0);
    expect(cheapLong.body.every((plan) => plan.price <= 900 && plan.validityDays! >= 56)).toBe(true);
    const prices = cheapLong.body.map((plan) => plan.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const heavy = await plans({ operator: 'BSNL', minDataPerDayGb: '2', sort: 'dataPerDay' });
    expect(heavy.body.every((plan) => plan.dataPerDayGb! >= 2)).toBe(true);
    const perDay = heavy.body.map((plan) => plan.dataPerDayGb!);
    expect(perDay).toEqual([...perDay].sort((a, b) => b - a));

    const withOtt = await plans({ operator: 'Airtel', ott: 'true' });
    expect(withOtt.body.length).toBeGreaterThan(0);
    expect(withOtt.body.every((plan) => plan.ott.length > 0)).toBe(true);

    expect((await plans({ operator: 'Jio', q: 'no such benefit' })).body).toEqual([]);
  });

  it('refuses an unknown operator, circle, category, sort or a bad number with a 400 naming it', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { operator: 'Telenor' },
        /^operator: is not one of the mobile operators \(Airtel, Jio, Vi, BSNL, MTNL\)/,
      ],
      [{ operator: 'Jio', circle: 'Atlantis' }, /^circle: is not one of the telecom circles/],
      [{ category: 'CHEAP' }, /^category: must be one of POPULAR/],
      [{ sort: 'name' }, /^sort: must be one of price, validity, dataPerDay/],
      [{ maxPrice: 'ten' }, /^maxPrice: must be a whole number/],
      [{ minValidityDays: '-1' }, /^minValidityDays: must be a whole number/],
      [{ minDataPerDayGb: '2GB' }, /^minDataPerDayGb: must be a number/],
      [{ ott: 'yes' }, /^ott: must be 'true' or 'false'/],
      [{ q: 'x'.repeat(101) }, /^q: must be at most 100 characters/],
    ];
    for (const [query, message] of cases) {
      const res = await plans(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('answers 304 to the ETag of the same answer', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/plans?operator=Vi&q=2gb' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/plans?operator=Vi&q=2gb',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
