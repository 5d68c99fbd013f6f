import { describe, expect, it } from 'vitest';
import { planFactValue } from '../src/catalogue/plan-facts';

describe('a plan fact’s value read into its parts', () => {
  it('knows days, amounts per day, minutes and the catalogue’s words; anything else is text', () => {
    expect(planFactValue('28 days')).toEqual({ kind: 'days', count: 28 });
    expect(planFactValue('1 day')).toEqual({ kind: 'days', count: 1 });
    expect(planFactValue('1.5 GB/day')).toEqual({ kind: 'perDay', amount: '1.5 GB' });
    expect(planFactValue('100/day')).toEqual({ kind: 'perDay', amount: '100' });
    expect(planFactValue('1,000 minutes')).toEqual({ kind: 'minutes', minutes: '1,000' });
    expect(planFactValue('Unlimited')).toEqual({ kind: 'unlimited' });
    expect(planFactValue('None')).toEqual({ kind: 'none' });
    expect(planFactValue('Existing plan')).toEqual({ kind: 'existingPlan' });
    expect(planFactValue('24 GB')).toEqual({ kind: 'text', text: '24 GB' });
    expect(planFactValue('/day')).toEqual({ kind: 'text', text: '/day' });
  });
});
