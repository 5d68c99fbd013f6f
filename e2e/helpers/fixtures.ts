import { test as base } from '@playwright/test';
import type { Plan } from '@paywise/domain/catalogue/types';
import { mobileSummary, type RechargeFor } from './payments';
import { E2E_ADMIN, signIn, signInNewCustomer, type SignedIn } from './session';

/**
 * Playwright fixtures (`test.extend`) for the steps many specs begin with. A spec imports `test` (and `expect`)
 * from here instead of '@playwright/test' and asks for what it needs:
 * - `customer`: a new customer, registered and signed in on `page` at /recharge/mobile; their credentials and token;
 * - `admin`: the e2e admin (E2E_ADMIN, made by serve.mjs), signed in on `page` at /; its credentials and token;
 * - `rechargeSummary(number?, { operator, circle }?)`: opens /recharge/mobile on `page` and fills a mobile recharge
 *   up to the Payment Summary with the first POPULAR plan (Jio in Kerala by default); returns the plan.
 * A fixture runs only in the tests that name it, before the test's first step.
 */
export interface Fixtures {
  customer: SignedIn;
  admin: SignedIn;
  rechargeSummary: (number?: string, where?: RechargeFor) => Promise<Plan>;
}

export const test = base.extend<Fixtures>({
  customer: async ({ page }, use) => {
    await use(await signInNewCustomer(page));
  },
  admin: async ({ page }, use) => {
    await use({ ...E2E_ADMIN, token: await signIn(page, E2E_ADMIN) });
  },
  rechargeSummary: async ({ page }, use) => {
    await use(async (number, where) => {
      await page.goto('/recharge/mobile');
      return mobileSummary(page, number, where);
    });
  },
});

export { expect } from '@playwright/test';
