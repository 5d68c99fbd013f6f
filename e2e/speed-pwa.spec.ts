import { expect, test } from '@playwright/test';
import { shoot } from './helpers/page-checks';

// Issue "small, compressed, installable, offline-aware": what a phone on a mobile network gets from the server.
// The other specs block service workers (playwright.config.ts); this one needs the app's.
test.use({ serviceWorkers: 'allow' });

test('assets are sent brotli-compressed to a browser that accepts it, and as they are to one that does not', async ({
  page,
  request,
}) => {
  await page.goto('/recharge/mobile');
  const entry = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  expect(entry).toBeTruthy();

  const br = await request.get(entry!, { headers: { 'accept-encoding': 'br' } });
  expect(br.status()).toBe(200);
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toMatch(/accept-encoding/i);
  const raw = await request.get(entry!, { headers: { 'accept-encoding': 'identity' } });
  expect(raw.status()).toBe(200);
  expect(raw.headers()['content-encoding']).toBeUndefined();
  // Playwright hands back the decoded body: the same script either way.
  expect((await br.body()).equals(await raw.body())).toBe(true);

  const html = await request.get('/recharge/mobile', { headers: { 'accept-encoding': 'br' } });
  expect(html.headers()['content-encoding']).toBe('br');
  expect(html.headers()['cache-control']).toBe('no-cache');
});

test('API JSON over 1 KB is compressed; the service worker and the manifest are never cached', async ({
  request,
}) => {
  const plans = await request.get('/api/plans?operator=Jio', { headers: { 'accept-encoding': 'gzip' } });
  expect(plans.status()).toBe(200);
  expect(plans.headers()['content-encoding']).toBe('gzip');
  expect(Array.isArray(await plans.json()) || typeof (await plans.json()) === 'object').toBe(true);
  for (const url of ['/sw.js', '/manifest.webmanifest']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['cache-control'], url).toBe('no-cache');
  }
});

test('the manifest is linked and makes the app installable: name, standalone, PNG icons of their stated size', async ({
  page,
  request,
}) => {
  await page.goto('/recharge/mobile');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'PayWise',
    short_name: 'PayWise',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
    const body = await png.body();
    // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian integers.
    expect(body.subarray(1, 4).toString('ascii'), icon.src).toBe('PNG');
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});

test('the service worker takes the app shell offline: offline, the page shows under an offline banner and carries on', async ({
  page,
  context,
}) => {
  await page.goto('/recharge/mobile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  // Active and controlling: the precache is complete once the worker is activated.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Nothing personal and no API answer is cached: only the app's own files.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/bills/electricity');
  // Offline: the page from the app shell, under a banner (not a screen in its place: issue 23).
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("You're offline");
  await expect(banner).toContainText('needs an internet connection');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'offline-screen');

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a first visit to a page with code of its own draws it in place: the footer does not jump down when it arrives', async ({
  page,
}) => {
  for (const path of ['/customer/faq', '/customer/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Every layout shift since the navigation, with the elements that moved.
    const moved = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const names: string[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              sources?: { node?: Node | null }[];
            })[]) {
              for (const source of entry.sources ?? []) {
                const node = source.node;
                if (node instanceof Element) names.push(node.tagName.toLowerCase());
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(names), 500);
        }),
    );
    expect(moved, path).not.toContain('footer');
  }
});

test.describe('without a service worker (it would answer from its precache)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a page whose code cannot be downloaded while the server is up says so once, without reloading in a loop, and Reload brings it', async ({
    page,
  }) => {
    await page.goto('/recharge/mobile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const faqChunk = /\/assets\/faq-page-[^/]+\.js$/;
    await page.route(faqChunk, (route) => route.abort('connectionreset'));
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.waitForTimeout(2000);
    expect(loads).toBe(0);

    await page.unroute(faqChunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/FAQ|Frequently/);
  });

  test('while the next page is on its way the current one stays, with the progress bar, and no loading line comes between', async ({
    page,
  }) => {
    await page.goto('/recharge/mobile');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const current = (await heading.textContent())!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/faq-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/customer\/faq$/);
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(heading).toHaveText(current);
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);

    release();
    await expect(heading).toHaveText('Frequently Asked Questions');
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeHidden();
  });
});
