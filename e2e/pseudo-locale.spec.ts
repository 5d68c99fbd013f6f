import { expect, test, type Page } from '@playwright/test';
import { CIRCLES } from '@paywise/domain/catalogue/circles';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { repeatOrderHref } from '@paywise/domain/catalogue/repeat-link';
import { SERVICE_LIST } from '@paywise/domain/catalogue/services';
import { NETBANKING_BANKS, WALLETS } from '@paywise/domain/payments';
import { paths } from '../apps/web/src/config/paths';
import { pseudoText } from '../apps/web/src/lib/i18n/pseudo';
import { chooseBiller } from './helpers/billers';
import { SCREENSHOTS } from './helpers/page-checks';
import { JIO_KERALA_PLAN, placePaidOrder } from './helpers/payments';
import { createCustomer, signIn, type Credentials } from './helpers/session';

/*
 * Issue 29: the pseudo-locale build (`npm run test:pseudo`: `npm run build:pseudo -w apps/web`, then this spec on
 * apps/web/dist-pseudo; src/lib/i18n/pseudo.ts). Its English is every catalogue's text accented, ~30 % longer and
 * in brackets ('[Ŕééçĥåŕĝéé]'). At 360 px, every customer page, signed out and signed in, the login dialog and the
 * payment flow up to the sheet fail on
 *  (a) a visible text (or placeholder) in plain English: a text that comes from no catalogue, and
 *  (b) text cut off or overflowing: a text's box narrower than its text (no ellipsis meant), or the page
 *      scrolling sideways.
 * Only data that is not translated is allowed: the short list below, each entry explained.
 */

const PSEUDO_BUILD = (process.env.WEB_DIST ?? '').includes('dist-pseudo');
test.skip(!PSEUDO_BUILD, 'needs the pseudo-locale build: npm run test:pseudo');
test.use({ viewport: { width: 360, height: 780 } });

/** A message as the pseudo-locale shows it, for locators: '[Ļôĝîñ]'. */
const pseudo = (english: string) => `[${pseudoText(english)}]`;

/** Accented letters of the pseudo-locale: a word with one of them comes from a catalogue. */
const PSEUDO_LETTERS = /[åƀçðéƒĝĥîĵķļɱñôþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÔÞǪŔŠŢÛṼŴẊÝŽ]/;

/**
 * The allow-list: texts that are data, not the app's words. Whole texts (trimmed), or patterns a text may match.
 * Keep it short; every entry says why.
 */
const DATA_TEXTS = new Set<string>([
  // The brand, never translated.
  'PayWise',
  // The language switcher names each language in its own script.
  'English',
  'हिन्दी',
  'தமிழ்',
  // Operators, billers, circles (places), banks and wallets: proper names, as their customers know them.
  ...Object.values(OPERATORS).flatMap((list) => list.map((operator) => operator.name)),
  ...CIRCLES.map((circle) => circle.name),
  ...NETBANKING_BANKS.map((bank) => bank.name),
  ...WALLETS.map((wallet) => wallet.name),
  // Names of payment systems and app stores, brands in every language.
  'UPI',
  'App Store',
  'Google Play',
  // Card terms printed on every card, the same in Hindi and Tamil interfaces: the expiry's format, the code.
  'MM/YY',
  'CVV',
  // The notification area's keyboard shortcut, which sonner adds to its (translated) name.
  'alt+T',
]);

