import { describe, expect, it } from 'vitest';
import { CIRCLES } from '../src/catalogue/circles';
import type { PlanSetOperator } from '../src/catalogue/operator-plans-data';
import { OPERATOR_PLAN_ROWS } from '../src/catalogue/operator-plans-data';
import { PLAN_CATEGORIES, PLAN_TABS } from '../src/catalogue/types';

const OPERATORS: PlanSetOperator[] = ['Jio', 'Airtel', 'Vi', 'BSNL'];
const DATA = /^(\d+(\.\d+)? GB\/day|\d+(\.\d+)? (GB|MB)|Unlimited|NA)$/;
const SMS = /^(\d+\/day|\d+|NA)$/;
const VALIDITY = /^(1 day|[1-9]\d* days|Existing plan|NA)$/;
const CIRCLE_NAMES = new Set(CIRCLES.map((circle) => circle.name));

describe('operator plan sets', () => {
  it('has the four operators and no other', () => {
    expect(Object.keys(OPERATOR_PLAN_ROWS).sort()).toEqual([...OPERATORS].sort());
  });

  describe.each(OPERATORS)('%s', (operator) => {
    const rows = OPERATOR_PLAN_ROWS[operator];

    it('has at least 25 plans', () => {
      expect(rows.length).toBeGreaterThanOrEqual(25);
    });

    it('has a plan in every tab category and only known categories', () => {
      const categories = new Set(rows.map(([category]) => category));
      for (const tab of PLAN_TABS) expect(categories, tab).toContain(tab);
      for (const category of categories) expect(PLAN_CATEGORIES).toContain(category);
    });

    it('has positive whole-rupee prices, unique within the operator', () => {
      const prices = rows.map(([, price]) => price);
      for (const price of prices) {
        expect(Number.isInteger(price), String(price)).toBe(true);
        expect(price).toBeGreaterThan(0);
      }
      expect(new Set(prices).size).toBe(prices.length);
    });

    it('writes data, sms and validity in the catalogue forms', () => {
      for (const [, price, data, sms, validity] of rows) {
        expect(data, `₹${price} data`).toMatch(DATA);
        expect(sms, `₹${price} sms`).toMatch(SMS);
        expect(validity, `₹${price} validity`).toMatch(VALIDITY);
      }
    });

    it('gives top-ups no data, sms or validity', () => {
      const topUps = rows.filter(([category]) => category === 'TOP UP');
      for (const [, price, data, sms, validity] of topUps) {
        expect([data, sms, validity], `₹${price}`).toEqual(['NA', 'NA', 'NA']);
      }
    });

    it('names only known circles', () => {
      for (const [, price, , , , , circles] of rows) {
        if (circles === undefined) continue;
        expect(circles.length, `₹${price}`).toBeGreaterThan(0);
        for (const circle of circles) expect(CIRCLE_NAMES.has(circle), `₹${price} ${circle}`).toBe(true);
      }
    });

    it('ends every details sentence with a period', () => {
      for (const [, price, , , , details] of rows) {
        expect(details, `₹${price}`).toMatch(/^\S.*\.$/);
      }
    });

    it('has at least four OTT plans', () => {
      expect(rows.filter(([category]) => category === 'OTT PLANS').length).toBeGreaterThanOrEqual(4);
    });
  });

  it('offers Netflix plans on Jio and Airtel', () => {
    for (const operator of ['Jio', 'Airtel'] as const) {
      const netflix = OPERATOR_PLAN_ROWS[operator].filter(([, , , , , details]) =>
        details.includes('Netflix'),
      );
      expect(netflix.length, operator).toBeGreaterThanOrEqual(2);
    }
  });

  it('has at least three circle-specific plans across the operators', () => {
    const specific = OPERATORS.flatMap((operator) => OPERATOR_PLAN_ROWS[operator]).filter(
      (row) => row[6] !== undefined,
    );
    expect(specific.length).toBeGreaterThanOrEqual(3);
  });
});
