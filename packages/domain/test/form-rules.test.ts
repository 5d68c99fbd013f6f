import { describe, expect, it } from 'vitest';
import {
  filterAmount,
  filterIdentifier,
  identifierRuleError,
  isPositiveAmount,
  normalizeIdentifier,
  validateServiceForm,
  type ServiceFormValues,
} from '../src/catalogue/form-rules';
import { OPERATORS } from '../src/catalogue/operators';
import { SERVICE_LIST, SERVICES } from '../src/catalogue/services';
import { EXPECTED } from './expected-services';

describe('filterIdentifier', () => {
  it.each([
    ['none', ' Ab-12/3 ', ' Ab-12/3 '],
    ['digits', '022-2345 6789', '02223456789'],
    ['digits', 'abc', ''],
    // Never cut (issue 39): the field shows every digit for its check to refuse.
    ['digits10', '98765 43210 99', '987654321099'],
    ['digits10', '+91 98765 43210', '9876543210'],
    ['digits10', '+91-98765', '9198765'],
    ['vehicle', 'kl-01 ab 1234', 'KL01AB1234'],
    ['vehicle', 'mh.12/xy_0001', 'MH12XY0001'],
    ['upper', 'dl-1234 ab', 'DL-1234 AB'],
  ] as const)('%s: %j -> %j', (filter, raw, cleaned) => {
    expect(filterIdentifier(filter, raw)).toBe(cleaned);
  });

  it('applies each page filter', () => {
    expect(filterIdentifier(SERVICES.fastag.identifier.filter, 'kl-01 ab 1234')).toBe('KL01AB1234');
    expect(filterIdentifier(SERVICES.challan.identifier.filter, 'ka01ch9876')).toBe('KA01CH9876');
    expect(filterIdentifier(SERVICES.landline.identifier.filter, '(080) 2345-6789')).toBe('08023456789');
    expect(filterIdentifier(SERVICES.subscription.identifier.filter, '98765432109876')).toBe(
      '98765432109876',
    );
    expect(filterIdentifier(SERVICES.mobile.identifier.filter, '98x76')).toBe('9876');
    expect(filterIdentifier(SERVICES.water.identifier.filter, 'w/12 a')).toBe('w/12 a');
  });
});

describe('filterAmount', () => {
  it.each([
    ['typed', '12.5.3', '12.5'],
    ['typed', '1.234', '1.23'],
    ['typed', '1,499.50', '1499.50'],
    ['typed', '₹ 250', '250'],
    ['typed', '12.', '12.'],
    ['typed', '.5', '.5'],
    ['typed', 'abc', ''],
    ['typed', '-5', '5'],
    ['optional', '99.999', '99.99'],
    ['fetched', '1.2.3.4', '1.2'],
    ['plans', '199', '199'],
    ['typedWhole', '12.5', '125'],
    ['typedWhole', '1,000', '1000'],
    ['typedWhole', 'Rs. 500', '500'],
    // At most 11 rupee digits, so the summary never shows ₹1e+40: the rest of a long paste is dropped.
    ['typed', '9'.repeat(40), '99999999999'],
    ['typed', `${'9'.repeat(40)}.50`, '99999999999.50'],
    ['typedWhole', '1'.repeat(20), '11111111111'],
  ] as const)('%s: %j -> %j', (mode, raw, cleaned) => {
    expect(filterAmount(mode, raw)).toBe(cleaned);
  });

  it('keeps FASTag amounts to digits', () => {
    expect(filterAmount(SERVICES.fastag.amount.mode, '300.75')).toBe('30075');
    expect(filterAmount(SERVICES.water.amount.mode, '300.75')).toBe('300.75');
  });
});

describe('isPositiveAmount', () => {
  it.each([
    ['199', true],
    ['0.5', true],
    ['.5', true],
    ['12.', true],
    [' 10 ', true],
    ['0', false],
    ['0.00', false],
    ['', false],
    ['   ', false],
    ['-5', false],
    ['1e3', false],
    ['0x10', false],
    ['abc', false],
    ['.', false],
  ])('%j -> %s', (raw, ok) => {
    expect(isPositiveAmount(raw)).toBe(ok);
  });
});

/** A form filled with values that pass every check of the page. */
function validValues(slug: keyof typeof EXPECTED): ServiceFormValues {
  const def = SERVICES[slug];
  return {
    identifier: EXPECTED[slug].validIdentifier,
    operator: OPERATORS[def.operatorList][0]!.name,
    circle: 'Kerala',
    amount: '199',
  };
}

const EMPTY_FIELD: Record<string, string> = { identifier: '', operator: '', circle: '', amount: '' };

describe.each(SERVICE_LIST)('validateServiceForm on $slug', (def) => {
  const expected = EXPECTED[def.slug];

  it('reports the first specified message on an empty form', () => {
    const first = expected.checks[0]!;
    expect(validateServiceForm(def, { identifier: '', operator: '', circle: '', amount: '' })).toEqual({
      field: first[0],
      message: first[1],
    });
  });

  it('reports each message in order as the fields are filled', () => {
    const values: ServiceFormValues = { identifier: '', operator: '', circle: '', amount: '' };
    const valid = validValues(def.slug);
    for (const [field, message] of expected.checks) {
      expect(validateServiceForm(def, values)).toEqual({ field, message });
      values[field as keyof ServiceFormValues] = valid[field as keyof ServiceFormValues]!;
    }
    expect(validateServiceForm(def, values)).toBeNull();
  });

  it('reports a single missing field with its own message', () => {
    for (const [field, message] of expected.checks) {
      const values = { ...validValues(def.slug), [field]: EMPTY_FIELD[field] };
      expect(validateServiceForm(def, values)).toEqual({ field, message });
    }
  });

  it('treats spaces as empty', () => {
    const values = { ...validValues(def.slug), operator: '   ' };
    expect(validateServiceForm(def, values)?.field).toBe('operator');
  });

  it('accepts its sample identifier under the server rule', () => {
    expect(identifierRuleError(def, expected.validIdentifier)).toBeNull();
  });
});

