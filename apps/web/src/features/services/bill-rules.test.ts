import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { describe, expect, it } from 'vitest';
import { billAmountError, searchOperators } from './bill-rules';
import { daysUntil, dueInText, indiaToday, partPaymentText } from './bill-texts';

// 26-11-2026 in India from 18:30 UTC on the 25th to 18:29 UTC on the 26th.
const NOW = new Date('2026-11-26T10:00:00Z');

describe('due dates', () => {
  it('counts days from today in India', () => {
    expect(indiaToday(new Date('2026-11-25T18:29:00Z'))).toBe('2026-11-25');
    expect(indiaToday(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
    expect(daysUntil('2026-11-29', NOW)).toBe(3);
    expect(daysUntil('not a date', NOW)).toBeNull();
  });

  it('says when the bill is due', () => {
    expect(dueInText('2026-12-06', NOW)).toEqual({ text: 'Due in 10 days', tone: 'upcoming' });
    expect(dueInText('2026-11-29', NOW)).toEqual({ text: 'Due in 3 days', tone: 'soon' });
    expect(dueInText('2026-11-27', NOW)).toEqual({ text: 'Due tomorrow', tone: 'soon' });
    expect(dueInText('2026-11-26', NOW)).toEqual({ text: 'Due today', tone: 'soon' });
    expect(dueInText('2026-11-25', NOW)).toEqual({ text: 'Overdue by 1 day', tone: 'overdue' });
    expect(dueInText('2026-11-24', NOW)).toEqual({ text: 'Overdue by 2 days', tone: 'overdue' });
    // Just after midnight in India it is already the next day.
    expect(dueInText('2026-11-26', new Date('2026-11-25T19:00:00Z'))?.text).toBe('Due today');
  });
});

describe('amount bounds', () => {
  const full = { amount: 888, partialPaymentAllowed: false };
  const part = { amount: 888, partialPaymentAllowed: true, minimumAmount: 100 };

  it('asks for the bill amount when it must be paid in full', () => {
    expect(billAmountError(full, 888)).toBeNull();
    expect(billAmountError(full, 500)).toBe('Amount must be ₹888, the bill amount.');
  });

  it('takes a part payment between the minimum and the bill', () => {
    expect(billAmountError(part, 100)).toBeNull();
    expect(billAmountError(part, 888)).toBeNull();
    expect(billAmountError(part, 99.99)).toBe('Amount must be between ₹100 and ₹888.');
    expect(billAmountError(part, 889)).toBe('Amount must be between ₹100 and ₹888.');
    expect(billAmountError({ amount: 888, partialPaymentAllowed: true }, 1, 1)).toBeNull();
    expect(billAmountError({ amount: 888, partialPaymentAllowed: true }, 900)).toBe(
      'Amount must be at most ₹888, the bill amount.',
    );
  });

  it('describes part payment', () => {
    expect(partPaymentText(part)).toBe('Part payment allowed (minimum ₹100)');
    expect(partPaymentText({ partialPaymentAllowed: true })).toBe('Part payment allowed');
    expect(partPaymentText(full)).toBeNull();
  });
});

describe('biller search', () => {
  const names = (query: string) => searchOperators(OPERATORS.ELECTRICITY, query).map((op) => op.name);

  it('finds a board by any word of its name, in any case', () => {
    expect(names('bescom')).toEqual(['Bangalore Electricity Supply Company (BESCOM)']);
    expect(names('BANGALORE')).toEqual(['Bangalore Electricity Supply Company (BESCOM)']);
    expect(names('southern andhra')).toEqual([
      'Andhra Pradesh Southern Power Distribution Company (APSPDCL)',
    ]);
  });

  it('finds a board by its common name', () => {
    expect(names('tneb')).toEqual(['Tamil Nadu Generation and Distribution Corporation (TANGEDCO)']);
    expect(names('mahavitaran')).toEqual(['Maharashtra State Electricity Distribution Company (MSEDCL)']);
    expect(names('bengaluru')).toEqual(['Bangalore Electricity Supply Company (BESCOM)']);
  });

  it('lists everything for an empty search and nothing for an unknown name', () => {
    expect(names('  ')).toHaveLength(OPERATORS.ELECTRICITY.length);
    expect(names('zzz')).toEqual([]);
  });
});
