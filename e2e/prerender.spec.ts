import { expect, test, type Page } from '@playwright/test';
import { createCustomer, signIn } from './helpers/session';

/**
 * The public pages arrive as HTML rendered at build time and are hydrated by React (docs/decisions/0012): their
 * text is in the server's answer, React takes the page over without a hydration error, and without JavaScript the
 * page still shows its real content.
 */

/** The public pages, from the sitemap the build writes next to them. */
async function publicPaths(page: Page): Promise<string[]> {
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const paths = [...(await sitemap.text()).matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    (match) => match[1]!,
  );
  expect(paths.length).toBeGreaterThanOrEqual(31);
  return paths;
}

/** Console errors and warnings, and uncaught errors, of a page from now on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The suite blocks service workers (playwright.config.ts): the app's registration then says so.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Waits until React has hydrated the page's heading (React keeps its fiber on the element). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.waitForLoadState('networkidle');
}

test('the HTML of /recharge/mobile and /customer/faq already holds their visible text', async ({
  request,
}) => {
  const mobile = await request.get('/recharge/mobile');
  expect(mobile.status()).toBe(200);
  const mobileHtml = await mobile.text();
  expect(mobileHtml).toContain('<title>Mobile Recharge | PayWise</title>');
  expect(mobileHtml).toContain('Mobile Recharge or Bill Payment');
  expect(mobileHtml).toContain('Mobile Number');
  expect(mobileHtml).toContain('rel="canonical"');
  expect(mobileHtml).toContain('"@type":"BreadcrumbList"');

  const faq = await (await request.get('/customer/faq')).text();
  expect(faq).toContain('Frequently Asked Questions');
  expect(faq).toContain('Refunds go back to the source you paid from');
  expect(faq).toContain('"@type":"FAQPage"');

  // Any other page is the shell, to be rendered in the browser.
  const shell = await (await request.get('/orderhistory')).text();
  expect(shell).toContain('<div id="root"></div>');
});

test('every public page has its own title, a description, a canonical URL, Open Graph tags and a BreadcrumbList', async ({
  page,
}) => {
  const titles = new Map<string, string>();
  for (const path of await publicPaths(page)) {
    const html = await (await page.request.get(path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    expect(titles.get(title!), `${path} has the title of ${titles.get(title!)}`).toBeUndefined();
    titles.set(title!, path);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`));
    expect(html, path).toContain('<meta property="og:title"');
    expect(html, path).toContain('"@type":"BreadcrumbList"');
  }
  expect(titles.size).toBeGreaterThanOrEqual(31);
});

test('an operator plan page is HTML with its plans, as Offers in INR, each a tap from the mobile page', async ({
  page,
}) => {
  const html = await (await page.request.get('/recharge/mobile/plans/jio')).text();
  expect(html).toContain('Jio prepaid recharge plans');
  expect(html).toContain('₹349');
  expect(html).toContain('"@type":"ItemList"');
  expect(html).toContain('"@type":"Offer"');
  expect(html).toContain('"priceCurrency":"INR"');
  // BSNL sells some vouchers only in Kerala: that circle has a page of its own.
  const kerala = await page.request.get('/recharge/mobile/plans/bsnl/kerala');
  expect(await kerala.text()).toContain('BSNL prepaid recharge plans in Kerala');

  await page.goto('/recharge/mobile/plans/jio');
  await expect(page.getByRole('heading', { level: 1, name: 'Jio prepaid recharge plans' })).toBeVisible();
  await page.getByRole('link', { name: 'Airtel plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Airtel prepaid recharge plans' })).toBeVisible();
  await page.getByRole('link', { name: 'Jio plans' }).click();
  await page.getByRole('link', { name: 'Recharge Jio plan of ₹349' }).click();
  await expect(page).toHaveURL(/\/recharge\/mobile\?operator=Jio&amount=349$/);
  await expect(page.getByLabel('Operator')).toHaveValue('Jio');
  await expect(page.getByLabel('Mobile Number')).toHaveValue('');
});

test('an operator plan page is prerendered in Hindi and Tamil, its introduction translated (issue 29)', async ({
  request,
}) => {
  const hindi = await (await request.get('/hi/recharge/mobile/plans/jio')).text();
  expect(hindi).toContain('<html lang="hi-IN"');
  expect(hindi).toContain('रिलायंस Jio भारत का सबसे बड़ा मोबाइल ऑपरेटर है');
  expect(hindi).toContain('Jio के 41 प्रीपेड रिचार्ज प्लान');
  expect(hindi).not.toContain('Reliance Jio is India’s largest mobile operator');
  const tamil = await (await request.get('/ta/recharge/mobile/plans/bsnl/kerala')).text();
  expect(tamil).toContain('BSNL இந்தியாவின் அரசுக்குச் சொந்தமான ஆபரேட்டர்');
  expect(tamil).not.toContain('BSNL is India’s state-owned operator');
});

test('robots.txt points to the sitemap and keeps the API, admin, order and profile pages out', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  for (const path of ['/api/', '/admin', '/order/', '/orderhistory', '/profile']) {
    expect(robots).toContain(`Disallow: ${path}`);
  }
});

// One test per language: the whole sitemap in one test outran its two minutes on a loaded CI machine.
for (const language of [
  { name: 'English', prefix: '' },
  { name: 'Hindi', prefix: '/hi/' },
  { name: 'Tamil', prefix: '/ta/' },
]) {
  test(`every prerendered ${language.name} page hydrates without a warning or an error`, async ({ page }) => {
    test.setTimeout(120_000);
    const paths = (await publicPaths(page)).filter((path) =>
      language.prefix ? path.startsWith(language.prefix) : !/^\/(hi|ta)\//.test(path),
    );
    expect(paths.length).toBeGreaterThan(5);
    const problems = collectProblems(page);
    for (const path of paths) {
      await page.goto(path);
      await hydrated(page);
      expect(problems, path).toEqual([]);
    }
  });
}

test('a signed-in customer gets the same HTML, and their header after hydration, without a mismatch', async ({
  page,
}) => {
  const creds = await createCustomer(page.request);
  await page.goto('/customer/faq');
  await signIn(page, creds);
  const problems = collectProblems(page);
  for (const path of ['/recharge/mobile', '/bills/electricity', '/customer/faq']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Login / Register' })).toHaveCount(0);
    expect(problems, path).toEqual([]);
  }
  // Dark theme chosen: the prerendered toggle says System, the visitor's own choice renders after hydration.
  await page.evaluate(() => localStorage.setItem('paywise.theme', 'dark'));
  await page.goto('/recharge/mobile');
  await hydrated(page);
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-theme-preference', 'dark');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a service page shows its form and the FAQ its answers', async ({ page }) => {
    await page.goto('/recharge/mobile');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mobile Recharge or Bill Payment' }),
    ).toBeVisible();
    await expect(page.getByLabel('Mobile Number')).toBeVisible();
    await expect(page.getByText('PayWise needs JavaScript to run.')).toHaveCount(0);

    await page.goto('/bills/electricity');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The native list of boards (the search replaces it once scripts run).
    await expect(page.getByRole('combobox', { name: 'Electricity Board' })).toBeVisible();

    await page.goto('/customer/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByText('Refunds go back to the source you paid from')).toBeVisible();

    await page.goto('/recharge/mobile/plans/airtel');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Airtel prepaid recharge plans' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Recharge Airtel plan of ₹/ }).first()).toBeVisible();
  });
});
