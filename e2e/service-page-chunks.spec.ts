import type { Page } from '@playwright/test';
import { SERVICES } from '@paywise/domain/catalogue/services';
import { chooseOperator } from './helpers/billers';
import { expect, test } from './helpers/fixtures';

/*
 * Issue 41: once a service page is interactive, the next steps' code (the summary, the payment sheet, what Pay
 * does) is fetched in idle time, so Proceed shows the summary without waiting for a chunk. Counted as a customer
 * meets it: the page opened, the form filled, then Proceed.
 */

/** The chunks a page fetches in idle time for the summary and Pay (their names, without the hash). */
const NEXT_STEPS = ['summary-panel', 'payment-sheet', 'pay-steps'];

/** Waits until the page has fetched the next steps' code (the browser's own resource timing says so). */
async function nextStepsFetched(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        (names) =>
          names.every((name) =>
            performance
              .getEntriesByType('resource')
              .some((entry) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(entry.name)),
          ),
        NEXT_STEPS,
      ),
    )
    .toBe(true);
}

/**
 * The customer's first tap on the page: the notifications' code comes with it (app/notifications.tsx), long
 * before Proceed for a person, at once for a script (fill() presses no key).
 */
async function firstTap(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).click();
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
}

/** The JavaScript the page asks for from now on. */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.js(\?|$)/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test.use({ viewport: { width: 360, height: 780 } });

test('DTH: Proceed opens the summary with no request for code', async ({ page }) => {
  await page.goto('/recharge/dth');
  await nextStepsFetched(page);
  await firstTap(page, 'Operator');
  await page.getByLabel('Operator', { exact: true }).selectOption('Tata Sky');
  await page.getByLabel('Subscriber ID', { exact: true }).fill('1234567890');
  await page.getByLabel('Amount', { exact: true }).fill('300');
  const scripts = scriptRequests(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByTestId('payment-summary')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
  expect(scripts).toEqual([]);
});

test('electricity: Fetch Bill and Proceed show the bill and the summary with no request for code', async ({
  page,
}) => {
  const def = SERVICES.electricity;
  await page.goto('/bills/electricity');
  await nextStepsFetched(page);
  // Choosing the board is the first tap.
  await chooseOperator(page, def, 'Bangalore Electricity Supply Company (BESCOM)');
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
  // An account no other spec pays (the e2e server is shared: a paid bill says so instead).
  await page.getByLabel(def.identifier.label, { exact: true }).fill('2741963085');
  // The biller search's own code has come by now; what follows is the bill's and the summary's.
  await page.waitForLoadState('networkidle');
  const scripts = scriptRequests(page);
  await page.getByRole('button', { name: 'Fetch Bill' }).click();
  await expect(page.getByTestId('step-status')).toContainText('Bill found!');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByTestId('payment-summary')).toBeVisible();
  expect(scripts).toEqual([]);
});
