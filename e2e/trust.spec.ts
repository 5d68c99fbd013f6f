import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, shoot } from './helpers/page-checks';
import { createCustomer, signIn } from './helpers/session';

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
  await page.goto('/customer/grievance');
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance Redressal' })).toBeVisible();
  const officer = page.getByTestId('grievance-officer');
  await expect(officer).toContainText(company.grievanceOfficer.name);
  await expect(officer.getByRole('link', { name: company.grievanceOfficer.email })).toHaveAttribute(
    'href',
    `mailto:${company.grievanceOfficer.email}`,
  );
  await expect(officer.getByRole('link', { name: company.grievanceOfficer.phone })).toBeVisible();
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
