import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { billerCombobox } from './helpers/billers';
import { expectAccessible, shoot } from './helpers/page-checks';
import { payInSandbox, placePaidOrder } from './helpers/payments';
import { createCustomer, signIn, verifyEmail, type Credentials } from './helpers/session';

/*
 * Recent and saved numbers: a signed-in customer's numbers (and bill accounts) as chips on every service page,
 * "Recharge again" / "Pay again" from the history and the order page, "Save this number" after an order.
 */

const numberField = (page: Page) => page.getByLabel('Mobile Number', { exact: true });
const operatorSelect = (page: Page) => page.getByLabel('Operator', { exact: true });
const circleSelect = (page: Page) => page.getByLabel('Circle', { exact: true });
const amountField = (page: Page) => page.getByLabel('Amount', { exact: true });
const chips = (page: Page) => page.getByTestId('number-chips').getByRole('button');

const BESCOM = 'Bangalore Electricity Supply Company (BESCOM)';

/** A verified customer (more than three orders) and their token for the API. */
async function returningCustomer(request: APIRequestContext): Promise<{ creds: Credentials; token: string }> {
  const creds = await createCustomer(request);
  await verifyEmail(request, creds);
  const login = await request.post('/api/auth/login', {
    data: { email: creds.email, password: creds.password },
  });
  return { creds, token: ((await login.json()) as { token: string }).token };
}

