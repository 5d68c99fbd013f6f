import type { Page } from '@playwright/test';
import { formatInr } from '@paywise/domain/money';
import {
  promoRuleText,
  SANDBOX_CARD_SUCCESS,
  SANDBOX_UPI_FAILURE,
  SANDBOX_UPI_SUCCESS,
} from '@paywise/domain/payments';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { chooseBiller } from './helpers/billers';
import { expectAccessible, shoot } from './helpers/page-checks';
import {
  JIO_KERALA_PLAN,
  mobileSummary,
  payableRupees,
  paymentSheet,
  payInSandbox,
  promoRule,
} from './helpers/payments';
import { expect, test } from './helpers/fixtures';
import { SESSION_STORAGE_KEY, tokenOf } from './helpers/session';

/*
 * Summary → Pay → payment sheet → result, in the sandbox gateway with Razorpay's test instruments:
 * success@razorpay and card 4111 1111 1111 1111 pay, failure@razorpay is declined.
 */

const PLAN = JIO_KERALA_PLAN;
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹/ });

async function apiOrders(page: Page) {
  const response = await page.request.get('/api/orders?limit=100', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).orders as {
    id: number;
    status: string;
    amount: number;
    discount: number;
    amountPayable: number;
    paymentMethod: string | null;
    paymentReference: string | null;
  }[];
}

async function orderIdFromUrl(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/order\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('the summary and the banner show the real discount; UPI success@razorpay pays and the order says UPI', async ({
  page,
  customer: _customer,
}) => {
  const rule = await promoRule(page.request);
  const payable = payableRupees(PLAN.price, rule);
  expect(payable).toBeLessThan(PLAN.price);
  await expect(page.getByTestId('promo-offer')).toHaveText(`Instant discount: ${promoRuleText(rule)}`);

  await mobileSummary(page);
  const summary = page.getByTestId('payment-summary');
  const row = (label: string) => summary.getByRole('term').filter({ hasText: label }).locator('+ dd');
  await expect(row('Order Amount')).toHaveText(formatInr(PLAN.price));
  await expect(row('Discount')).toHaveText(`-${formatInr(PLAN.price - payable)}`);
  await expect(row('Amount Payable')).toHaveText(formatInr(payable));
  await expect(payButton(page)).toHaveText(`Pay ${formatInr(payable)}`);

  await payButton(page).click();
  const sheet = paymentSheet(page);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: `Pay ${formatInr(payable)}` })).toBeVisible();
  await expect(sheet.getByTestId('upi-qr-code')).toBeVisible();
  await expect(sheet.getByTestId('sandbox-hint')).toContainText(SANDBOX_UPI_SUCCESS);
  // A UPI ID that is not name@handle is refused in the sheet, before any payment.
  await sheet.getByRole('textbox', { name: 'UPI ID', exact: true }).fill('ravi');
  await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Enter a valid UPI ID like name@bank');

  await payInSandbox(page, { method: 'UPI', vpa: SANDBOX_UPI_SUCCESS });
  const id = await orderIdFromUrl(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  const [order] = await apiOrders(page);
  expect(order).toMatchObject({ id, status: 'Completed', paymentMethod: 'UPI', amountPayable: payable });
  expect(order.paymentReference).toMatch(/^pay_\w+$/);
  const orderSummary = page.getByRole('region', { name: 'Order Summary' });
  await expect(orderSummary.getByText('Completed', { exact: true })).toBeVisible();
  await expect(orderSummary.getByText(`-${formatInr(order.discount)}`, { exact: true })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment Details' });
  await expect(payment.getByText('UPI', { exact: true })).toBeVisible();
  await expect(payment.getByText(order.paymentReference!, { exact: true })).toBeVisible();
  await expect(payment.getByText(formatInr(payable), { exact: true })).toBeVisible();
});

