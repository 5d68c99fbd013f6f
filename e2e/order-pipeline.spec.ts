import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatOrderId } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { refundStartedNotice } from '@paywise/domain/order-states';
import { expectAccessible, shoot as shootAtBothWidths } from './helpers/page-checks';
import { payableRupees, paymentSheet, payInSandbox, placePaidOrder, promoRule } from './helpers/payments';
import { expect, test } from './helpers/fixtures';
import { createCustomer, E2E_ADMIN, signIn, tokenOf } from './helpers/session';

/*
 * The order pipeline as a customer and an admin see it, with the sandbox test identifiers: a number ending in
 * 2222 is paid and then refunded (the operator fails), 1111 stays Processing until the sweeper finishes it
 * (30 s or more: not waited for here); an order whose payment sheet is closed is never paid.
 */

/** Full-page screenshots at both widths, then back to the desktop size the other steps use. */
async function shoot(page: Page, name: string) {
  await shootAtBothWidths(page, name, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function loginToken(request: APIRequestContext, creds: { email: string; password: string }) {
  const res = await request.post('/api/auth/login', {
    data: { email: creds.email, password: creds.password },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

interface OrderDetail {
  id: number;
  status: string;
  amount: number;
  refundReference?: string | null;
  events: { status: string; note: string | null; at: string }[];
}

async function apiOrder(page: Page, id: number): Promise<OrderDetail> {
  const res = await page.request.get(`/api/orders/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as OrderDetail;
}

const AIRTEL_KARNATAKA = { operator: 'Airtel', circle: 'Karnataka' };

/** At the Payment Summary: pays in the sandbox payment sheet (UPI); returns the order id. */
async function payAtSummary(page: Page): Promise<number> {
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/order\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Counts the order page's reads of GET /api/orders/{id} from now on. */
function countOrderReads(page: Page, id: number) {
  const counter = { reads: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/orders/${id}`) {
      counter.reads += 1;
    }
  });
  return counter;
}

test('a recharge the operator fails after payment is refunded, and the order page says so', async ({
  page,
  customer: _customer,
  rechargeSummary,
}) => {
  const { price } = await rechargeSummary('98765 42222', AIRTEL_KARNATAKA);
  const id = await payAtSummary(page);
  const receipt = page.getByRole('article', { name: 'Payment Refunded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Refunded' })).toBeVisible();
  // What was paid (the price less the instant discount) goes back.
  const paid = payableRupees(price, await promoRule(page.request));
  // The refund has a record (its dates are in the Refund section): no generic promise of days.
  await expect(receipt.getByText(refundStartedNotice(formatInr(paid)), { exact: true })).toBeVisible();
  await expect(receipt.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
    'href',
    '/customer/refund',
  );

  const order = await apiOrder(page, id);
  expect(order.status).toBe('Refunded');
  expect(order.refundReference).toBeTruthy();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Refunded', { exact: true })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment Details' });
  await expect(payment.getByText('Refund Reference', { exact: true })).toBeVisible();
  await expect(payment.getByText(order.refundReference!, { exact: true })).toBeVisible();
  await expect(payment.getByText('Amount Refunded', { exact: true })).toBeVisible();

  // The history, oldest first, one line per event the server recorded.
  const updates = page.getByRole('region', { name: 'Status Updates' }).getByRole('listitem');
  await expect(updates).toHaveCount(order.events.length);
  await expect(updates.first()).toContainText('Order placed');
  await expect(updates.last()).toContainText('Payment refunded');
  await expect(updates.last().locator('time')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/);

  // A final order is not asked for again.
  const counter = countOrderReads(page, id);
  await page.waitForTimeout(4_000);
  expect(counter.reads).toBe(0);

  await expectAccessible(page, '.print-receipt');
  await shoot(page, 'order-detail-refunded');

  await page.goto('/orderhistory');
  await expect(page.getByTestId('order-row').first().getByRole('cell').nth(6)).toHaveText('Refunded');
});

test('an order the operator has not finished shows Processing and the page keeps asking', async ({
  page,
  customer: _customer,
  rechargeSummary,
}) => {
  await rechargeSummary('98765 41111', AIRTEL_KARNATAKA);
  const id = await payAtSummary(page);
  const counter = countOrderReads(page, id);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Received' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Processing', { exact: true })).toBeVisible();
  await expect(page.getByText('New updates appear here automatically.')).toBeVisible();
  // Polled every 3 s while the order is not final (the sweeper completes it 30 s or more later).
  await expect.poll(() => counter.reads, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await expectAccessible(page, '.print-receipt');
});

test('a payment the customer never completes shows Payment Pending, nothing paid yet', async ({
  page,
  customer,
  rechargeSummary,
}) => {
  await rechargeSummary('98765 43333', AIRTEL_KARNATAKA);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(paymentSheet(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(paymentSheet(page)).toBeHidden();
  const res = await page.request.get('/api/orders', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const [placed] = ((await res.json()) as { orders: { id: number }[] }).orders;
  await page.goto(`/order/${placed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Pending' })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment Details' });
  await expect(payment.getByText('Awaiting confirmation', { exact: true })).toBeVisible();
  await expect(page.getByText('New updates appear here automatically.')).toBeVisible();
});

test('the admin dashboard shows the order pipeline; Refunded is a transaction filter and in the CSV', async ({
  page,
}) => {
  // A refunded order of a new customer, to find with the Refunded filter.
  const customer = await createCustomer(page.request);
  const customerToken = await loginToken(page.request, customer);
  const refunded = await placePaidOrder(page.request, customerToken, {
    type: 'MOBILE',
    operator: 'Jio',
    number: '9876512222',
    circle: 'Delhi NCR',
    amount: 149,
  });
  expect(refunded.status).toBe('Refunded');

  await signIn(page, E2E_ADMIN);
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Order pipeline' });
  await expect(card).toBeVisible();
  const figure = (label: string) =>
    card.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Payment Pending')).toHaveText(/^\d+$/);
  await expect(figure('Processing')).toHaveText(/^\d+$/);
  await expect(figure('Oldest unfinished')).toHaveText(/^(—none|\d+ (s|min|h|d)( \d+ (min|h))?)$/);
  await expect(figure('Sweeper last run')).toHaveText(
    /^(never|just now|\d+ (s|min|h|d)( \d+ (min|h))? ago)$/,
  );
  await expect(card.getByText(/^Runs every \d+ (s|min)$|^Overdue: runs every/)).toBeVisible();
  await expectAccessible(page, '[data-testid="pipeline-card"]');
  await shoot(page, 'admin-dashboard-pipeline');

  await page.goto('/admin/transactions');
  const filters = page.getByRole('form', { name: 'Filter transactions' });
  await filters.getByLabel('Status').selectOption('Refunded');
  await filters.getByLabel('Customer email').fill(customer.email);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(formatOrderId(refunded.id));
  await expect(rows.nth(1)).toContainText('Refunded');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const lines = fs
    .readFileSync((await download.path()) as string, 'utf8')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(formatOrderId(refunded.id));
  expect(lines[1]).toContain('Refunded');
});
