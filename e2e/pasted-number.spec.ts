import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * Issue 39: a pasted '+91 98450 12345' became 9198450123 (its first 10 digits), a stranger's number that detection
 * then "confirmed". Pasted for real (the clipboard, then Ctrl+V) on a phone-sized screen.
 */

test.use({ viewport: { width: 360, height: 780 }, permissions: ['clipboard-read', 'clipboard-write'] });

async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.fill('');
  await field.focus();
  await field.press('ControlOrMeta+V');
}

test('a number pasted with +91 into the Mobile field is the 10-digit number, detected as itself', async ({
  page,
}) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/mobile/lookup') lookups.push(url.searchParams.get('number') ?? '');
  });
  await page.goto('/recharge/mobile');
  const number = page.getByLabel('Mobile Number', { exact: true });

  await paste(page, number, '+91 98450 12345');
  await expect(number).toHaveValue('9845012345');
  // 9845 is an Airtel series of the Karnataka circle (9198, the cut number's, would be another).
  await expect(page.getByTestId('number-detection')).toHaveText(
    'Detected: Airtel · Karnataka (based on the number series)',
  );
  await expect(page.getByLabel('Operator', { exact: true })).toHaveValue('Airtel');
  await expect(page.getByLabel('Circle', { exact: true })).toHaveValue('Karnataka');
  expect(lookups).toEqual(['9845012345']);

  for (const written of ['+91-98450-12345', '(+91) 9845012345', '09845012345', '919845012345']) {
    await paste(page, number, written);
    await expect(number).toHaveValue('9845012345');
  }

  // One digit too many is shown whole and refused, never cut to another number.
  await paste(page, number, '+91 98450 123456');
  await expect(number).toHaveValue('9198450123456');
  await page.getByRole('button', { name: 'Browse Plans' }).click();
  await expect(page.getByText('Please enter a 10-digit mobile number first.')).toBeVisible();
  // Each paste into the emptied field looked the number up again, and only ever this number.
  expect(new Set(lookups)).toEqual(new Set(['9845012345']));
});

test('a number pasted into the sign-in dialog is the 10-digit number; a short one is refused', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login / Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  const number = dialog.getByLabel('Mobile number');

  await paste(page, number, '98450 1234');
  await expect(number).toHaveValue('984501234');
  await dialog.getByRole('button', { name: 'Continue with mobile number' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid Mobile Number');

  await paste(page, number, '+91 98450 12345');
  await expect(number).toHaveValue('9845012345');
  await dialog.getByRole('button', { name: 'Continue with mobile number' }).click();
  await expect(dialog.getByRole('status')).toHaveText('We sent a 6-digit code to +91 98xxxxxx45.');
});
