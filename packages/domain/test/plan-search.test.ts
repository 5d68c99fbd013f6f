import { describe, expect, it } from 'vitest';
import { findCircle } from '../src/catalogue/circles';
import { findOperator } from '../src/catalogue/operators';
import {
  dataPerDayGbOf,
  matchesQuery,
  ottOf,
  searchPlans,
  validityDaysOf,
} from '../src/catalogue/plan-search';
import { OPERATOR_PLANS, PLANS, plansFor, plansForNames } from '../src/catalogue/plans';
import type { Plan } from '../src/catalogue/types';

const plan = (overrides: Partial<Plan>): Plan => ({
  id: 1,
  category: 'POPULAR',
  price: 299,
  data: '2 GB/day',
  sms: '100/day',
  validity: '28 days',
  details: 'Unlimited calls, 2 GB per day.',
  validityDays: 28,
  dataPerDayGb: 2,
  ott: [],
  ...overrides,
});

describe('plan facts', () => {
  it('reads validity days, data per day and the benefits named in the details', () => {
    expect(validityDaysOf('84 days')).toBe(84);
    expect(validityDaysOf('1 day')).toBe(1);
    expect(validityDaysOf('Existing plan')).toBeNull();
    expect(validityDaysOf('NA')).toBeNull();
    expect(dataPerDayGbOf('1.5 GB/day')).toBe(1.5);
    expect(dataPerDayGbOf('500 MB/day')).toBe(0.5);
    expect(dataPerDayGbOf('6 GB')).toBeNull();
    expect(dataPerDayGbOf('NA')).toBeNull();
    expect(ottOf('Unlimited calls, 3 GB per day and Amazon Prime Lite.')).toEqual(['Amazon Prime Lite']);
    expect(ottOf('Netflix Basic, JioHotstar and JioCloud.')).toEqual(['Netflix', 'JioHotstar', 'JioCloud']);
    expect(ottOf('Unlimited calls.')).toEqual([]);
  });

  it('gives every plan of every set its facts', () => {
    const ott = PLANS.find((candidate) => candidate.details.includes('Netflix'))!;
    expect(ott.ott).toEqual(['Netflix']);
    expect(PLANS.find((candidate) => candidate.price === 719)).toMatchObject({
      validityDays: 84,
      dataPerDayGb: 1.5,
    });
  });
});

describe('matchesQuery', () => {
  const p = plan({ details: 'Unlimited calls, 2 GB per day and Netflix Basic.', ott: ['Netflix'] });
  it('finds a price, a validity, data and a benefit however they are spaced or cased', () => {
    for (const query of [
      '299',
      '₹299',
      'Rs 299',
      '28 days',
      '28 day',
      '28days',
      '2GB',
      '2 gb',
      'netflix',
      'NETFLIX',
    ]) {
      expect(matchesQuery(p, query), query).toBe(true);
    }
    expect(matchesQuery(p, '')).toBe(true);
    expect(matchesQuery(p, '   ')).toBe(true);
  });

  it('needs every word and matches words from their start', () => {
    for (const query of ['84 days', '12gb', 'prime', 'netflix prime', '99', '3gb']) {
      expect(matchesQuery(p, query), query).toBe(false);
    }
    expect(matchesQuery(plan({ data: '12 GB', dataPerDayGb: null, details: 'Calls.' }), '2gb')).toBe(false);
    expect(matchesQuery(plan({ data: '2.5 GB/day', dataPerDayGb: 2.5, details: 'Calls.' }), '2gb')).toBe(
      false,
    );
  });
});

