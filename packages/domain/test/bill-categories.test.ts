/**
 * Issue 42 (decision 0043): the category registry as data, and the amount rules of a fetched bill with payment
 * options (the guide "bill payment options"), at their boundaries.
 */
import { describe, expect, it } from 'vitest';
import { checkPaymentChoice, type BillPaymentOption } from '../src/bbps';
import {
  billCategoryOf,
  billCategoryOfType,
  CATEGORY_ENTRIES,
  categorySlugOf,
  categoryTypeOf,
  findBillCategory,
  providerCategoryOfService,
} from '../src/catalogue/bill-categories';
import { ORDER_TYPE_LABELS } from '../src/catalogue/order-labels';
import { SERVICES } from '../src/catalogue/services';
import { LANGUAGES } from '../src/languages';
import { formatPaise } from '../src/money';

describe('the category registry', () => {
  const names = Object.keys(CATEGORY_ENTRIES);

  it('names every category in three languages, with a unique slug and type of at most 20 characters', () => {
    expect(names.length).toBeGreaterThanOrEqual(30);
    const categories = names.map(billCategoryOf);
    expect(new Set(categories.map((c) => c.slug)).size).toBe(names.length);
    expect(new Set(categories.map((c) => c.type)).size).toBe(names.length);
    for (const c of categories) {
      expect(c.known).toBe(true);
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.type).toMatch(/^[A-Z][A-Z0-9_]{0,19}$/);
      for (const language of LANGUAGES) expect(c.names[language].trim()).not.toBe('');
    }
  });

  it('maps the specification pages’ categories to their pages, word for word (no second page)', () => {
    const electricity = billCategoryOf('Electricity');
    expect(electricity).toMatchObject({
      slug: 'electricity',
      route: SERVICES.electricity.route,
      type: 'ELECTRICITY',
      service: 'electricity',
      identifierLabel: SERVICES.electricity.identifier.label,
      names: { en: SERVICES.electricity.tileLabel, hi: 'बिजली' },
    });
    expect(billCategoryOf('Housing Society')).toMatchObject({ slug: 'housing', route: '/bills/housing' });
    expect(billCategoryOf('LPG Gas')).toMatchObject({ slug: 'cylinder', type: 'CYLINDER' });
    // Every page with bills has its category; the fifteen bill pages keep their slug and route.
    const mapped = names.map(billCategoryOf).filter((c) => c.service !== null);
    for (const def of Object.values(SERVICES).filter(
      (s) => s.group === 'bills' && s.slug !== 'entertainment',
    )) {
      const category = mapped.find((c) => c.service === def.slug);
      expect(category?.route, def.slug).toBe(def.route);
      expect(providerCategoryOfService(def.slug)).toBe(category?.providerName);
    }
    // The pages' order labels are untouched.
    expect(ORDER_TYPE_LABELS.hospital).toBe('Hospital Bill');
  });

  it('gives finance categories no instant discount and groups them under Finance', () => {
    for (const name of [
      'Credit Card',
      'Loan Repayment',
      'Insurance',
      'National Pension System',
      'Recurring Deposit',
    ]) {
      expect(billCategoryOf(name)).toMatchObject({ group: 'Finance', instantDiscount: false });
    }
    expect(billCategoryOf('Credit Card')).toMatchObject({
      slug: 'credit-card',
      type: 'CREDIT_CARD',
      route: '/bills/credit-card',
      names: { hi: 'क्रेडिट कार्ड', ta: 'கிரெடிட் கார்டு' },
    });
    expect(billCategoryOf('NCMC Recharge')).toMatchObject({ group: 'Transport', topUp: true });
    expect(billCategoryOf('Rental').group).toBe('Home');
  });

  it('works with defaults for a category it has no entry for', () => {
    expect(billCategoryOf('Pet Care & Grooming')).toEqual({
      providerName: 'Pet Care & Grooming',
      slug: 'pet-care-grooming',
      group: 'Others',
      names: { en: 'Pet Care & Grooming', hi: 'Pet Care & Grooming', ta: 'Pet Care & Grooming' },
      type: 'PET_CARE_GROOMING',
      route: '/bills/pet-care-grooming',
      service: null,
      instantDiscount: true,
      identifierLabel: 'Customer ID',
      topUp: false,
      known: false,
    });
    expect(categoryTypeOf('An Extremely Long Category Name Indeed')).toBe('AN_EXTREMELY_LONG_CA');
    expect(categoryTypeOf('  ')).toBe('OTHER');
    expect(categorySlugOf('***')).toBe('category');
    expect(billCategoryOfType('credit_card')?.names.hi).toBe('क्रेडिट कार्ड');
    expect(billCategoryOfType('ELECTRICITY')).toBeUndefined();
    expect(billCategoryOfType('PET_CARE')).toBeUndefined();
    // Matched ignoring case: Setu's 'Fastag' is the FASTag page's.
    expect(billCategoryOf('Fastag').slug).toBe('fastag');
  });

  it('finds a category by slug, provider name, type or a page’s tile label, among the provider’s only', () => {
    const listed = ['Electricity', 'Credit Card', 'Broadband Postpaid', 'Pet Care'];
    expect(findBillCategory('credit-card', listed)?.providerName).toBe('Credit Card');
    expect(findBillCategory('CREDIT CARD', listed)?.slug).toBe('credit-card');
    expect(findBillCategory('credit_card', listed)?.slug).toBe('credit-card');
    expect(findBillCategory('Broadband', listed)?.providerName).toBe('Broadband Postpaid');
    expect(findBillCategory('pet-care', listed)?.known).toBe(false);
    expect(findBillCategory('loan-repayment', listed)).toBeUndefined();
    expect(findBillCategory('', listed)).toBeUndefined();
  });
});

