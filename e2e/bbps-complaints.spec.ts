import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { bbpsComplaintOpensAt } from '@paywise/domain/bbps-complaints';
import type { BillDto } from '@paywise/domain/contracts/bills';
import type { ComplaintSummary } from '@paywise/domain/contracts/support';
import { formatDate, formatDateTime } from '@paywise/domain/format';
import { expectAccessible } from './helpers/page-checks';
import { placePaidOrder } from './helpers/payments';
import { shootLightDark } from './helpers/screens';
import { createCustomer, signIn } from './helpers/session';

/*
 * Bharat Connect complaints and the harmonised TAT (decision 0034), in Chromium on the sandbox biller. An electricity
 * bill paid now: its order page and the complaint form say from when a Bharat Connect complaint may be raised (24
 * hours after the payment), and offer none before. The 24 hours cannot pass in a test and the server has no clock
 * to move, so the second test runs its own server on PostgreSQL (E2E_DATABASE_URL, a fresh database on this
 * machine's PostgreSQL, dropped afterwards; as refund-clock.spec.ts does) on E2E_PORT + 62 and moves the paid
 * order 25 hours into the past: the notice is gone, and a complaint about the payment is raised, its BBPS
 * complaint id, status and TAT date shown with the ticket.
 */

const BESCOM = 'Bangalore Electricity Supply Company (BESCOM)';
/** An account of its own: bbps.spec.ts pays 5566778899's bill on the same server. */
const ACCOUNT = '4455667788';

/** A customer with an electricity bill fetched and paid through the API (the sandbox's Bharat Connect). */
async function paidElectricityBill(request: APIRequestContext) {
  const customer = await createCustomer(request);
  const login = await request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  const { token } = (await login.json()) as { token: string };
  const fetched = await request.post('/api/bills/fetch', {
    headers: { authorization: `Bearer ${token}` },
    data: { type: 'ELECTRICITY', operator: BESCOM, accountNumber: ACCOUNT },
  });
  expect(fetched.status()).toBe(200);
  const bill = (await fetched.json()) as BillDto;
  const order = await placePaidOrder(request, token, {
    type: 'ELECTRICITY',
    operator: BESCOM,
    accountNumber: ACCOUNT,
    amount: bill.amount,
    billFetchRef: bill.billFetchRef,
  });
  expect(order.status).toBe('Completed');
  expect(order.bbpsTransactionId).toMatch(/^SB[0-9A-F]{18}$/);
  return { customer, token, order };
}

/** The complaint form's own fields, filled as a customer would (the Bharat Connect part is the caller's). */
async function fillTicket(page: Page) {
  const form = page.getByRole('form', { name: 'Complaint form' });
  await form.getByLabel('Mobile Number').fill('9123456780');
  await form.getByLabel('Reason').selectOption('Bill payment not updated by the biller');
  await form.getByLabel('Subject').fill('BESCOM still shows my bill unpaid');
  await form
    .getByLabel('Message')
    .fill('I paid my BESCOM bill through PayWise and the board still shows it as due.');
}

test('an electricity bill paid now: the order page and the complaint form say from when a complaint can be raised', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { customer, order } = await paidElectricityBill(page.request);
  const opensAt = bbpsComplaintOpensAt('ELECTRICITY', order.dateTime);
  expect(opensAt.getTime() - Date.parse(order.dateTime)).toBe(24 * 60 * 60_000);

  await signIn(page, customer);
  await page.goto(`/order/${order.id}`);
  await expect(page.getByTestId('bbps-complaint-from')).toHaveText(
    `You can raise a Bharat Connect complaint about this payment from ${formatDateTime(opensAt)} IST (24 hours after it was made).`,
  );
  await expectAccessible(page, '.print-receipt');
  await shootLightDark(page, 'bbps-complaint-early-order');

  // "Get help with this order": the form chooses the order and says when, with no complaint kind to choose yet.
  await page.getByRole('link', { name: 'Get help with this order' }).click();
  const form = page.getByRole('form', { name: 'Complaint form' });
  await expect(form.getByLabel('Order (optional)')).toHaveValue(String(order.id));
  const when = form.getByTestId('bbps-complaint-when');
  await expect(when).toContainText(
    `You can raise a Bharat Connect complaint about this payment from ${formatDateTime(opensAt)} IST.`,
  );
  await expect(when).toContainText(
    'Bharat Connect gives the biller 24 hours to update a payment before a complaint. You can send us this ticket now.',
  );
  await expect(form.getByRole('radio')).toHaveCount(0);
  await expectAccessible(page, 'form');
  await when.scrollIntoViewIfNeeded();
  await shootLightDark(page, 'bbps-complaint-early-form', { fullPage: true });

  // The ordinary ticket is not blocked.
  await fillTicket(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('ticket-id')).toHaveText(/^TKT\d{6}$/);
});

