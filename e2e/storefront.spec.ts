import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { PLANS, plansForNames } from '@paywise/domain/catalogue/plans';
import { SERVICE_ARTICLES } from '@paywise/domain/catalogue/service-articles';
import {
  LISTED_SERVICES,
  MORE_SERVICES,
  SERVICE_LIST,
  SERVICES,
  TILE_SERVICES,
} from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { formatInr } from '@paywise/domain/money';
import { promoRuleText, type PromoRule } from '@paywise/domain/payments';
import { billerCombobox, chooseBiller, chooseOperator, searchesBillers } from './helpers/billers';
import { payableRupees, promoRule } from './helpers/payments';
import { asReturningVisitor, createCustomer, openEmailLogin } from './helpers/session';

/** A valid identifier per input filter, as typed by a person (the page cleans it). */
const TYPED_IDENTIFIER = {
  none: 'AC-1234',
  digits: '022-1234 5678',
  digits10: '98765 43210',
  vehicle: 'kl 01 ab 1234',
  upper: 'dl12345',
} as const;
const CLEAN_IDENTIFIER = {
  none: 'AC-1234',
  digits: '02212345678',
  digits10: '9876543210',
  vehicle: 'KL01AB1234',
  upper: 'DL12345',
} as const;

const toast = (page: Page, type: 'success' | 'error', text: string) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`, { hasText: text });
/** A step taken on a service page ('Proceeding to payment...'): its status line, not a notification. */
const stepStatus = (page: Page, text: string) => page.getByTestId('step-status').filter({ hasText: text });
/** A check the form failed: said under the form (role=alert), never as a notification. */
async function expectFormError(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

/** The instant discount rule of the e2e server (GET /api/payments/config). */
let rule: PromoRule;
test.beforeAll(async ({ request }) => {
  rule = await promoRule(request);
});

/** The summary's amount rows for an order of `amount` rupees, with the server's instant discount. */
function amountRows(amount: number, orderAmount = formatInr(amount)): Record<string, string> {
  const payable = payableRupees(amount, rule);
  return {
    'Order Amount': orderAmount,
    ...(payable < amount ? { Discount: `-${formatInr(amount - payable)}` } : {}),
    'Amount Payable': formatInr(payable),
  };
}

const submitName = (def: ServiceDefinition) => (def.amount.mode === 'fetched' ? 'Fetch Bill' : 'Proceed');

/** The Payment Summary as label → value. */
async function readSummary(page: Page): Promise<Record<string, string>> {
  const summary = page.getByTestId('payment-summary');
  await expect(summary).toBeVisible();
  return summary.evaluate((list) =>
    Object.fromEntries(
      Array.from(list.querySelectorAll('dt'))
        // The values of the order; the chosen plan's benefits (their own list, loaded with the plan browser) are
        // checked by first-time.spec.ts.
        .filter((dt) => dt.closest('dl') === list && dt.textContent?.trim() !== 'Plan benefits')
        .map((dt) => [dt.textContent?.trim() ?? '', dt.nextElementSibling?.textContent?.trim() ?? '']),
    ),
  );
}

async function choosePlan(page: Page, category: string, price: number) {
  await page.getByRole('tab', { name: category, exact: true }).click();
  await page
    .getByRole('button', { name: `Select plan of ${formatInr(price)}` })
    .first()
    .click();
  await expect(stepStatus(page, `Selected plan of ${formatInr(price)}`)).toBeVisible();
}

/** The first POPULAR plan of fillMobileForm's operator and circle. */
const AIRTEL_PLAN = plansForNames('Airtel', 'Karnataka').find((plan) => plan.category === 'POPULAR')!;

async function fillMobileForm(page: Page, operator = 'Airtel', circle = 'Karnataka') {
  await page.getByLabel('Mobile Number', { exact: true }).fill('98765 43210');
  await page.getByLabel('Operator', { exact: true }).selectOption(operator);
  await page.getByLabel('Circle', { exact: true }).selectOption(circle);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test.describe('every service page', () => {
  // The postpaid page (the mobile page's Postpaid tab) has its own spec: e2e/postpaid.spec.ts.
  for (const def of LISTED_SERVICES) {
    test(`${def.route}: title and operators, first message on an empty form, summary with the values`, async ({
      page,
    }) => {
      const operators = OPERATORS[def.operatorList];
      const isMobile = def.identifier.orderField === 'number';
      await page.goto(def.route);
      await expect(page).toHaveTitle(`${def.pageTitle} | PayWise`);
      await expect(page.getByRole('heading', { level: 1, name: def.formTitle, exact: true })).toBeVisible();
      if (searchesBillers(def)) {
        // Long lists are searched: the combobox lists every biller until something is typed.
        const box = billerCombobox(page, def.operatorLabel);
        await box.click();
        await expect(page.getByRole('listbox').getByRole('option')).toHaveText(
          operators.map((operator) => operator.name),
        );
        await page.keyboard.press('Escape');
      } else {
        await expect(page.getByLabel(def.operatorLabel, { exact: true }).locator('option')).toHaveText([
          def.operatorPlaceholder,
          ...operators.map((operator) => operator.name),
        ]);
      }
      await expect(page.getByRole('heading', { name: def.banner.title })).toBeVisible();
      // The offer as the server applies it, whatever the banner's own words say.
      await expect(page.getByTestId('promo-offer')).toHaveText(`Instant discount: ${promoRuleText(rule)}`);
      // The article below the form arrives when its place comes near the viewport.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: SERVICE_ARTICLES[def.slug].heading })).toBeVisible();

      // Empty form: the first check's message, in the form's alert only (no notification).
      await page.getByRole('button', { name: submitName(def), exact: true }).click();
      await expectFormError(page, def.checks[0].message);

      const expected: Record<string, string> = {};
      if (isMobile) {
        await fillMobileForm(page, operators[1].name);
        await page.getByRole('button', { name: 'Browse Plans' }).click();
        const plan = plansForNames(operators[1].name, 'Karnataka').find(
          (candidate) => candidate.category === 'POPULAR',
        )!;
        // A tap on a plan goes on to the summary.
        await choosePlan(page, 'POPULAR', plan.price);
        await expect(page.getByLabel('Amount', { exact: true })).toHaveValue(String(plan.price));
        Object.assign(expected, {
          'Mobile Number': '9876543210',
          Operator: operators[1].name,
          Circle: 'Karnataka',
          ...amountRows(plan.price),
        });
      } else {
        // Category pages show the account fields once an operator is chosen.
        await expect(page.getByLabel(def.identifier.label, { exact: true })).toHaveCount(0);
        const operator = operators[operators.length - 1];
        await chooseOperator(page, def, operator.name);
        const identifierLabel = operator.identifierLabel ?? def.identifier.label;
        await page.getByLabel(identifierLabel, { exact: true }).fill(TYPED_IDENTIFIER[def.identifier.filter]);
        await expect(page.getByLabel(identifierLabel, { exact: true })).toHaveValue(
          CLEAN_IDENTIFIER[def.identifier.filter],
        );
        expected[def.operatorLabel] = operator.name;
        // One label for the identifier: the form's, on the summary too.
        expected[identifierLabel] = CLEAN_IDENTIFIER[def.identifier.filter];
        if (def.amount.mode === 'fetched') {
          await page.getByRole('button', { name: 'Fetch Bill', exact: true }).click();
          const amount = page.getByLabel(def.amount.label, { exact: true });
          await expect(amount).toHaveValue(/^\d+$/);
          Object.assign(expected, amountRows(Number(await amount.inputValue())));
          await page.getByRole('button', { name: 'Proceed to Pay', exact: true }).click();
        } else {
          // FASTag amounts are whole rupees: the dot is dropped as it is typed.
          await page.getByLabel(def.amount.label, { exact: true }).fill('250.50');
          Object.assign(expected, amountRows(def.amount.mode === 'typedWhole' ? 25_050 : 250.5));
          await page.getByRole('button', { name: 'Proceed', exact: true }).click();
        }
      }
      await expect(stepStatus(page, def.messages.proceed)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Payment Summary' })).toBeFocused();
      expect(await readSummary(page)).toEqual(expected);
      await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
    });
  }
});

test("'/' lands on mobile recharge with the company name in the header", async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/recharge\/mobile$/);
  await expect(page.getByRole('banner').getByTestId('company-name')).toHaveText('PayWise');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/customer/contact',
  );
  // The current service is marked in the tile bar.
  const services = page.getByRole('navigation', { name: 'Services' });
  await expect(services.getByRole('link', { name: 'Mobile', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('every page says payments are a sandbox while the sandbox gateway is in use', async ({ page }) => {
  for (const path of ['/recharge/mobile', '/bills/electricity', '/customer/faq']) {
    await page.goto(path);
    const ribbon = page.getByRole('complementary', { name: 'Payments mode' });
    await expect(ribbon).toHaveText('Sandbox payments: no real money moves');
    // Slim: one line above the header, on a phone too.
    const box = await ribbon.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(32);
  }
  const axe = await new AxeBuilder({ page }).include('[data-testid="sandbox-ribbon"]').analyze();
  expect(axe.violations).toEqual([]);
});

test('the tile bar links the ten services and the +More panel the other ten', async ({ page }) => {
  await page.goto('/recharge/mobile');
  const services = page.getByRole('navigation', { name: 'Services' });
  for (const slug of TILE_SERVICES) {
    await expect(services.getByRole('link', { name: SERVICES[slug].tileLabel, exact: true })).toHaveAttribute(
      'href',
      SERVICES[slug].route,
    );
  }
  const more = services.getByRole('button', { name: '+More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  const panel = page.getByRole('region', { name: 'Other Services' });
  await expect(panel).toBeVisible();
  for (const slug of MORE_SERVICES) {
    await expect(panel.getByRole('link', { name: SERVICES[slug].tileLabel, exact: true })).toHaveAttribute(
      'href',
      SERVICES[slug].route,
    );
  }
  await panel.getByRole('link', { name: SERVICES.metro.tileLabel, exact: true }).click();
  await expect(page).toHaveURL(/\/recharge\/metro$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: SERVICES.metro.formTitle })).toBeVisible();
});

test('footer: company details, store badges, social links and the help link strip', async ({ page }) => {
  await page.goto('/recharge/mobile');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('PayWise').first()).toBeVisible();
  await expect(footer.getByText(/560034/)).toBeVisible();
  // The store badges are there; no store links are configured (APP_STORE_URL, PLAY_STORE_URL), so they say
  // "Coming soon" and are not links: no badge that looks tappable and does nothing.
  await expect(footer.getByText('App Store')).toBeVisible();
  await expect(footer.getByText('Google Play')).toBeVisible();
  await expect(footer.getByText('Coming soon on')).toHaveCount(2);
  await expect(footer.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: /on Facebook/ })).toBeVisible();
  const strip = footer.getByRole('navigation', { name: 'Help and policies' });
  const links = {
    'Contact Us': '/customer/contact',
    'Refund Policy': '/customer/refund',
    FAQ: '/customer/faq',
    'Terms & Conditions': '/customer/terms',
    'Privacy Policy': '/customer/privacy',
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(strip.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test.describe('mobile recharge', () => {
  test('browse plans needs a 10-digit number; tabs switch category; a plan fills the read-only amount', async ({
    page,
  }) => {
    await page.goto('/recharge/mobile');
    const prepaid = page.getByRole('radio', { name: 'Prepaid' });
    await expect(prepaid).toBeChecked();
    await page.getByLabel('Mobile Number', { exact: true }).fill('98765');
    await page.getByRole('button', { name: 'Browse Plans' }).click();
    await expectFormError(page, 'Please enter a 10-digit mobile number first.');

    // A series with no operator (6000): nothing is detected, so operator and circle stay to be chosen.
    // A pasted international form comes down to the national number (decision 0039), never truncated.
    await page.getByLabel('Mobile Number', { exact: true }).fill('+91 60005-43210');
    await expect(page.getByLabel('Mobile Number', { exact: true })).toHaveValue('6000543210');
    // Postpaid is a page of its own (a bill, no plans); Prepaid brings the number back here.
    await page.getByText('Postpaid', { exact: true }).click();
    await expect(page).toHaveURL(/\/recharge\/postpaid\?number=6000543210$/);
    await expect(page.getByRole('radio', { name: 'Postpaid' })).toBeChecked();
    await page.getByText('Prepaid', { exact: true }).click();
    await expect(page).toHaveURL(/\/recharge\/mobile\?number=6000543210$/);
    await expect(prepaid).toBeChecked();
    await expect(page.getByLabel('Mobile Number', { exact: true })).toHaveValue('6000543210');
    await page.getByRole('button', { name: 'Browse Plans' }).click();
    await expect(page.getByRole('heading', { name: 'Browse Plans' })).toBeFocused();
    const tabs = page.getByRole('tablist', { name: 'Plan categories' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'POPULAR',
      'HERO UNLIMITED',
      'UNLIMITED',
      'DATA ADD ON',
      'OTT PLANS',
      'DATA ONLY',
      'COMBO VALIDITY',
      'TOP UP',
    ]);
    await expect(tabs.getByRole('tab', { name: 'POPULAR' })).toHaveAttribute('aria-selected', 'true');
    const list = page.getByRole('list', { name: 'POPULAR plans' });
    // One scroll, the page's: the list is not a scroll box of its own.
    await expect(list).toHaveCSS('overflow-y', 'visible');

    const ottPlan = PLANS.find((plan) => plan.category === 'OTT PLANS')!;
    await choosePlan(page, 'OTT PLANS', ottPlan.price);
    await expect(page.getByRole('tab', { name: 'OTT PLANS' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'OTT PLANS plans' }).locator(':scope > li')).toHaveCount(
      PLANS.filter((plan) => plan.category === 'OTT PLANS').length,
    );
    const amount = page.getByLabel('Amount', { exact: true });
    await expect(amount).toHaveValue(String(ottPlan.price));
    await expect(amount).toHaveAttribute('readonly', '');

    // Operator and circle are still needed to proceed, in that order: the tap on the plan says so.
    await expectFormError(page, 'Please select an Operator');
    await page.getByLabel('Operator', { exact: true }).selectOption('Jio');
    await page.getByRole('button', { name: 'Proceed', exact: true }).click();
    await expectFormError(page, 'Please select a Circle');
    await page.getByLabel('Circle', { exact: true }).selectOption('Delhi NCR');
    await page.getByRole('button', { name: 'Proceed', exact: true }).click();
    await expect(stepStatus(page, 'Proceeding to payment...')).toBeVisible();
    expect(await readSummary(page)).toEqual({
      'Mobile Number': '6000543210',
      Operator: 'Jio',
      Circle: 'Delhi NCR',
      ...amountRows(ottPlan.price),
    });

    // Edit returns to the form with the values kept.
    await page.getByRole('button', { name: 'Edit Details' }).click();
    await expect(page.getByLabel('Mobile Number', { exact: true })).toBeFocused();
    await expect(page.getByTestId('payment-summary')).toHaveCount(0);
    await expect(page.getByLabel('Mobile Number', { exact: true })).toHaveValue('6000543210');
  });

  test('Pay while signed out asks to log in', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/recharge/mobile');
    await fillMobileForm(page);
    await page.getByRole('button', { name: 'Browse Plans' }).click();
    await choosePlan(page, 'POPULAR', AIRTEL_PLAN.price);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    // Information inside the login dialog (a notification would sit dimmed under its backdrop), which opens on
    // phone sign-in (issue 28).
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Please login to continue.');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});

test.describe('bill fetch', () => {
  test('broadband: Fetch Bill fills Amount to Pay and turns into Proceed to Pay', async ({ page }) => {
    await page.goto('/bills/broadband');
    const operator = OPERATORS.BROADBAND[2].name;
    await chooseBiller(page, 'Operator', operator);
    await page.getByRole('button', { name: 'Fetch Bill', exact: true }).click();
    await expectFormError(page, 'Please enter your Account/Directory Number.');
    await expect(page.getByLabel('Amount to Pay')).toHaveCount(0);

    await page.getByLabel('Account/Directory Number', { exact: true }).fill('0801234567');
    await page.getByRole('button', { name: 'Fetch Bill', exact: true }).click();
    // The button is busy while the bill is fetched; the status line says what was found.
    const found = stepStatus(page, 'Bill found! Amount due: ₹');
    await expect(found).toBeVisible();
    const amount = page.getByLabel('Amount to Pay');
    await expect(amount).toHaveAttribute('readonly', '');
    const rupees = Number(await amount.inputValue());
    expect(rupees).toBeGreaterThanOrEqual(500);
    expect(rupees).toBeLessThanOrEqual(2499);
    await expect(found).toContainText(`Bill found! Amount due: ${formatInr(rupees)}`);

    await page.getByRole('button', { name: 'Proceed to Pay', exact: true }).click();
    expect(await readSummary(page)).toEqual({
      Operator: operator,
      'Account/Directory Number': '0801234567',
      ...amountRows(rupees),
    });

    // A new account number needs a new fetch; the sandbox has no bill for accounts ending in 0000.
    await page.getByLabel('Account/Directory Number', { exact: true }).fill('0801230000');
    await expect(page.getByRole('button', { name: 'Fetch Bill', exact: true })).toBeVisible();
    await expect(page.getByTestId('payment-summary')).toHaveCount(0);
    await page.getByRole('button', { name: 'Fetch Bill', exact: true }).click();
    // Nothing due is neutral information (a status), not an error.
    await expect(page.getByTestId('bill-notice')).toHaveText(/No bill is due for this account\./);
    await expect(page.getByRole('alert').filter({ hasText: 'No bill' })).toHaveCount(0);

    // Changing the operator clears the account number.
    await chooseBiller(page, 'Operator', OPERATORS.BROADBAND[0].name);
    await expect(page.getByLabel('Account/Directory Number', { exact: true })).toHaveValue('');
  });

  test("electricity: an empty amount fetches the bill and the summary shows its amount ('Auto')", async ({
    page,
  }) => {
    await page.goto('/bills/electricity');
    const board = OPERATORS.ELECTRICITY[5].name;
    await chooseBiller(page, 'Electricity Board', board);
    await expect(page.getByLabel('Amount', { exact: true })).toHaveAttribute(
      'placeholder',
      'Amount (Optional)',
    );
    await page.getByLabel('Consumer Number').fill('CN-445566');
    await page.getByRole('button', { name: 'Proceed', exact: true }).click();
    await expect(stepStatus(page, 'Bill found! Amount due: ₹')).toContainText(
      SERVICES.electricity.messages.proceed,
    );
    const summary = await readSummary(page);
    const bill = page.getByTestId('summary-bill');
    await expect(bill).toContainText(/BL\d+/);
    const due = Number(/Amount due ₹([\d,]+)/.exec((await bill.textContent()) ?? '')![1].replace(/,/g, ''));
    // The order amount is the bill's, shown as an amount ('Auto' beside it); the discount and the payable
    // amount follow from it.
    expect(summary).toEqual({
      'Electricity Board': board,
      'Consumer Number': 'CN-445566',
      ...amountRows(due, `${formatInr(due)} (Auto, from your bill)`),
    });
    await expect(page.getByRole('button', { name: /^Pay ₹/ })).toHaveText(
      `Pay ${formatInr(payableRupees(due, rule))}`,
    );
  });
});

test('gas and cylinder share one form with a Pay Bill / Book a Cylinder toggle', async ({ page }) => {
  await page.goto('/bills/gas');
  const toggle = page.getByRole('navigation', { name: 'Gas service' });
  await expect(toggle.getByRole('link', { name: 'Pay Bill' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Gas Bill' })).toBeVisible();
  await chooseBiller(page, 'Gas Provider', OPERATORS.GAS[0].name);
  await expect(page.getByLabel('Bill Amount')).toBeVisible();

  await toggle.getByRole('link', { name: 'Book a Cylinder' }).click();
  await expect(page).toHaveURL(/\/bills\/cylinder$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book LPG Gas Cylinder' })).toBeVisible();
  await expect(toggle.getByRole('link', { name: 'Book a Cylinder' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: SERVICES.cylinder.banner.title })).toBeVisible();
  await expect(page.getByLabel('LPG Provider').locator('option')).toHaveText([
    'Select LPG Provider',
    'HP Gas',
    'Indane Gas (Indian Oil)',
    'Bharat Gas',
  ]);
  await page.getByLabel('LPG Provider').selectOption('Bharat Gas');
  await expect(page.getByLabel('Booking Amount')).toBeVisible();

  await toggle.getByRole('link', { name: 'Pay Bill' }).click();
  await expect(page).toHaveURL(/\/bills\/gas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Gas Bill' })).toBeVisible();
});

test('DTH names the identifier the way the chosen operator does', async ({ page }) => {
  await page.goto('/recharge/dth');
  const operator = page.getByLabel('Operator', { exact: true });
  for (const dth of OPERATORS.DTH) {
    await operator.selectOption(dth.name);
    await expect(page.getByLabel(dth.identifierLabel!, { exact: true })).toBeVisible();
  }
});

test('a bill can be paid up to the summary with the keyboard alone', async ({ page }) => {
  await page.goto('/bills/water');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const operatorSelect = billerCombobox(page, 'Water Board');
  await operatorSelect.waitFor();
  // Tab from the top of the page until the water board search has focus.
  for (let i = 0; i < 40 && !(await operatorSelect.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(operatorSelect).toBeFocused();
  // Type a word of the name, arrow to the match, Enter chooses it.
  await page.keyboard.type('jal board');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(operatorSelect).toHaveValue(OPERATORS.WATER[0].name);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Consumer/Connection ID')).toBeFocused();
  await page.keyboard.type('WB-1200');
  // Fetch Bill sits beside the account (a bill is optional here); the amount can still be typed.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Fetch Bill', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Amount', { exact: true })).toBeFocused();
  await page.keyboard.type('abc99.999');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('99.99');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment Summary' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', { name: `Pay ${formatInr(payableRupees(99.99, rule))}` }),
  ).toBeFocused();
});

test.describe('layout at phone, tablet and desktop widths', () => {
  for (const width of [360, 768, 1280]) {
    test(`no horizontal scroll and 44 px tap targets at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const route of ['/recharge/mobile', '/bills/electricity', '/bills/broadband']) {
        await page.goto(route);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoHorizontalScroll(page);
        const small = await page.evaluate(() =>
          Array.from(
            document.querySelectorAll<HTMLElement>(
              'main button, main input, main select, header a, header button, nav a',
            ),
          )
            // Visually hidden radios are operated through their (large) labels.
            .filter((el) => el.offsetParent !== null && !el.classList.contains('sr-only'))
            .map((el) => ({ el, box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.height < 44 || box.width < 44)
            .map(
              ({ el, box }) =>
                `${el.tagName} "${el.textContent?.trim() || el.getAttribute('aria-label')}" ${box.width}x${box.height}`,
            ),
        );
        expect(small, `tap targets under 44 px on ${route}`).toEqual([]);
      }
    });
  }

  test('on a phone the marked tile of the current service is scrolled into view, +More for the other ten', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const services = page.getByRole('navigation', { name: 'Services' });
    await page.goto('/bills/landline');
    await expect(services.getByRole('link', { name: 'Landline' })).toBeInViewport({ ratio: 1 });
    await page.goto('/bills/hospital');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(services.getByRole('button', { name: '+More' })).toBeInViewport({ ratio: 1 });
  });

  test('form first on phones, the banner below it; side by side on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/recharge/mobile');
    const formBox = (await page.getByRole('form').boundingBox())!;
    const bannerBox = (await page
      .getByRole('complementary', { name: SERVICES.mobile.banner.title })
      .boundingBox())!;
    expect(bannerBox.y).toBeGreaterThan(formBox.y + formBox.height - 1);
    await page.setViewportSize({ width: 1280, height: 900 });
    const wideForm = (await page.getByRole('form').boundingBox())!;
    const wideBanner = (await page
      .getByRole('complementary', { name: SERVICES.mobile.banner.title })
      .boundingBox())!;
    expect(wideBanner.x).toBeGreaterThan(wideForm.x + wideForm.width - 1);
  });
});

