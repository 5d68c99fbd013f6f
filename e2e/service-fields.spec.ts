import { expect, test, type Page } from '@playwright/test';
import { SERVICES } from '@paywise/domain/catalogue/services';
import { chooseBiller } from './helpers/billers';
import { expectAccessible, shoot } from './helpers/page-checks';
import { shootLightDark } from './helpers/screens';

/*
 * Issue 39, a customer's review of the service page on a 360 px phone:
 * 1. a failed check was drawn at the bottom of the form (y=884 on an 800 px screen): now under its own field,
 *    which gets focus and is scrolled into view;
 * 2. an unpaid draft refilled the Mobile page later, and digits typed into the full field were dropped: a draft is
 *    offered ("Continue with 9900112233?"), expires after 30 minutes, the field has a clear (×) button and a
 *    prefilled number is selected when the field is entered, so what is typed replaces it;
 * 3. no maximum amount in the browser: the server's limit is said under the amount, and checked before the summary.
 */

test.use({ viewport: { width: 360, height: 800 } });

/** Must match apps/web/src/lib/theme.ts and i18n/language.ts. */
const THEME_STORAGE_KEY = 'paywise.theme';
const LANGUAGE_STORAGE_KEY = 'paywise.language';
const DRAFT_KEY = 'paywise.form.mobile';

const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

test('a failed check is said under its field, which is focused and in view (Proceed on a phone)', async ({
  page,
}) => {
  await page.goto('/recharge/mobile');
  const number = page.getByLabel('Mobile Number', { exact: true });
  await number.fill('98450');
  // Scrolled to the bottom, as a customer reaching Proceed is.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'Proceed' }).click();

  const error = page.getByText('Please enter a valid Mobile Number', { exact: true });
  await expect(error).toBeVisible();
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAttribute('aria-describedby', (await error.getAttribute('id'))!);
  // Right under the number: above the operator, and on the screen.
  const errorBox = (await error.boundingBox())!;
  const numberBox = (await number.boundingBox())!;
  const operatorBox = (await page.getByLabel('Operator', { exact: true }).boundingBox())!;
  expect(errorBox.y).toBeGreaterThanOrEqual(numberBox.y + numberBox.height - 1);
  expect(errorBox.y).toBeLessThan(operatorBox.y);
  expect(await inViewport(page, 'input[name="identifier"]')).toBe(true);
  await expectAccessible(page, 'form');
  await shoot(page, 'issue39-field-error');
});

test('the most an amount may be is said under it, and a larger one is refused there, before the summary', async ({
  page,
}) => {
  await page.goto('/recharge/dth');
  await page.getByLabel('Operator', { exact: true }).selectOption('Tata Sky');
  await page.getByLabel('Subscriber ID', { exact: true }).fill('1234567890');
  const amount = page.getByLabel('Amount', { exact: true });
  await expect(page.getByText('Amount from ₹1 to ₹1,00,000')).toBeVisible();
  // Typing past the field's length is said, not silently dropped.
  const id = page.getByLabel('Subscriber ID', { exact: true });
  await id.fill('');
  await id.pressSequentially('123456789012345678901');
  await expect(id).toHaveValue('12345678901234567890');
  await expect(page.getByText('This field takes at most 20 characters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Subscriber ID' }).click();
  await expect(page.getByText('This field takes at most 20 characters.')).toHaveCount(0);
  await id.fill('1234567890');
  await amount.fill('150000');
  await page.getByRole('button', { name: 'Proceed' }).click();
  const error = page.getByText('Amount must be at most ₹1,00,000.', { exact: true });
  await expect(error).toBeVisible();
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Payment Summary' })).toHaveCount(0);
  await shoot(page, 'issue39-amount-limit');

  // Dark, and in Hindi: the limit is said with its number.
  await page.evaluate(
    ([theme, language]) => {
      localStorage.setItem(theme, 'dark');
      localStorage.setItem(language, 'hi');
    },
    [THEME_STORAGE_KEY, LANGUAGE_STORAGE_KEY],
  );
  await page.goto('/recharge/dth');
  await page.locator('select[name="operator"]').selectOption('Tata Sky');
  await page.locator('input[name="identifier"]').fill('1234567890');
  await page.locator('input[name="amount"]').fill('150000');
  await expect(page.getByText('राशि ₹1 से ₹1,00,000 तक')).toBeVisible();
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText('राशि अधिकतम ₹1,00,000 हो सकती है।')).toBeVisible();
  await shoot(page, 'issue39-amount-limit-hi-dark');
});

