import { planFactRows } from '@paywise/domain/catalogue/plan-facts';
import { PLANS, OPERATOR_PLANS } from '@paywise/domain/catalogue/plans';
import { describe, expect, it } from 'vitest';
import { i18nIn } from '../lib/i18n/test-catalogues';
import { planFactText } from './plan-facts';

const allPlans = [...PLANS, ...Object.values(OPERATOR_PLANS).flat()];

describe('a plan’s facts in the language on screen', () => {
  it('are the catalogue’s values as they are in English', async () => {
    const en = await i18nIn('en');
    for (const plan of allPlans)
      for (const [, value] of planFactRows({ ...plan, calls: 'Unlimited' }))
        expect(planFactText(en, value)).toBe(value);
  });

  it('say days, amounts per day, minutes and the catalogue’s words in Hindi and Tamil', async () => {
    const hi = await i18nIn('hi');
    const ta = await i18nIn('ta');
    expect(planFactText(hi, '28 days')).toBe('28 दिन');
    expect(planFactText(hi, '1 day')).toBe('1 दिन');
    expect(planFactText(ta, '28 days')).toBe('28 நாட்கள்');
    expect(planFactText(ta, '1 day')).toBe('1 நாள்');
    expect(planFactText(hi, '1.5 GB/day')).toBe('1.5 GB/दिन');
    expect(planFactText(ta, '100/day')).toBe('100/நாள்');
    expect(planFactText(hi, '200 minutes')).toBe('200 मिनट');
    expect(planFactText(hi, 'Existing plan')).toBe('मौजूदा प्लान');
    expect(planFactText(ta, 'Unlimited')).toBe('வரம்பற்றது');
    // A total or a count reads the same in every language.
    expect(planFactText(hi, '24 GB')).toBe('24 GB');
    expect(planFactText(ta, '3600')).toBe('3600');
    // No value of the catalogue is left with an English word.
    for (const i18n of [hi, ta])
      for (const plan of allPlans)
        for (const [, value] of planFactRows({ ...plan, calls: 'Unlimited' }))
          expect(planFactText(i18n, value)).not.toMatch(/day|plan|Unlimited|minutes/i);
  });
});