const DATA_PATTERNS: RegExp[] = [
  // Numbers, amounts, dates' digits, phone numbers, punctuation and symbols only.
  /^[\d\s.,:;!?()[\]{}/\\|+\-–—·•…'"“”‘’%#*&@_=<>₹×✓©®™→←↑↓›]*$/u,
  // Email addresses and UPI IDs (support@paywise.in, su***@razorpay, the sandbox's success@razorpay, the
  // placeholder name@bank): addresses, the same in every language.
  /^[\w.*+-]+@[\w.-]+$/,
  // The payment gateway's payment ids (pay_…) and references in capitals with digits (ORDID001, PAYID001), shown
  // for support.
  /^pay_\w+$/,
  /^[A-Z0-9_-]*\d[A-Z0-9_-]*$/,
  // A date and time as Intl writes it for the language (27-11-2026 10:44 PM).
  /^\d{2}-\d{2}-\d{4}( \d{1,2}:\d{2} (AM|PM))?$/, // A plan's data as an amount and its unit (2 GB, 500 MB): GB and MB are written so in Hindi and Tamil too.
  /^\d+(\.\d+)? ?(GB|MB)$/,
];

/** A list of data ('9876543210, Jio · Kerala': a saved number's label) is data. */
const DATA_SEPARATORS = /\s*[·,]\s*/;

/**
 * Where a text is data whatever it says: the company's details as the admin entered them (its postal address, the
 * grievance officer's name), and a fetched bill's values.
 */
const DATA_PLACES = [
  /(^| )address( |$)/,
  /dl\[data-testid=grievance-officer\] > dd$/,
  // A fetched bill's values as the biller sends them (the customer's name on the bill, its number).
  /section\[data-testid=bill-details\] > dl > div > dd$/,
  // A plan's description as the operator publishes it ('Unlimited calls, 2 GB/day, …'; live plans come from the
  // operator's feed, in English).
  /p\[data-testid=plan-details\]$/,
  // A plan's OTT benefits: the streaming apps' brand names (JioTV, Amazon Prime Lite), as the operator lists them.
  /li\[data-testid=plan-ott\]$/,
];

function isData(text: string, customer?: Credentials): boolean {
  if (DATA_TEXTS.has(text) || DATA_PATTERNS.some((pattern) => pattern.test(text))) return true;
  // The customer's own name and email, and the initial of the name on the avatar.
  return !!customer && [customer.username, customer.email, customer.username[0]].includes(text);
}

function isAllowed(found: Found, customer?: Credentials): boolean {
  const { text, where } = found;
  if (isData(text, customer)) return true;
  // (Empty parts: a translated part taken out by leftover().)
  const parts = text.split(DATA_SEPARATORS).map((part) => part.trim());
  if (parts.length > 1 && parts.every((part) => !part || isData(part, customer))) return true;
  return DATA_PLACES.some((place) => place.test(where));
}

/**
 * What is left of a text once the pseudo-localised parts are taken out: a catalogue message is '[...]' (another
 * message may be one of its values: '[[Ţôôðååý] · ORD…]'), and its markup (<0>...</0>) may split it over several
 * text nodes, so a node may hold its start ('[Çååļļ ûûš ') or its end ('ôôñ]').
 */
function leftover(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/\[[^[\]]*\]/g, ' ');
  }
  return rest
    .replace(/^[^[\]]*\]/, ' ')
    .replace(/\[[^[\]]*$/, ' ')
    .split(/\s+/)
    .filter((word) => !PSEUDO_LETTERS.test(word))
    .join(' ')
    .trim();
}

interface Found {
  text: string;
  where: string;
}

