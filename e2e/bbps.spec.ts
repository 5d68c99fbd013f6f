import { expect, test } from '@playwright/test';
import type { BillDto } from '@paywise/domain/contracts/bills';
import { shoot } from './helpers/page-checks';
import { placePaidOrder } from './helpers/payments';
import { createCustomer, signIn } from './helpers/session';

/*
 * Bharat Connect in the sandbox (decision 0021): a fetched electricity bill paid, its B-Connect transaction id on the
 * order page. Its Bharat Connect complaint (24 hours later: the harmonised TAT) is bbps-complaints.spec.ts.
 */

const BESCOM = 'Bangalore Electricity Supply Company (BESCOM)';

test('a paid electricity bill shows its B-Connect reference', async ({ page }) => {
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
});
