import { expect, test, type Page } from '@playwright/test';
import type { BillDto } from '@paywise/domain/contracts/bills';
import { formatDate } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { chooseBiller } from './helpers/billers';
import { payableRupees, payInSandbox, paymentSheet, promoRule } from './helpers/payments';
import { createCustomer, signIn } from './helpers/session';

/*
 * Issue 39: a bill paid from Fetch Bill, then the same account paid again by typing the amount, was charged twice
 * without a word, and the success page's main button was "Pay again". Now the order page leads with Done and
 * Share receipt, and the typed amount asks first.
 */

const BESCOM = 'Bangalore Electricity Supply Company (BESCOM)';
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('pay a bill, go back, type the amount: "You paid … on …. Pay again?" (360 px)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const rule = await promoRule(page.request);
  const creds = await createCustomer(page.request);
  const account = `BP39${Date.now().toString().slice(-8)}`;
  await page.goto('/bills/electricity');
  await signIn(page, creds);

  await chooseBiller(page, 'Electricity Board', BESCOM, 'bescom');
  await page.getByLabel('Consumer Number', { exact: true }).fill(account);
  const fetched = page.waitForResponse((response) => response.url().endsWith('/api/bills/fetch'));
  await button(page, 'Fetch Bill').click();
  const bill = (await (await fetched).json()) as BillDto;
  await button(page, 'Proceed').click();
  await page.getByRole('button', { name: `Pay ${formatInr(payableRupees(bill.amount, rule))}` }).click();
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  // The paid page leads with Done and Share receipt, not "Pay again".
  await expect(page.getByRole('link', { name: 'Done', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share receipt', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pay again/ })).toHaveCount(0);

  // Back to the bill page; the amount typed this time, no Fetch Bill.
  await page.goBack();
  await expect(page).toHaveURL(/\/bills\/electricity/);
  await chooseBiller(page, 'Electricity Board', BESCOM, 'bescom');
  await page.getByLabel('Consumer Number', { exact: true }).fill(account);
  await page.getByLabel('Amount', { exact: true }).fill(String(bill.amount));
  await button(page, 'Proceed').click();
  await page.getByRole('button', { name: `Pay ${formatInr(payableRupees(bill.amount, rule))}` }).click();

  const question = page.getByTestId('repeat-question');
  await expect(question).toContainText(
    `You paid ${formatInr(bill.amount)} for this account on ${formatDate(new Date())}. Pay again?`,
  );
  await expect(paymentSheet(page)).toHaveCount(0);

  // "Pay again" sends the same order with the confirmation: the payment sheet opens for it.
  const ordered = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/orders'),
  );
  await question.getByRole('button', { name: 'Pay again', exact: true }).click();
  expect((await ordered).postDataJSON()).toMatchObject({ accountNumber: account, confirmRepeat: true });
  await expect(question).toHaveCount(0);
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/order\/\d+$/);
});
