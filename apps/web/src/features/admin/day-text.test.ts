import { describe, expect, it } from 'vitest';
import { DAY_TEXT_MESSAGE, readDayText } from './day-text';

describe('readDayText (the admin date filters, typed dd-mm-yyyy)', () => {
  it('reads dd-mm-yyyy as the ISO day the API takes', () => {
    expect(readDayText('27-11-2026')).toEqual({ ok: true, day: '2026-11-27' });
    expect(readDayText(' 01-02-2024 ')).toEqual({ ok: true, day: '2024-02-01' });
    expect(readDayText('29-02-2024')).toEqual({ ok: true, day: '2024-02-29' });
  });

  it('takes / and . between the parts, as people type them', () => {
    expect(readDayText('27/11/2026')).toEqual({ ok: true, day: '2026-11-27' });
    expect(readDayText('27.11.2026')).toEqual({ ok: true, day: '2026-11-27' });
  });

  it('an empty field is no filter', () => {
    expect(readDayText('')).toEqual({ ok: true, day: '' });
    expect(readDayText('   ')).toEqual({ ok: true, day: '' });
  });

  it.each(['2026-11-27', '11/27/2026', '31-02-2026', '29-02-2025', '00-01-2026', '1-1-26', 'yesterday'])(
    'refuses %s with the format to use',
    (text) => {
      expect(readDayText(text)).toEqual({ ok: false, message: DAY_TEXT_MESSAGE });
    },
  );

  it('says the format with an example', () => {
    expect(DAY_TEXT_MESSAGE).toBe('Enter the date as dd-mm-yyyy, e.g. 27-11-2026.');
  });
});
