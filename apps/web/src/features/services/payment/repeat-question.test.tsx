import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import { repeatOf } from './payment-rules';
import { RepeatQuestion } from './repeat-question';

// The app's I18nProvider (app/language.tsx) in English.
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const noop = () => undefined;

describe('a typed bill amount for an account paid recently (issue 39)', () => {
  it('asks "You paid ₹1,137 for this account on 02-12-2026. Pay again?" with Pay again and Cancel', () => {
    const html = render(
      <RepeatQuestion
        lastPayment={{ amountPaise: 113_700, paidAt: '2026-12-02T04:10:00.000Z' }}
        isPaying={false}
        onPayAgain={noop}
        onCancel={noop}
      />,
    );
    expect(html).toContain('You paid ₹1,137 for this account on 02-12-2026. Pay again?');
    expect(html).toMatch(/<button[^>]*>Pay again<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it('is asked for the 409 BILL_RECENTLY_PAID with its last payment, and for no other refusal', () => {
    const lastPayment = { amountPaise: 50_000, paidAt: '2026-12-01T10:00:00.000Z' };
    expect(repeatOf(new ApiError(409, 'already paid', { code: 'BILL_RECENTLY_PAID', lastPayment }))).toEqual(
      lastPayment,
    );
    expect(repeatOf(new ApiError(409, 'paid', { code: 'BILL_ALREADY_PAID' }))).toBeNull();
    expect(repeatOf(new ApiError(409, 'no facts', { code: 'BILL_RECENTLY_PAID' }))).toBeNull();
    expect(repeatOf(new Error('offline'))).toBeNull();
  });
});
