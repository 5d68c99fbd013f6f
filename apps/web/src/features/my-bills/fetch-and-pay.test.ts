import { SERVICES } from '@paywise/domain/catalogue/services';
import { describe, expect, it } from 'vitest';
import { fetchAndPayHref } from './fetch-and-pay';

describe('fetchAndPayHref', () => {
  it('opens the bill page with the account and biller, asking it to fetch the bill', () => {
    expect(
      fetchAndPayHref(SERVICES.electricity, {
        identifier: '1234567890',
        operator: 'Bangalore Electricity Supply Company (BESCOM)',
        circle: null,
      }),
    ).toBe(
      '/bills/electricity?account=1234567890&operator=Bangalore%20Electricity%20Supply%20Company%20(BESCOM)&fetch=1',
    );
  });

  it('carries a postpaid number as number', () => {
    expect(
      fetchAndPayHref(SERVICES.postpaid, { identifier: '9845012345', operator: 'Airtel', circle: null }),
    ).toBe('/recharge/postpaid?number=9845012345&operator=Airtel&fetch=1');
  });
});
