import { expect, test, type Page } from '@playwright/test';
import { SERVICES } from '@paywise/domain/catalogue/services';
import { formatDate } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { expectAccessible } from './helpers/page-checks';
import { payableRupees, payInSandbox, promoRule } from './helpers/payments';
import { createCustomer, signIn } from './helpers/session';

/*
 * Postpaid mobile: the mobile page's Postpaid tab is a page of its own, /recharge/postpaid, where a postpaid bill
 * is fetched for the number and paid, in full or in part. No plans, no circle.
 */

const SHOTS = '/tmp/postpaid-shots';
const numberField = (page: Page) => page.getByLabel('Mobile Number', { exact: true });
const operatorSelect = (page: Page) => page.getByLabel('Operator', { exact: true });
const amountField = (page: Page) => page.getByLabel('Amount', { exact: true });
const submit = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('Postpaid on the mobile page opens the postpaid page; a fetched bill is paid in part through the sandbox', async ({
  page,
}) => {
  const rule = await promoRule(page.request);
  const creds = await createCustomer(page.request);
  await page.goto('/recharge/mobile');
  await signIn(page, creds);

  // Prepaid is the mobile page as it was; a complete number goes along to the postpaid page.
  await expect(page.getByRole('radio', { name: 'Prepaid' })).toBeChecked();
  await numberField(page).fill('6000543210');
  await page.getByText('Postpaid', { exact: true }).click();
  await expect(page).toHaveURL(/\/recharge\/postpaid\?number=6000543210$/);
  await expect(page).toHaveTitle(`${SERVICES.postpaid.pageTitle} | PayWise`);
  await expect(page.getByRole('radio', { name: 'Postpaid' })).toBeChecked();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mobile Recharge or Bill Payment' }),
  ).toBeVisible();
  await expect(numberField(page)).toHaveValue('6000543210');
  // The mobile tile stays the current service; no plan browser, no circle, no amount before a bill.
  await expect(
    page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: 'Mobile', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Browse Plans' })).toHaveCount(0);
  await expect(page.getByLabel('Circle', { exact: true })).toHaveCount(0);
  await expect(amountField(page)).toHaveCount(0);

  // Fetch Bill checks the number and the operator first.
  await submit(page, 'Fetch Bill').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select an Operator' })).toBeVisible();
  await expect(operatorSelect(page)).toBeFocused();

  await numberField(page).fill('9845012345');
  await operatorSelect(page).selectOption('Airtel');
  const fetched = page.waitForResponse((response) => response.url().endsWith('/api/bills/fetch'));
  await submit(page, 'Fetch Bill').click();
  const bill = (await (await fetched).json()) as {
    amount: number;
    billNumber: string;
    dueDate: string;
    customerName: string;
  };
  await expect(page.getByTestId('step-status')).toHaveText(
    `Bill found! Amount due: ${formatInr(bill.amount)}`,
  );
  const details = page.getByTestId('bill-details');
  await expect(details).toContainText(bill.customerName);
  await expect(details).toContainText(bill.billNumber);
  await expect(details).toContainText(formatDate(bill.dueDate));
  await expect(details).toContainText(formatInr(bill.amount));
  await expect(amountField(page)).toHaveValue(String(bill.amount));
  await expect(amountField(page)).toBeEditable();
  await expect(amountField(page)).toBeFocused();
  await expect(submit(page, 'Proceed to Pay')).toBeVisible();

  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/postpaid-bill-${width}.png`, fullPage: true });
  }
  await expectAccessible(page, 'form');

  // Under ₹1 is refused on the page; a part payment goes on to the summary with the bill for reference.
  await amountField(page).fill('0.50');
  await submit(page, 'Proceed to Pay').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Amount must be at least ₹1.' })).toBeVisible();
  await expect(amountField(page)).toBeFocused();
  await amountField(page).fill('');
  await submit(page, 'Proceed to Pay').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter the amount.' })).toBeVisible();
  const part = 300.5;
  await amountField(page).fill('300.50');
  await submit(page, 'Proceed to Pay').click();
  await expect(page.getByTestId('step-status')).toHaveText(SERVICES.postpaid.messages.proceed);
  const summary = page.getByTestId('payment-summary');
  const row = (label: string) => summary.getByRole('term').filter({ hasText: label }).locator('+ dd');
  await expect(summary.getByRole('term')).toHaveText([
    'Mobile Number',
    'Operator',
    'Order Amount',
    ...(payableRupees(part, rule) < part ? ['Discount'] : []),
    'Amount Payable',
  ]);
  await expect(row('Mobile Number')).toHaveText('9845012345');
  await expect(row('Operator')).toHaveText('Airtel');
  await expect(row('Order Amount')).toHaveText(formatInr(part));
  await expect(row('Amount Payable')).toHaveText(formatInr(payableRupees(part, rule)));
  // The summary shows the bill in full, as the form did.
  await expect(page.getByTestId('summary-bill')).toContainText(bill.billNumber);
  await expect(page.getByTestId('summary-bill')).toContainText(bill.customerName);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/postpaid-summary-1280.png`, fullPage: true });

  await page.getByRole('button', { name: `Pay ${formatInr(payableRupees(part, rule))}` }).click();
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Postpaid Bill Payment', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('9845012345', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(formatInr(part), { exact: true }).first()).toBeVisible();
  // A paid bill leads with Done and Share receipt, never "Pay again" (issue 39: bills paid twice).
  await expect(page.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Share receipt' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pay again/ })).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SHOTS}/postpaid-order-360.png`, fullPage: true });

  // The number is a chip on the postpaid page (number and operator, no amount), not on the prepaid one.
  const chips = page.getByTestId('number-chips').getByRole('button');
  await page.goto('/recharge/postpaid');
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toHaveAccessibleName('9845012345, Airtel');
  await chips.first().click();
  await expect(numberField(page)).toHaveValue('9845012345');
  await expect(operatorSelect(page)).toHaveValue('Airtel');
  await expect(amountField(page)).toHaveCount(0);
  await expect(submit(page, 'Fetch Bill')).toBeVisible();
  const prepaidRecents = page.waitForResponse((response) =>
    response.url().includes('/api/me/recents?service=mobile'),
  );
  await page.goto('/recharge/mobile');
  expect((await (await prepaidRecents).json()) as unknown).toEqual({ recents: [] });
  await expect(numberField(page)).toBeVisible();
  await expect(chips).toHaveCount(0);

  // Prepaid goes back to the mobile page, which keeps its plans and circle; with the keyboard too, the focus
  // staying on the switch.
  await page.goto('/recharge/postpaid?number=9845012345');
  await page.getByText('Prepaid', { exact: true }).click();
  await expect(page).toHaveURL(/\/recharge\/mobile\?number=9845012345$/);
  await expect(page.getByRole('radio', { name: 'Prepaid' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Prepaid' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/recharge\/postpaid\?number=9845012345$/);
  await expect(page.getByRole('radio', { name: 'Postpaid' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/recharge\/mobile\?number=9845012345$/);
  await expect(page.getByRole('radio', { name: 'Prepaid' })).toBeFocused();
  await expect(page.getByLabel('Circle', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Browse Plans' })).toBeVisible();
});

test('a new number or operator drops the fetched bill; 0000 has no bill due', async ({ page }) => {
  await page.goto('/recharge/postpaid');
  await numberField(page).fill('9845012346');
  await operatorSelect(page).selectOption('Jio');
  await submit(page, 'Fetch Bill').click();
  await expect(amountField(page)).not.toHaveValue('');
  await operatorSelect(page).selectOption('Vi');
  await expect(amountField(page)).toHaveCount(0);
  await expect(page.getByTestId('bill-details')).toHaveCount(0);
  await expect(submit(page, 'Fetch Bill')).toBeVisible();

  await numberField(page).fill('9845010000');
  await submit(page, 'Fetch Bill').click();
  // Nothing due is neutral information (a status), not an error.
  await expect(page.getByTestId('bill-notice')).toHaveText(/No bill is due for this account\./);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  await expect(amountField(page)).toHaveCount(0);
});
