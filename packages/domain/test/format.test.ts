import { describe, expect, it } from 'vitest';
import {
  displayStatus,
  formatDate,
  formatDateTime,
  formatOrderId,
  formatPaymentId,
  ORDER_STATUSES,
  statusTone,
} from '../src/format';

describe('ids', () => {
  it('prefixes order and payment ids', () => {
    expect(formatOrderId(42)).toBe('ORDID0042');
    expect(formatOrderId('7')).toBe('ORDID007');
    expect(formatPaymentId(42)).toBe('PAYID0042');
    expect(formatPaymentId(1234)).toBe('PAYID001234');
  });
});

describe('dates in India time', () => {
  it.each([
    ['2024-03-05T00:00:00Z', '05-03-2024 05:30 AM', '05-03-2024'],
    ['2024-03-05T06:30:00Z', '05-03-2024 12:00 PM', '05-03-2024'],
    ['2024-03-05T18:29:00Z', '05-03-2024 11:59 PM', '05-03-2024'],
    ['2024-03-05T18:30:00Z', '06-03-2024 12:00 AM', '06-03-2024'],
    ['2024-12-31T20:15:00Z', '01-01-2025 01:45 AM', '01-01-2025'],
    ['2024-07-01T09:05:00+05:30', '01-07-2024 09:05 AM', '01-07-2024'],
    ['2024-02-29T08:00:00Z', '29-02-2024 01:30 PM', '29-02-2024'],
  ])('%s -> %s', (iso, dateTime, date) => {
    expect(formatDateTime(iso)).toBe(dateTime);
    expect(formatDateTime(new Date(iso))).toBe(dateTime);
    expect(formatDate(iso)).toBe(date);
  });

  it('returns an empty text for an unreadable date', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('order status', () => {
  it('lists the five statuses', () => {
    expect(ORDER_STATUSES).toEqual(['Payment Pending', 'Processing', 'Completed', 'Failed', 'Refunded']);
  });

  it.each([
    ['Completed', 'Completed', 'success'],
    ['Payment Pending', 'Payment Pending', 'warning'],
    ['Failed', 'Failed', 'danger'],
    ['Processing', 'Processing', 'neutral'],
    ['FAILED', 'Failed', 'danger'],
    [' processing ', 'Processing', 'neutral'],
    ['Refunded', 'Refunded', 'neutral'],
    [' REFUNDED', 'Refunded', 'neutral'],
    ['Cancelled', 'Completed', 'success'],
    ['', 'Completed', 'success'],
  ])('%j is shown as %s (%s)', (status, shown, tone) => {
    expect(displayStatus(status)).toBe(shown);
    expect(statusTone(status)).toBe(tone);
  });
});

describe('formatDate and formatDateTime in another language (issue 29)', () => {
  it('write the India date through Intl in Hindi and Tamil; English keeps DD-MM-YYYY', () => {
    const at = new Date('2026-11-27T18:30:00Z'); // 28 November, 00:00 in India
    expect(formatDate(at)).toBe('28-11-2026');
    expect(formatDate(at, 'hi-IN')).toBe('28/11/2026');
    expect(formatDate(at, 'ta-IN')).toBe('28/11/2026');
    expect(formatDateTime(at, 'hi-IN')).toMatch(/^28\/11\/2026, 12:00 /);
    expect(formatDate('not a date', 'ta-IN')).toBe('');
  });
});
