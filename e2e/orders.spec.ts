import type { Page } from '@playwright/test';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { formatOrderId, formatPaymentId } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { SANDBOX_UPI_SUCCESS } from '@paywise/domain/payments';
import { chooseBiller } from './helpers/billers';
import { expectAccessible } from './helpers/page-checks';
import { paymentSheet, payInSandbox, placePaidOrder } from './helpers/payments';
import { expect, test } from './helpers/fixtures';
import { latestVerificationCode, signInNewCustomer, tokenOf, verifyEmail } from './helpers/session';

const SCREENSHOTS = 'e2e/output/screenshots';

const toast = (page: Page, type: 'success' | 'error', text: string) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`, { hasText: text });

async function apiOrders(page: Page) {
  const response = await page.request.get('/api/orders?limit=100', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).orders as {
    id: number;
    status: string;
    amount: number;
    type: string;
    paymentReference: string | null;
  }[];
}

const AIRTEL_KARNATAKA = { operator: 'Airtel', circle: 'Karnataka' };

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹/ });

async function orderIdFromUrl(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/order\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('pay a mobile recharge and an electricity bill, then find both in the order history', async ({
  page,
  customer: _customer,
  rechargeSummary,
}) => {
  const { price: planPrice } = await rechargeSummary('98765 43210', AIRTEL_KARNATAKA);
  await payButton(page).click();
  await payInSandbox(page);
  const mobileId = await orderIdFromUrl(page);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText(formatInr(planPrice)).first()).toBeVisible();
  await expect(page.getByText(formatOrderId(mobileId), { exact: true })).toBeVisible();
  await expect(page.getByText(formatPaymentId(mobileId), { exact: true })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('9876543210', { exact: true })).toBeVisible();
  // How it was paid: the method and the gateway's payment id, instead of 'Online'.
  const paymentDetails = page.getByRole('region', { name: 'Payment Details' });
  await expect(paymentDetails.getByText('UPI', { exact: true })).toBeVisible();
  await expect(paymentDetails.getByText(/^pay_\w+$/)).toBeVisible();
  await expect(paymentDetails.getByText('Online', { exact: true })).toHaveCount(0);

  const board = OPERATORS.ELECTRICITY[3].name;
  await page.goto('/bills/electricity');
  await chooseBiller(page, 'Electricity Board', board);
  await page.getByLabel('Consumer Number').fill('CN-445566');
  await page.getByLabel('Amount', { exact: true }).fill('1234.50');
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(page.getByTestId('payment-summary')).toBeVisible();
  await payButton(page).click();
  await payInSandbox(page, { method: 'NETBANKING', outcome: 'success' });
  const billId = await orderIdFromUrl(page);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  // The identifier under the label of its type (docs/product.md#orders: ELECTRICITY → Consumer Number).
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Consumer Number', { exact: true })).toBeVisible();
  await expect(summary.getByText('CN-445566', { exact: true })).toBeVisible();
  await shoot(page, 'order-detail');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/orderhistory');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(2);
  // The Payment cell: the method, and the gateway's payment id under it.
  const [bill, mobile] = await apiOrders(page);
  await expect(rows.nth(0).getByRole('cell')).toHaveText([
    formatOrderId(billId),
    /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/,
    // The type in words; the operator with the number or account paid under it.
    'Electricity Bill',
    `${board}CN-445566`,
    '₹1,234.50',
    `Net banking${bill.paymentReference}`,
    'Completed',
    'View OrderPay again',
  ]);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    formatOrderId(mobileId),
    /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/,
    'Mobile Recharge',
    'Airtel9876543210',
    formatInr(planPrice),
    `UPI${mobile.paymentReference}`,
    'Completed',
    'View OrderRecharge again',
  ]);
  expect(mobile.paymentReference).toMatch(/^pay_\w+$/);
  await expect(page.getByText('End of list')).toBeVisible();
  await shoot(page, 'order-history');

  await page.setViewportSize({ width: 1280, height: 900 });
  await rows
    .nth(1)
    .getByRole('link', { name: `View Order ${formatOrderId(mobileId)}` })
    .click();
  await expect(page).toHaveURL(`/order/${mobileId}`);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
});

test('a double click on Pay makes one order', async ({ page, customer: _customer, rechargeSummary }) => {
  await rechargeSummary('9876543219', AIRTEL_KARNATAKA);
  await payButton(page).dblclick();
  await payInSandbox(page);
  const id = await orderIdFromUrl(page);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  const orders = await apiOrders(page);
  expect(orders.map((o) => o.id)).toEqual([id]);
});

test('a declined sandbox payment shows the failure and stays on the summary; Pay pays the same order', async ({
  page,
  customer: _customer,
  rechargeSummary,
}) => {
  await rechargeSummary('9876500000', AIRTEL_KARNATAKA);
  await payButton(page).click();
  await payInSandbox(page);
  // Declined in the sheet: the reason is said there, and the customer may try again.
  const sheet = paymentSheet(page);
  await expect(sheet.getByRole('alert')).toContainText(/declined/i);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  // Closing is not failing: the summary says calmly that no money was taken, with the bank's reason.
  await expect(page.getByTestId('payment-summary')).toBeVisible();
  await expect(page).toHaveURL(/\/recharge\/mobile$/);
  await expect(page.getByTestId('payment-not-completed')).toContainText(
    'Payment not completed — no money was taken',
  );
  await expect(page.getByTestId('payment-not-completed')).toContainText(/declined/i);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);

  // A declined payment does not fail the order: it waits for a payment (or its expiry), and Pay opens the
  // sheet for the same order.
  const [pending] = await apiOrders(page);
  expect(pending.status).toBe('Payment Pending');
  await payButton(page).click();
  await payInSandbox(page, { method: 'UPI', vpa: SANDBOX_UPI_SUCCESS });
  await expect(sheet.getByRole('alert')).toContainText(/declined/i);
  await sheet.getByRole('button', { name: 'Close' }).click();
  expect((await apiOrders(page)).map((o) => o.id)).toEqual([pending.id]);

  // Its page never says the payment succeeded.
  await page.goto(`/order/${pending.id}`);
  await expect(page.getByRole('heading', { name: 'Payment Pending' })).toBeVisible();
  await expect(page.getByText('Payment Successful')).toHaveCount(0);
  const payment = page.getByRole('region', { name: 'Payment Details' });
  await expect(payment.getByText('Awaiting payment', { exact: true })).toBeVisible();
  await shoot(page, 'order-detail-payment-pending');
});

test("another customer's order, or a missing one, is 'Recharge not found.'", async ({
  page,
  browser,
  customer: _customer,
  rechargeSummary,
}) => {
  await rechargeSummary('9876543218', AIRTEL_KARNATAKA);
  await payButton(page).click();
  await payInSandbox(page);
  const id = await orderIdFromUrl(page);

  const other = await browser.newPage();
  await signInNewCustomer(other);
  for (const url of [`/order/${id}`, '/order/999999999', '/order/abc']) {
    await other.goto(url);
    const message = other.getByRole('alert').filter({ hasText: 'Recharge not found.' });
    await expect(message).toBeVisible();
    await expect(message).toHaveClass(/text-red-700/);
  }
  await other.goto('/orderhistory');
  await expect(other.getByTestId('order-history-empty')).toContainText('No orders yet');
  await other.close();
});

test('the history loads more orders as the customer scrolls, then says End of list', async ({
  page,
  customer,
}) => {
  // More than the 3 orders an unverified email may place.
  await verifyEmail(page.request, customer);
  const token = customer.token;
  for (let i = 0; i < 23; i++) {
    const response = await page.request.post('/api/orders', {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `scroll-${i}-${Date.now()}` },
      data: { type: 'MOBILE', operator: 'Jio', number: '9876543210', circle: 'Delhi NCR', amount: 100 + i },
    });
    expect(response.status()).toBe(201);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/orderhistory');
  const rows = page.getByTestId('order-row');
  await expect(rows.first().getByRole('cell').nth(4)).toHaveText('₹122');
  await page.getByText(/End of list|Load more/).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(23);
  await expect(page.getByText('End of list')).toBeVisible();
  await expect(rows.last().getByRole('cell').nth(4)).toHaveText('₹100');
});

test('an unverified customer pays 3 times, then the summary says how to verify the email and offers Verify now', async ({
  page,
  customer,
  rechargeSummary,
}) => {
  test.slow();
  // Orders never paid do not count toward the limit (decision 0014): three paid ones do.
  const body = { type: 'MOBILE', operator: 'Jio', number: '9876543210', circle: 'Delhi NCR' };
  for (let i = 0; i < 3; i++)
    await placePaidOrder(page.request, customer.token, { ...body, amount: 100 + i });
  await rechargeSummary('9876543217', AIRTEL_KARNATAKA);
  await payButton(page).click();
  const message =
    'Please verify your email to place more orders: open Profile, choose Verify next to your email and enter the ' +
    'code we send you.';
  await expect(toast(page, 'error', message)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Payment Summary' });
  await expect(summary.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(/\/recharge\/mobile$/);
  expect(await apiOrders(page)).toHaveLength(3);
  await shoot(page, 'payment-summary-verify-email');
  await expectAccessible(page, 'main');

  // Verify now: the email code dialog in place; verified, Pay is ready on the same summary and pays.
  await summary.getByRole('button', { name: 'Verify now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Your Email' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('OTP sent to your email.');
  const code = await latestVerificationCode(page.request, customer.email);
  for (let i = 0; i < 6; i++) await dialog.getByLabel(`Digit ${i + 1} of 6`).fill(code[i]);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(summary.getByText(message)).toHaveCount(0);
  await expect(payButton(page)).toBeFocused();
  await payButton(page).click();
  await expect(paymentSheet(page)).toBeVisible();
  expect(await apiOrders(page)).toHaveLength(4);
});