test('card 4111 1111 1111 1111 pays; the network shows as it is typed and a bad number is refused', async ({
  page,
  customer: _customer,
}) => {
  await page.goto('/bills/water');
  await chooseBiller(page, 'Water Board', OPERATORS.WATER[0].name);
  await page.getByLabel('Consumer/Connection ID').fill('WB-1201');
  await page.getByLabel('Amount', { exact: true }).fill('450');
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await payButton(page).click();

  const sheet = paymentSheet(page);
  await sheet.getByRole('tab', { name: 'Card' }).click();
  await sheet.getByLabel('Card number').fill('4111 1111 1111 1112');
  await expect(sheet.getByTestId('card-network')).toHaveText('Visa');
  await sheet.getByLabel('Card number').fill('5555 5555 5555 4444');
  await expect(sheet.getByTestId('card-network')).toHaveText('Mastercard');
  await sheet.getByLabel('Card number').fill('4111 1111 1111 1112');
  await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(sheet.getByText('Please enter a valid card number.')).toBeVisible();
  await expect(sheet.getByText('Please enter a valid expiry date (MM/YY), not in the past.')).toBeVisible();
  await expect(sheet.getByLabel('Card number')).toBeFocused();

  await payInSandbox(page, { method: 'CARD', cardNumber: SANDBOX_CARD_SUCCESS, expiry: '12/30', cvv: '123' });
  await orderIdFromUrl(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment Details' });
  await expect(payment.getByText('Card', { exact: true })).toBeVisible();
  const [order] = await apiOrders(page);
  expect(order).toMatchObject({ status: 'Completed', paymentMethod: 'CARD' });
});

test('failure@razorpay is declined in the sheet; success@razorpay then pays the same order', async ({
  page,
  customer: _customer,
}) => {
  await mobileSummary(page, '9876543216');
  await payButton(page).click();
  await payInSandbox(page, { method: 'UPI', vpa: SANDBOX_UPI_FAILURE });
  const sheet = paymentSheet(page);
  const failure = sheet.getByRole('alert').filter({ hasText: 'Payment failed' });
  await expect(failure).toContainText(SANDBOX_UPI_FAILURE);
  await expect(sheet).toBeVisible();
  await expectAccessible(page, '[data-testid="payment-sheet"]');
  await shoot(page, 'payment-sheet-declined');
  await page.setViewportSize({ width: 1280, height: 900 });
  const [declined] = await apiOrders(page);
  expect(declined.status).toBe('Payment Pending');

  await payInSandbox(page, { method: 'UPI', vpa: SANDBOX_UPI_SUCCESS });
  const id = await orderIdFromUrl(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  // One order, the one first declined, now paid.
  const orders = await apiOrders(page);
  expect(orders.map((o) => [o.id, o.status])).toEqual([[declined.id, 'Completed']]);
  expect(id).toBe(declined.id);
  await page.goto('/orderhistory');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
});

test('closing the sheet keeps the summary, saying no money was taken; Pay reopens it for the same order', async ({
  page,
  customer: _customer,
}) => {
  await mobileSummary(page, '9876543215');
  const orderPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') {
      orderPosts.push(request.headers()['idempotency-key']);
    }
  });
  await payButton(page).click();
  const sheet = paymentSheet(page);
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('payment-not-completed')).toHaveText(
    'Payment not completed — no money was taken',
  );
  await expect(payButton(page)).toBeFocused();

  await payButton(page).click();
  await payInSandbox(page, { method: 'WALLET', outcome: 'failure' });
  await expect(sheet.getByRole('alert').filter({ hasText: 'Payment failed' })).toBeVisible();
  await payInSandbox(page, { method: 'WALLET', outcome: 'success' });
  await orderIdFromUrl(page);
  await expect(
    page.getByRole('region', { name: 'Payment Details' }).getByText('Wallet', { exact: true }),
  ).toBeVisible();
  expect(orderPosts).toHaveLength(1);
  expect(await apiOrders(page)).toHaveLength(1);
});

test('closing the sheet after the gateway took the money never says no money was taken (issue 39)', async ({
  page,
  customer: _customer,
}) => {
  await mobileSummary(page, '9876543216');
  // The gateway captures the payment; the app's confirmation of it does not get through.
  await page.route(/\/api\/orders\/\d+\/payment$/, (route) => route.abort('connectionreset'));
  await payButton(page).click();
  await payInSandbox(page, { method: 'WALLET', outcome: 'success' });
  const sheet = paymentSheet(page);
  await expect(sheet.getByRole('alert')).toContainText('Your payment went through');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  // The order page follows the payment until it is settled; the summary never claims nothing was taken.
  const id = await orderIdFromUrl(page);
  await expect(page.getByText('Payment not completed — no money was taken')).toHaveCount(0);
  await page.unroute(/\/api\/orders\/\d+\/payment$/);
  const [order] = await apiOrders(page);
  expect(order.id).toBe(id);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible({
    timeout: 60_000,
  });
});