test('a returning customer taps a recent number and pays in three taps from the home page', async ({
  page,
  request,
}) => {
  const { creds, token } = await returningCustomer(request);
  // 9845 is an Airtel Karnataka series; this customer's number moved to Jio in Kerala. An older number too.
  await placePaidOrder(request, token, {
    type: 'MOBILE',
    operator: 'Vi',
    number: '9820012345',
    circle: 'Mumbai',
    amount: 719,
  });
  await placePaidOrder(request, token, {
    type: 'MOBILE',
    operator: 'Jio',
    number: '9845012345',
    circle: 'Kerala',
    amount: 299,
  });

  await page.goto('/');
  await signIn(page, creds);
  await expect(page).toHaveURL(/\/recharge\/mobile$/);
  await expect(chips(page)).toHaveCount(2);
  await expect(chips(page).first()).toHaveAccessibleName('9845012345, Jio · Kerala');
  await expect(chips(page).nth(1)).toHaveAccessibleName('9820012345, Vi · Mumbai');

  // Tap 1: the chip fills number, operator, circle and the last plan's amount; the lookup for the number that
  // follows (the series says Airtel Karnataka) changes none of it.
  const lookup = page.waitForResponse((response) => response.url().includes('/api/mobile/lookup'));
  await chips(page).first().click();
  await lookup;
  await expect(numberField(page)).toHaveValue('9845012345');
  await expect(operatorSelect(page)).toHaveValue('Jio');
  await expect(circleSelect(page)).toHaveValue('Kerala');
  await expect(amountField(page)).toHaveValue('299');
  await expect(chips(page).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('number-detection')).toHaveText('');
  await expectAccessible(page, 'form[aria-labelledby="service-form-title"]');
  await shoot(page, 'recents-chips');

  // Tap 2: Proceed. Tap 3: Pay. The sandbox sheet stands in for the gateway's own screen.
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  const summary = page.getByTestId('payment-summary');
  await expect(summary.getByText('9845012345', { exact: true })).toBeVisible();
  await expect(summary.getByText('Jio', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInSandbox(page);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  // Save it with a nickname: the order page says so, and the number is a chip named "Mom", first.
  const save = page.getByTestId('save-number');
  await expect(save.getByRole('heading', { name: 'Save this number' })).toBeVisible();
  await save.getByLabel('Nickname (optional)').fill('  Mom  ');
  await expectAccessible(page, '[data-testid="save-number"]');
  await shoot(page, 'recents-save-number', { fullPage: true });
  await save.getByRole('button', { name: 'Save number' }).click();
  await expect(save.getByRole('status')).toHaveText(
    'Saved as ‘Mom’: 9845012345 is one tap away on the Mobile page.',
  );

  await page.goto('/recharge/mobile');
  await expect(chips(page).first()).toHaveAccessibleName('Mom, 9845012345, Jio · Kerala');
  await expect(chips(page)).toHaveCount(2);
  await shoot(page, 'recents-saved-chip');
});

test('"Recharge again" and "Pay again" open the service page filled in', async ({ page, request }) => {
  const { creds, token } = await returningCustomer(request);
  const recharge = await placePaidOrder(request, token, {
    type: 'MOBILE',
    operator: 'Airtel',
    number: '9845000123',
    circle: 'Karnataka',
    amount: 349,
  });
  await placePaidOrder(request, token, {
    type: 'ELECTRICITY',
    operator: BESCOM,
    accountNumber: 'BES-42',
    amount: 1200.5,
  });

  await page.goto('/');
  await signIn(page, creds);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/orderhistory');
  const again = page.getByRole('link', { name: 'Recharge again: Mobile 9845000123' });
  await expect(again).toBeVisible();
  await shoot(page, 'recents-history');
  await page.setViewportSize({ width: 1280, height: 900 });
  await again.click();
  await expect(page).toHaveURL(
    '/recharge/mobile?number=9845000123&operator=Airtel&circle=Karnataka&amount=349',
  );
  await expect(numberField(page)).toHaveValue('9845000123');
  await expect(operatorSelect(page)).toHaveValue('Airtel');
  await expect(circleSelect(page)).toHaveValue('Karnataka');
  await expect(amountField(page)).toHaveValue('349');

  // A bill: the board and the account, and no amount (this month's bill is another one).
  await page.goto('/orderhistory');
  await page.getByRole('link', { name: 'Pay again: Electricity BES-42' }).click();
  await expect(page).toHaveURL(/\/bills\/electricity\?account=BES-42&operator=/);
  await expect(billerCombobox(page, 'Electricity Board')).toHaveValue(BESCOM);
  await expect(page.getByLabel('Consumer Number', { exact: true })).toHaveValue('BES-42');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('');
  await expect(chips(page)).toHaveCount(1);

  // The order page has it too.
  await page.goto(`/order/${recharge.id}`);
  await page.getByRole('link', { name: 'Recharge again: Mobile 9845000123' }).click();
  await expect(numberField(page)).toHaveValue('9845000123');
});

test('a link with values that break the rules fills only the valid ones', async ({ page }) => {
  await page.goto('/recharge/mobile?number=12345&operator=Nope&circle=kerala&amount=1e3');
  await expect(circleSelect(page)).toHaveValue('Kerala');
  await expect(numberField(page)).toHaveValue('');
  await expect(operatorSelect(page)).toHaveValue('');
  await expect(amountField(page)).toHaveValue('');
});

test('a visitor sees no chips and asks for none', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/me/')) asked.push(request.url());
  });
  await page.goto('/recharge/mobile');
  await expect(numberField(page)).toBeVisible();
  await expect(page.getByTestId('number-chips')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('at 360 px the chips are one row that scrolls sideways, six at most, each a 44 px target', async ({
  page,
  request,
}) => {
  const { creds, token } = await returningCustomer(request);
  for (let i = 1; i <= 7; i++) {
    const saved = await request.post('/api/me/saved', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        service: 'mobile',
        identifier: `98450001${String(i).padStart(2, '0')}`,
        operator: 'Jio',
        nickname: `Family member ${i}`,
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await signIn(page, creds);
  await expect(chips(page)).toHaveCount(6);
  // Newest saved first.
  await expect(chips(page).first()).toHaveAccessibleName('Family member 7, 9845000107, Jio');
  const row = page.getByTestId('number-chips').getByRole('list');
  const { scrollWidth, clientWidth } = await row.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  for (const box of await chips(page).evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect().height),
  )) {
    expect(box).toBeGreaterThanOrEqual(44);
  }
  // The last chip scrolls into view and fills the form like any other.
  await chips(page).last().click();
  await expect(numberField(page)).toHaveValue('9845000102');
  await expect(operatorSelect(page)).toHaveValue('Jio');
  await shoot(page, 'recents-many-chips');
});
