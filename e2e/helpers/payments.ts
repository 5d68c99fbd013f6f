import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CreatedOrderDto, OrderDto } from '@paywise/domain/contracts/orders';
import type {
  PaymentsConfig,
  SandboxPaymentBody,
  SandboxPaymentResult,
} from '@paywise/domain/contracts/payments';
import { plansForNames } from '@paywise/domain/catalogue/plans';
import type { Plan } from '@paywise/domain/catalogue/types';
import { formatInr, rupeesToPaise } from '@paywise/domain/money';
import {
  discountPaise,
  NETBANKING_BANKS,
  PAYMENT_METHOD_LABELS,
  SANDBOX_UPI_SUCCESS,
  WALLETS,
} from '@paywise/domain/payments';

/** What the customer does in the sandbox payment sheet. */
export type SheetPayment =
  | { method: 'UPI'; vpa: string }
  | { method: 'CARD'; cardNumber: string; expiry?: string; cvv?: string }
  | { method: 'NETBANKING'; outcome: 'success' | 'failure'; bank?: string }
  | { method: 'WALLET'; outcome: 'success' | 'failure'; wallet?: string };

export const UPI_SUCCESS: SheetPayment = { method: 'UPI', vpa: SANDBOX_UPI_SUCCESS };

/** The open payment sheet (its title is "Pay ₹…"). */
export const paymentSheet = (page: Page): Locator => page.getByRole('dialog', { name: /^Pay ₹/ });

/**
 * Pays in the sandbox payment sheet that Pay opened: picks the method's tab, fills it in like a customer and
 * presses the sheet's Pay (or the sandbox's Success / Failure button). It does not wait for the outcome: the
 * caller expects the order page, or the failure shown in the sheet.
 */
export async function payInSandbox(page: Page, payment: SheetPayment = UPI_SUCCESS): Promise<void> {
  const sheet = paymentSheet(page);
  await expect(sheet).toBeVisible();
  await sheet.getByRole('tab', { name: PAYMENT_METHOD_LABELS[payment.method], exact: true }).click();
  switch (payment.method) {
    case 'UPI':
      await sheet.getByRole('textbox', { name: 'UPI ID', exact: true }).fill(payment.vpa);
      await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
      break;
    case 'CARD':
      await sheet.getByRole('textbox', { name: 'Card number', exact: true }).fill(payment.cardNumber);
      await sheet.getByLabel('Expiry (MM/YY)').fill(payment.expiry ?? '12/30');
      await sheet.getByLabel('CVV').fill(payment.cvv ?? '123');
      await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
      break;
    case 'NETBANKING':
      await sheet.getByRole('radio', { name: payment.bank ?? NETBANKING_BANKS[0].name }).check();
      await sheet
        .getByRole('button', { name: payment.outcome === 'success' ? 'Success' : 'Failure' })
        .click();
      break;
    case 'WALLET':
      await sheet.getByRole('radio', { name: payment.wallet ?? WALLETS[0].name }).check();
      await sheet
        .getByRole('button', { name: payment.outcome === 'success' ? 'Success' : 'Failure' })
        .click();
      break;
  }
}

/** The discount rule the e2e server applies (GET /api/payments/config). */
export async function promoRule(request: APIRequestContext): Promise<PaymentsConfig['promo']> {
  const response = await request.get('/api/payments/config');
  expect(response.status()).toBe(200);
  return ((await response.json()) as PaymentsConfig).promo;
}

/** What the customer pays for an order of `amount` rupees under `rule` (rupees). */
export function payableRupees(amount: number, rule: PaymentsConfig['promo']): number {
  const paise = rupeesToPaise(amount)!;
  return (paise - discountPaise(paise, rule)) / 100;
}

/**
 * The API's side of Pay → sheet → result, for specs that need paid orders without the screens: POST
 * /api/orders, the sandbox payment (UPI success@razorpay unless told otherwise) and the browser's
 * confirmation. Returns the order as the confirmation answers it (Processing, Completed or Refunded).
 */
export async function placePaidOrder(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
  attempt: Omit<SandboxPaymentBody, 'gatewayOrderId'> = { method: 'UPI', vpa: SANDBOX_UPI_SUCCESS },
): Promise<OrderDto> {
  const headers = { authorization: `Bearer ${token}` };
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    // A set-up order, not a customer's choice: an account another spec paid in the last days is paid again
    // without the question (BILL_RECENTLY_PAID, asked on the page: e2e/bill-paid-twice.spec.ts).
    data: { confirmRepeat: true, ...body },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as CreatedOrderDto;
  expect(order.payment, 'the order has a gateway order to pay').toBeTruthy();
  const paid = await request.post('/api/sandbox/payments', {
    headers,
    data: { gatewayOrderId: order.payment!.gatewayOrderId, ...attempt },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const result = (await paid.json()) as SandboxPaymentResult;
  if (result.status !== 'captured') throw new Error(`the sandbox payment failed: ${result.reason}`);
  const confirmed = await request.post(`/api/orders/${order.id}/payment`, {
    headers,
    data: {
      gatewayOrderId: order.payment!.gatewayOrderId,
      paymentId: result.paymentId,
      signature: result.signature,
    },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return (await confirmed.json()) as OrderDto;
}

/** The first POPULAR plan of an operator in a circle: what mobileSummary chooses. */
const firstPopularPlan = (operator: string, circle: string): Plan =>
  plansForNames(operator, circle).find((plan) => plan.category === 'POPULAR')!;

/** The first POPULAR plan of Jio in Kerala: what mobileSummary chooses by default. */
export const JIO_KERALA_PLAN = firstPopularPlan('Jio', 'Kerala');

/** Where a mobile recharge is for (mobileSummary's default: Jio in Kerala). */
export interface RechargeFor {
  operator: string;
  circle: string;
}

/**
 * On /recharge/mobile: a number up to the Payment Summary (Jio in Kerala unless told otherwise), with the first
 * POPULAR plan of the operator in the circle; returns that plan. The one copy of these steps: the `rechargeSummary`
 * fixture (fixtures.ts) opens the page and calls it.
 */
export async function mobileSummary(
  page: Page,
  number = '9876543210',
  { operator, circle }: RechargeFor = { operator: 'Jio', circle: 'Kerala' },
): Promise<Plan> {
  const plan = firstPopularPlan(operator, circle);
  await page.getByLabel('Mobile Number', { exact: true }).fill(number);
  await page.getByLabel('Operator', { exact: true }).selectOption(operator);
  await page.getByLabel('Circle', { exact: true }).selectOption(circle);
  await page.getByRole('button', { name: 'Browse Plans' }).click();
  await page
    .getByRole('button', { name: `Select plan of ${formatInr(plan.price)}` })
    .first()
    .click();
  // A tap on a plan goes on to the summary.
  await expect(page.getByTestId('payment-summary')).toBeVisible();
  return plan;
}