test('screenshots of mobile recharge and electricity at 360 and 1280 px', async ({ page }) => {
  const shots: Array<[string, string, (page: Page) => Promise<void>]> = [
    ['recharge-mobile', '/recharge/mobile', async () => {}],
    [
      'recharge-mobile-plans',
      '/recharge/mobile',
      async (p) => {
        await fillMobileForm(p);
        await p.getByRole('button', { name: 'Browse Plans' }).click();
        await p.getByRole('list', { name: 'POPULAR plans' }).waitFor();
      },
    ],
    ['bills-electricity', '/bills/electricity', async () => {}],
    [
      'bills-electricity-summary',
      '/bills/electricity',
      async (p) => {
        await chooseBiller(p, 'Electricity Board', OPERATORS.ELECTRICITY[8].name);
        await p.getByLabel('Consumer Number').fill('100200300');
        await p.getByLabel('Amount', { exact: true }).fill('1450');
        await p.getByRole('button', { name: 'Proceed', exact: true }).click();
        await p.getByTestId('payment-summary').waitFor();
      },
    ],
  ];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    for (const [name, route, prepare] of shots) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await prepare(page);
      // Let notifications fade so they do not cover the page.
      await page
        .locator('[data-sonner-toast]')
        .first()
        .waitFor({ state: 'detached', timeout: 6000 })
        .catch(() => {});
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `e2e/output/screenshots/${name}-${width}.png`, fullPage: true });
    }
  }
});

