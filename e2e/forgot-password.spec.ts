import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './helpers/page-checks';
import { shootLightDark } from './helpers/screens';
import { createCustomer, openEmailLogin } from './helpers/session';

/*
 * "Forgot password?" in the login dialog: a 6-digit code mailed (the dev outbox here), then a new password; the
 * customer is signed in with it, and the old password and the sessions from before no longer work. The answer is
 * the same for an email no account uses.
 */

const SENT = 'If an account uses this email, we have sent a 6-digit code to it. It is valid for 10 minutes.';

/** The last password reset code mailed to `email` (the dev outbox of the e2e server). */
async function latestResetCode(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = (await (await request.get('/api/dev/outbox')).json()) as Array<{
      to: string;
      text: string;
    }>;
    const code = /password reset code is (\d{6})/.exec(
      mails.find((m) => m.to === email && m.text.includes('password reset code'))?.text ?? '',
    )?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no password reset code for ${email} in the dev outbox`);
}

test('forgot password: a code by email, a new password, signed in; the old password and sessions end', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const creds = await createCustomer(page.request);
  // A session from before (another device): it ends when the password changes.
  const before = await page.request.post('/api/auth/login', {
    data: { email: creds.email, password: creds.password },
  });
  const oldToken = ((await before.json()) as { token: string }).token;

  await page.goto('/');
  const login = await openEmailLogin(page);
  await login.getByLabel('Email').fill(creds.email);
  await login.getByRole('button', { name: 'Forgot password?' }).click();

  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await expect(dialog).toBeVisible();
  // The email typed in the login panel comes along.
  await expect(dialog.getByLabel('Email')).toHaveValue(creds.email);
  await expectAccessible(page, 'dialog');
  await shootLightDark(page, 'forgot-password-email');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('status')).toHaveText(SENT);
  await expect(dialog.getByLabel('6-digit code')).toBeFocused();

  // A wrong code first: said in the dialog, the fields kept.
  const code = await latestResetCode(page.request, creds.email);
  await dialog.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await dialog.getByLabel('Confirm new password').fill('a brand new passphrase');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This code is not valid or has expired. Please check it, or ask for a new code.',
  );
  await expectAccessible(page, 'dialog');
  await shootLightDark(page, 'forgot-password-code');

  await dialog.getByLabel('6-digit code').fill(code);
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Account menu for ${creds.username}` })).toBeVisible();

  // The session from before is over; the old password no longer signs in, the new one does.
  const me = await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${oldToken}` } });
  expect(me.status()).toBe(401);
  const old = await page.request.post('/api/auth/login', {
    data: { email: creds.email, password: creds.password },
  });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/api/auth/login', {
    data: { email: creds.email, password: 'a brand new passphrase' },
  });
  expect(fresh.status()).toBe(200);
});

test('forgot password: an email no account uses gets the same answer', async ({ page }) => {
  await page.goto('/');
  const login = await openEmailLogin(page);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await dialog.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('status')).toHaveText(SENT);
  // Back to login from the reset panel.
  await dialog.getByRole('button', { name: 'Back to login' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});
