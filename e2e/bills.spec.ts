import { expect, test, type Page } from '@playwright/test';
import type { BillDto } from '@paywise/domain/contracts/bills';
import { formatDate } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { billerCombobox, chooseBiller } from './helpers/billers';
import { expectAccessible, shoot } from './helpers/page-checks';
import { payableRupees, payInSandbox, promoRule } from './helpers/payments';
import { shootLightDark } from './helpers/screens';
import { createCustomer, signIn } from './helpers/session';

/*
 * Bills as a new customer meets them: a searchable board list, Fetch Bill on an optional-bill page, the whole bill
 * on screen before paying, the exact bill paid with its billFetchRef, the biller saved and found in My Bills.
 */

const BESCOM = 'Bangalore Electricity Supply Company (BESCOM)';
const consumerField = (page: Page) => page.getByLabel('Consumer Number', { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const errorToasts = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]');

async function fetchBill(page: Page): Promise<BillDto> {
  const fetched = page.waitForResponse((response) => response.url().endsWith('/api/bills/fetch'));
  await button(page, 'Fetch Bill').click();
  const response = await fetched;
  expect(response.status()).toBe(200);
  return (await response.json()) as BillDto;
}

test('electricity: search "bescom", fetch the bill, see it whole, pay it exactly, save the biller, find it in My Bills', async ({
  page,
}) => {
  // A whole journey with screenshots at two widths and three axe scans.
  test.setTimeout(120_000);
  const rule = await promoRule(page.request);
  const creds = await createCustomer(page.request);
  await page.goto('/bills/electricity');
  await signIn(page, creds);

  // The 65 boards are searched, by any word of the name or the board's short name, in any case.
  const board = billerCombobox(page, 'Electricity Board');
  await board.click();
  await board.fill('bangalore');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([BESCOM]);
  await board.fill('power');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  expect(await page.getByRole('listbox').getByRole('option').count()).toBeGreaterThan(5);
  await board.fill('bescom');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([BESCOM]);
  await expect(board).toHaveAttribute('aria-expanded', 'true');
  await shoot(page, 'bills-combobox-open');
  await expectAccessible(page, 'form');
  // Keyboard: the highlighted option is chosen with Enter.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(board).toHaveValue(BESCOM);
  // A long name is never cut on a phone: it is written out under the field (where it fits, it is not repeated).
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByTestId('chosen-biller')).toHaveText(`Chosen: ${BESCOM}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId('chosen-biller')).toHaveCount(0);

  // Fetch Bill sits beside the Consumer Number; a typed amount would still work.
  await consumerField(page).fill('1234567890');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('');
  const bill = await fetchBill(page);
  const card = page.getByTestId('bill-details');
  await expect(card).toBeVisible();
  for (const text of [
    BESCOM,
    bill.customerName,
    bill.billNumber,
    formatDate(bill.dueDate),
    formatInr(bill.amount),
    'Consumer Number',
    '1234567890',
  ]) {
    await expect(card).toContainText(text);
  }
  await expect(card).toContainText(/Due in \d+ days|Due tomorrow|Due today|Overdue by \d+ days?/);
  if (bill.billDate) await expect(card).toContainText(formatDate(bill.billDate));
  // The amount to pay is the bill's.
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue(String(bill.amount));
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'bills-bill-card', { fullPage: true });
  await expectAccessible(page, 'form');

  // The summary shows the same bill, the same label, and the amount the Pay button takes.
  await button(page, 'Proceed').click();
  const summary = page.getByTestId('payment-summary');
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('term').filter({ hasText: 'Consumer Number' })).toBeVisible();
  await expect(page.getByTestId('summary-bill')).toContainText(bill.billNumber);
  // The bill is shown once: in the summary, not again in the form beside it.
  await expect(page.getByRole('region', { name: 'Your bill' })).toHaveCount(1);
  const payable = formatInr(payableRupees(bill.amount, rule));
  await expect(summary.getByRole('term').filter({ hasText: 'Amount Payable' }).locator('+ dd')).toHaveText(
    payable,
  );

  // The order carries the bill's reference.
  const ordered = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/orders'),
  );
  await page.getByRole('button', { name: `Pay ${payable}` }).click();
  const body = (await ordered).postDataJSON() as { billFetchRef?: string; amount: number };
  expect(body.amount).toBe(bill.amount);
  expect(bill.billFetchRef, 'the bill fetch answers a billFetchRef').toBeTruthy();
  expect(body.billFetchRef).toBe(bill.billFetchRef);
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  // The order page labels the identifier as the form did, and names the bill paid.
  await expect(page.getByRole('term').filter({ hasText: /^Consumer Number$/ })).toBeVisible();
  await expect(page.getByText(bill.billNumber, { exact: true })).toBeVisible();

  // Save this biller, then find it in My Bills (the avatar menu's entry).
  const save = page.getByTestId('save-number');
  await expect(save.getByRole('heading', { name: 'Save this biller' })).toBeVisible();
  await save.getByLabel('Nickname (optional)').fill('Home power');
  await save.getByRole('button', { name: 'Save biller' }).click();
  await expect(save.getByRole('status')).toContainText('Saved as ‘Home power’');
  await save.getByRole('link', { name: 'Open My bills' }).click();
  await expect(page).toHaveURL(/\/my-bills$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Bills' })).toBeVisible();
  const row = page.getByTestId('my-bill');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Home power');
  await expect(row).toContainText(BESCOM);
  await expect(row).toContainText('1234567890');
  // What was actually paid (the payable amount, after the discount), not the bill's amount.
  await expect(row).toContainText(`${formatInr(payableRupees(bill.amount, rule))} on `);
  // The bill due now is fetched on open: this one is paid.
  await expect(row.getByTestId('next-due')).toHaveText(/^Nothing due · paid on \d{2}-\d{2}-\d{4}$/);
  await shoot(page, 'bills-my-bills', { fullPage: true });
  await shootLightDark(page, 'bills-my-bills-paid', { fullPage: true });
  await expectAccessible(page, 'main');
  // On a phone, My Bills is in the bottom navigation.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Bills' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Fetch & pay opens the page filled in and fetches the bill at once: paid already, it says when and offers no
  // Pay.
  const refetched = page.waitForResponse((response) => response.url().endsWith('/api/bills/fetch'));
  await row.getByRole('link', { name: 'Fetch & pay: Home power' }).click();
  await expect(page).toHaveURL(/\/bills\/electricity\?account=1234567890&operator=.+&fetch=1$/);
  const paidBill = (await (await refetched).json()) as BillDto;
  expect(paidBill.paidAt, 'the fetch answers the paid state').toBeTruthy();
  const paidCard = page.getByTestId('bill-details');
  await expect(paidCard).toContainText(bill.billNumber);
  await expect(paidCard).toContainText(`Paid on ${formatDate(paidBill.paidAt!)}`);
  await expect(paidCard).not.toContainText('Amount due');
  await expect(button(page, 'Proceed')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);
  await expect(page.getByTestId('payment-summary')).toHaveCount(0);
  await expect(billerCombobox(page, 'Electricity Board')).toHaveValue(BESCOM);
  await shootLightDark(page, 'bills-paid-bill');
  await expectAccessible(page, 'main');

  // Remove asks first, then the list is empty with a next step.
  await page.goto('/my-bills');
  await page.getByRole('button', { name: 'Remove Home power' }).click();
  await expect(page.getByRole('button', { name: 'Yes, remove' })).toBeFocused();
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByTestId('my-bill')).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove Home power' }).click();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByTestId('my-bills-empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay an electricity bill' })).toBeVisible();
});

test('no bill due is neutral information; an empty electricity amount shows the real amount on the summary', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/bills/electricity');
  await chooseBiller(page, 'Electricity Board', BESCOM, 'bescom');

  // 0000: nothing is due. Said calmly, as a status, not as an error.
  await consumerField(page).fill('5550000');
  await button(page, 'Fetch Bill').click();
  const notice = page.getByTestId('bill-notice');
  await expect(notice).toHaveText(/No bill is due for this account\./);
  await expect(notice).toHaveAttribute('role', 'status');
  const colour = await notice.evaluate((element) => getComputedStyle(element).color);
  const [red, green, blue] = colour.match(/\d+/g)!.map(Number);
  expect(red - Math.max(green, blue), `notice colour ${colour} is not red`).toBeLessThan(60);
  await expect(errorToasts(page)).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'No bill' })).toHaveCount(0);
  await expect(page.getByTestId('bill-details')).toHaveCount(0);

  // Amount left empty: Proceed fetches the bill and the summary shows its amount (and the whole bill).
  await consumerField(page).fill('CN-445566');
  await expect(notice).toHaveText('');
  const fetched = page.waitForResponse((response) => response.url().endsWith('/api/bills/fetch'));
  await button(page, 'Proceed').click();
  const bill = (await (await fetched).json()) as BillDto;
  const summary = page.getByTestId('payment-summary');
  const orderAmount = summary.getByRole('term').filter({ hasText: 'Order Amount' }).locator('+ dd');
  await expect(orderAmount).toContainText(formatInr(bill.amount));
  await expect(orderAmount).toContainText('(Auto, from your bill)');
  await expect(page.getByTestId('summary-bill')).toContainText(bill.customerName);
  await expectAccessible(page, '[aria-labelledby="summary-title"]');
});
