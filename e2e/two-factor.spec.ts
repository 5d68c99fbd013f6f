import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS } from './helpers/page-checks';
import { createCustomer, openEmailLogin, signIn, signOut } from './helpers/session';

// Two-step sign-in (issue 40, decision 0047): a customer turns it on from the profile (password, QR code and
// key, a code from the app, recovery codes shown once), then the login dialog asks for the code after the
// password. The authenticator app is played by totp() below (RFC 6238, as every app computes it).

/** The app's code for a base32 key, `steps` 30-second steps from now. */
function totp(key: string, steps = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of key.replace(/\s+/g, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const secret = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps));
  const hmac = createHmac('sha1', secret).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 15;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** 360 and 1280 px screenshots of what is on screen now. */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize()!;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: width === 360 });
  }
  await page.setViewportSize(size);
}

test('a customer turns on two-step sign-in, and the login dialog then asks for the code', async ({
  page,
}) => {
  const creds = await createCustomer(page.request);
  await page.goto('/recharge/mobile');
  await signIn(page, creds);
  await page.goto('/profile');

  const section = page.getByTestId('profile-two-factor');
  await expect(section.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await section.getByLabel('Your password').fill('not my password');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByText('The password is not correct.')).toBeVisible();
  await section.getByLabel('Your password').fill(creds.password);
  await section.getByRole('button', { name: 'Continue' }).click();

  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await section.getByTestId('two-factor-key').textContent())!;
  expect(key.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'two-factor-profile-scan');

  await section.getByLabel('6-digit code').fill(totp(key));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = section.getByTestId('two-factor-recovery-codes');
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recovery = (await codes.getByRole('listitem').first().textContent())!;
  await shoot(page, 'two-factor-profile-recovery-codes');
  await codes.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(section.getByText(/^On: signing in with your password/)).toBeVisible();
  await shoot(page, 'two-factor-profile-on');

  // Signed out, the password alone is not enough.
  await signOut(page);
  await page.goto('/recharge/mobile');
  const dialog = await openEmailLogin(page);
  await dialog.getByLabel('Email').fill(creds.email);
  await dialog.getByLabel('Password').fill(creds.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  const step = dialog.getByTestId('two-factor-step');
  await expect(step.getByLabel('6-digit code from your authenticator app')).toBeVisible();
  await shoot(page, 'two-factor-login-code');

  // A wrong code is said; the code of the step the enrolment used does not sign in again (used once).
  await step.getByLabel('6-digit code from your authenticator app').fill('000000');
  await step.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(step.getByRole('alert')).toContainText('This code is not valid.');
  await step.getByLabel('6-digit code from your authenticator app').fill(totp(key, 1));
  await step.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Welcome back, ${creds.username}!`)).toBeVisible();

  // A recovery code signs in once.
  await signOut(page);
  const again = await openEmailLogin(page);
  await again.getByLabel('Email').fill(creds.email);
  await again.getByLabel('Password').fill(creds.password);
  await again.getByRole('button', { name: 'Login', exact: true }).click();
  await again.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await again.getByLabel('Recovery code').fill(recovery);
  await again.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(again).toBeHidden();
});
