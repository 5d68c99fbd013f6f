import type { Page } from '@playwright/test';
import { SCREENSHOTS } from './page-checks';

/** Screenshots at 360 and 1280 px, light and dark (`fullPage` for a whole page), then back as it was. */
export async function shootLightDark(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const size = page.viewportSize()!;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: `${SCREENSHOTS}/${name}-${scheme}-${width}.png`,
        fullPage: options.fullPage,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(size);
}
