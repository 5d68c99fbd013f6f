import { describe, expect, it } from 'vitest';
import { CIRCLES, findCircle } from '../src/catalogue/circles';
import { findOperator, OPERATORS } from '../src/catalogue/operators';
import { PLANS } from '../src/catalogue/plans';
import { SERVICE_ARTICLES } from '../src/catalogue/service-articles';
import {
  findServiceByRoute,
  LISTED_SERVICES,
  identifierLabelFor,
  identifierLabelOf,
  isServiceSlug,
  MORE_SERVICES,
  SERVICE_LIST,
  SERVICES,
  servicesForOrderType,
  TILE_SERVICES,
} from '../src/catalogue/services';
import type { OperatorListKey } from '../src/catalogue/types';
import { ORDER_TYPES, PLAN_CATEGORIES, PLAN_TABS, SERVICE_SLUGS } from '../src/catalogue/types';
import { EXPECTED } from './expected-services';

describe('service registry', () => {
  it('holds the twenty slugs and postpaid in SERVICE_SLUGS order', () => {
    expect(SERVICE_LIST).toHaveLength(21);
    expect(SERVICE_LIST.map((s) => s.slug)).toEqual([...SERVICE_SLUGS]);
    for (const slug of SERVICE_SLUGS) expect(SERVICES[slug].slug).toBe(slug);
  });

  it('has the tile bar and the +More panel in the order of the specification', () => {
    expect(TILE_SERVICES.map((slug) => SERVICES[slug].route)).toEqual([
      '/recharge/mobile',
      '/recharge/dth',
      '/recharge/datacard',
      '/bills/electricity',
      '/bills/broadband',
      '/bills/water',
      '/bills/gas',
      '/bills/cylinder',
      '/recharge/fastag',
      '/bills/landline',
    ]);
    expect(MORE_SERVICES.map((slug) => SERVICES[slug].route)).toEqual([
      '/bills/education',
      '/bills/housing',
      '/recharge/metro',
      '/bills/entertainment',
      '/bills/municipal',
      '/bills/clubs',
      '/bills/cable',
      '/bills/challan',
      '/bills/hospital',
      '/bills/subscription',
    ]);
    expect(new Set([...TILE_SERVICES, ...MORE_SERVICES]).size).toBe(20);
    // Every page but the postpaid tab has a tile; postpaid is reached from the mobile page's tab.
    expect(new Set([...TILE_SERVICES, ...MORE_SERVICES])).toEqual(
      new Set(LISTED_SERVICES.map((s) => s.slug)),
    );
    expect(SERVICE_LIST.filter((s) => s.tabOf).map((s) => [s.slug, s.tabOf])).toEqual([
      ['postpaid', 'mobile'],
    ]);
  });

  it('has unique routes and finds a service by route', () => {
    expect(new Set(SERVICE_LIST.map((s) => s.route)).size).toBe(21);
    expect(findServiceByRoute('/recharge/postpaid')?.slug).toBe('postpaid');
    expect(findServiceByRoute('/bills/gas')?.slug).toBe('gas');
    expect(findServiceByRoute('/recharge/datacard/')?.slug).toBe('datacard');
    expect(findServiceByRoute('/bills/water?x=1#top')?.slug).toBe('water');
    expect(findServiceByRoute('/bills/unknown')).toBeUndefined();
    expect(findServiceByRoute('/')).toBeUndefined();
  });

  it('maps order types to their pages', () => {
    expect(servicesForOrderType('MOBILE').map((s) => s.slug)).toEqual(['mobile', 'datacard', 'postpaid']);
    expect(servicesForOrderType('GAS').map((s) => s.slug)).toEqual(['gas', 'cylinder']);
    expect(servicesForOrderType('CHALLAN').map((s) => s.slug)).toEqual(['challan']);
    for (const type of ORDER_TYPES) expect(servicesForOrderType(type).length).toBeGreaterThan(0);
  });

  it('recognises slugs', () => {
    expect(isServiceSlug('cylinder')).toBe(true);
    expect(isServiceSlug('Cylinder')).toBe(false);
    expect(isServiceSlug('toString')).toBe(false);
  });
});