test('the open payment sheet is accessible, a bottom sheet at 360 px and a dialog at 1280 px', async ({
  page,
  customer: _customer,
}) => {
  // Three axe scans and screenshots at two widths: more than the default 30 s on a busy machine.
  test.slow();
  await mobileSummary(page, '9876543214');
  await payButton(page).click();
  const sheet = paymentSheet(page);
  await expect(sheet.getByTestId('upi-qr-code')).toBeVisible();
  await expectAccessible(page, '[data-testid="payment-sheet"]');
  // Focus stays inside the sheet: Tab never reaches the page behind it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await shoot(page, 'payment-sheet-upi');

  // Phone width: a bottom sheet, the UPI app link instead of the QR code, every control 44 px or more.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(sheet.getByRole('link', { name: 'Open UPI app' })).toHaveAttribute(
    'href',
    /^upi:\/\/pay\?pa=/,
  );
  await expect(sheet.getByTestId('upi-qr-code')).toHaveCount(0);
  const box = (await sheet.boundingBox())!;
  expect(box.width).toBe(360);
  expect(Math.round(box.y + box.height)).toBe(780);
  for (const method of ['Card', 'Net banking', 'Wallet', 'UPI']) {
    await sheet.getByRole('tab', { name: method }).click();
    const small = await sheet.evaluate((dialog) =>
      Array.from(
        dialog.querySelectorAll<HTMLElement>('button, input:not([type="radio"]), a, label:has(input)'),
      )
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({ el, rect: el.getBoundingClientRect() }))
        .filter(({ rect }) => rect.height < 44 || rect.width < 44)
        .map(({ el, rect }) => `${el.tagName} "${el.textContent?.trim()}" ${rect.width}x${rect.height}`),
    );
    expect(small, `tap targets under 44 px in the ${method} section`).toEqual([]);
  }
  await sheet.getByRole('tab', { name: 'Card' }).click();
  await sheet.getByLabel('Card number').fill('4111 1111 1111 1111');
  await expectAccessible(page, '[data-testid="payment-sheet"]');
  await shoot(page, 'payment-sheet-card');
  await sheet.getByRole('tab', { name: 'Net banking' }).click();
  await sheet.getByRole('button', { name: 'Success' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Please choose your bank.');
  await expectAccessible(page, '[data-testid="payment-sheet"]');
  await shoot(page, 'payment-sheet-netbanking');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test.describe('Razorpay mode', () => {
  // The server widens its Content-Security-Policy for Razorpay's hosts only when PAYMENT_GATEWAY=razorpay; this
  // e2e server runs the sandbox, so the page's CSP is bypassed for Checkout's stand-in script.
  test.use({ bypassCSP: true });

  test('Pay loads Razorpay Checkout on demand and opens it on the gateway order; its handler confirms the payment', async ({
    page,
    customer: _customer,
    rechargeSummary,
  }) => {
    const scriptLoads: string[] = [];
    // Checkout's stand-in: keeps the options it was opened with, for the test to act as the customer.
    await page.route('https://checkout.razorpay.com/v1/checkout.js', async (route) => {
      scriptLoads.push(route.request().url());
      await route.fulfill({
        contentType: 'application/javascript',
        body: `window.Razorpay = class { constructor(options) { this.options = options; }
          open() { window.__checkouts = (window.__checkouts || []).concat(this); } };`,
      });
    });
    // The server as if PAYMENT_GATEWAY=razorpay: the config and the created order's payment say so.
    await page.route('**/api/payments/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), gateway: 'razorpay', sandbox: false },
      });
    });
    const orderPosts: number[] = [];
    await page.route('**/api/orders', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      const order = await response.json();
      orderPosts.push(order.id);
      await route.fulfill({
        response,
        json: { ...order, payment: { ...order.payment, gateway: 'razorpay' } },
      });
    });

    await rechargeSummary('9876543213');
    expect(scriptLoads).toEqual([]);
    await payButton(page).click();
    await expect
      .poll(() => page.evaluate(() => (window as { __checkouts?: unknown[] }).__checkouts?.length))
      .toBe(1);
    expect(scriptLoads).toHaveLength(1);
    const [placed] = await apiOrders(page);
    const options = await page.evaluate(() => {
      const [checkout] = (window as unknown as { __checkouts: { options: Record<string, unknown> }[] })
        .__checkouts;
      const { key, order_id, amount, currency, name } = checkout.options;
      return { key, order_id, amount, currency, name };
    });
    expect(options).toMatchObject({
      order_id: expect.stringMatching(/^order_/),
      currency: 'INR',
      name: 'PayWise',
    });
    expect(options.amount).toBe(Math.round(placed.amountPayable * 100));

    // The customer closes Checkout: the summary says no money was taken; Pay opens Checkout again, same order.
    await page.evaluate(() => {
      const [checkout] = (
        window as unknown as { __checkouts: { options: { modal: { ondismiss(): void } } }[] }
      ).__checkouts;
      checkout.options.modal.ondismiss();
    });
    await expect(page.getByTestId('payment-not-completed')).toHaveText(
      'Payment not completed — no money was taken',
    );
    await payButton(page).click();
    await expect
      .poll(() => page.evaluate(() => (window as { __checkouts?: unknown[] }).__checkouts?.length))
      .toBe(2);
    expect(scriptLoads).toHaveLength(1);

    // Checkout's handler gets a payment (made here through the sandbox, whose signature the server checks).
    await page.evaluate(
      async ([key, orderId]) => {
        const { token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { token: string };
        const paid = await fetch('/api/sandbox/payments', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            gatewayOrderId: orderId,
            method: 'CARD',
            cardNumber: '4111111111111111',
            cardExpiry: '12/30',
            cardCvv: '123',
          }),
        });
        const result = (await paid.json()) as { paymentId: string; signature: string };
        const checkouts = (
          window as unknown as {
            __checkouts: { options: { handler(response: Record<string, string>): void } }[];
          }
        ).__checkouts;
        checkouts[1].options.handler({
          razorpay_order_id: orderId,
          razorpay_payment_id: result.paymentId,
          razorpay_signature: result.signature,
        });
      },
      [SESSION_STORAGE_KEY, options.order_id as string] as const,
    );
    const id = await orderIdFromUrl(page);
    expect(id).toBe(placed.id);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Payment Details' }).getByText('Card', { exact: true }),
    ).toBeVisible();
    expect(orderPosts).toEqual([placed.id]);
  });
});
