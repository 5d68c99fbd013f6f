import { expect, test } from '@playwright/test';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { chooseBiller } from './helpers/billers';

/*
 * After the payment (issue 25): a payment the order could not take is said on the order page, refunded; and an
 * amount under ₹1 is refused on the page before Proceed, by the same rule the server applies.
 */

// The order page's late refunds are not driven here: the sandbox cannot capture a payment the order could not take
// over HTTP, and answering our own API with a made-up body would test nothing real. Their wording is a unit test
// (apps/web/src/features/orders/late-refunds.test.ts); the server's answer is apps/server/test/modules/payments/late-payments.test.ts.

test('an amount under ₹1 is refused on the page before Proceed, as the server refuses it', async ({
  page,
}) => {
  await page.goto('/bills/electricity');
  await chooseBiller(page, 'Electricity Board', OPERATORS.ELECTRICITY[3].name);
  await page.getByLabel('Consumer Number').fill('CN-445566');
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('0.50');
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Amount must be at least ₹1.' })).toBeVisible();
  await expect(amount).toBeFocused();
  await expect(page.getByTestId('payment-summary')).toHaveCount(0);

  await amount.fill('1');
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(page.getByTestId('payment-summary')).toBeVisible();
});
