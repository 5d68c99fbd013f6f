import { expect, test, type Page } from '@playwright/test';
import type { BillDto } from '@paywise/domain/contracts/bills';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { formatDate } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { chooseBiller } from './helpers/billers';
import { expectAccessible } from './helpers/page-checks';
import { payInSandbox } from './helpers/payments';
import { shootLightDark } from './helpers/screens';
import { createCustomer, signIn } from './helpers/session';

/*
 * Bharat Connect's references of a paid bill (issue 26, docs/decisions/0035), in Chromium on the sandbox: an
 * electricity bill of a biller that charges a convenience fee (a consumer number ending in 3333) is fetched and
 * paid; the order page shows the fee on its own line and the "Paid through Bharat Connect" block with the
 * B-Connect transaction id and the other references.
 */

const BESCOM = 'Bangalore Electricity Supply Company (BESCOM)';
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('a paid electricity bill shows its convenience fee and its Bharat Connect references on the order page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const creds = await createCustomer(page.request);
  await page.goto('/bills/electricity');
  await signIn(page, creds);
  await chooseBiller(page, 'Electricity Board', BESCOM, 'bescom');
  await page.getByLabel('Consumer Number', { exact: true }).fill('5566773333');
  const fetched = page.waitForResponse((response) => response.url().endsWith('/api/bills/fetch'));
  await button(page, 'Fetch Bill').click();
  const bill = (await (await fetched).json()) as BillDto;
  expect(bill.convenienceFee).toBeGreaterThan(0);
  // The bill card carries Bharat Connect's name.
  await expect(page.getByTestId('bharat-connect-mark')).toContainText('Bharat Connect');

  await button(page, 'Proceed').click();
  const summary = page.getByTestId('payment-summary');
  await expect(summary.getByRole('term').filter({ hasText: 'Convenience Fee' }).locator('+ dd')).toHaveText(
    formatInr(bill.convenienceFee!),
  );
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  const orderId = Number(/\/order\/(\d+)$/.exec(page.url())![1]);
  const { token } = (await (
    await page.request.post('/api/auth/login', { data: { email: creds.email, password: creds.password } })
  ).json()) as { token: string };
  const order = (await (
    await page.request.get(`/api/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as OrderDto;

  // The fee on its own line of the order summary.
  const orderSummary = page.getByRole('region', { name: 'Order Summary' });
  await expect(
    orderSummary.getByRole('term').filter({ hasText: 'Convenience Fee' }).locator('+ dd'),
  ).toHaveText(formatInr(bill.convenienceFee!));

  // The references under Bharat Connect's name.
  const block = page.getByRole('region', { name: 'Paid through Bharat Connect' });
  await expect(block).toBeVisible();
  const value = (label: string) => block.getByRole('term').filter({ hasText: label }).locator('+ dd');
  await expect(value('B-Connect Txn ID')).toHaveText(order.bbpsTransactionId!);
  await expect(value('B-Connect Txn ID')).toHaveText(/^SB[0-9A-F]{18}$/);
  await expect(value('Biller Name')).toHaveText(BESCOM);
  await expect(value('Biller ID')).toHaveText(order.billerId!);
  await expect(value('Customer Name')).toHaveText(bill.customerName);
  await expect(value('Bill Date')).toHaveText(formatDate(bill.billDate!));
  await expect(value('Biller Reference')).toHaveText(order.billerReference!);
  await expect(value('Approval Number')).toHaveText(/^\d{10}$/);
  await expect(value('Payment Mode')).toHaveText('UPI');
  await expect(value('Payment Channel')).toHaveText('Internet (INT)');
  await expectAccessible(page, 'article');
  await block.scrollIntoViewIfNeeded();
  await shootLightDark(page, 'bill-references');
});
