import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { formatDate } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { SANDBOX_CARD_SUCCESS } from '@paywise/domain/payments';
import { expectAccessible } from './helpers/page-checks';
import { payableRupees, placePaidOrder, promoRule } from './helpers/payments';
import { shootLightDark } from './helpers/screens';
import {
  asReturningVisitor,
  createCustomer,
  E2E_ADMIN,
  signIn,
  type Credentials,
  openEmailLogin,
} from './helpers/session';

/** A valid 1x1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function tokenOf(request: APIRequestContext, creds: Pick<Credentials, 'email' | 'password'>) {
  const res = await request.post('/api/auth/login', {
    data: { email: creds.email, password: creds.password },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.evaluate(() => document.fonts.ready);
    // Let recharts re-measure after the resize.
    await page.waitForTimeout(400);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll on ${name} at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `e2e/output/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function loginAsAdminThroughTheModal(page: Page) {
  await asReturningVisitor(page);
  await page.goto('/');
  await openEmailLogin(page);
  const login = page.getByRole('dialog', { name: 'Welcome Back' });
  await login.getByLabel('Email').fill(E2E_ADMIN.email);
  await login.getByLabel('Password').fill(E2E_ADMIN.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

let customer: Credentials;
let electricityOrder: OrderDto;
let electricityOrderId: number;
/** What the customer paid for the electricity bill (₹1,450.50 less the instant discount). */
let electricityPaid: number;
let mobilePaid: number;

// Two paid orders (the web app's Pay → sheet → result, through the API): a mobile recharge by UPI and an
// electricity bill by card.
test.beforeAll(async ({ request }) => {
  customer = await createCustomer(request);
  const token = await tokenOf(request, customer);
  const rule = await promoRule(request);
  const mobile = await placePaidOrder(request, token, {
    type: 'MOBILE',
    operator: 'Airtel',
    number: '9876543210',
    circle: 'Delhi NCR',
    amount: 299,
  });
  mobilePaid = payableRupees(mobile.amount, rule);
  electricityOrder = await placePaidOrder(
    request,
    token,
    {
      type: 'ELECTRICITY',
      operator: 'Electricity Department, Goa',
      accountNumber: 'GOA778899',
      amount: 1450.5,
    },
    { method: 'CARD', cardNumber: SANDBOX_CARD_SUCCESS, cardExpiry: '12/30', cardCvv: '123' },
  );
  electricityOrderId = electricityOrder.id;
  electricityPaid = payableRupees(1450.5, rule);
  expect(electricityOrder).toMatchObject({ status: 'Completed', amountPayable: electricityPaid });
});