test.describe('24 hours later (own server on PostgreSQL, the order moved into the past)', () => {
  const PORT = Number(process.env.E2E_PORT ?? 3210) + 62;
  const BASE = `http://127.0.0.1:${PORT}`;
  const PG_URL = process.env.TEST_DATABASE_URL ?? '';
  const DB_NAME = `paywise_e2e_complaints_${process.pid}_${Date.now().toString(36)}`;
  const dbUrl = (name: string) => {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  let server: ChildProcess | undefined;

  async function sql(text: string, values: unknown[] = [], database = DB_NAME) {
    const client = new pg.Client({ connectionString: dbUrl(database) });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  }

  test.use({ baseURL: BASE });
  test.describe.configure({ mode: 'serial' });
  // A new machine has no PostgreSQL (npm test runs on the embedded database there); CI sets TEST_DATABASE_URL.
  test.skip(!process.env.TEST_DATABASE_URL, 'needs PostgreSQL: set TEST_DATABASE_URL (CI does)');

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await sql(`create database ${DB_NAME}`, [], 'postgres');
    server = spawn(process.execPath, ['e2e/serve.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, E2E_PORT: String(PORT), E2E_DATABASE_URL: dbUrl(DB_NAME) },
    });
    for (let i = 0; i < 400; i++) {
      if (server.exitCode !== null) throw new Error(`the complaints server exited with ${server.exitCode}`);
      try {
        if ((await fetch(`${BASE}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error('the complaints server did not start');
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await sql(`drop database if exists ${DB_NAME} with (force)`, [], 'postgres');
  });

  async function myComplaint(request: APIRequestContext, token: string, ticketId: string) {
    const response = await request.get('/api/complaints/mine', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { complaints } = (await response.json()) as { complaints: ComplaintSummary[] };
    return complaints.find((complaint) => complaint.ticketId === ticketId)!;
  }

  test('a complaint about the payment is raised; its BBPS complaint id, status and TAT date are shown', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { customer, token, order } = await paidElectricityBill(page.request);
    await signIn(page, customer);
    await page.goto(`/order/${order.id}`);
    await expect(page.getByTestId('bbps-complaint-from')).toBeVisible();

    // The payment was made 25 hours ago.
    await sql(`update orders set created_at = created_at - interval '25 hours' where id = $1`, [order.id]);
    await page.reload();
    await expect(page.getByText(order.bbpsTransactionId!)).toBeVisible();
    await expect(page.getByTestId('bbps-complaint-from')).toHaveCount(0);

    await page.getByRole('link', { name: 'Get help with this order' }).click();
    const form = page.getByRole('form', { name: 'Complaint form' });
    await expect(form.getByLabel('Order (optional)')).toHaveValue(String(order.id));
    await expect(form.getByTestId('bbps-complaint-when')).toHaveCount(0);
    const kinds = form.getByRole('group', { name: 'Bharat Connect complaint (optional)' });
    await expect(kinds.getByRole('radio', { name: 'Do not raise one' })).toBeChecked();
    await expect(kinds).toContainText(`B-Connect Txn ID ${order.bbpsTransactionId}`);

    // Each kind offers its own reasons: the service ones, then the payment ones.
    await kinds.getByRole('radio', { name: "About the biller's service" }).check();
    const reason = form.getByLabel('What went wrong?');
    await expect(reason.locator('option')).toHaveText([
      'Select what went wrong',
      'Paid, but the service was not provided',
      'Paid, but the service was disconnected or stopped',
      'Paid on time, but a late payment charge was added to the next bill',
    ]);
    await kinds.getByRole('radio', { name: 'About this payment' }).check();
    await expect(reason.locator('option')).toHaveText([
      'Select what went wrong',
      'Bill paid, but the biller still shows it as due',
      'The biller has not received the payment yet',
      'I was charged twice',
      'I paid the wrong amount by mistake',
      'I paid into the wrong account by mistake',
    ]);
    await fillTicket(page);
    // A kind without its reason is not sent.
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please select what went wrong.')).toBeVisible();
    await reason.selectOption('account-not-updated');
    await expectAccessible(page, 'form');
    await kinds.scrollIntoViewIfNeeded();
    await shootLightDark(page, 'bbps-complaint-form', { fullPage: true });
    await form.getByRole('button', { name: 'Submit' }).click();

    const ticketId = (await page.getByTestId('ticket-id').textContent()) ?? '';
    expect(ticketId).toMatch(/^TKT\d{6}$/);
    const stored = await myComplaint(page.request, token, ticketId);
    expect(stored.bbps).toEqual({
      complaintId: expect.stringMatching(/^SBXD[0-9A-F]{12}$/),
      status: 'ASSIGNED',
      tatDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const { complaintId, tatDate } = stored.bbps!;
    // Said with the confirmation, and listed with the ticket.
    const confirmation = page
      .getByRole('region', { name: 'Raise a complaint' })
      .getByTestId('bbps-complaint');
    const listed = page
      .getByRole('region', { name: 'Your tickets' })
      .getByRole('listitem')
      .filter({ hasText: ticketId })
      .getByTestId('bbps-complaint');
    for (const facts of [confirmation, listed]) {
      await expect(facts.getByTestId('bbps-complaint-id')).toHaveText(complaintId!);
      await expect(facts.getByTestId('bbps-complaint-status')).toHaveText('The biller is looking into it');
      await expect(facts).toContainText('We expect an answer by:');
      await expect(facts.getByTestId('bbps-complaint-tat')).toHaveText(formatDate(tatDate!));
    }
    // The notification fades after 3 seconds; the screenshots show the ticket without it.
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Your complaint has been registered' }),
    ).toHaveCount(0, { timeout: 10_000 });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    }
    await expectAccessible(page, 'main');
    await confirmation.scrollIntoViewIfNeeded();
    await shootLightDark(page, 'bbps-complaint-raised');
    await shootLightDark(page, 'bbps-complaint-ticket', { fullPage: true });

    // In Hindi: the same facts in the customer's language.
    await page.evaluate(() => localStorage.setItem('paywise.language', 'hi'));
    await page.reload();
    const hindi = page.getByRole('region', { name: 'आपके टिकट' }).getByTestId('bbps-complaint').first();
    await expect(hindi).toContainText('बिलर इसकी जाँच कर रहा है');
    await expect(hindi).toContainText('हमें इस तारीख तक जवाब की उम्मीद है:');
  });
});
