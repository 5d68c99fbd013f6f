import { expect, test, type Locator, type Page } from '@playwright/test';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { plansForNames } from '@paywise/domain/catalogue/plans';
import { SERVICES } from '@paywise/domain/catalogue/services';
import { formatInr } from '@paywise/domain/money';
import { chooseBiller, chooseOperator } from './helpers/billers';
import { expectAccessible, SCREENSHOTS } from './helpers/page-checks';
import { paymentSheet, payInSandbox } from './helpers/payments';
import { createCustomer, type Credentials } from './helpers/session';

/*
 * A first-time customer's journey, walked as they walk it: signed out until Pay, logging in (or registering) from
 * Pay, then paying. The summary comes back as it was, with focus on Pay; the order is placed only by a Pay pressed
 * signed in, exactly once.
 */

const PHONE = { viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/** Airtel Karnataka: what the number series says of 98450… */
const DETECTED_NUMBER = '9845012345';
const AIRTEL_KA_PLAN = plansForNames('Airtel', 'Karnataka').find((plan) => plan.category === 'POPULAR')!;
const BESCOM = 'Bangalore Electricity Supply Company (BESCOM)';
const FASTAG_BANK = OPERATORS.FASTAG[0].name;

/** Every POST /api/orders the page sends. */
function countOrderRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') count++;
  });
  return { count: () => count };
}

/** A tap on a touch screen, a click elsewhere. */
async function press(page: Page, target: Locator) {
  if (page.viewportSize()!.width < 640) await target.tap();
  else await target.click();
}

/** The summary's Pay (the payment sheet has a Pay of its own). */
const payButton = (page: Page) =>
  page.getByRole('region', { name: 'Payment Summary' }).getByRole('button', { name: /^Pay ₹/ });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome Back' });

/** Pay signed out, then the login dialog: logs in with `creds`. */
async function logInFromPay(page: Page, creds: Credentials) {
  await press(page, payButton(page));
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Please login to continue.');
  await dialog.getByLabel('Email').fill(creds.email);
  await dialog.getByLabel('Password').fill(creds.password);
  await press(page, dialog.getByRole('button', { name: 'Login', exact: true }));
  await expect(dialog).toBeHidden();
}

/**
 * After the login: the same summary, focus on Pay, no order yet; Pay (the customer's confirmation) opens the
 * payment sheet; paid, the order page. One POST /api/orders in all.
 */
async function resumeAndPay(page: Page, orders: { count: () => number }, rows: Record<string, string>) {
  const summary = page.getByTestId('payment-summary');
  await expect(summary).toBeVisible();
  for (const [label, value] of Object.entries(rows)) {
    await expect(summary.locator('div', { has: page.locator('dt', { hasText: label }) })).toContainText(
      value,
    );
  }
  await expect(payButton(page)).toBeFocused();
  await expect(paymentSheet(page)).toBeHidden();
  // Whatever the page fetches after a login has been answered: still no order.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('payment-summary')).toBeVisible();
  await expect(payButton(page)).toBeFocused();
  expect(orders.count(), 'no order before the customer presses Pay signed in').toBe(0);

  await press(page, payButton(page));
  await expect(paymentSheet(page)).toBeVisible();
  expect(orders.count()).toBe(1);
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/order\/\d+$/);
  expect(orders.count(), 'exactly one order').toBe(1);
}

/** On /recharge/mobile: a number whose operator and circle are detected, then a plan chosen. */
async function mobileWithDetectedPlan(page: Page) {
  await page.goto('/recharge/mobile');
  await page.getByLabel('Mobile Number', { exact: true }).fill(DETECTED_NUMBER);
  await expect(page.getByTestId('number-detection')).toHaveText(
    'Detected: Airtel · Karnataka (based on the number series)',
  );
  await press(page, page.getByRole('button', { name: 'Browse Plans' }));
  await press(
    page,
    page.getByRole('button', { name: `Select plan of ${formatInr(AIRTEL_KA_PLAN.price)}` }).first(),
  );
  await expect(page.getByTestId('payment-summary')).toBeVisible();
}

const MOBILE_ROWS = { 'Mobile Number': DETECTED_NUMBER, Operator: 'Airtel', Circle: 'Karnataka' };

for (const [name, device] of [
  ['phone', PHONE],
  ['1280', DESKTOP],
] as const) {
  test.describe(`login from Pay (${name})`, () => {
    test.use(device);

    test(`mobile with a detected number and a plan: log in from Pay, the summary is back, Pay pays once (${name})`, async ({
      page,
    }) => {
      const creds = await createCustomer(page.request);
      const orders = countOrderRequests(page);
      await mobileWithDetectedPlan(page);
      await logInFromPay(page, creds);
      await page.screenshot({ path: `${SCREENSHOTS}/first-time-resumed-${name}.png` });
      await expectAccessible(page, 'main');
      await resumeAndPay(page, orders, MOBILE_ROWS);
    });
  });
}

test.describe('login from Pay on the other kinds of page', () => {
  test.use(DESKTOP);

  test('register from Pay on the mobile page: signed in, the summary is back, Pay pays once', async ({
    page,
  }) => {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const orders = countOrderRequests(page);
    await mobileWithDetectedPlan(page);
    await payButton(page).click();
    await loginDialog(page).getByRole('button', { name: 'Create Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await dialog.getByLabel('Username').fill(`First ${id}`);
    await dialog.getByLabel('Email').fill(`first.${id}@example.com`);
    await dialog.getByLabel('Password', { exact: true }).fill(`a long passphrase ${id}`);
    await dialog.getByLabel('Confirm Password').fill(`a long passphrase ${id}`);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    // Registered is signed in: no second typing of the password.
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: `Account menu for First ${id}` })).toBeVisible();
    await resumeAndPay(page, orders, MOBILE_ROWS);
  });

  test('electricity with a fetched bill: log in from Pay, the summary is back, Pay pays once', async ({
    page,
  }) => {
    const creds = await createCustomer(page.request);
    const orders = countOrderRequests(page);
    await page.goto('/bills/electricity');
    await chooseBiller(page, 'Electricity Board', BESCOM, 'bescom');
    await page.getByLabel('Consumer Number', { exact: true }).fill('1234567890');
    await page.getByRole('button', { name: 'Fetch Bill', exact: true }).click();
    await expect(page.getByTestId('bill-details')).toBeVisible();
    await page.getByRole('button', { name: 'Proceed', exact: true }).click();
    await expect(page.getByTestId('summary-bill')).toBeVisible();
    await logInFromPay(page, creds);
    await expect(page.getByTestId('summary-bill')).toBeVisible();
    await resumeAndPay(page, orders, { 'Electricity Board': BESCOM, 'Consumer Number': '1234567890' });
  });

  test('FASTag with a typed amount: log in from Pay, the summary is back, Pay pays once', async ({
    page,
  }) => {
    const creds = await createCustomer(page.request);
    const orders = countOrderRequests(page);
    await page.goto('/recharge/fastag');
    await chooseOperator(page, SERVICES.fastag, FASTAG_BANK);
    await page.getByLabel('Vehicle Registration Number', { exact: true }).fill('KL01AB1234');
    await page.getByLabel('Amount', { exact: true }).fill('500');
    await page.getByRole('button', { name: 'Proceed', exact: true }).click();
    await logInFromPay(page, creds);
    await resumeAndPay(page, orders, {
      'Issuing Bank': FASTAG_BANK,
      'Vehicle Registration Number': 'KL01AB1234',
    });
  });
});