test('a kept draft is offered, not imposed; the × clears the number; typing into a prefilled number replaces it', async ({
  page,
}) => {
  await page.goto('/recharge/mobile');
  const number = page.getByLabel('Mobile Number', { exact: true });
  await number.fill('9900112233');
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY))
    .toContain('9900112233');

  // Later, the page again (not a reload): the number is asked about, not filled in.
  await page.goto('/');
  await page.goto('/recharge/mobile');
  const offer = page.getByTestId('draft-offer');
  await expect(offer).toContainText('Continue with 9900112233?');
  await expect(number).toHaveValue('');
  await shoot(page, 'issue39-draft-offer');
  await offer.getByRole('button', { name: 'Continue' }).click();
  await expect(number).toHaveValue('9900112233');
  await expect(offer).toHaveCount(0);

  // Entering the prefilled field selects it: the new number typed replaces it, no digit is dropped.
  await number.click();
  await page.keyboard.type('9876543210');
  await expect(number).toHaveValue('9876543210');

  // The × empties the field and leaves focus in it.
  await page.getByRole('button', { name: 'Clear Mobile Number' }).click();
  await expect(number).toHaveValue('');
  await expect(number).toBeFocused();
  await page.keyboard.type('9845012345');
  await expect(number).toHaveValue('9845012345');

  // Start afresh forgets the draft.
  await page.goto('/');
  await page.goto('/recharge/mobile');
  await page.getByTestId('draft-offer').getByRole('button', { name: 'Start afresh' }).click();
  await expect(page.getByTestId('draft-offer')).toHaveCount(0);
  await expect(number).toHaveValue('');
  await page.goto('/');
  await page.goto('/recharge/mobile');
  await expect(number).toBeVisible();
  await expect(page.getByTestId('draft-offer')).toHaveCount(0);
});

test('a draft kept more than 30 minutes ago is not offered', async ({ page }) => {
  await page.goto('/recharge/mobile');
  await page.getByLabel('Mobile Number', { exact: true }).fill('9900112233');
  // The lookup's answer fills the operator and keeps the draft again: aged only after it has.
  await expect(page.getByTestId('number-detection')).not.toBeEmpty();
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY))
    .toContain('9900112233');
  await page.evaluate((key) => {
    const saved = JSON.parse(sessionStorage.getItem(key)!) as { savedAt: number };
    sessionStorage.setItem(key, JSON.stringify({ ...saved, savedAt: Date.now() - 31 * 60_000 }));
  }, DRAFT_KEY);
  await page.goto('/');
  await page.goto('/recharge/mobile');
  await expect(page.getByLabel('Mobile Number', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('draft-offer')).toHaveCount(0);
});

test('the offer and a field error in Tamil, dark (screenshots)', async ({ page }) => {
  await page.goto('/recharge/mobile');
  await page.evaluate(
    ([theme, language]) => {
      localStorage.setItem(theme, 'dark');
      localStorage.setItem(language, 'ta');
    },
    [THEME_STORAGE_KEY, LANGUAGE_STORAGE_KEY],
  );
  await page.locator('input[name="identifier"]').fill('9900112233');
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY))
    .toContain('9900112233');
  await page.goto('/');
  await page.goto('/recharge/mobile');
  await expect(page.getByTestId('draft-offer')).toContainText('9900112233 உடன் தொடரவா?');
  await expectAccessible(page, 'form');
  await shoot(page, 'issue39-draft-offer-ta-dark');
  await page.getByTestId('draft-offer').getByRole('button', { name: 'தொடர்க' }).click();
  await page.locator('input[name="identifier"]').fill('99001');
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('input[name="identifier"]')).toBeFocused();
  await expectAccessible(page, 'form');
  await shoot(page, 'issue39-field-error-ta-dark');
});

test('a bill page: the board’s check is said under the biller search, which is focused', async ({ page }) => {
  const electricity = SERVICES.electricity;
  await page.goto('/bills/electricity');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'Proceed' }).click();
  const message = electricity.checks.find((check) => check.field === 'operator')!.message;
  const error = page.getByRole('alert').filter({ hasText: message });
  await expect(error).toBeVisible();
  const board = page.locator('input[name="operator"], select[name="operator"]').first();
  await expect(board).toBeFocused();
  await expect(board).toHaveAttribute('aria-invalid', 'true');
  await expect(board).toHaveAttribute('aria-describedby', new RegExp((await error.getAttribute('id'))!));
  expect((await error.boundingBox())!.y).toBeGreaterThan((await board.boundingBox())!.y);
  // The search opens its list when focused (over the message); Escape closes it and the message is there.
  await page.keyboard.press('Escape');
  await expect(error).toBeVisible();
  await expectAccessible(page, 'form');
  await shoot(page, 'issue39-biller-error');

  // The account with its clear button beside Fetch Bill, and the limit under the amount, light and dark.
  await chooseBiller(page, 'Electricity Board', 'Bangalore Electricity Supply Company (BESCOM)', 'bescom');
  await page.getByLabel('Consumer Number', { exact: true }).fill('1234567890');
  await expect(page.getByRole('button', { name: 'Clear Consumer Number' })).toBeVisible();
  await expect(page.getByText('Amount from ₹1 to ₹1,00,000')).toBeVisible();
  await expectAccessible(page, 'form');
  await shootLightDark(page, 'issue39-bill-fields');
});
