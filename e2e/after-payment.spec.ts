import { expect, test, type Page } from '@playwright/test';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import type { OrderDetailDto, OrderDto } from '@paywise/domain/contracts/orders';
import { formatDate } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { REFUND_NOT_PAYABLE, REFUND_SECOND, lateRefundNotice } from '@paywise/domain/order-states';
import { chooseBiller } from './helpers/billers';
import { expectAccessible, SCREENSHOTS } from './helpers/page-checks';
import { placePaidOrder } from './helpers/payments';
import { createCustomer, SESSION_STORAGE_KEY, signIn } from './helpers/session';

/*
 * After the payment (issue 25): a payment the order could not take is said on the order page, refunded; and an
 * amount under ₹1 is refused on the page before Proceed, by the same rule the server applies.
 */

async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  return (JSON.parse(stored ?? '{}') as { token: string }).token;
}

async function customerWithOrder(page: Page): Promise<{ order: OrderDto; token: string }> {
  const creds = await createCustomer(page.request);
  await page.goto('/');
  await signIn(page, creds);
  const token = await tokenOf(page);
  const order = await placePaidOrder(page.request, token, {
    type: 'MOBILE',
    operator: 'Airtel',
    number: '9876543210',
    circle: 'Karnataka',
    amount: 299,
  });
  return { order, token };
}

test('the order page says each late payment and its refund', async ({ page }) => {
  const { order, token } = await customerWithOrder(page);
  // The sandbox never captures twice on one gateway order, nor on an order that is not waiting for its payment
  // (sandbox_payments' insert ... where not exists, sandboxPay's status check), so a late capture cannot be made
  // over HTTP here: the server's own tests make them (apps/server/test/late-payments.test.ts). This test takes
  // the real server's answer for a real paid order and adds the lateRefunds the server sends for such captures.
  const paidAt = new Date(Date.parse(order.dateTime) + 60_000).toISOString();
  const refundedAt = new Date(Date.parse(order.dateTime) + 120_000).toISOString();
  const lateRefunds: NonNullable<OrderDetailDto['lateRefunds']> = [
    {
      paymentReference: 'pay_second0001',
      amount: order.amountPayable,
      reason: REFUND_SECOND,
      status: 'refunded',
      refundReference: 'rfnd_second0001',
      paidAt,
      refundedAt,
    },
    {
      paymentReference: 'pay_late000002',
      amount: order.amountPayable,
      reason: REFUND_NOT_PAYABLE,
      status: 'pending',
      refundReference: null,
      paidAt: refundedAt,
      refundedAt: null,
    },
  ];
  await page.route(`**/api/orders/${order.id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as OrderDetailDto;
    expect(body.id).toBe(order.id);
    await route.fulfill({ response, json: { ...body, lateRefunds } });
  });

  await page.goto(`/order/${order.id}`);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  const notes = page.getByTestId('late-refunds').getByRole('listitem');
  await expect(notes).toHaveCount(2);
  await expect(notes.nth(0)).toContainText(
    lateRefundNotice(lateRefunds[0]!, formatInr(order.amountPayable), formatDate(refundedAt)),
  );
  await expect(notes.nth(0)).toContainText(
    `A second payment of ${formatInr(order.amountPayable)} for this order was refunded on ${formatDate(refundedAt)}.`,
  );
  await expect(notes.nth(0)).toContainText('Refund reference rfnd_second0001');
  await expect(notes.nth(1)).toHaveText(
    `${formatInr(order.amountPayable)} paid after the order closed is being refunded. Refunds take 5–7 working days.`,
  );
  // The order itself is still the one paid: Completed, with no late refund of its own.
  const detail = (await (
    await page.request.get(`/api/orders/${order.id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as OrderDetailDto;
  expect(detail.status).toBe('Completed');
  expect(detail.lateRefunds ?? []).toEqual([]);
  await expectAccessible(page, '.print-receipt');

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal scroll at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/order-late-refund-${scheme}-${width}.png` });
    }
    await expectAccessible(page, '.print-receipt');
  }
});

test('an amount under ₹1 is refused on the page before Proceed, as the server refuses it', async ({
  page,
}) => {
  await page.goto('/bills/electricity');
  await chooseBiller(page, 'Electricity Board', OPERATORS.ELECTRICITY[3].name);
  await page.getByLabel('Consumer Number').fill('CN-445566');
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('0.50');
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Amount must be at least ₹1.' })).toBeVisible();
  await expect(amount).toBeFocused();
  await expect(page.getByTestId('payment-summary')).toHaveCount(0);

  await amount.fill('1');
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(page.getByTestId('payment-summary')).toBeVisible();
});
