import { expect, test, type Locator, type Page } from '@playwright/test';
import { SANDBOX_UPI_SUCCESS } from '@paywise/domain/payments';
import { billerCombobox } from './helpers/billers';
import { expectAccessible, SCREENSHOTS } from './helpers/page-checks';
import { placePaidOrder } from './helpers/payments';
import { createCustomer, SESSION_STORAGE_KEY, signIn } from './helpers/session';

/*
 * Issue 29: whole journeys in Hindi and Tamil, walked as a customer walks them on a phone (360 px): the language is
 * chosen in the header, the customer is signed out until Pay, registers from the login dialog that Pay opens, pays
 * in the sandbox and lands on the order page, all in the chosen language; an API error (the unverified customer's
 * order limit) is shown in Tamil from its code. Every screen passes axe, whose rules include the page's language
 * (html-has-lang, html-lang-valid, valid-lang); <html lang> is checked at each step.
 */

test.use({ viewport: { width: 360, height: 780 } });
test.beforeEach(() => test.slow());

const BESCOM = 'Bangalore Electricity Supply Company (BESCOM)';

async function chooseLanguage(page: Page, name: string, tag: string) {
  await page.getByTestId('language-switcher').selectOption({ label: name });
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
}

/** axe (WCAG 2 A/AA, the language rules among them) on the whole page, and <html lang> still the language's. */
async function checkPage(page: Page, tag: string, shot: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
  await expectAccessible(page, 'body');
  await page.screenshot({ path: `${SCREENSHOTS}/languages-journey-${shot}-360.png`, fullPage: true });
}

/**
 * The login dialog Pay opened: the email panels (one tap from phone sign-in when the server sends SMS), then a new
 * account. Fields are found by their names, so the steps hold whatever language the auth screens are in.
 */
async function registerFromPay(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const username = dialog.locator('input[name="username"]');
  const toEmail = dialog.getByRole('button', { name: /email|ईमेल|மின்னஞ்சல்/i });
  await expect(username.or(toEmail).first()).toBeVisible();
  if (!(await username.isVisible())) await toEmail.click();
  if (!(await username.isVisible())) {
    // A returning visitor lands on the login panel: its link to Create Account is the form's last button.
    await dialog.locator('form').getByRole('button').last().click();
  }
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await username.fill(`Customer ${id}`);
  await dialog.locator('input[name="email"]').fill(`customer.${id}@example.com`);
  await dialog.locator('input[name="password"]').fill(`secret passphrase ${id}`);
  await dialog.locator('input[name="confirmPassword"]').fill(`secret passphrase ${id}`);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
}

/** The Pay button of the summary on a phone ("₹249 पे करें"). */
const hindiPay = (page: Page): Locator => page.getByRole('button', { name: /^₹[\d,.]+ पे करें$/ });

