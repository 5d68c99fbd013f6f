import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import type { CreatedOrderDto, OrderDetailDto } from '@paywise/domain/contracts/orders';
import { mobileSummary, paymentSheet, payInSandbox } from './helpers/payments';
import { expect, test } from './helpers/fixtures';
import { tokenOf } from './helpers/session';

/*
 * Issue 25: Pay, close Checkout, wait for the order to expire, Pay again → a new order, paid, and no payment made
 * on the old one. The order must expire within the test: this spec runs its own server (e2e/serve.mjs, a fresh
 * embedded database) whose payments expire after 12 s and whose sweeper runs every 2 s, on E2E_PORT + 50.
 */

const PORT = Number(process.env.E2E_PORT ?? 3210) + 50;
const BASE = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;

test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ['e2e/serve.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: String(PORT),
      PAYMENT_EXPIRY_MINUTES: '0.2',
      SWEEP_INTERVAL_SECONDS: '2',
      SWEEP_GRACE_SECONDS: '1',
    },
  });
  for (let i = 0; i < 400; i++) {
    if (server.exitCode !== null) throw new Error(`the expiry server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the expiry server did not start');
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

async function apiOrder(page: Page, id: number): Promise<OrderDetailDto> {
  const response = await page.request.get(`/api/orders/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as OrderDetailDto;
}

test('Pay, close Checkout, the order expires, Pay again: a new order is paid, nothing is charged on the old one', async ({
  page,
  customer: _customer,
}) => {
  test.slow();
  const placed: number[] = [];
  const gatewayOrders = new Map<number, string>();
  const paidOn: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().method() !== 'POST') return;
    if (url.pathname === '/api/orders' && response.status() === 201) {
      const created = (await response.json()) as CreatedOrderDto;
      placed.push(created.id);
      gatewayOrders.set(created.id, created.payment?.gatewayOrderId ?? '');
    }
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/sandbox/payments') {
      paidOn.push((request.postDataJSON() as { gatewayOrderId: string }).gatewayOrderId);
    }
  });

  await mobileSummary(page, '9876543217');
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await pay.click();
  const sheet = paymentSheet(page);
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('payment-not-completed')).toHaveText(
    'Payment not completed — no money was taken',
  );
  expect(placed).toHaveLength(1);
  const oldId = placed[0];

  // The customer waits; the order stops taking payments and the sweeper fails it.
  await expect
    .poll(async () => (await apiOrder(page, oldId)).status, { timeout: 60_000, intervals: [1_000] })
    .toBe('Failed');

  await pay.click();
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const newId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(placed).toEqual([oldId, newId]);
  expect(newId).not.toBe(oldId);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();

  expect((await apiOrder(page, newId)).status).toBe('Completed');
  // Every payment went to the new order's gateway order: the old one was never opened again, never charged.
  expect(paidOn).toEqual([gatewayOrders.get(newId)]);
  expect(gatewayOrders.get(newId)).not.toBe(gatewayOrders.get(oldId));
  const old = await apiOrder(page, oldId);
  expect(old).toMatchObject({ status: 'Failed', paymentReference: null });
  expect(old.lateRefunds ?? []).toEqual([]);
});