test('an admin logs in, lands on /admin and sees the figures and the charts', async ({ page }) => {
  const adminToken = await tokenOf(page.request, E2E_ADMIN);
  const readStats = async () =>
    (await (
      await page.request.get('/api/admin/stats', { headers: { authorization: `Bearer ${adminToken}` } })
    ).json()) as { totalRevenue: number; totalUsers: number };
  // The dashboard reads the daily aggregates, which the rollup job brings up to date every 10 s. Revenue is
  // what customers paid (amounts less the instant discount).
  await expect
    .poll(async () => (await readStats()).totalRevenue, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(mobilePaid + electricityPaid);
  // Only now open the dashboard, so its cards and charts read the rolled-up figures.
  await loginAsAdminThroughTheModal(page);

  const cards = page.getByTestId('stat-cards');
  await expect(cards.getByRole('heading', { name: 'Total Revenue' })).toBeVisible();
  await expect(cards.getByRole('heading', { name: 'Total Users' })).toBeVisible();
  await expect(cards.getByRole('heading', { name: 'Current Month Revenue' })).toBeVisible();
  await expect(cards.getByRole('heading', { name: 'API Status' })).toBeVisible();
  await expect(cards.getByText('Operational')).toBeVisible();
  await expect(cards.getByText(/^Avg response \d+(\.\d)? ms \(last 15 min\)$/)).toBeVisible();
  await expect(cards.getByText(/vs last month$/)).toBeVisible();
  await expect(cards.getByText(/^\d+ transactions$/)).toBeVisible();

  // The charts draw bars for today's orders and the service breakdown names both services.
  const charts = page.getByTestId('dashboard-charts');
  await expect(charts.getByRole('img', { name: /^Last 30 days: / })).toBeVisible();
  await expect(charts.getByRole('img', { name: /^Revenue by service type: .*Electricity ₹/ })).toBeVisible();
  await expect(charts.locator('.recharts-bar-rectangle').first()).toBeVisible();

  // Top bar: bell, initial, the label Administrator, logout.
  await expect(page.getByRole('link', { name: 'Notifications: enquiries' })).toBeVisible();
  await expect(page.getByTestId('admin-role-label')).toHaveText(/Administrator/);
  await shoot(page, 'admin-dashboard');

  // At phone width the sidebar is a menu.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('an admin finds a user by email, promotes and demotes them', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/users');
  await expect(page.getByRole('columnheader', { name: 'Date of Creation' })).toBeVisible();
  await page.getByLabel('Search by name or email').fill(customer.email);
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(customer.username);
  await expect(row).toContainText(/\d{2}-\d{2}-\d{4}/);
  await shoot(page, 'admin-users');
  await row.getByRole('button', { name: `Promote ${customer.username} to admin` }).click();
  await expect(page.getByText(`${customer.username} is now an admin.`)).toBeVisible();
  await expect(row).toContainText('ADMIN');
  await row.getByRole('button', { name: `Demote ${customer.username} to customer` }).click();
  await expect(row).toContainText('CUSTOMER');

  await page.getByLabel('Search by name or email').fill('nobody-at-all@nowhere.example');
  await expect(page.getByText('No users found.')).toBeVisible();
});

test('an admin filters transactions by type, sees the totals and exports the CSV', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/transactions');
  const filters = page.getByRole('form', { name: 'Filter transactions' });
  await filters.getByLabel('Service type').selectOption({ label: 'Electricity Bill' });
  await filters.getByLabel('Customer email').fill(customer.email);
  await filters.getByRole('button', { name: 'Apply filters' }).click();

  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`ORDID00${electricityOrderId}`);
  await expect(rows.nth(1)).toContainText('₹1,450.50');
  await expect(rows.nth(1)).toContainText('Completed');
  // How it was paid: the method and the gateway's payment id.
  await expect(page.getByRole('columnheader', { name: 'Payment' })).toBeVisible();
  await expect(rows.nth(1)).toContainText(`Card${electricityOrder.paymentReference}`);
  // The totals count what was paid.
  await expect(page.getByTestId('transaction-totals')).toContainText(
    `1 transaction totalling ${formatInr(electricityPaid)}`,
  );
  await shoot(page, 'admin-transactions');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^paywise-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) as string, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`ORDID00${electricityOrderId}`);
  expect(lines[1]).toContain('"Electricity Department, Goa"');

  // The row opens the order in the back office (not the customer's receipt page): its timeline, refunds and
  // customer, with the admin navigation still there.
  await rows
    .nth(1)
    .getByRole('link', { name: `ORDID00${electricityOrderId}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${electricityOrderId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ORDID00${electricityOrderId}` }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' }).first()).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Completed');
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(customer.username);
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('No refunds');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
    electricityOrder.paymentReference!,
  );
  await expectAccessible(page, 'main');
  await shootLightDark(page, 'admin-order-view', { fullPage: true });
  await page.getByRole('link', { name: 'Back to transactions' }).click();
  await expect(page).toHaveURL(/\/admin\/transactions$/);

  // The date filters read and write dd-mm-yyyy, as the rest of the app shows dates.
  const from = filters.getByLabel('From date');
  await expect(from).toHaveAttribute('placeholder', 'dd-mm-yyyy');
  await from.fill('2026-01-01');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(filters.getByText('Enter the date as dd-mm-yyyy, e.g. 27-11-2026.')).toBeVisible();
  await from.fill('01-01-2020');
  await filters.getByLabel('To date').fill(formatDate(new Date()));
  await filters.getByLabel('Customer email').fill(customer.email);
  await filters.getByLabel('Service type').selectOption({ label: 'Electricity Bill' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows).toHaveCount(2);
  await filters.getByLabel('To date').fill('31-12-2019');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No transactions found')).toBeVisible();

  // The payment-method filter: the customer's UPI order only.
  await page.goto('/admin/transactions');
  await filters.getByLabel('Customer email').fill(customer.email);
  await filters.getByLabel('Payment method').selectOption({ label: 'UPI' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Mobile');
  await expect(rows.nth(1)).toContainText(/UPIpay_\w+/);
  await filters.getByLabel('Payment method').selectOption({ label: 'Net banking' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No transactions found')).toBeVisible();

  await page.goto('/admin/transactions');
  await filters.getByLabel('Order ID').fill('ORDID00999999999');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No transactions found')).toBeVisible();
});

test('an admin saves the company with a logo and the customer header shows the new name', async ({
  page,
}) => {
  // The other specs expect the seeded details: they are put back whatever happens here.
  const original = (await (await page.request.get('/api/companies')).json()) as Record<string, unknown>;
  const { logoUrl: _logoUrl, ...details } = original;
  try {
    await signIn(page, E2E_ADMIN);
    await page.goto('/admin/company');
    const form = page.getByRole('form', { name: 'Company details' });
    const name = form.getByLabel('Company name *');
    await expect(name).toHaveValue(String(details.name));
    await expect(form.getByLabel('Pincode')).toHaveValue(String(details.pincode));
    await shoot(page, 'admin-company');

    await name.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Company name is required.')).toBeVisible();

    await name.fill('Acme Pay E2E');
    await form
      .getByLabel('Logo (optional')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('company-result')).toHaveText('Company saved successfully');

    await page.goto('/recharge/mobile');
    await expect(page.getByTestId('company-name')).toHaveText('Acme Pay E2E');
    const logo = page.getByRole('banner').locator('img[src^="/api/companies/logo"]');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  } finally {
    const token = await tokenOf(page.request, E2E_ADMIN);
    const restored = await page.request.post('/api/companies', {
      data: details,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(restored.status()).toBe(200);
  }
});

test('an admin reads contact messages and moves a complaint to In progress with a note', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const contact = await page.request.post('/api/contact', {
    data: {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      subject: `Refund ${stamp}`,
      query: 'Where is my refund?',
    },
  });
  expect(contact.status()).toBeLessThan(300);
  const complaint = await page.request.post('/api/complaints', {
    data: {
      name: 'Meera Nair',
      email: 'meera@example.com',
      mobile: '9876501234',
      reason: 'Recharge not received',
      subject: `Jio recharge ${stamp}`,
      message: 'Paid 299 but the recharge did not arrive.',
    },
  });
  expect(complaint.status()).toBe(201);
  const { ticketId } = (await complaint.json()) as { ticketId: string };

  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/enquiry');
  await expect(page.getByRole('cell', { name: `Refund ${stamp}` })).toBeVisible();
  await shoot(page, 'admin-enquiry');

  await page.getByText('Complaints', { exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: ticketId });
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: `Change status of ${ticketId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Update ${ticketId}` });
  await dialog.getByLabel('Status').selectOption('In progress');
  await dialog.getByLabel('Note (optional)').fill('Checking with the operator.');

  // A save the server refuses: the message shows inside the dialog, which stays open with what was typed.
  const complaintUpdate = (url: URL) => /^\/api\/complaints\/\d+$/.test(url.pathname);
  await page.route(complaintUpdate, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"Service unavailable."}',
        })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Service unavailable.');
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Service unavailable.'),
  ).toHaveCount(0);
  await expect(dialog.getByLabel('Note (optional)')).toHaveValue('Checking with the operator.');
  await page.unroute(complaintUpdate);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${ticketId} is now In progress.`)).toBeVisible();
  await expect(row).toContainText('In progress');
});

test('a customer who types /admin is sent to the home page', async ({ page, request }) => {
  const someone = await createCustomer(request);
  await signIn(page, someone);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/recharge\/mobile$/);
  await page.goto('/admin/transactions');
  await expect(page).toHaveURL(/\/recharge\/mobile$/);
});
