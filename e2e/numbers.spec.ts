import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, shoot } from './helpers/page-checks';
import { placePaidOrder } from './helpers/payments';
import { createCustomer, signIn } from './helpers/session';

/*
 * Operator and circle detection on the mobile and data card pages: the tenth digit asks GET /api/mobile/lookup,
 * which answers from the customer's own last recharge of the number, else from the number series.
 */

const numberField = (page: Page) => page.getByLabel('Mobile Number', { exact: true });
const operatorSelect = (page: Page) => page.getByLabel('Operator', { exact: true });
const circleSelect = (page: Page) => page.getByLabel('Circle', { exact: true });
const detectionLine = (page: Page) => page.getByTestId('number-detection');

/** Counts the lookups the page makes, to see they start with the tenth digit and not before. */
function countLookups(page: Page) {
  const numbers: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/mobile/lookup') numbers.push(url.searchParams.get('number') ?? '');
  });
  return numbers;
}

test('a new number from a known series fills operator and circle; the customer can change them', async ({
  page,
}) => {
  const lookups = countLookups(page);
  await page.goto('/recharge/mobile');
  await expect(detectionLine(page)).toHaveAttribute('aria-live', 'polite');
  await expect(detectionLine(page)).toHaveText('');

  // 9845 is an Airtel series of the Karnataka circle. Typed digit by digit, as a person does.
  await numberField(page).pressSequentially('984501234');
  await expect(operatorSelect(page)).toHaveValue('');
  expect(lookups).toEqual([]);
  await numberField(page).press('5');

  await expect(operatorSelect(page)).toHaveValue('Airtel');
  await expect(circleSelect(page)).toHaveValue('Karnataka');
  await expect(detectionLine(page)).toHaveText('Detected: Airtel · Karnataka (based on the number series)');
  const change = page.getByRole('button', { name: 'Change operator' });
  await expect(change).toHaveText('Change');
  expect(lookups).toEqual(['9845012345']);
  await expectAccessible(page, 'form[aria-labelledby="service-form-title"]');
  await shoot(page, 'numbers-detected');

  // Change: the operator select takes the focus; a pick by hand stands and the detection line goes.
  await change.click();
  await expect(operatorSelect(page)).toBeFocused();
  await operatorSelect(page).selectOption('Jio');
  await expect(operatorSelect(page)).toHaveValue('Jio');
  await expect(circleSelect(page)).toHaveValue('Karnataka');
  await expect(detectionLine(page)).toHaveText('');

  // Still the customer's choice once the form is sent on: the summary has Jio.
  await page.getByRole('button', { name: 'Browse Plans' }).click();
  await page
    .getByRole('button', { name: /^Select plan of/ })
    .first()
    .click();
  const summary = page.getByTestId('payment-summary');
  await expect(summary.getByText('Jio', { exact: true })).toBeVisible();
  await expect(summary.getByText('Karnataka', { exact: true })).toBeVisible();
});

test('a number with no answer leaves the dropdowns as they were, silently', async ({ page }) => {
  const lookups = countLookups(page);
  await page.goto('/recharge/mobile');
  await circleSelect(page).selectOption('Mumbai');
  // 6000 has no operator in the numbering plan: the lookup answers 404.
  const answered = page.waitForResponse((response) => response.url().includes('/api/mobile/lookup'));
  await numberField(page).fill('6000012345');
  expect((await answered).status()).toBe(404);
  expect(lookups).toEqual(['6000012345']);
  await expect(operatorSelect(page)).toHaveValue('');
  await expect(circleSelect(page)).toHaveValue('Mumbai');
  await expect(detectionLine(page)).toHaveText('');
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
});

test("a signed-in customer's own last recharge of the number beats the series, on the data card page", async ({
  page,
}) => {
  const creds = await createCustomer(page.request);
  const login = await page.request.post('/api/auth/login', {
    data: { email: creds.email, password: creds.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  // The number (an Airtel Karnataka series) was ported: the customer recharged it with Jio in Kerala.
  await placePaidOrder(page.request, token, {
    type: 'MOBILE',
    operator: 'Jio',
    number: '9845067890',
    circle: 'Kerala',
    amount: 199,
  });

  await page.goto('/recharge/datacard');
  await signIn(page, creds);
  await numberField(page).fill('98450 67890');
  await expect(operatorSelect(page)).toHaveValue('Jio');
  await expect(circleSelect(page)).toHaveValue('Kerala');
  await expect(detectionLine(page)).toHaveText('Detected: Jio · Kerala (from your last recharge)');
  await shoot(page, 'numbers-history');
});
