import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n/i18n';
import { i18nIn } from '../../lib/i18n/test-catalogues';
import { amountLimitText, amountRefusalText } from './amount-limits';

const LIMITS = { minRupees: 1, maxRupees: 100_000 };
/** POST /orders's 400 for an amount above MAX_ORDER_AMOUNT (create-order.ts). */
const TOO_LARGE = new ApiError(400, 'amount: must be at most ₹1,00,000', {
  fields: { amount: 'must be at most ₹1,00,000' },
  code: 'VALIDATION',
  fieldCodes: { amount: 'TOO_LARGE' },
});

describe('the server’s amount limits in the browser (issue 39: no maximum amount in the browser)', () => {
  let hindi: I18n;
  let tamil: I18n;
  beforeAll(async () => {
    hindi = await i18nIn('hi');
    tamil = await i18nIn('ta');
  });

  it('an amount above the most, or below the least, is said with the limit', () => {
    expect(amountLimitText(i18n, LIMITS, 100_000.01)).toBe('Amount must be at most ₹1,00,000.');
    expect(amountLimitText(i18n, { minRupees: 10, maxRupees: 100_000 }, 9.5)).toBe(
      'Amount must be at least ₹10.',
    );
    expect(amountLimitText(i18n, LIMITS, 100_000)).toBeNull();
    expect(amountLimitText(i18n, LIMITS, 1)).toBeNull();
  });

  it('a refusal of the order for its amount is the page’s words, never "amount: must be at most …"', () => {
    expect(amountRefusalText(i18n, TOO_LARGE, LIMITS)).toBe('Amount must be at most ₹1,00,000.');
    const tooSmall = new ApiError(400, 'amount: must be at least ₹10', {
      code: 'VALIDATION',
      fieldCodes: { amount: 'TOO_SMALL' },
    });
    expect(amountRefusalText(i18n, tooSmall, { minRupees: 10, maxRupees: 100_000 })).toBe(
      'Amount must be at least ₹10.',
    );
    // Any other refusal keeps its own message.
    const other = new ApiError(400, 'operator: is required', {
      code: 'VALIDATION',
      fieldCodes: { operator: 'REQUIRED' },
    });
    expect(amountRefusalText(i18n, other, LIMITS)).toBeNull();
    expect(amountRefusalText(i18n, new Error('offline'), LIMITS)).toBeNull();
  });

  it('in Hindi and Tamil, with the limit (not the generic "invalid details" text)', () => {
    for (const lingui of [hindi, tamil]) {
      const text = amountRefusalText(lingui, TOO_LARGE, LIMITS)!;
      expect(text).toContain('₹1,00,000');
      expect(text).not.toContain('Amount');
    }
    expect(amountRefusalText(hindi, TOO_LARGE, LIMITS)).toBe('राशि अधिकतम ₹1,00,000 हो सकती है।');
  });
});
