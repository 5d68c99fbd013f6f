import { plansForNames } from '@paywise/domain/catalogue/plans';
import { searchPlans } from '@paywise/domain/catalogue/plan-search';
import { formatOrderId } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, SCREENSHOTS } from './helpers/page-checks';
import { placePaidOrder } from './helpers/payments';
import { createCustomer, signIn } from './helpers/session';

/*
 * The plan browser: the plans of the number's operator and circle, search and quick filters, a tap on a plan goes
 * to the summary, the last plan of the number pinned on top; on a phone a whole-screen sheet.
 */

const NUMBER = '9876501234';

async function openPlans(page: Page, operator: string, circle: string, number = NUMBER) {
  await page.getByLabel('Mobile Number', { exact: true }).fill(number);
  // Picked by hand after the number: the lookup that follows the tenth digit does not replace them.
  await page.getByLabel('Operator', { exact: true }).selectOption(operator);
  await page.getByLabel('Circle', { exact: true }).selectOption(circle);
  await page.getByRole('button', { name: 'Browse Plans' }).click();
}

const summary = (page: Page) => page.getByTestId('payment-summary');

test("the operator's own plans; 'netflix' finds only plans with Netflix; a tap on a plan opens the summary", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/recharge/mobile');
  const planStatus = page.waitForResponse((res) => res.url().includes('/api/plans/status'));
  await openPlans(page, 'Jio', 'Karnataka');
  // The sandbox has no live plans (decision 0022): the shipped plans, and no "Plans updated" line.
  expect(await (await planStatus).json()).toEqual({ source: 'catalogue', updatedAt: null });
  await expect(page.getByText(/^Plans updated/)).toHaveCount(0);
  const jio = plansForNames('Jio', 'Karnataka');
  const popular = jio.filter((plan) => plan.category === 'POPULAR');
  const list = page.getByRole('list', { name: 'POPULAR plans' });
  await expect(list.getByRole('button', { name: /^Select plan of/ })).toHaveCount(popular.length);
  await expect(
    list.getByRole('button', { name: `Select plan of ${formatInr(popular[0].price)}` }),
  ).toBeVisible();
  // One scroll, the page's: the list is not a scroll box of its own.
  await expect(list).toHaveCSS('overflow-y', 'visible');

  await page.getByRole('searchbox', { name: 'Search plans' }).fill('netflix');
  const matches = page.getByRole('list', { name: 'Matching plans' });
  const withNetflix = jio.filter((plan) => plan.ott.includes('Netflix'));
  expect(withNetflix.length).toBeGreaterThan(0);
  await expect(matches.getByRole('button', { name: /^Select plan of/ })).toHaveCount(withNetflix.length);
  for (const card of await matches.locator(':scope > li').all()) await expect(card).toContainText('Netflix');
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    `${withNetflix.length} ${withNetflix.length === 1 ? 'plan' : 'plans'} found`,
  );
  await expectAccessible(page, 'main');
  await page.screenshot({ path: `${SCREENSHOTS}/plans-search-netflix-1280.png` });

  // Words and quick filters together, the same search the API runs.
  await page.getByRole('searchbox', { name: 'Search plans' }).fill('calls');
  await page.getByRole('button', { name: '84+ days' }).click();
  await expect(page.getByRole('button', { name: '84+ days' })).toHaveAttribute('aria-pressed', 'true');
  const long = searchPlans(jio, { q: 'calls', minValidityDays: 84 });
  await expect(matches.getByRole('button', { name: /^Select plan of/ })).toHaveCount(long.length);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByRole('searchbox', { name: 'Search plans' })).toHaveValue('');
  await expect(page.getByRole('tab', { name: 'POPULAR' })).toBeVisible();

  // A tap anywhere on a card chooses it and goes on to the summary.
  const chosen = popular[1];
  await list.locator(':scope > li').nth(1).getByText(chosen.details).click();
  await expect(summary(page)).toBeVisible();
  await expect(summary(page)).toContainText('Jio');
  await expect(summary(page)).toContainText(formatInr(chosen.price));
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue(String(chosen.price));
});