describe('searchPlans', () => {
  const cheap = plan({
    id: 1,
    price: 155,
    validity: '24 days',
    validityDays: 24,
    data: '2 GB',
    dataPerDayGb: null,
  });
  const month = plan({ id: 2, price: 299 });
  const quarter = plan({
    id: 3,
    price: 859,
    validity: '84 days',
    validityDays: 84,
    data: '1.5 GB/day',
    dataPerDayGb: 1.5,
    category: 'OTT PLANS',
    details: 'Unlimited calls, 1.5 GB per day and JioHotstar.',
    ott: ['JioHotstar'],
  });
  const addOn = plan({
    id: 4,
    price: 69,
    validity: 'Existing plan',
    validityDays: null,
    data: '6 GB',
    dataPerDayGb: null,
    category: 'DATA ADD ON',
  });
  const all = [cheap, month, quarter, addOn];
  const ids = (plans: Plan[]) => plans.map((found) => found.id);

  it('filters by category, price, validity, data per day, OTT and words, all together', () => {
    expect(ids(searchPlans(all, {}))).toEqual([1, 2, 3, 4]);
    expect(ids(searchPlans(all, { category: 'OTT PLANS' }))).toEqual([3]);
    expect(ids(searchPlans(all, { maxPrice: 299 }))).toEqual([1, 2, 4]);
    expect(ids(searchPlans(all, { minPrice: 300 }))).toEqual([3]);
    expect(ids(searchPlans(all, { minValidityDays: 28 }))).toEqual([2, 3]);
    expect(ids(searchPlans(all, { minDataPerDayGb: 2 }))).toEqual([2]);
    expect(ids(searchPlans(all, { ott: true }))).toEqual([3]);
    expect(ids(searchPlans(all, { q: '84 days' }))).toEqual([3]);
    expect(ids(searchPlans(all, { q: 'calls', maxPrice: 300, minValidityDays: 25 }))).toEqual([2]);
  });

  it('sorts by price (cheapest first), validity or data per day (most first), keeping ties in price order', () => {
    expect(ids(searchPlans(all, { sort: 'price' }))).toEqual([4, 1, 2, 3]);
    expect(ids(searchPlans(all, { sort: 'validity' }))).toEqual([3, 2, 1, 4]);
    expect(ids(searchPlans(all, { sort: 'dataPerDay' }))).toEqual([2, 3, 4, 1]);
    // The list given is left as it was.
    expect(ids(all)).toEqual([1, 2, 3, 4]);
  });
});

describe('plansFor', () => {
  it('gives Jio, Airtel, Vi and BSNL their own plans and every other operator the 41 of the specification', () => {
    for (const name of ['Jio', 'Airtel', 'Vi', 'BSNL'] as const) {
      const own = plansFor(findOperator('MOBILE', name));
      expect(own.length, name).toBeGreaterThanOrEqual(25);
      expect(own).not.toEqual(PLANS);
      expect(plansForNames(name.toLowerCase())).toEqual(own);
    }
    expect(plansFor(findOperator('MOBILE', 'MTNL'))).toBe(PLANS);
    expect(plansFor(undefined)).toBe(PLANS);
    expect(plansForNames('')).toBe(PLANS);
  });

  it('gives every plan one id across all the sets', () => {
    const every = [...PLANS, ...Object.values(OPERATOR_PLANS).flat()];
    expect(new Set(every.map((found) => found.id)).size).toBe(every.length);
  });

  it("adds an operator's circle-only plans in that circle only", () => {
    const [operator, circlePlan] = Object.entries(OPERATOR_PLANS)
      .map(([name, plans]) => [name, plans.find((found) => found.circles)] as const)
      .find(([, found]) => found !== undefined)!;
    const circle = findCircle(circlePlan!.circles![0])!;
    const other = findCircle(
      ['Assam', 'Kerala', 'Mumbai'].find((name) => !circlePlan!.circles!.includes(name))!,
    )!;
    expect(plansFor(findOperator('MOBILE', operator), circle)).toContain(circlePlan);
    expect(plansFor(findOperator('MOBILE', operator), other)).not.toContain(circlePlan);
    expect(plansFor(findOperator('MOBILE', operator))).not.toContain(circlePlan);
  });
});