describe('validateServiceForm details', () => {
  it('needs exactly 10 digits on mobile and data card', () => {
    for (const def of [SERVICES.mobile, SERVICES.datacard]) {
      const values = validValues(def.slug);
      expect(validateServiceForm(def, { ...values, identifier: '987654321' })?.message).toBe(
        'Please enter a valid Mobile Number',
      );
      expect(validateServiceForm(def, { ...values, identifier: '98765432101' })?.message).toBe(
        'Please enter a valid Mobile Number',
      );
      expect(validateServiceForm(def, { ...values, identifier: '98765abcde' })?.message).toBe(
        'Please enter a valid Mobile Number',
      );
      expect(validateServiceForm(def, { ...values, circle: undefined })?.message).toBe(
        'Please select a Circle',
      );
      expect(validateServiceForm(def, values)).toBeNull();
    }
  });

  it('has no length check on the subscription number', () => {
    const values = validValues('subscription');
    expect(validateServiceForm(SERVICES.subscription, { ...values, identifier: '98' })).toBeNull();
  });

  it('lets electricity proceed without an amount', () => {
    const values = { ...validValues('electricity'), amount: '' };
    expect(validateServiceForm(SERVICES.electricity, values)).toBeNull();
  });

  it('rejects zero and non-numeric amounts with the amount message', () => {
    const values = validValues('water');
    for (const amount of ['0', '0.00', 'abc', '-1']) {
      expect(validateServiceForm(SERVICES.water, { ...values, amount })).toEqual({
        field: 'amount',
        message: 'Please enter the bill amount.',
      });
    }
  });

  it('asks broadband for a fetched bill', () => {
    const values = { ...validValues('broadband'), amount: '' };
    expect(validateServiceForm(SERVICES.broadband, values)?.message).toBe('Please fetch your bill first.');
  });
});

describe('server identifier rule', () => {
  it('normalizes with the page filter and trims', () => {
    expect(normalizeIdentifier(SERVICES.fastag, ' kl-01 ab 1234 ')).toBe('KL01AB1234');
    expect(normalizeIdentifier(SERVICES.challan, ' dl 12 ')).toBe('DL 12');
    expect(normalizeIdentifier(SERVICES.water, '  W-12  ')).toBe('W-12');
    expect(normalizeIdentifier(SERVICES.mobile, '98765 43210')).toBe('9876543210');
    expect(normalizeIdentifier(SERVICES.mobile, '+91 98765 43210')).toBe('9876543210');
    expect(normalizeIdentifier(SERVICES.mobile, '+91 98765 432101')).toBe('9198765432101');
  });

  it('never truncates a number that is too long', () => {
    expect(identifierRuleError(SERVICES.mobile, '98765432101')).toBe('Mobile Number must be 10 digits.');
    expect(identifierRuleError(SERVICES.datacard, '+91 98765 432101')).not.toBeNull();
    expect(identifierRuleError(SERVICES.datacard, '+91 98765 43210')).toBeNull();
    expect(identifierRuleError(SERVICES.subscription, '98765432101')).toBe(
      'Registered Mobile Number must be digits only, at most 10.',
    );
    expect(identifierRuleError(SERVICES.subscription, '98765')).toBeNull();
  });

  it('reports a missing identifier with the page message', () => {
    expect(identifierRuleError(SERVICES.water, '   ')).toBe('Please enter your Consumer/Connection ID.');
    expect(identifierRuleError(SERVICES.mobile, '')).toBe('Please enter a valid Mobile Number');
  });

  it('reports a broken rule with the rule text', () => {
    expect(identifierRuleError(SERVICES.mobile, '12345')).toBe('Mobile Number must be 10 digits.');
    expect(identifierRuleError(SERVICES.landline, '12345')).toBe(
      'Telephone Number with STD Code must be digits only, 6 to 12 digits including the STD code.',
    );
    expect(identifierRuleError(SERVICES.water, 'x'.repeat(33))).toMatch(/^Consumer\/Connection ID must be /);
    expect(identifierRuleError(SERVICES.hospital, 'ab<c>')).toMatch(/^Account No\/User Name must be /);
    expect(identifierRuleError(SERVICES.hospital, 'x'.repeat(64))).toBeNull();
    expect(identifierRuleError(SERVICES.hospital, 'x'.repeat(65))).not.toBeNull();
    expect(identifierRuleError(SERVICES.fastag, 'KL1')).not.toBeNull();
    expect(identifierRuleError(SERVICES.cable, '00:1a:2b:3c:4d:5e')).toBeNull();
    expect(identifierRuleError(SERVICES.water, '00:1a')).not.toBeNull();
  });
});
