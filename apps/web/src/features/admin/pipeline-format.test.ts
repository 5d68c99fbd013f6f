import { describe, expect, it } from 'vitest';
import { formatAgo, formatDuration, secondsSince } from './pipeline-format';

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [59.9, '59 s'],
    [60, '1 min'],
    [150, '2 min'],
    [3599, '59 min'],
    [3600, '1 h'],
    [3900, '1 h 5 min'],
    [86_400, '1 d'],
    [97_200, '1 d 3 h'],
    [-5, '0 s'],
    [Number.NaN, '0 s'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatAgo', () => {
  const now = Date.parse('2026-11-26T10:00:00.000Z');

  it('says never for a job that has not run, or an unreadable time', () => {
    expect(formatAgo(null, now)).toBe('never');
    expect(formatAgo('yesterday', now)).toBe('never');
  });

  it('reads the time since the run', () => {
    expect(formatAgo('2026-11-26T09:59:48.000Z', now)).toBe('12 s ago');
    expect(formatAgo('2026-11-26T09:57:30.000Z', now)).toBe('2 min ago');
    expect(formatAgo('2026-11-26T10:00:00.000Z', now)).toBe('just now');
  });

  it('never reads a run as in the future when the clocks differ a little', () => {
    expect(secondsSince('2026-11-26T10:00:03.000Z', now)).toBe(0);
    expect(formatAgo('2026-11-26T10:00:03.000Z', now)).toBe('just now');
  });
});
