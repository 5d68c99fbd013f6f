import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { OrderDetailDto, OrderDto } from '@paywise/domain/contracts/orders';
import { formatOrderId } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { expectAccessible, SCREENSHOTS, shoot } from './helpers/page-checks';
import { placePaidOrder } from './helpers/payments';
import { expect, test } from './helpers/fixtures';
import { createCustomer, signIn, type SignedIn } from './helpers/session';

/** The text of a PDF file, pieces joined by spaces. */
async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(path)), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** A rupee amount as the PDF writes it (its font has no ₹). */
const pdfRupees = (amount: number) => formatInr(amount).replace('₹', 'Rs. ');

/** One paid mobile recharge of the signed-in customer. */
function orderOf(page: Page, customer: SignedIn): Promise<OrderDto> {
  return placePaidOrder(page.request, customer.token, {
    type: 'MOBILE',
    operator: 'Airtel',
    number: '9876543210',
    circle: 'Karnataka',
    amount: 299,
  });
}

test('a paid order: its label, timeline, help link and PDF receipt', async ({ page, customer }) => {
  const order = await orderOf(page, customer);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/order/${order.id}`);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  // The type in words, not the API's code.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Mobile Recharge', { exact: true })).toBeVisible();
  await expect(summary.getByText('MOBILE', { exact: true })).toHaveCount(0);

  // The timeline: every event, oldest first, in India time.
  const detail = (await (
    await page.request.get(`/api/orders/${order.id}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    })
  ).json()) as OrderDetailDto;
  const steps = page.getByRole('region', { name: 'Status Updates' }).getByRole('listitem');
  await expect(steps).toHaveCount(detail.events.length);
  await expect(steps.first()).toContainText('Order placed');
  await expect(steps.last()).toContainText('Order completed');
  await expect(steps.last()).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM) IST/);

  // The receipt as a PDF, from the server, with the order id and the amounts.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download receipt (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`PayWise-receipt-${formatOrderId(order.id)}.pdf`);
  const path = (await download.path()) as string;
  expect(fs.readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(path);
  expect(text).toContain(formatOrderId(order.id));
  expect(text).toContain(pdfRupees(order.amount));
  expect(text).toContain(pdfRupees(order.amountPayable));
  expect(text).toContain('Mobile Recharge');
  expect(text).toContain('9876543210');

  await expectAccessible(page, '.print-receipt');
  await shoot(page, 'order-pages-order', { fullPage: true });

  // Help: the complaint form with this order chosen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Get help with this order' }).click();
  await expect(page).toHaveURL(`/customer/complaint?orderId=${order.id}`);
  const picker = page.getByRole('form', { name: 'Complaint form' }).getByLabel('Order (optional)');
  await expect(picker).toHaveValue(String(order.id));
  await expect(picker.locator('option:checked')).toContainText(
    `${formatOrderId(order.id)} · Mobile Recharge · Airtel`,
  );
});

test('the history shows the label, the operator and the number paid', async ({ page, customer }) => {
  const order = await orderOf(page, customer);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/orderhistory');
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText(formatOrderId(order.id));
  await expect(row.getByRole('cell').nth(2)).toHaveText('Mobile Recharge');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Airtel9876543210');
  await shoot(page, 'order-pages-history', { fullPage: true });

  // Phones: the card says the same.
  await page.setViewportSize({ width: 360, height: 780 });
  const card = page.getByTestId('order-card');
  await expect(card).toContainText('Mobile Recharge');
  await expect(card).toContainText('Airtel');
  await expect(card.getByTestId('order-identifier')).toHaveText('9876543210');
  // What was paid (after the instant discount), in a compact card (issue 39: it was 270 px tall).
  await expect(card.getByTestId('order-paid')).toHaveText(formatInr(order.amountPayable));
  const height = (await card.boundingBox())?.height ?? 0;
  expect(height).toBeGreaterThan(0);
  expect(height).toBeLessThan(190);
  await shoot(page, 'order-pages-history-phone');
});

test('skeletons while loading; an empty history says what to do next', async ({ page, customer }) => {
  const order = await orderOf(page, customer);
  const other = await createCustomer(page.request);

  // The order page's skeleton while its answer is held back.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/orders/${order.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/order/${order.id}`);
  const skeleton = page.getByTestId('skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  await expect(skeleton.getByText('Loading order…')).toBeAttached();
  release();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(skeleton).toHaveCount(0);

  // The history's skeleton, then its empty state, for a customer with no orders.
  await signIn(page, other);
  let releaseList!: () => void;
  const heldList = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route('**/api/orders?*', async (route) => {
    await heldList;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/orderhistory');
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  await shoot(page, 'order-pages-history-loading');
  releaseList();
  const empty = page.getByTestId('order-history-empty');
  await expect(empty).toContainText('No orders yet');
  await expect(empty.getByRole('link', { name: 'Recharge your first number' })).toHaveAttribute(
    'href',
    '/recharge/mobile',
  );
  await expect(page.getByText('No data found')).toHaveCount(0);
  await expectAccessible(page, 'main');
  await shoot(page, 'order-pages-history-empty', { fullPage: true });
});

test('the admin sidebar reaches the bottom of a long page', async ({ page, admin: _admin }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // A long page whatever the dashboard holds today.
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '2400px';
    document.getElementById('main')?.append(filler);
  });
  const sidebar = page
    .locator('aside')
    .filter({ has: page.getByRole('navigation', { name: 'Back office' }) });
  // Whatever sits above the layout (the sandbox ribbon) scrolls away; the sidebar fills the window below it.
  const above = await sidebar.evaluate((node) => node.getBoundingClientRect().top);
  for (const y of [0, 1200, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const box = await sidebar.boundingBox();
    expect(box, `sidebar at scroll ${y}`).not.toBeNull();
    expect(box!.y, `sidebar top at scroll ${y}`).toBeLessThanOrEqual(above);
    expect(box!.y + box!.height, `sidebar bottom at scroll ${y}`).toBeGreaterThanOrEqual(800);
    // Its links stay in view.
    await expect(sidebar.getByRole('link', { name: 'Transactions' })).toBeInViewport();
  }
  // The dark column runs the whole page down (a full-page picture showed it stop at the first screen).
  const heights = await sidebar.evaluate((node) => ({
    column: node.getBoundingClientRect().height,
    page: document.documentElement.scrollHeight - (node.getBoundingClientRect().top + window.scrollY),
  }));
  expect(heights.column).toBeGreaterThanOrEqual(heights.page - 1);
  await page.screenshot({ path: `${SCREENSHOTS}/order-pages-admin-long-1280.png`, fullPage: true });
});
