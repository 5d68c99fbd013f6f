import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, shoot } from './helpers/page-checks';
import { readFile } from 'node:fs/promises';
import { createCustomer, openEmailLogin, SESSION_STORAGE_KEY, signIn } from './helpers/session';

/*
 * Trust (docs/decisions/0023): grievance redressal, the privacy notice and the customer's own data. Every screen here
 * passes axe and is photographed at 360 px and 1280 px in the light and the dark theme.
 */

/** Screenshots in the light and in the dark theme (the theme follows prefers-color-scheme). */
async function shootBothThemes(page: Page, name: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, 'main');
  await shoot(page, `${name}-light`, { fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'main');
  await shoot(page, `${name}-dark`, { fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the grievance page is prerendered HTML with the escalation levels, and shows the grievance officer', async ({
  page,
}) => {
  const html = await (await page.request.get('/customer/grievance')).text();
  expect(html).toContain('<title>Grievance Redressal | PayWise</title>');
  expect(html).toContain('Customer support');
  expect(html).toContain('Grievance officer');
  expect(html).toContain('RBI Integrated Ombudsman');
  expect(html).toContain('href="https://cms.rbi.org.in"');
  expect(html).toContain('within 7 days');
  expect(html).toContain('within 30 days');

  const company = (await (await page.request.get('/api/companies')).json()) as {
    grievanceOfficer: { name: string; email: string; phone: string };
  };
  // React takes the prerendered page over without a warning or an error (a hydration mismatch would say so).
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/customer/grievance');
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance Redressal' })).toBeVisible();
  const officer = page.getByTestId('grievance-officer');
  await expect(officer).toContainText(company.grievanceOfficer.name);
  await expect(officer.getByRole('link', { name: company.grievanceOfficer.email })).toHaveAttribute(
    'href',
    `mailto:${company.grievanceOfficer.email}`,
  );
  await expect(officer.getByRole('link', { name: company.grievanceOfficer.phone })).toBeVisible();
  expect(problems).toEqual([]);
  await shootBothThemes(page, 'grievance');
});

test('the footer and the refund policy lead to the grievance page', async ({ page }) => {
  await page.goto('/customer/refund');
  await page.getByRole('main').getByRole('link', { name: 'Grievance Redressal' }).click();
  await expect(page).toHaveURL(/\/customer\/grievance$/);
  await page.goto('/recharge/mobile');
  await page
    .getByRole('navigation', { name: 'Help and policies' })
    .getByRole('link', { name: 'Grievance Redressal' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance Redressal' })).toBeVisible();
});

test('a filed complaint shows the date we answer by and the way to escalate', async ({ page }) => {
  const customer = await createCustomer(page.request);
  await page.goto('/customer/complaint');
  await signIn(page, customer);
  const form = page.getByRole('form', { name: 'Complaint form' });
  await form.getByLabel('Mobile').fill('9876543210');
  await form.getByLabel('Reason').selectOption('Refund not received');
  await form.getByLabel('Subject').fill('Refund not received');
  await form.getByLabel('Message').fill('My recharge failed and the money has not come back.');
  await form.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByTestId('ticket-id')).toHaveText(/^TKT\d{6}$/);
  await expect(page.getByTestId('answer-by')).toHaveText(/\d/);
  await page.getByRole('main').getByRole('link', { name: 'Grievance Redressal' }).first().click();
  await expect(page).toHaveURL(/\/customer\/grievance$/);
});

test('the privacy notice says in plain words what we keep, why, how long and with whom; sign-up links to it', async ({
  page,
}) => {
  const html = await (await page.request.get('/customer/privacy')).text();
  expect(html).toContain('Digital Personal Data Protection Act, 2023');
  expect(html).toContain('8 years');
  expect(html).toContain('SMS and email providers');
  expect(html).toContain('payment gateway');

  await page.goto('/customer/privacy');
  await expect(page.getByTestId('notice-version')).toContainText(/version \d{4}-\d{2}-\d{2}/);
  await shootBothThemes(page, 'privacy-notice');

  await page.goto('/recharge/mobile');
  await openEmailLogin(page);
  await page
    .getByRole('dialog', { name: 'Welcome Back' })
    .getByRole('button', { name: 'Create Account' })
    .click();
  const link = page
    .getByRole('dialog', { name: 'Create Account' })
    .getByRole('link', { name: 'privacy notice' });
  await expect(link).toHaveAttribute('href', '/customer/privacy');
});

test('Your data: choose what we send, download everything, delete the account', async ({ page }) => {
  test.slow();
  const customer = await createCustomer(page.request);
  await page.goto('/');
  await signIn(page, customer);
  await page.goto('/profile/your-data');
  await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();

  // Preferences: offers are off until turned on; bill reminders on until turned off.
  const offers = page.getByRole('checkbox', { name: 'Offers by Email' });
  const reminders = page.getByRole('checkbox', { name: 'Bill reminders by Email' });
  await expect(offers).not.toBeChecked();
  await expect(reminders).toBeChecked();
  await shootBothThemes(page, 'your-data');
  await offers.check();
  await expect(page.getByText('Your notification settings are saved.').first()).toBeVisible();
  await reminders.uncheck();
  await expect(reminders).not.toBeChecked();
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key)!) as { token: string }).token,
    SESSION_STORAGE_KEY,
  );
  const prefs = await (
    await page.request.get('/api/users/me/notifications', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(prefs.email).toMatchObject({ offers: true, billReminders: false });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Offers by Email' })).toBeChecked();

  // Download: a JSON file with this customer's profile.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^paywise-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile.email).toBe(customer.email);
  expect(data.notifications.email.offers).toBe(true);

  // Delete: a wrong password is refused; the right one erases the account and signs out.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const form = page.getByRole('form', { name: 'Delete account' });
  await form.getByLabel('Your password').fill('not my password');
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(form.getByText('The password is not correct.')).toBeVisible();
  await form.getByLabel('Your password').fill(customer.password);
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Your account has been deleted.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  const refused = await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  const login = await page.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(login.status()).toBe(401);
});
