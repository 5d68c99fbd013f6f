import { expect, test, type Locator, type Page } from '@playwright/test';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { SERVICES } from '@paywise/domain/catalogue/services';
import { chooseBiller, chooseOperator } from './helpers/billers';
import { expectAccessible } from './helpers/page-checks';
import { shootLightDark } from './helpers/screens';
import { createCustomer, openEmailLogin } from './helpers/session';

/*
 * Polish a first-time customer notices: words wrap between words (identifiers may break anywhere, labels and names
 * never inside a word), every tap target is at least 44 px, and the footer offers no store badge that looks tappable and does nothing.
 */

const PHONE = { width: 360, height: 800 } as const;
const BESCOM = 'Bangalore Electricity Supply Company (BESCOM)';

/** The words of an element's text that the browser drew across two lines (split inside the word). */
async function brokenWords(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

const summaryValue = (page: Page, label: string) =>
  page.getByTestId('payment-summary').getByRole('term').filter({ hasText: label }).locator('+ dd');

test('words wrap between words on a phone; identifiers break only when they must', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/bills/electricity');
  await chooseBiller(page, 'Electricity Board', BESCOM, 'bescom');
  await page.getByLabel('Consumer Number', { exact: true }).fill('CN-778899');
  await page.getByLabel('Amount', { exact: true }).fill('640');
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  const board = summaryValue(page, 'Electricity Board');
  await expect(board).toHaveText(BESCOM);
  // The long board name wraps between its words ('Supply', never 'Sup' + 'ply').
  expect(await brokenWords(board)).toEqual([]);
  expect(await board.evaluate((element) => getComputedStyle(element).wordBreak)).not.toBe('break-all');
  // The identifier alone may break anywhere (when it cannot fit).
  const account = summaryValue(page, 'Consumer Number');
  expect(await account.evaluate((element) => getComputedStyle(element).overflowWrap)).toBe('anywhere');
  await shootLightDark(page, 'polish-summary-wrapping');

  await page.goto('/recharge/fastag');
  await chooseOperator(page, SERVICES.fastag, OPERATORS.FASTAG[0].name);
  await page.getByLabel('Vehicle Registration Number', { exact: true }).fill('KA01AB1234');
  await page.getByLabel('Amount', { exact: true }).fill('500');
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  const vehicle = summaryValue(page, 'Vehicle Registration Number');
  await expect(vehicle).toHaveText('KA01AB1234');
  // It fits on the line: never 'KA01AB12' + '34'.
  expect(await brokenWords(vehicle)).toEqual([]);
  expect(await brokenWords(summaryValue(page, 'Issuing Bank'))).toEqual([]);
});

test('every tap target is at least 44 px: the notification close button and the footer contacts', async ({
  page,
}) => {
  const creds = await createCustomer(page.request);
  await page.setViewportSize(PHONE);
  await page.goto('/recharge/mobile');
  // A notification: the welcome after logging in.
  const login = await openEmailLogin(page);
  await login.getByLabel('Email').fill(creds.email);
  await login.getByLabel('Password').fill(creds.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  const close = page.getByRole('button', { name: 'Close notification' });
  await expect(close).toBeVisible();
  const closeBox = (await close.boundingBox())!;
  expect(closeBox.width).toBeGreaterThanOrEqual(44);
  expect(closeBox.height).toBeGreaterThanOrEqual(44);
  // Inside the notification, not astride its edge.
  const toastBox = (await page.locator('[data-sonner-toast]').first().boundingBox())!;
  expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(toastBox.x + toastBox.width + 1);
  expect(closeBox.y).toBeGreaterThanOrEqual(toastBox.y - 1);
  await page.screenshot({ path: 'e2e/output/screenshots/polish-toast-close-360.png' });
  await close.click();

  const footer = page.getByRole('contentinfo');
  for (const link of [footer.locator('a[href^="tel:"]'), footer.locator('a[href^="mailto:"]')]) {
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    expect(box.height, `${await link.textContent()} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
  }
  // No store links are configured on this server: the badges say "Coming soon" and are not links.
  await expect(footer.getByText('Get the app')).toBeVisible();
  await expect(footer.getByText('Coming soon on')).toHaveCount(2);
  await expect(footer.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
  await expectAccessible(page, 'footer');
  await shootLightDark(page, 'polish-footer', { fullPage: true });
});
