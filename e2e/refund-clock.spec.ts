import { expect, test, type Page } from '@playwright/test';
import type { OrderDetailDto } from '@paywise/domain/contracts/orders';
import { formatDate } from '@paywise/domain/format';
import { indiaDay } from '@paywise/domain/time';
import { expectAccessible } from './helpers/page-checks';
import { placePaidOrder } from './helpers/payments';
import { shootLightDark } from './helpers/screens';
import { ownServerOnPostgres } from './helpers/own-server';
import { createCustomer, E2E_ADMIN, signIn, tokenOf } from './helpers/session';

/*
 * Issue 30, "Refunds with a clock" (docs/decisions/0024), in Chromium. A sandbox refund is processed at once, so
 * the refund the customer sees first is "Refund processed on …". A refund the bank has not processed 12 days on
 * (as a Razorpay refund can stay 'pending') is a state the sandbox never reaches by itself: this spec runs its
 * own server on PostgreSQL (E2E_DATABASE_URL, a fresh database on this machine's PostgreSQL, dropped afterwards)
 * on E2E_PORT + 60 with a 2 s sweeper, and puts the refund row in that state. Then the order page says it is
 * late with the grievance page, the admin dashboard counts it, and the sweeper's question to the gateway (which
 * answers 'processed') closes it.
 */

const server = ownServerOnPostgres({
  name: 'refunds',
  portOffset: 60,
  env: { SWEEP_INTERVAL_SECONDS: '2', SWEEP_GRACE_SECONDS: '1' },
});
const BASE = server.base;
const sql = server.sql;

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });
// A new machine has no PostgreSQL (npm test runs on the embedded database there); CI sets TEST_DATABASE_URL.
test.skip(!server.available, 'needs PostgreSQL: set TEST_DATABASE_URL (CI does)');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});

test.afterAll(() => server.stop());

async function apiOrder(page: Page, id: number): Promise<OrderDetailDto> {
  const response = await page.request.get(`/api/orders/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as OrderDetailDto;
}

test('a refund with its clock on the order page; past due: said with the grievance page, counted for the admin, closed by the sweeper', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer(page.request);
  const login = await page.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  // A number ending in 2222: the sandbox operator fails the recharge after payment, and the payment is refunded.
  const order = await placePaidOrder(page.request, token, {
    type: 'MOBILE',
    operator: 'Jio',
    number: '9876512222',
    circle: 'Delhi NCR',
    amount: 149,
  });
  expect(order.status).toBe('Refunded');

  await signIn(page, customer);
  await page.goto(`/order/${order.id}`);
  const refunds = page.getByRole('region', { name: 'Refund', exact: true });
  const [refund] = (await apiOrder(page, order.id)).refunds!;
  expect(refund).toMatchObject({ status: 'processed', method: 'UPI', pastDue: false });
  await expect(refunds.getByText(`Refund processed on ${formatDate(refund.processedAt!)}`)).toBeVisible();
  await expect(refunds.getByText('UPI', { exact: true })).toBeVisible();
  await expect(refunds.getByText(refund.refundId!, { exact: true })).toBeVisible();
  await expect(refunds.getByText(formatDate(refund.expectedBy), { exact: true })).toBeVisible();
  await expect(refunds.getByText('Processed', { exact: true })).toBeVisible();
  // The generic promise gives way to the refund's own dates.
  await expect(page.getByText(/Refunds take 5–7 working days/)).toHaveCount(0);
  // Every order page says where to escalate.
  await expect(
    page.getByTestId('order-grievance').getByRole('link', { name: 'Grievance redressal' }),
  ).toHaveAttribute('href', '/customer/grievance');
  await refunds.scrollIntoViewIfNeeded();
  await shootLightDark(page, 'refund-processed', { fullPage: true });

  // The bank has not processed it 12 days on (the gateway was last asked just now).
  await sql(
    `update payment_refunds set created_at = now() - interval '12 days', refunded_at = now() - interval '12 days',
            processed_at = null, gateway_status = 'pending', checked_at = now()
     where order_id = $1`,
    [order.id],
  );
  await page.reload();
  const [late] = (await apiOrder(page, order.id)).refunds!;
  expect(late).toMatchObject({ status: 'started', pastDue: true, processedAt: null });
  expect(late.expectedBy < indiaDay(new Date())).toBe(true);
  await expect(
    refunds.getByText(`This refund is late: it was expected by ${formatDate(late.expectedBy)}.`),
  ).toBeVisible();
  await expect(
    page.getByTestId('refund-past-due').getByRole('link', { name: 'Grievance redressal' }),
  ).toHaveAttribute('href', '/customer/grievance');
  await expect(refunds.getByText('Started', { exact: true })).toBeVisible();
  await expectAccessible(page, '.print-receipt');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, '.print-receipt');
  await page.emulateMedia({ colorScheme: 'light' });
  await refunds.scrollIntoViewIfNeeded();
  await shootLightDark(page, 'refund-past-due', { fullPage: true });

  // The history says it too.
  await page.goto('/orderhistory');
  await expect(page.getByTestId('refund-summary').first()).toContainText('(late)');
  await shootLightDark(page, 'refund-history');

  // The admin dashboard counts it.
  const admin = await page.context().browser()!.newPage({ baseURL: BASE });
  await signIn(admin, E2E_ADMIN);
  await admin.goto('/admin');
  const figure = admin.getByText('Refunds past due', { exact: true }).locator('..');
  await expect(figure.locator('dd').first()).toHaveText('1');
  await admin.getByTestId('pipeline-card').scrollIntoViewIfNeeded();
  await admin.screenshot({ path: 'e2e/output/screenshots/refund-admin-pipeline-1280.png' });

  // The sweeper asks the gateway about it (at most hourly: the last question is made old), and closes it.
  await sql(`update payment_refunds set checked_at = now() - interval '2 hours' where order_id = $1`, [
    order.id,
  ]);
  await page.goto(`/order/${order.id}`);
  await expect(async () => {
    await page.reload();
    await expect(refunds.getByText(/^Refund processed on \d{2}-\d{2}-\d{4}$/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('refund-past-due')).toHaveCount(0);
  await admin.reload();
  await expect(figure.locator('dd').first()).toHaveText('0');
  await admin.close();
});
