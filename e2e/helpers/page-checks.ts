import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const SCREENSHOTS = 'e2e/output/screenshots';

/** No WCAG 2 A/AA violations inside `selector` (the screen a spec owns, not the shared layout). */
export async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Screenshots at 360 px and 1280 px, each with no horizontal scroll. */
export async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll on ${name} at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: options.fullPage });
  }
}