test('on a phone the plans are a whole-screen sheet whose tabs show they scroll; a plan closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/recharge/mobile');
  await openPlans(page, 'Airtel', 'Delhi NCR');
  const sheet = page.getByRole('dialog', { name: 'Browse Plans' });
  await expect(sheet).toBeVisible();
  const box = (await sheet.boundingBox())!;
  expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 780 });
  await expect(sheet).toContainText(`${NUMBER} · Airtel · Delhi NCR`);

  // The tab row is wider than the screen: a fade on the right says there is more; scrolled, one on the left.
  const tabs = sheet.getByRole('tablist', { name: 'Plan categories' });
  await expect(sheet.getByTestId('scroll-fade-right').first()).toBeVisible();
  await sheet.getByRole('tab', { name: 'TOP UP' }).click();
  await expect(sheet.getByRole('tab', { name: 'TOP UP' })).toHaveAttribute('aria-selected', 'true');
  expect(await tabs.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
  await expect(sheet.getByTestId('scroll-fade-left').first()).toBeVisible();
  await sheet.getByRole('tab', { name: 'POPULAR' }).click();
  await page.screenshot({ path: `${SCREENSHOTS}/plans-sheet-360.png` });
  await expectAccessible(page, 'dialog');

  // The page behind stays where it was while the sheet's list scrolls.
  const before = await page.evaluate(() => window.scrollY);
  await sheet.hover();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => sheet.evaluate((dialog) => dialog.scrollTop)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  const airtel = plansForNames('Airtel', 'Delhi NCR').filter((plan) => plan.category === 'POPULAR');
  await sheet.getByRole('button', { name: `Select plan of ${formatInr(airtel[0].price)}` }).click();
  await expect(sheet).toBeHidden();
  await expect(summary(page)).toBeVisible();
  await expect(summary(page)).toContainText(formatInr(airtel[0].price));
  await page.screenshot({ path: `${SCREENSHOTS}/plans-summary-360.png` });
});

test('Back (the phone gesture) closes the plan browser and the payment sheet, never the page (issue 39)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, await createCustomer(page.request));
  await page.goto('/customer/faq');
  await page.goto('/recharge/mobile');
  await openPlans(page, 'Airtel', 'Delhi NCR');
  const sheet = page.getByRole('dialog', { name: 'Browse Plans' });
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/recharge\/mobile$/);
  // What was typed is still there, and the plans open again.
  await expect(page.getByLabel('Mobile Number', { exact: true })).toHaveValue(NUMBER);
  await page.getByRole('button', { name: 'Browse Plans' }).click();
  await expect(sheet).toBeVisible();
  const airtel = plansForNames('Airtel', 'Delhi NCR').filter((plan) => plan.category === 'POPULAR');
  await sheet.getByRole('button', { name: `Select plan of ${formatInr(airtel[0].price)}` }).click();
  await expect(summary(page)).toBeVisible();

  // Pay opens the payment sheet; Back closes it and the summary stays.
  const orders: number[] = [];
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/orders') {
      orders.push(((await response.json()) as { id: number }).id);
    }
  });
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const payment = page.getByRole('dialog', { name: /^Pay ₹/ });
  await expect(payment).toBeVisible();
  await page.goBack();
  await expect(payment).toBeHidden();
  await expect(page).toHaveURL(/\/recharge\/mobile$/);
  await expect(summary(page)).toBeVisible();
  // Pay again on the same summary: the same order, not a second one.
  expect(orders).toHaveLength(1);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(payment).toBeVisible();
  await expect(payment).toContainText(`Order ${formatOrderId(orders[0])}`);
  expect(new Set(orders).size).toBe(1);
  // Closed with ×: one Back then leaves for the page before, not a stale entry.
  await payment.getByRole('button', { name: 'Close' }).click();
  await expect(payment).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/customer\/faq$/);
  // Coming back to the same summary (the draft taken up), Pay asks for the same order: no new one.
  await page.goForward();
  // Back and forward bring the page's own form back (a draft would be offered on another way in).
  const offer = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(summary(page).or(offer)).toBeVisible();
  if (await offer.isVisible()) await offer.click();
  await expect(summary(page)).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(payment).toBeVisible();
  await expect(payment).toContainText(`Order ${formatOrderId(orders[0])}`);
  expect(new Set(orders).size).toBe(1);
});

test('the plan the customer bought last for the number is pinned on top as "Your last recharge"', async ({
  page,
}) => {
  const creds = await createCustomer(page.request);
  const login = await page.request.post('/api/auth/login', {
    data: { email: creds.email, password: creds.password },
  });
  const { token } = (await login.json()) as { token: string };
  const vi = plansForNames('Vi', 'Mumbai');
  const last = vi.find((plan) => plan.category === 'OTT PLANS')!;
  await placePaidOrder(page.request, token, {
    type: 'MOBILE',
    operator: 'Vi',
    number: NUMBER,
    circle: 'Mumbai',
    amount: last.price,
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/recharge/mobile');
  await signIn(page, creds);
  await openPlans(page, 'Vi', 'Mumbai');
  const pinned = page.getByRole('list', { name: 'Your last recharge' });
  await expect(pinned.getByRole('button', { name: `Select plan of ${formatInr(last.price)}` })).toBeVisible();
  await expect(pinned).toContainText(last.details);
  await page.screenshot({ path: `${SCREENSHOTS}/plans-last-recharge-1280.png` });

  // Another number has no last plan.
  await page.getByLabel('Mobile Number', { exact: true }).fill('9876509999');
  await page.getByRole('button', { name: 'Browse Plans' }).click();
  await expect(page.getByRole('heading', { name: 'Browse Plans' })).toBeVisible();
  await expect(pinned).toHaveCount(0);
});
