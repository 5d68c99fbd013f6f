import { expect, test } from '@playwright/test';
import { placePaidOrder } from './helpers/payments';
import { expectAccessible, shoot } from './helpers/page-checks';
import { createCustomer, E2E_ADMIN, signIn } from './helpers/session';

/**
 * Issue 25: the daily reconciliation's last run on the admin dashboard — when it ran, its counts (matched, refunded
 * now, mismatched amounts, unknown payments) and the payments it could not settle — from
 * GET /api/admin/reconciliation; "Run now" asks for a run (POST /api/admin/reconciliation/run).
 */
test('the admin sees the last reconciliation run and can run it now', async ({ page, request }) => {
  // A payment the gateway captured and the app delivered: reconciliation matches it.
  const customer = await createCustomer(request);
  const login = await request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  const { token } = (await login.json()) as { token: string };
  await placePaidOrder(request, token, {
    type: 'MOBILE',
    operator: 'Airtel',
    number: `98${String(Date.now()).slice(-8)}`,
    circle: 'Delhi NCR',
    amount: 199,
  });

  await signIn(page, E2E_ADMIN);
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Payment reconciliation' });
  await expect(card).toBeVisible();
  const figure = (label: string) =>
    card
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');

  await card.getByRole('button', { name: 'Run now' }).click();
  await expect(card.getByText(/^Last run: \d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)/)).toBeVisible();
  await expect(figure('Matched')).toHaveText(/^[1-9]\d*$/);
  await expect(figure('Refunded now')).toHaveText(/^\d+$/);
  await expect(figure('Mismatched amounts')).toHaveText(/^\d+$/);
  await expect(figure('Unknown payments')).toHaveText(/^\d+$/);
  // The sandbox has no payment it cannot settle: the list says so.
  await expect(card.getByText('No payments need attention.')).toBeVisible();
  await expectAccessible(page, '[data-testid="reconciliation-card"]');
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'admin-reconciliation', { fullPage: true });

  // The counts are the stored run's: a reload shows the same run.
  const shown = await card.getByText(/^Last run:/).textContent();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Payment reconciliation' }).getByText(/^Last run:/),
  ).toHaveText(shown ?? '');
});
