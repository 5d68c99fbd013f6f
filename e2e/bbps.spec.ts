import { expect, test } from '@playwright/test';
import type { BillDto } from '@paywise/domain/contracts/bills';
import { expectAccessible, SCREENSHOTS, shoot } from './helpers/page-checks';
import { placePaidOrder } from './helpers/payments';
import { createCustomer, signIn } from './helpers/session';

/*
 * Bharat Connect in the sandbox (decision 0021): a fetched electricity bill paid, its B-Connect transaction id on the
 * order page, and a Bharat Connect complaint raised from the complaint form, its status and resolution date listed.
 */

const BESCOM = 'Bangalore Electricity Supply Company (BESCOM)';

test('a paid electricity bill shows its B-Connect reference; a Bharat Connect complaint is raised and listed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = await createCustomer(page.request);
  const login = await page.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const fetched = await page.request.post('/api/bills/fetch', {
    headers,
    data: { type: 'ELECTRICITY', operator: BESCOM, accountNumber: '5566778899' },
  });
  expect(fetched.status()).toBe(200);
  const bill = (await fetched.json()) as BillDto;
  const order = await placePaidOrder(page.request, token, {
    type: 'ELECTRICITY',
    operator: BESCOM,
    accountNumber: '5566778899',
    amount: bill.amount,
    billFetchRef: bill.billFetchRef,
  });
  expect(order.status).toBe('Completed');
  expect(order.bbpsTransactionId).toMatch(/^SB[0-9A-F]{18}$/);

  await page.goto('/customer/complaint');
  await signIn(page, customer);
  await page.goto(`/order/${order.id}`);
  await expect(page.getByText('B-Connect Txn ID')).toBeVisible();
  await expect(page.getByText(order.bbpsTransactionId!)).toBeVisible();
  await expect(page.getByText('Biller Reference')).toBeVisible();
  await page.getByText('B-Connect Txn ID').scrollIntoViewIfNeeded();
  await shoot(page, 'bbps-order');

  await page.goto('/customer/complaint');
  const form = page.getByRole('form', { name: 'Complaint form' });
  const picker = form.getByLabel('Order (optional)');
  await expect(picker.locator('option', { hasText: `ORDID00${order.id}` })).toHaveCount(1);
  await expect(form.getByLabel('Bharat Connect complaint (optional)')).toHaveCount(0);
  await picker.selectOption(String(order.id));
  const dispute = form.getByLabel('Bharat Connect complaint (optional)');
  await expect(dispute).toBeVisible();
  await dispute.selectOption('account-not-updated');
  await form.getByLabel('Mobile Number').fill('9123456780');
  await form.getByLabel('Reason').selectOption('Bill payment not updated by the biller');
  await form.getByLabel('Subject').fill('Bill still unpaid at BESCOM');
  await form.getByLabel('Message').fill('BESCOM still shows my bill unpaid three days after I paid it.');
  await expectAccessible(page, 'form');
  await dispute.scrollIntoViewIfNeeded();
  await shoot(page, 'bbps-complaint-form');
  await form.getByRole('button', { name: 'Submit' }).click();

  const ticketId = page.getByTestId('ticket-id');
  await expect(ticketId).toHaveText(/^TKT\d{6}$/);
  const tickets = page.getByRole('region', { name: 'Your tickets' });
  const listed = tickets.getByRole('listitem').filter({ hasText: (await ticketId.textContent()) as string });
  await expect(listed.getByTestId('bbps-complaint')).toContainText(
    /Bharat Connect complaint SBXD[0-9A-F]{12} · assigned to the biller · to be resolved by \d{2}-\d{2}-\d{4}/,
  );
  // The notification fades after 3 seconds; the screenshots show the ticket without it, at 360 and 1280 px.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Your complaint has been registered' }),
  ).toHaveCount(0, { timeout: 10_000 });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await listed.scrollIntoViewIfNeeded();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/bbps-complaint-${width}.png` });
  }
});
