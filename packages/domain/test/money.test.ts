import { describe, expect, it } from 'vitest';
import { csvRupees, formatCount, formatInr, formatPaise, paiseToRupees, rupeesToPaise } from '../src/money';

describe('rupeesToPaise', () => {
  it.each([
    ['0.29', 29],
    ['19.99', 1999],
    ['1.1', 110],
    ['0', 0],
    ['100', 10000],
    [' 250.5 ', 25050],
    ['5.', 500],
    ['.5', 50],
    ['007.07', 707],
    [19.99, 1999],
    [0.29, 29],
    [1.15, 115],
    [4.35, 435],
    [1099.99, 109999],
    [0, 0],
    [3499, 349900],
  ] as const)('%j -> %i', (value, paise) => {
    expect(rupeesToPaise(value)).toBe(paise);
  });

  it.each([
    '',
    '   ',
    '.',
    '1.234',
    '-1',
    '1e3',
    '12.5.3',
    'abc',
    '1,000',
    '₹100',
    '0x10',
    '99999999999999999',
  ])('rejects %j', (value) => {
    expect(rupeesToPaise(value)).toBeNull();
  });

  it.each([-1, -0.01, 1.005, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7, 0.1 + 0.2])(
    'rejects the number %s',
    (value) => {
      expect(rupeesToPaise(value)).toBeNull();
    },
  );
});

describe('paiseToRupees', () => {
  it.each([
    [1999, 19.99],
    [29, 0.29],
    [0, 0],
    [12345650, 123456.5],
    [50, 0.5],
  ])('%i -> %d', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });

  it('round-trips with rupeesToPaise', () => {
    for (let paise = 0; paise < 20000; paise += 7) {
      expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
    }
  });
});

describe('formatInr', () => {
  it.each([
    [123456.5, '₹1,23,456.50'],
    [499, '₹499'],
    [1000000, '₹10,00,000'],
    [0.5, '₹0.50'],
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [99999.99, '₹99,999.99'],
    [100000, '₹1,00,000'],
    [12345678.9, '₹1,23,45,678.90'],
    [19.99, '₹19.99'],
    [0.29, '₹0.29'],
    [1234567890, '₹1,23,45,67,890'],
    [10.1, '₹10.10'],
  ])('%d -> %s', (rupees, text) => {
    expect(formatInr(rupees)).toBe(text);
  });

  it('formats paise', () => {
    expect(formatPaise(12345650)).toBe('₹1,23,456.50');
    expect(formatPaise(49900)).toBe('₹499');
  });
});

describe('csvRupees', () => {
  it('writes exactly two decimals from the integer paise, without grouping', () => {
    expect([0, 5, 10, 99, 100, 1999, 100010, 10_000_000, 900_719_925_474_099].map(csvRupees)).toEqual([
      '0.00',
      '0.05',
      '0.10',
      '0.99',
      '1.00',
      '19.99',
      '1000.10',
      '100000.00',
      '9007199254740.99',
    ]);
  });

  it('keeps the sign of a negative amount', () => {
    expect(csvRupees(-5)).toBe('-0.05');
    expect(csvRupees(-100010)).toBe('-1000.10');
  });
});

describe('formatInr, formatPaise and formatCount in another language (issue 29)', () => {
  it('group the Indian way in Hindi and Tamil too, and English stays as it is', () => {
    for (const locale of ['hi-IN', 'ta-IN']) {
      expect(formatInr(100000, locale)).toBe('₹1,00,000');
      expect(formatPaise(12345650, locale)).toBe('₹1,23,456.50');
      expect(formatCount(1234567, locale)).toBe('12,34,567');
    }
    expect(formatInr(100000)).toBe(formatInr(100000, 'en-IN'));
    expect(formatCount(100000)).toBe('1,00,000');
  });
});
