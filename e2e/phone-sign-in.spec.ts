import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, shoot } from './helpers/page-checks';
import { mobileSummary, paymentSheet, payInSandbox } from './helpers/payments';
import { createCustomer, signIn, verifyEmail } from './helpers/session';

// Issue 28: sign in with a mobile number and a code sent by SMS (the e2e server's SMS go to the dev outbox).

let counter = 0;
/** A fresh Indian mobile number per call. */
const freshMobile = () => `9${String(Date.now() % 100_000_000).padStart(8, '0')}${String(counter++ % 10)}`;
const masked = (mobile: string) => `+91 ${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`;

/** The code of the newest SMS to the number, where a developer reads it: GET /api/dev/outbox. */
async function smsCode(request: APIRequestContext, mobile: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const outbox = (await (await request.get('/api/dev/outbox')).json()) as Array<{
      to: string;
      text: string;
    }>;
    const sms = outbox.find((m) => m.to === `+91${mobile}`);
    const code = sms ? /^(\d{6}) is your PayWise code/.exec(sms.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code SMS to ${mobile}`);
}

/** Light then dark: axe inside `selector` in both, screenshots at 360 and 1280 px in both. */
async function bothThemes(page: Page, selector: string, name: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, selector);
  await shoot(page, `phone-${name}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page, selector);
  await shoot(page, `phone-dark-${name}`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(() => test.slow());

test('a new customer signs in with a mobile number from Pay, names the account and pays without an email', async ({
  page,
}) => {
  const mobile = freshMobile();
  await page.goto('/recharge/mobile');
  await mobileSummary(page);
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await pay.click();

  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog.getByRole('status')).toHaveText('Please login to continue.');
  const number = dialog.getByLabel('Mobile number');
  await expect(number).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Use email and password instead' })).toBeVisible();
  // The recharge form's rule and message.
  await number.fill('12345');
  await dialog.getByRole('button', { name: 'Continue with mobile number' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid Mobile Number');
  await number.fill(mobile);
  await bothThemes(page, 'dialog[open]', 'number');
  await dialog.getByRole('button', { name: 'Continue with mobile number' }).click();

  await expect(dialog.getByRole('status')).toHaveText(`We sent a 6-digit code to ${masked(mobile)}.`);
  const code = dialog.getByLabel('6-digit code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(dialog.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  await bothThemes(page, 'dialog[open]', 'code');
  // The sixth digit sends the code: no Verify tap (issue 39's count of taps).
  await code.pressSequentially(await smsCode(page.request, mobile));

  // A new account is asked its name once.
  const name = dialog.getByLabel('Your name');
  await expect(name).toBeFocused();
  await name.fill('Meera');
  await bothThemes(page, 'dialog[open]', 'name');
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await expect(dialog).toBeHidden();

  // Signed in, Pay goes on by itself (issue 39): the payment sheet over the same summary.
  await expect(paymentSheet(page)).toBeVisible();
  await expect(page.getByTestId('payment-summary')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Account menu for Meera' })).toBeAttached();

  // Paid without ever typing an email or a password.
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/order\/\d+$/);
});

test('an email customer adds and verifies a mobile, signs out, and signs in with it', async ({ page }) => {
  const creds = await createCustomer(page.request);
  const mobile = freshMobile();
  await signIn(page, creds);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Mobile sign-in' });
  // An unverified email cannot add a sign-in number (issue 40): verified, the button shows.
  await expect(section.getByText('Verify your email above first')).toBeVisible();
  await verifyEmail(page.request, creds);
  await page.reload();
  await section.getByRole('button', { name: 'Add and verify mobile number' }).click();
  await section.getByLabel('Mobile number to verify').fill(mobile);
  // The account's password is asked: a session alone cannot add a number that signs in.
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByText('Enter your password to continue.')).toBeVisible();
  await section.getByLabel('Your PayWise password').fill('not the password');
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByText('The password is not correct.')).toBeVisible();
  await section.getByLabel('Your PayWise password').fill(creds.password);
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByRole('status')).toHaveText(`We sent a 6-digit code to ${masked(mobile)}.`);
  const code = section.getByLabel('6-digit code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(await smsCode(page.request, mobile));
  await section.getByRole('button', { name: 'Verify mobile number' }).click();
  await expect(section.getByText('You can sign in with this number.')).toBeVisible();
  await expect(section.getByText(`+91 ${mobile}`)).toBeVisible();
  await expect(section.getByLabel(/Text me when an order completes/)).toBeChecked();
  await bothThemes(page, 'main', 'profile');

  // SMS about orders can be turned off.
  await section.getByLabel(/Text me when an order completes/).uncheck();
  await expect(page.getByText('Order and refund SMS are off.')).toBeVisible();

  // Signed out, the number signs in to the same account.
  await page.getByRole('button', { name: `Account menu for ${creds.username}` }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Login / Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Continue with mobile number' }).click();
  await expect(dialog.getByLabel('6-digit code')).toBeFocused();
  // A pasted code (or one the browser read from the SMS) is sent at once too.
  await dialog.getByLabel('6-digit code').fill(await smsCode(page.request, mobile));
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Welcome back, ${creds.username}!`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu for ${creds.username}` })).toBeVisible();
});

test('a new account closed at its name is signed in all the same, under a placeholder name', async ({
  page,
}) => {
  const mobile = freshMobile();
  await page.goto('/recharge/mobile');
  await page.getByRole('button', { name: 'Login / Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Continue with mobile number' }).click();
  await dialog.getByLabel('6-digit code').fill(await smsCode(page.request, mobile));
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu for PayWise customer' })).toBeVisible();
});

test("the dialog is the specification's two panels: Welcome Back (mobile, or email and password) and Create Account, one tap apart (issue 39)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/recharge/mobile');
  await page.getByRole('button', { name: 'Login / Register' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(welcome.getByLabel('Mobile number')).toBeVisible();
  await welcome.getByRole('button', { name: 'Create Account' }).click();
  const register = page.getByRole('dialog', { name: 'Create Account' });
  await expect(register.getByLabel('Username')).toBeVisible();
  // Its Login: Welcome Back with email and password, and the mobile number one tap away.
  await register.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(welcome.getByLabel('Email')).toBeVisible();
  await shoot(page, 'sign-in-welcome-back-email');
  await welcome.getByRole('button', { name: 'Sign in with mobile number instead' }).click();
  await expect(welcome.getByLabel('Mobile number')).toBeVisible();
});