describe('checkPaymentChoice: the bill, its options and the amount rule', () => {
  const card: { amountPaise: number; minimumPaise: number | null } = {
    amountPaise: 500_000,
    minimumPaise: 50_000,
  };
  const options: BillPaymentOption[] = [
    { name: 'Total Outstanding', amountPaise: 500_000 },
    { name: 'Minimum Due', amountPaise: 50_000 },
    { name: 'Custom Amount', minPaise: 50_000, maxPaise: 500_000, multiplePaise: 100 },
  ];
  const choose = (
    amountPaise: number,
    optionName: string | null = null,
    {
      rule = 'EXACT_AND_BELOW',
      bill = card,
      given = options,
    }: {
      rule?: Parameters<typeof checkPaymentChoice>[0]['rule'];
      bill?: typeof card;
      given?: BillPaymentOption[];
    } = {},
  ) => checkPaymentChoice({ rule, bill, options: given, optionName, amountPaise, format: formatPaise });

  it('takes a named option at its amount, and only at it', () => {
    expect(choose(50_000, 'Minimum Due')).toEqual({ ok: true, option: options[1] });
    expect(choose(50_001, 'Minimum Due')).toMatchObject({
      ok: false,
      code: 'AMOUNT_NOT_ALLOWED',
      message: 'must be ₹500 (Minimum Due)',
    });
    expect(choose(49_999, 'Minimum Due')).toMatchObject({ ok: false, code: 'AMOUNT_NOT_ALLOWED' });
  });

  it('takes a range option within its bounds and multiple', () => {
    expect(choose(50_000, 'Custom Amount')).toMatchObject({ ok: true });
    expect(choose(500_000, 'Custom Amount')).toMatchObject({ ok: true });
    expect(choose(49_900, 'Custom Amount')).toMatchObject({ ok: false, code: 'AMOUNT_NOT_ALLOWED' });
    expect(choose(500_100, 'Custom Amount')).toMatchObject({ ok: false });
    expect(choose(123_450, 'Custom Amount')).toMatchObject({
      ok: false,
      message: 'must be between ₹500 and ₹5,000, in steps of ₹1 (Custom Amount)',
    });
  });

  it('refuses an option the bill does not offer (exact name), naming those it does', () => {
    expect(choose(50_000, 'minimum due')).toMatchObject({
      ok: false,
      code: 'PAYMENT_OPTION_UNKNOWN',
      allowed: ['Total Outstanding', 'Minimum Due', 'Custom Amount'],
    });
    expect(choose(50_000, 'Minimum Due', { rule: 'EXACT', bill: card, given: [] })).toMatchObject({
      ok: false,
      code: 'PAYMENT_OPTION_UNKNOWN',
      message: 'must be left out: this bill offers no options',
    });
  });

  it('without an option: the amount rule at its boundaries, and an option’s exact amount is that option', () => {
    expect(choose(500_000)).toEqual({ ok: true, option: null });
    expect(choose(50_000)).toEqual({ ok: true, option: options[1] });
    expect(choose(123_456)).toEqual({ ok: true, option: null });
    const below = choose(49_999);
    expect(below).toMatchObject({ ok: false, code: 'AMOUNT_NOT_ALLOWED' });
    if (!below.ok) {
      expect(below.message).toBe(
        'must be between ₹500 and ₹5,000, or ₹5,000 (Total Outstanding), or ₹500 (Minimum Due), or between ₹500 and ₹5,000, in steps of ₹1 (Custom Amount)',
      );
      expect(below.allowed).toHaveLength(4);
    }
    expect(choose(500_001)).toMatchObject({ ok: false });
  });

  it('EXACT, EXACT_AND_ABOVE and ANY at their boundaries', () => {
    const emi = { amountPaise: 300_000, minimumPaise: null };
    const loan: BillPaymentOption[] = [{ name: '3 Month EMI', amountPaise: 900_000 }];
    expect(choose(300_000, null, { rule: 'EXACT', bill: emi, given: loan })).toEqual({
      ok: true,
      option: null,
    });
    expect(choose(900_000, null, { rule: 'EXACT', bill: emi, given: loan })).toEqual({
      ok: true,
      option: loan[0],
    });
    expect(choose(299_999, null, { rule: 'EXACT', bill: emi, given: loan })).toMatchObject({
      ok: false,
      message: 'must be ₹3,000, the bill amount, or ₹9,000 (3 Month EMI)',
    });
    expect(choose(300_001, null, { rule: 'EXACT', bill: emi, given: [] })).toMatchObject({
      ok: false,
      message: 'must be ₹3,000, the bill amount',
    });
    expect(choose(300_000, null, { rule: 'EXACT_AND_ABOVE', bill: emi, given: [] })).toMatchObject({
      ok: true,
    });
    expect(choose(300_001, null, { rule: 'EXACT_AND_ABOVE', bill: emi, given: [] })).toMatchObject({
      ok: true,
    });
    expect(choose(299_999, null, { rule: 'EXACT_AND_ABOVE', bill: emi, given: [] })).toMatchObject({
      ok: false,
    });
    expect(choose(1, null, { rule: 'ANY', bill: emi, given: [] })).toMatchObject({ ok: true });
    expect(choose(0, null, { rule: 'ANY', bill: emi, given: [] })).toMatchObject({ ok: false });
  });
});
