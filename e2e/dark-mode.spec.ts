import type { Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import { expectAccessible, SCREENSHOTS, shoot } from './helpers/page-checks';
import { JIO_KERALA_PLAN, mobileSummary, paymentSheet, placePaidOrder } from './helpers/payments';
import { asReturningVisitor, createCustomer, openEmailLogin } from './helpers/session';

/*
 * Dark mode: the theme follows prefers-color-scheme until the visitor picks one with the header's colour
 * theme button (remembered in localStorage). Every screen checked here passes axe (colour contrast included)
 * in both themes, and is photographed in dark at 360 px and 1280 px.
 */

/** Must match apps/web/src/lib/theme.ts. */
const THEME_STORAGE_KEY = 'paywise.theme';
const PLAN = JIO_KERALA_PLAN;

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** A CSS colour (rgb(), lab()...) as the [r, g, b] a canvas paints it with. */
function toRgb(page: Page, colour: string): Promise<number[]> {
  return page.evaluate((css) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  }, colour);
}

/** The body's background as [r, g, b]. */
async function bodyBackground(page: Page): Promise<number[]> {
  return toRgb(page, await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
}
const luminance = (rgb: number[]) => (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;

/** axe in dark (with screenshots) and in light, on the system's theme (nothing stored). */
async function checkBothThemes(
  page: Page,
  selector: string,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page, selector);
  await shoot(page, `dark-${name}`, options);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expectAccessible(page, selector);
}

// Each test runs axe twice and takes screenshots at two widths (some on full pages): three times the timeout.
test.beforeEach(() => test.slow());

test('the theme follows the system; a choice survives a reload and beats the system; System follows again', async ({
  page,
}) => {
  // The script in <head> that sets the theme before the first paint is served as a script of the site's own.
  const script = await page.request.get('/theme-init.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toMatch(/javascript/);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/recharge/mobile');
  expect(await isDark(page)).toBe(true);
  expect(luminance(await bodyBackground(page))).toBeLessThan(0.1);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#161b29');

  const toggle = page.getByTestId('theme-toggle');
  await expect(toggle).toHaveAccessibleName('Colour theme: System');
  // From System, one press gives the other theme than the one on screen.
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Colour theme: Light');
  expect(await isDark(page)).toBe(false);
  expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.9);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light');

  // Remembered on the device, over the system's dark, from the first paint (the script in <head>).
  await page.reload();
  await expect(toggle).toHaveAccessibleName('Colour theme: Light');
  expect(await isDark(page)).toBe(false);

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Colour theme: Dark');
  expect(await isDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await isDark(page)).toBe(true);

  // Back to System: nothing stored, and the page follows the system again, live.
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Colour theme: System');
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
  expect(await isDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

for (const [path, name] of [
  ['/recharge/mobile', 'mobile'],
  ['/bills/electricity', 'electricity'],
  ['/customer/faq', 'faq'],
] as const) {
  test(`${path} passes axe in both themes`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await checkBothThemes(page, 'body', name, { fullPage: true });
  });
}

test('the login dialog passes axe in both themes', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/recharge/mobile');
  await openEmailLogin(page);
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await checkBothThemes(page, 'dialog', 'login');

  // The toast after a login (sonner in its dark theme, with the app's AA colours).
  const creds = await createCustomer(page.request);
  await page.emulateMedia({ colorScheme: 'dark' });
  const login = page.getByRole('dialog', { name: 'Welcome Back' });
  await login.getByLabel('Email').fill(creds.email);
  await login.getByLabel('Password').fill(creds.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster).toHaveAttribute('data-sonner-theme', 'dark');
  await expect(toaster.getByText(/^Welcome back/)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/dark-toast.png` });
  await expectAccessible(page, '[data-sonner-toaster]');
});

test('the payment summary and the sandbox payment sheet pass axe in both themes', async ({
  page,
  customer: _customer,
}) => {
  await mobileSummary(page);
  await checkBothThemes(page, '[data-testid="payment-summary"]', 'summary');

  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(paymentSheet(page)).toBeVisible();
  await expect(page.getByTestId('upi-qr-code')).toBeVisible();
  await checkBothThemes(page, '[data-testid="payment-sheet"]', 'payment-sheet');
  // The QR code stays black on white in dark.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.getByTestId('upi-qr-code')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test('order history and an order page pass axe in both themes', async ({ page, customer }) => {
  const order = await placePaidOrder(page.request, customer.token, {
    type: 'MOBILE',
    operator: 'Jio',
    number: '9876543211',
    circle: 'Kerala',
    amount: PLAN.price,
  });
  await page.goto('/orderhistory');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await checkBothThemes(page, 'main', 'order-history');

  await page.goto(`/order/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkBothThemes(page, 'main', 'order', { fullPage: true });
});

test('the admin dashboard and its charts pass axe in both themes', async ({ page, admin: _admin }) => {
  await page.goto('/admin');
  const charts = page.getByTestId('dashboard-charts');
  await expect(charts.getByRole('img', { name: /^Last 30 days: / })).toBeVisible();
  await expect(page.getByTestId('theme-toggle')).toBeVisible();
  await checkBothThemes(page, 'body', 'admin-dashboard', { fullPage: true });
  // The chart's text follows the theme.
  await page.emulateMedia({ colorScheme: 'dark' });
  const tick = charts.locator('.recharts-cartesian-axis-tick-value').first();
  const fill = await tick.evaluate((el) => getComputedStyle(el).fill);
  expect(luminance(await toRgb(page, fill))).toBeGreaterThan(0.5);
});