// With the service worker the app registers (the suite blocks them elsewhere): its registration is checked too.
test.describe('first page', () => {
  test.use({ serviceWorkers: 'allow' });

  test('no console errors (and so no CSP violations) on the first page, with a notification shown', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const creds = await createCustomer(page.request);
    await asReturningVisitor(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Notifications are for outcomes: a login through the header's dialog shows one.
    await openEmailLogin(page);
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel('Email').fill(creds.email);
    await dialog.getByLabel('Password').fill(creds.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'success', 'Welcome back')).toBeVisible();
    const violations = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
          // A toast's styles are applied by then; any blocked inline style would have been reported.
          setTimeout(() => resolve(seen), 300);
        }),
    );
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    expect(await page.locator('style').count()).toBe(0);
  });
});

test.describe('accessibility (axe)', () => {
  for (const def of SERVICE_LIST) {
    test(`${def.route} has no serious or critical violations`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(def.route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const operators = OPERATORS[def.operatorList];
      // Scan the revealed fields too.
      if (def.identifier.orderField !== 'number') await chooseOperator(page, def, operators[0].name);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(serious).toEqual([]);
      await context.close();
    });
  }

  test('the plan browser and the payment summary have no serious or critical violations', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/recharge/mobile');
    await fillMobileForm(page);
    await page.getByRole('button', { name: 'Browse Plans' }).click();
    await page.getByRole('list', { name: 'POPULAR plans' }).waitFor();
    const scan = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id);
    expect(await scan()).toEqual([]);
    await choosePlan(page, 'POPULAR', AIRTEL_PLAN.price);
    await page.getByTestId('payment-summary').waitFor();
    // Scan the page itself, not the notifications fading in over it (half-transparent text mid-animation).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8_000 });
    expect(await scan()).toEqual([]);
    await context.close();
  });
});
