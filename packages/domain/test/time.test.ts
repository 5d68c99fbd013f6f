import { describe, expect, it } from 'vitest';
import {
  INDIA_TIME_ZONE,
  IST_OFFSET_MS,
  addDays,
  addMonths,
  indiaDay,
  indiaDayStart,
  indiaMonthOf,
  monthFirstDay,
  monthKey,
  monthStartInstant,
} from '../src/time';

describe('India days', () => {
  it('is UTC+05:30', () => {
    expect(IST_OFFSET_MS).toBe(19_800_000);
  });

  it('agrees with the Asia/Kolkata zone of Intl all year', () => {
    const zoneDay = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE });
    for (let month = 0; month < 12; month++) {
      for (const hour of [0, 18, 19, 23]) {
        const at = new Date(Date.UTC(2026, month, 15, hour, 29));
        expect(indiaDay(at), at.toISOString()).toBe(zoneDay.format(at));
      }
    }
  });

  it('names the India date of a moment: the day turns at 18:30 UTC', () => {
    expect(indiaDay(new Date('2026-03-31T18:29:59.999Z'))).toBe('2026-03-31');
    expect(indiaDay(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
    expect(indiaDay(new Date('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
  });

  it('starts an India day at midnight IST', () => {
    expect(indiaDayStart('2026-04-01').toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(indiaDay(indiaDayStart('2026-04-01'))).toBe('2026-04-01');
    expect(indiaDayStart('2024-02-29').getTime()).toBe(Date.parse('2024-02-29T00:00:00+05:30'));
    expect(Number.isNaN(indiaDayStart('not a day').getTime())).toBe(true);
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-11-26', -29)).toBe('2026-10-28');
  });
});

describe('India months', () => {
  it('names the India month of a moment', () => {
    expect(indiaMonthOf(new Date('2026-03-31T18:29:59Z'))).toEqual({ year: 2026, month: 2 });
    expect(indiaMonthOf(new Date('2026-03-31T18:30:00Z'))).toEqual({ year: 2026, month: 3 });
    expect(indiaMonthOf(new Date('2025-12-31T19:00:00Z'))).toEqual({ year: 2026, month: 0 });
  });

  it('steps months across years, normalised', () => {
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2026, month: 5 }, -12)).toEqual({ year: 2025, month: 5 });
  });

  it('writes a month as its first day and as YYYY-MM', () => {
    expect(monthFirstDay({ year: 2026, month: 0 })).toBe('2026-01-01');
    expect(monthFirstDay({ year: 2026, month: -1 })).toBe('2025-12-01');
    expect(monthKey({ year: 2026, month: 9 })).toBe('2026-10');
    expect(monthKey({ year: 2026, month: 12 })).toBe('2027-01');
  });

  it('starts a month at midnight IST of its first day', () => {
    expect(monthStartInstant({ year: 2026, month: 3 }).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(monthStartInstant({ year: 2026, month: 0 }).toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(monthStartInstant({ year: 2026, month: 3 })).toEqual(indiaDayStart('2026-04-01'));
  });
});
