import { expect, test, type Page } from '@playwright/test';
import { createCustomer, signIn } from './helpers/session';

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.evaluate(() => document.fonts.ready);
    // No horizontal scroll at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `e2e/output/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

test('a visitor sends a contact query: success message, cleared form', async ({ page }) => {
  await page.goto('/customer/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('Mon-Sat 10:00 AM to 6:00 PM, Sunday offline')).toBeVisible();
  const whatsapp = page.getByRole('link', { name: /Chat on WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}$/);
  await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/search\?query=.*560034/,
  );

  await expect(page.getByText('support@paywise.in').first()).toBeVisible();
  await shoot(page, 'contact');

  const form = page.getByRole('form', { name: 'Contact form' });
  // Empty submit: every required field says what it needs, nothing is sent.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please enter your query.')).toBeVisible();

  await form.getByLabel('Name').fill('Asha Rao');
  await form.getByLabel('Email').fill('asha@example');
  await form.getByLabel('Subject').fill('Recharge pending');
  await form.getByLabel('Query').fill('My Jio recharge of 299 has been pending for an hour.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();

  await form.getByLabel('Email').fill('asha.rao@example.com');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your query has been submitted successfully!')).toBeVisible();
  for (const label of ['Name', 'Email', 'Subject', 'Query'])
    await expect(form.getByLabel(label)).toHaveValue('');
});

test('FAQ items open one at a time', async ({ page }) => {
  await page.goto('/customer/faq');
  const main = page.getByRole('main');
  await expect(main.locator('button[aria-expanded]')).toHaveCount(9);
  const first = main.getByRole('button', { name: 'How long does a refund take to reach me?' });
  const second = main.getByRole('button', { name: 'When will I get my cashback or the instant discount?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText('Net banking: 3-5 business days')).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(
    main.getByText('usually within 24 hours and at the latest within 7 days', { exact: false }),
  ).toBeVisible();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByText('Net banking: 3-5 business days')).toBeHidden();
  await expect(main.locator('button[aria-expanded="true"]')).toHaveCount(1);
  // Pressing the open one closes it: nothing stays open.
  await second.click();
  await expect(main.locator('button[aria-expanded="true"]')).toHaveCount(0);
});

test('a visitor files a complaint and gets a ticket id, without an order picker', async ({ page }) => {
  await page.goto('/customer/complaint');
  const form = page.getByRole('form', { name: 'Complaint form' });
  await expect(form.getByLabel('Order (optional)')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Order Help and Support' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please select a reason.')).toBeVisible();
  await expect(form.getByText('Please enter a valid 10-digit mobile number.')).toBeVisible();

  await form.getByLabel('Name').fill('Kiran Shah');
  await form.getByLabel('Email').fill('kiran.shah@example.com');
  await form.getByLabel('Mobile Number').fill('+91 98765-43210');
  await expect(form.getByLabel('Mobile Number')).toHaveValue('9876543210');
  await form.getByLabel('Reason').selectOption('Refund not received');
  await form.getByLabel('Subject').fill('Refund for failed DTH recharge');
  await form
    .getByLabel('Message')
    .fill('My Tata Sky recharge failed yesterday and the refund has not arrived.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('ticket-id')).toHaveText(/^TKT\d{6}$/);
  await expect(form.getByLabel('Subject')).toHaveValue('');
});

test('the help and legal pages have their content and fit a phone screen', async ({ page }) => {
  const pages = [
    ['/customer/refund', 'Refund Policy', 'A successful recharge to a wrong number is not refundable'],
    ['/customer/terms', 'Terms & Conditions', 'About the service'],
    ['/customer/privacy', 'Privacy Policy', 'What we collect'],
    ['/customer/faq', 'Frequently Asked Questions', 'Which payment methods can I use?'],
  ] as const;
  for (const [path, title, text] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await shoot(page, path.split('/').pop() as string);
  }
  // Terms: sections collapse and expand.
  await page.goto('/customer/terms');
  const section = page.locator('details', { hasText: 'Your account' });
  await expect(section.getByText('Keep your password to yourself', { exact: false })).toBeHidden();
  await section.locator('summary').click();
  await expect(section.getByText('Keep your password to yourself', { exact: false })).toBeVisible();
});

test('a signed-in customer files a complaint prefilled with their details and sees the ticket listed', async ({
  page,
}) => {
  const customer = await createCustomer(page.request);
  // One real order of this customer, made through the orders API, to attach to the complaint.
  const login = await page.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  const { token } = (await login.json()) as { token: string };
  const created = await page.request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `support-e2e-${Date.now()}` },
    data: { type: 'MOBILE', operator: 'Jio', circle: 'Delhi NCR', number: '9123456780', amount: 299 },
  });
  expect(created.status()).toBe(201);
  const orderId = ((await created.json()) as { id: number }).id;

  await page.goto('/customer/complaint');
  await signIn(page, customer);
  const form = page.getByRole('form', { name: 'Complaint form' });
  await expect(form.getByLabel('Name')).toHaveValue(customer.username);
  await expect(form.getByLabel('Email')).toHaveValue(customer.email);
  const picker = form.getByLabel('Order (optional)');
  await expect(picker.locator('option', { hasText: `ORDID00${orderId}` })).toHaveCount(1);
  const tickets = page.getByRole('region', { name: 'Your tickets' });
  await expect(tickets.getByText('No tickets yet.', { exact: false })).toBeVisible();

  await form.getByLabel('Mobile Number').fill('9123456780');
  await form.getByLabel('Reason').selectOption('Cashback or offer not credited');
  await picker.selectOption(String(orderId));
  await form.getByLabel('Subject').fill('Cashback missing');
  await form
    .getByLabel('Message')
    .fill('The cashback on my Airtel recharge has not been credited after 8 days.');
  await form.getByRole('button', { name: 'Submit' }).click();

  const ticketId = page.getByTestId('ticket-id');
  await expect(ticketId).toHaveText(/^TKT\d{6}$/);
  const id = (await ticketId.textContent()) as string;
  const listed = tickets.getByRole('listitem').filter({ hasText: id });
  await expect(listed).toContainText('Cashback missing');
  await expect(listed).toContainText('Open');
  await expect(listed).toContainText(`ORDID00${orderId}`);
  // The form is ready for another complaint, still prefilled with the customer's details.
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue(customer.email);
  // The notification fades after 3 seconds; the screenshots show the page without it.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Your complaint has been registered' }),
  ).toHaveCount(0, {
    timeout: 10_000,
  });
  await shoot(page, 'complaint');
});
