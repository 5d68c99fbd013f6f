import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/page-checks';
import { E2E_ADMIN, signIn } from './helpers/session';

/*
 * The admin dashboard's recharge wallet card (decision 0022). The e2e server runs on the sandbox biller
 * (RECHARGE_PROVIDER unset): the card says there is no prepaid wallet; Setu's balance and alert are covered by the
 * API tests against the local Setu fake (apps/server/test/modules/recharges/setu-prepaid.test.ts).
 */
test('the admin dashboard has a recharge wallet card; on the sandbox there is no wallet to fund', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Recharge wallet' });
  await expect(card).toBeVisible();
  await expect(
    card.getByText('Recharges are fulfilled by the sandbox biller: there is no prepaid wallet to fund.'),
  ).toBeVisible();
  // Live plans (decision 0022) are off on the sandbox: the card says the shipped catalogue is served, no refresh.
  await expect(card.getByText('Plans: the shipped catalogue (no live plans on the sandbox).')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Refresh plans' })).toHaveCount(0);
  await expectAccessible(page, '[data-testid="recharge-wallet-card"]');
});