describe.each(SERVICE_LIST)('service $slug', (def) => {
  const expected = EXPECTED[def.slug];

  it('has the route, types and operator list of the specification', () => {
    expect(def.route).toBe(expected.route);
    expect(def.group).toBe(expected.route.startsWith('/recharge/') ? 'recharge' : 'bills');
    expect(def.orderType).toBe(expected.orderType);
    expect(def.displayType).toBe(expected.displayType);
    expect(def.serviceType).toBe(expected.serviceType);
    expect(def.operatorList).toBe(expected.operatorList);
    expect(OPERATORS[def.operatorList].length).toBeGreaterThan(0);
  });

  it('has titles and operator label texts', () => {
    for (const text of [
      def.tileLabel,
      def.pageTitle,
      def.formTitle,
      def.operatorLabel,
      def.operatorPlaceholder,
    ]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('has the identifier of the specification', () => {
    const id = def.identifier;
    expect(id.label).toBe(expected.identifierLabel);
    expect(id.summaryLabel).toBe(expected.summaryLabel);
    expect(id.filter).toBe(expected.filter);
    expect(id.placeholder.trim()).not.toBe('');
    expect(id.ruleText.trim()).not.toBe('');
    expect(id.maxLength).toBeGreaterThan(0);
    expect(id.maxLength).toBeLessThanOrEqual(64);
    expect(id.orderField).toBe(def.orderType === 'MOBILE' ? 'number' : 'accountNumber');
    expect(id.pattern.test(expected.validIdentifier.trim())).toBe(true);
    expect(id.pattern.test('x'.repeat(65))).toBe(false);
    expect(id.pattern.test('<script>')).toBe(false);
  });

  it('has the amount mode and label', () => {
    expect(def.amount.mode).toBe(expected.amountMode);
    expect(def.amount.label).toBe(expected.amountLabel);
    expect(def.amount.placeholder.trim()).not.toBe('');
  });

  it('runs its checks in the specified order with the exact messages', () => {
    expect(def.checks.map((c) => [c.field, c.message])).toEqual(expected.checks);
  });

  it('has the proceed and payment-failed messages', () => {
    expect(def.messages.proceed).toBe(expected.proceed);
    expect(def.messages.paymentFailed).toBe(expected.paymentFailed);
  });

  it('has its own banner and a 2-4 paragraph article', () => {
    const article = SERVICE_ARTICLES[def.slug];
    expect(def.banner.title.trim()).not.toBe('');
    expect(def.banner.text.trim()).not.toBe('');
    expect(article.heading.trim()).not.toBe('');
    expect(article.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(article.paragraphs.length).toBeLessThanOrEqual(4);
    for (const p of article.paragraphs) expect(p.length).toBeGreaterThan(40);
    expect(JSON.stringify([def.banner, article]).toLowerCase()).not.toContain('lorem');
  });

  it('clears identifier and amount on operator change except on mobile and data card', () => {
    expect(def.clearsOnOperatorChange).toBe(def.orderType !== 'MOBILE');
  });
});

describe('page specifics', () => {
  it('gives mobile and data card the circle, plans and Browse Plans message', () => {
    for (const def of [SERVICES.mobile, SERVICES.datacard]) {
      expect(def.hasCircle).toBe(true);
      expect(def.amount.mode).toBe('plans');
      expect(def.identifier.maxLength).toBe(10);
      expect(def.identifier.pattern.source).toBe('^\\d{10}$');
      expect(def.messages.browsePlans).toBe('Please enter a 10-digit mobile number first.');
    }
    expect(SERVICES.mobile.hasRechargeTypeTabs).toBe(true);
    expect(SERVICES.datacard.hasRechargeTypeTabs).toBe(false);
    expect(SERVICE_LIST.filter((s) => s.hasCircle).map((s) => s.slug)).toEqual(['mobile', 'datacard']);
    expect(SERVICE_LIST.filter((s) => s.hasRechargeTypeTabs).map((s) => s.slug)).toEqual([
      'mobile',
      'postpaid',
    ]);
  });

  it('shares the gas form between gas and cylinder', () => {
    expect(SERVICES.gas.toggle).toEqual({ payBill: 'gas', bookCylinder: 'cylinder' });
    expect(SERVICES.cylinder.toggle).toEqual({ payBill: 'gas', bookCylinder: 'cylinder' });
    expect(SERVICES.gas.formTitle).toBe('Pay Gas Bill');
    expect(SERVICES.cylinder.formTitle).toBe('Book LPG Gas Cylinder');
    expect(SERVICE_LIST.filter((s) => s.toggle).map((s) => s.slug)).toEqual(['gas', 'cylinder']);
    expect(SERVICES.gas.banner).not.toEqual(SERVICES.cylinder.banner);
  });

  it('keeps the alternate wordings of electricity and FASTag', () => {
    expect(SERVICES.electricity.messages.alternates).toEqual([
      'Please select an operator.',
      'Please enter your Consumer No.',
    ]);
    expect(SERVICES.electricity.amount.placeholder).toContain('Optional');
    expect(SERVICES.fastag.messages.alternates).toEqual(['Please select an operator.']);
    expect(SERVICES.fastag.identifier.placeholder).toContain('KL01AB1234');
  });

  it('limits the subscription number to 10 digits without a length check', () => {
    const id = SERVICES.subscription.identifier;
    expect(id.maxLength).toBe(10);
    expect(id.pattern.test('98765')).toBe(true);
    expect(id.pattern.test('98765432101')).toBe(false);
    expect(id.pattern.test('98765abc')).toBe(false);
  });

  it('accepts only digits for landline and capitals and digits for vehicles', () => {
    expect(SERVICES.landline.identifier.pattern.test('022-1234567')).toBe(false);
    expect(SERVICES.fastag.identifier.pattern.test('KL01AB1234')).toBe(true);
    expect(SERVICES.fastag.identifier.pattern.test('kl01ab1234')).toBe(false);
    expect(SERVICES.fastag.identifier.pattern.test('KL-01')).toBe(false);
  });

  it('has banners and articles of its own on every page', () => {
    expect(new Set(SERVICE_LIST.map((s) => s.banner.title)).size).toBe(21);
    expect(new Set(SERVICE_LIST.map((s) => SERVICE_ARTICLES[s.slug].heading)).size).toBe(21);
  });
});

describe('bills and labels', () => {
  it('says which pages present bills', () => {
    const bySlug = (value: string) => SERVICE_LIST.filter((def) => def.bill === value).map((def) => def.slug);
    expect(bySlug('required')).toEqual(['broadband', 'postpaid']);
    expect(bySlug('optional').sort()).toEqual([
      'cable',
      'education',
      'electricity',
      'gas',
      'hospital',
      'housing',
      'landline',
      'municipal',
      'water',
    ]);
  });

  it('labels the identifier the same on the form and the summary', () => {
    for (const def of SERVICE_LIST) expect(def.identifier.summaryLabel).toBe(def.identifier.label);
  });

  it('names the DTH identifier per operator', () => {
    expect(identifierLabelOf(SERVICES.dth, 'Tata Sky')).toBe('Subscriber ID');
    expect(identifierLabelOf(SERVICES.broadband, 'JioFiber')).toBe('Account/Directory Number');
  });

  it('knows the big boards by their common names', () => {
    const names = (alias: string) =>
      OPERATORS.ELECTRICITY.filter((op) => op.aliases?.includes(alias)).map((op) => op.name);
    expect(names('TNEB')).toEqual(['Tamil Nadu Generation and Distribution Corporation (TANGEDCO)']);
    expect(names('Mahavitaran')).toEqual(['Maharashtra State Electricity Distribution Company (MSEDCL)']);
  });
});

describe('identifierLabelFor', () => {
  it.each([
    ['ELECTRICITY', 'Consumer Number'],
    ['WATER', 'Consumer Number'],
    ['BROADBAND', 'Customer ID'],
    ['CABLE', 'Customer ID'],
    ['GAS', 'Gas Connection Number'],
    ['CYLINDER', 'LPG ID'],
    ['FASTAG', 'Vehicle Number'],
    ['LANDLINE', 'Telephone Number'],
    ['EDUCATION', 'Student ID'],
    ['METRO', 'Metro Card Number'],
    ['ENTERTAINMENT', 'Subscription ID'],
    ['MUNICIPAL', 'Property ID'],
    ['CLUBS', 'Membership ID'],
    ['CHALLAN', 'Challan Number'],
    ['HOSPITAL', 'Patient ID'],
    ['SUBSCRIPTION', 'Subscriber ID'],
    ['DTH', 'Smart Card Number'],
    ['DATACARD', 'Data Card Number'],
    ['POSTPAID', 'Mobile Number'],
    ['HOUSING', 'Account Number'],
    ['MOBILE', 'Account Number'],
    ['SOMETHING_ELSE', 'Account Number'],
    ['cylinder', 'LPG ID'],
  ])('%s -> %s', (type, label) => {
    expect(identifierLabelFor(type)).toBe(label);
  });
});

describe('operators', () => {
  const SIZES: Record<OperatorListKey, number> = {
    MOBILE: 5,
    DTH: 6,
    ELECTRICITY: 64,
    BROADBAND: 40,
    WATER: 42,
    GAS: 27,
    CYLINDER: 3,
    FASTAG: 23,
    LANDLINE: 8,
    EDUCATION: 5,
    METRO: 7,
    HOUSING: 7,
    ENTERTAINMENT: 8,
    MUNICIPAL: 8,
    CLUBS: 8,
    CABLE: 8,
    CHALLAN: 10,
    HOSPITAL: 7,
    SUBSCRIPTION: 7,
  };

  it.each(Object.entries(SIZES))('%s has %i operators numbered 1..n with unique names', (key, size) => {
    const list = OPERATORS[key as OperatorListKey];
    expect(list).toHaveLength(size);
    expect(list.map((o) => o.id)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
    expect(new Set(list.map((o) => o.name.trim().toLowerCase())).size).toBe(size);
    for (const o of list) expect(o.name).toBe(o.name.trim());
  });

  it('lists the mobile operators and the three LPG brands', () => {
    expect(OPERATORS.MOBILE.map((o) => o.name)).toEqual(['Airtel', 'Jio', 'Vi', 'BSNL', 'MTNL']);
    expect(OPERATORS.CYLINDER.map((o) => o.name)).toEqual([
      'HP Gas',
      'Indane Gas (Indian Oil)',
      'Bharat Gas',
    ]);
  });

  it('gives every DTH operator its identifier label', () => {
    const labels = Object.fromEntries(OPERATORS.DTH.map((o) => [o.name, o.identifierLabel]));
    expect(labels).toMatchObject({
      'Airtel Digital TV': 'Customer ID',
      'Tata Sky': 'Subscriber ID',
      'Dish TV': 'Customer Account Number',
      'Reliance Digital TV': 'Registered Mobile Number',
    });
    for (const o of OPERATORS.DTH) expect(o.identifierLabel).toBeTruthy();
  });

  it('finds operators ignoring case and surrounding spaces', () => {
    expect(findOperator('MOBILE', '  jio ')).toEqual({ id: 2, name: 'Jio' });
    expect(findOperator('DTH', 'TATA SKY')?.identifierLabel).toBe('Subscriber ID');
    expect(findOperator('CYLINDER', 'indane gas (indian oil)')?.id).toBe(2);
    expect(findOperator('MOBILE', 'Jio ')?.name).toBe('Jio');
    expect(findOperator('MOBILE', 'Tata Sky')).toBeUndefined();
    expect(findOperator('MOBILE', '')).toBeUndefined();
  });
});

describe('circles', () => {
  it('has the 22 telecom circles numbered 1..22', () => {
    expect(CIRCLES).toHaveLength(22);
    expect(CIRCLES.map((c) => c.id)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(new Set(CIRCLES.map((c) => c.name.toLowerCase())).size).toBe(22);
  });

  it('finds a circle ignoring case', () => {
    expect(findCircle('kerala')?.name).toBe('Kerala');
    expect(findCircle(' MUMBAI ')?.name).toBe('Mumbai');
    expect(findCircle('Atlantis')).toBeUndefined();
  });
});

describe('plans', () => {
  it('has 41 plans with ids 1..41 and whole-rupee prices from 20 to 3499', () => {
    expect(PLANS).toHaveLength(41);
    expect(PLANS.map((p) => p.id)).toEqual(Array.from({ length: 41 }, (_, i) => i + 1));
    const prices = PLANS.map((p) => p.price);
    expect(Math.min(...prices)).toBe(20);
    expect(Math.max(...prices)).toBe(3499);
    for (const price of prices) expect(Number.isInteger(price)).toBe(true);
  });

  it('uses every category and gives every tab at least two plans', () => {
    for (const category of PLAN_CATEGORIES) {
      expect(PLANS.some((p) => p.category === category)).toBe(true);
    }
    for (const tab of PLAN_TABS) {
      expect(PLANS.filter((p) => p.category === tab).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('describes every plan', () => {
    for (const plan of PLANS) {
      for (const text of [plan.data, plan.sms, plan.validity, plan.details]) expect(text.trim()).not.toBe('');
    }
  });
});