/** The sandbox payment sheet in Hindi: UPI, the sandbox's paying UPI ID, Pay. */
async function payByUpiInHindi(page: Page) {
  const sheet = page.getByRole('dialog', { name: /^₹[\d,.]+ पे करें$/ });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('tab', { name: 'UPI', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(sheet.getByText('या अपनी UPI ID से पेमेंट करें')).toBeVisible();
  await checkPage(page, 'hi-IN', 'hi-sheet');
  await sheet.getByRole('textbox', { name: 'UPI ID', exact: true }).fill(SANDBOX_UPI_SUCCESS);
  await sheet.getByRole('button', { name: /^₹[\d,.]+ पे करें$/ }).click();
}

/** Pay signed out: the login dialog, a new account, and Pay goes on by itself to the payment sheet (issue 39). */
async function payAsNewCustomerInHindi(page: Page) {
  await hindiPay(page).click();
  await expect(page.getByRole('dialog')).toContainText('जारी रखने के लिए कृपया लॉगिन करें।');
  await checkPage(page, 'hi-IN', 'hi-login');
  await registerFromPay(page);
  // The summary stays behind the sheet.
  await expect(page.getByRole('heading', { name: 'पेमेंट सारांश' })).toBeAttached();
  await payByUpiInHindi(page);
  await expect(page).toHaveURL(/\/order\/\d+/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('navigation', { name: 'सेवाएँ' })).toBeAttached();
}

test('a mobile recharge in Hindi: language from the header, a plan, Pay, a new account, the sandbox, the order', async ({
  page,
}) => {
  await page.goto('/recharge/mobile');
  await chooseLanguage(page, 'हिन्दी', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('मोबाइल नंबर', { exact: true }).fill('9876543210');
  await page.getByLabel('ऑपरेटर', { exact: true }).selectOption('Jio');
  await page.getByLabel('सर्कल', { exact: true }).selectOption('Kerala');
  await checkPage(page, 'hi-IN', 'hi-form');

  await page.getByRole('button', { name: 'प्लान देखें' }).click();
  const plans = page.getByRole('dialog', { name: 'प्लान देखें' });
  await expect(plans).toBeVisible();
  await expect(plans.getByRole('button', { name: /का प्लान चुनें$/ }).first()).toBeVisible();
  await checkPage(page, 'hi-IN', 'hi-plans');
  await plans
    .getByRole('button', { name: /का प्लान चुनें$/ })
    .first()
    .click();

  const summary = page.getByTestId('payment-summary');
  await expect(summary).toBeVisible();
  for (const label of ['मोबाइल नंबर', 'ऑपरेटर', 'सर्कल', 'ऑर्डर राशि', 'देय राशि']) {
    await expect(summary).toContainText(label);
  }
  await expect(page.getByTestId('step-status')).toContainText(/का प्लान चुना गया/);
  await checkPage(page, 'hi-IN', 'hi-summary');

  await payAsNewCustomerInHindi(page);
  await checkPage(page, 'hi-IN', 'hi-order');
});

test('an electricity bill in Hindi: search the board, fetch the bill, Pay, a new account, the sandbox, the order', async ({
  page,
}) => {
  await page.goto('/bills/electricity');
  await chooseLanguage(page, 'हिन्दी', 'hi-IN');
  const board = billerCombobox(page, 'बिजली बोर्ड');
  await board.click();
  await board.fill('bescom');
  await page.getByRole('option', { name: BESCOM, exact: true }).click();
  await expect(board).toHaveValue(BESCOM);
  // A consumer number of its own: a bill another spec paid would read "paid" (Bill amount, not Amount due).
  const consumer = String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
  await page.getByLabel('उपभोक्ता संख्या', { exact: true }).fill(consumer);
  await page.getByRole('button', { name: 'बिल फ़ेच करें' }).click();

  const card = page.getByTestId('bill-details');
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'आपका बिल' })).toBeVisible();
  for (const label of ['बकाया राशि', 'बिलर', 'ग्राहक का नाम', 'बिल नंबर', 'देय तारीख', 'उपभोक्ता संख्या']) {
    await expect(card).toContainText(label);
  }
  await expect(page.getByTestId('step-status')).toContainText(/^बिल मिल गया! बकाया राशि: ₹/);
  await checkPage(page, 'hi-IN', 'hi-bill');

  await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(page.getByRole('heading', { name: 'पेमेंट सारांश' })).toBeVisible();
  await checkPage(page, 'hi-IN', 'hi-bill-summary');
  await payAsNewCustomerInHindi(page);
  await checkPage(page, 'hi-IN', 'hi-bill-order');
});

test("an API error in Tamil from its code: the unverified customer's order limit on the summary", async ({
  page,
}) => {
  // Three paid orders (through the API) reach the limit of a customer whose email is not verified.
  const creds = await createCustomer(page.request);
  await page.goto('/recharge/mobile');
  await signIn(page, creds);
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  const token = (JSON.parse(stored ?? '{}') as { token: string }).token;
  const body = { type: 'MOBILE', operator: 'Jio', number: '9876543210', circle: 'Delhi NCR' };
  for (let i = 0; i < 3; i++) await placePaidOrder(page.request, token, { ...body, amount: 100 + i });

  await chooseLanguage(page, 'தமிழ்', 'ta-IN');
  await page.getByLabel('மொபைல் எண்', { exact: true }).fill('9876543217');
  await page.getByRole('combobox', { name: 'ஆப்பரேட்டர்', exact: true }).selectOption('Jio');
  await page.getByRole('combobox', { name: 'சர்க்கிள்', exact: true }).selectOption('Kerala');
  await page.getByRole('button', { name: 'திட்டங்களைப் பார்' }).click();
  await page
    .getByRole('button', { name: /திட்டத்தைத் தேர்ந்தெடு$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'பணம் செலுத்துதல் சுருக்கம்' })).toBeVisible();
  await page.getByRole('button', { name: /^₹[\d,.]+ செலுத்து$/ }).click();

  const failure = page.getByTestId('payment-failure');
  await expect(failure).toContainText('மேலும் ஆர்டர் செய்ய உங்கள் மின்னஞ்சலைச் சரிபார்க்கவும்: சுயவிவரத்தைத் திறந்து,');
  await expect(failure.getByRole('button', { name: 'இப்போது சரிபார்' })).toBeVisible();
  // English stays the server's own message, word for word (the code's text is only for other languages).
  await expect(failure).not.toContainText('Please verify your email');
  await checkPage(page, 'ta-IN', 'ta-order-limit');
});