/** Every visible text node and placeholder of the page, and every text box narrower than its text. */
async function scan(page: Page): Promise<{ texts: Found[]; overflows: Found[]; pageOverflow: number }> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const where = (el: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = el; node && parts.length < 4; node = node.parentElement) {
        const id = node.getAttribute('data-testid');
        parts.unshift(`${node.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}`);
      }
      return parts.join(' > ');
    };
    const texts: Found[] = [];
    const overflows: Found[] = [];
    const boxes = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.nodeValue ?? '').replace(/\s+/g, ' ').trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('script, style, noscript, template, svg')) continue;
      if (
        el.tagName !== 'OPTION' &&
        !el.checkVisibility({ visibilityProperty: true, opacityProperty: false })
      )
        continue;
      texts.push({ text, where: where(el) });
      let box: Element | null = el;
      while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
      if (box && el.tagName !== 'OPTION') boxes.add(box);
    }
    // Texts in attributes: a field's placeholder (shown), and the names screen readers say.
    for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
      for (const el of document.body.querySelectorAll(`[${attribute}]`)) {
        const text = (el.getAttribute(attribute) ?? '').trim();
        if (text && el.checkVisibility()) texts.push({ text, where: `${where(el)} ${attribute}` });
      }
    }
    // A placeholder wider than its field, cut without an ellipsis.
    const measure = document.createElement('canvas').getContext('2d')!;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      const style = getComputedStyle(input);
      if (!input.checkVisibility() || input.value || style.textOverflow === 'ellipsis') continue;
      measure.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const width = measure.measureText(input.placeholder).width;
      if (width > room + 1)
        overflows.push({
          text: `${input.placeholder} (${Math.round(width)} > ${Math.round(room)} px)`,
          where: `${where(input)} placeholder`,
        });
    }
    // A scroll row (overflow-x: auto) scrolls on purpose; anything else past the screen's edge is cut off.
    const scrolls = (el: Element) => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    for (const box of boxes) {
      const rect = box.getBoundingClientRect();
      if (
        rect.width > 1 &&
        (rect.right > window.innerWidth + 1 || rect.left < -1) &&
        !box.closest('.sr-only') &&
        !scrolls(box)
      )
        overflows.push({
          text: `${(box.textContent ?? '').trim().slice(0, 80)} (${Math.round(rect.left)} to ${Math.round(rect.right)} px)`,
          where: `${where(box)} past the screen's edge`,
        });
    }
    for (const box of boxes) {
      const style = getComputedStyle(box);
      // Text meant to be cut (an ellipsis), and text for screen readers only (.sr-only: a 1 px box on purpose).
      if (style.textOverflow === 'ellipsis' || box.tagName === 'SELECT' || box.closest('.sr-only')) continue;
      if (box.scrollWidth > box.clientWidth + 1 && box.clientWidth > 0)
        overflows.push({
          text: `${(box.textContent ?? '').trim().slice(0, 80)} (${box.scrollWidth} > ${box.clientWidth} px)`,
          where: where(box),
        });
    }
    return {
      texts,
      overflows,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

/** The page as it stands, checked: (a) every text from a catalogue or data, (b) nothing cut off at 360 px. */
async function check(page: Page, name: string, customer?: Credentials) {
  const { texts, overflows, pageOverflow } = await scan(page);
  const english = texts
    .map((found) => ({ ...found, text: leftover(found.text) }))
    .filter((found) => found.text && !isAllowed(found, customer))
    .map((found) => `${found.text}    (${found.where})`);
  expect.soft([...new Set(english)], `${name}: texts not from a catalogue`).toEqual([]);
  expect
    .soft(
      overflows.map((found) => `${found.text}    (${found.where})`),
      `${name}: text cut off`,
    )
    .toEqual([]);
  expect.soft(pageOverflow, `${name}: the page scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
}

/** Opens a page and waits for its heading (the page's own text, past the loading state). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
}

const BESCOM = 'Bangalore Electricity Supply Company (BESCOM)';

const PUBLIC_PAGES = [
  paths.home.getHref(),
  ...SERVICE_LIST.map((def) => def.route),
  paths.customer.faq.getHref(),
  paths.customer.contact.getHref(),
  paths.customer.grievance.getHref(),
  paths.customer.terms.getHref(),
  paths.customer.privacy.getHref(),
  paths.customer.refund.getHref(),
  paths.customer.complaint.getHref(),
  // An operator's plans, and a page that does not exist.
  paths.operatorPlans.getHref('jio'),
  '/no-such-page',
];

test('signed out: every public page and the login dialog, pseudo-localised and uncut at 360 px', async ({
  page,
}) => {
  test.slow();
  for (const path of PUBLIC_PAGES) {
    await visit(page, path);
    await check(page, path);
  }
  await page.screenshot({ path: `${SCREENSHOTS}/pseudo-complaint-360.png`, fullPage: true });

  // What a service page says once used: its checks on an empty form, the plans, a fetched bill.
  await visit(page, '/bills/electricity');
  const fetchBill = page
    .getByRole('button', { name: pseudo('Fetch Bill') })
    .or(page.getByRole('button', { name: pseudo('Proceed') }))
    .first();
  await fetchBill.click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check(page, 'electricity: an empty form checked');
  await chooseBiller(page, pseudo('Electricity Board'), BESCOM, 'bescom');
  await page
    .getByLabel(pseudo('Consumer Number'), { exact: true })
    .fill(String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)));
  await fetchBill.click();
  await expect(page.getByTestId('bill-details')).toBeVisible();
  await check(page, 'electricity: a fetched bill');
  await page.screenshot({ path: `${SCREENSHOTS}/pseudo-bill-360.png`, fullPage: true });

  await visit(page, '/recharge/mobile');
  await page.getByLabel(pseudo('Mobile Number'), { exact: true }).fill('9876543210');
  await page.getByLabel(pseudo('Operator'), { exact: true }).selectOption('Jio');
  await page.getByLabel(pseudo('Circle'), { exact: true }).selectOption('Kerala');
  await page.getByRole('button', { name: pseudo('Browse Plans') }).click();
  const plans = page.getByRole('dialog', { name: pseudo('Browse Plans') });
  await expect(plans.getByTestId('plan-details').first()).toBeVisible();
  await check(page, 'mobile: the plans');
  await page.screenshot({ path: `${SCREENSHOTS}/pseudo-plans-360.png` });

  await visit(page, paths.home.getHref());
  await page.getByRole('button', { name: pseudo('Login / Register') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await check(page, 'login dialog (phone)');
  await page.screenshot({ path: `${SCREENSHOTS}/pseudo-login-360.png` });
  await dialog.getByRole('button', { name: pseudo('Use email and password instead') }).click();
  await expect(dialog.locator('input[type="password"]').first()).toBeVisible();
  await check(page, 'login dialog (email)');
});

test('signed in: orders, an order, profile, my bills, complaints, and a payment up to the sheet', async ({
  page,
  request,
}) => {
  test.slow();
  const customer = await createCustomer(request);
  const login = await request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  const { token } = (await login.json()) as { token: string };
  const order = await placePaidOrder(request, token, {
    type: 'MOBILE',
    number: '9876543210',
    operator: 'Jio',
    circle: 'Kerala',
    amount: JIO_KERALA_PLAN.price,
    planId: JIO_KERALA_PLAN.id,
  });
  await signIn(page, customer);

  for (const path of [
    paths.orderHistory.getHref(),
    paths.order.getHref(order.id),
    paths.profile.root.getHref(),
    paths.profile.changePassword.getHref(),
    paths.profile.yourData.getHref(),
    paths.myBills.getHref(),
    paths.customer.complaint.getHref(),
  ]) {
    await visit(page, path);
    await check(page, path, customer);
    await page.screenshot({
      path: `${SCREENSHOTS}/pseudo${path.replace(/\//g, '-')}-360.png`,
      fullPage: true,
    });
  }

  // "Recharge again": the form filled with the order's plan opens on the Payment Summary.
  await page.goto(repeatOrderHref(order)!);
  const summary = page.getByTestId('payment-summary');
  await expect(summary).toBeVisible();
  await check(page, 'payment summary', customer);
  await page.screenshot({ path: `${SCREENSHOTS}/pseudo-summary-360.png`, fullPage: true });
  await page.getByTestId('action-bar').getByRole('button').last().click();
  const sheet = page.getByTestId('payment-sheet');
  await expect(sheet).toBeVisible();
  await check(page, 'payment sheet (UPI)', customer);
  await page.screenshot({ path: `${SCREENSHOTS}/pseudo-sheet-360.png` });
  const tabs = sheet.getByRole('tab');
  for (let index = 1; index < (await tabs.count()); index++) {
    await tabs.nth(index).click();
    await check(page, `payment sheet (tab ${index + 1})`, customer);
  }
});
