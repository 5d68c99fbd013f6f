import { describe, expect, it } from 'vitest';
import { filterIdentifier, identifierRuleError, normalizeIdentifier } from '../src/catalogue/form-rules';
import { mobileInputValue, normaliseIndianMobile } from '../src/catalogue/mobile-number';
import { SERVICES } from '../src/catalogue/services';

// Issue 39: a pasted '+91 98450 12345' was cut to its first 10 digits, 9198450123, somebody else's number.

describe('normaliseIndianMobile', () => {
  it.each([
    ['9845012345', '9845012345'],
    ['+91 98450 12345', '9845012345'],
    ['+91-98450-12345', '9845012345'],
    ['(+91) 9845012345', '9845012345'],
    ['+91 (98450) 12345', '9845012345'],
    ['+91.98450.12345', '9845012345'],
    ['09845012345', '9845012345'],
    ['0 98450 12345', '9845012345'],
    ['919845012345', '9845012345'],
    ['91 98450 12345', '9845012345'],
    ['  98450-12345  ', '9845012345'],
    // A 10-digit number that starts with 91 is a number of its own, not a prefix.
    ['9198450123', '9198450123'],
    // Copied from a chat app: directional marks and no-break spaces around the number.
    ['\u202a+91\u00a098450\u00a012345\u202c', '9845012345'],
    ['\u2068+91 98450 12345\u2069', '9845012345'],
  ])('%j is %s', (input, number) => {
    expect(normaliseIndianMobile(input)).toEqual({ ok: true, number });
  });

  it.each([
    '',
    '   ',
    '98450 1234',
    '98450123456',
    '9845012345678',
    '+91 98450 1234',
    '+91 98450 123456',
    '+1 415 555 0123',
    '+9198450123',
    '0919845012345',
    '919845012345 6',
    '9845O12345',
    '98450/12345',
    '+91+9845012345',
  ])('%j is refused, never cut', (input) => {
    expect(normaliseIndianMobile(input)).toEqual({ ok: false });
  });
});

describe('mobileInputValue: what a mobile field shows of what was typed or pasted', () => {
  it.each([
    ['+91 98450 12345', '9845012345'],
    ['+91-98450-12345', '9845012345'],
    ['(+91) 9845012345', '9845012345'],
    ['09845012345', '9845012345'],
    ['919845012345', '9845012345'],
    ['98x45012345', '9845012345'],
    // Never cut: all the digits stay, for the field's check to refuse.
    ['98450 1234', '984501234'],
    ['98450123456', '98450123456'],
    ['9845012345678', '9845012345678'],
    ['+91 98450 1234', '91984501234'],
    // An 11th digit typed after a number that starts with 91 is not read as a prefix.
    ['91984501234', '91984501234'],
  ])('%j shows %s', (raw, shown) => {
    expect(mobileInputValue(raw)).toBe(shown);
    // Filtering what is shown again changes nothing.
    expect(mobileInputValue(shown)).toBe(shown);
  });
});

describe('the mobile, data card and postpaid numbers follow the rule', () => {
  const mobilePages = [SERVICES.mobile, SERVICES.datacard, SERVICES.postpaid];

  it.each(mobilePages.map((def) => [def.slug, def] as const))(
    '%s: a pasted number is the 10-digit number, a short or long one the field error',
    (_slug, def) => {
      for (const pasted of ['+91 98450 12345', '+91-98450-12345', '(+91) 9845012345', '09845012345']) {
        expect(filterIdentifier(def.identifier.filter, pasted)).toBe('9845012345');
        expect(normalizeIdentifier(def, pasted)).toBe('9845012345');
        expect(identifierRuleError(def, pasted)).toBeNull();
      }
      expect(normalizeIdentifier(def, '919845012345')).toBe('9845012345');
      expect(identifierRuleError(def, '98450 1234')).toBe('Mobile Number must be 10 digits.');
      expect(identifierRuleError(def, '9845012345678')).toBe('Mobile Number must be 10 digits.');
      expect(filterIdentifier(def.identifier.filter, '9845012345678')).toBe('9845012345678');
    },
  );

  it('the subscription number (at most 10 digits) takes a pasted +91 number too', () => {
    expect(normalizeIdentifier(SERVICES.subscription, '+91 98450 12345')).toBe('9845012345');
    expect(identifierRuleError(SERVICES.subscription, '+91 98450 12345')).toBeNull();
    expect(identifierRuleError(SERVICES.subscription, '98765')).toBeNull();
  });
});
