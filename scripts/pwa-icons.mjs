// Draws the web app manifest's PNG icons from the logo (apps/web/public/favicon.svg) in Chromium, so they match it.
// Usage: node scripts/pwa-icons.mjs   (writes apps/web/public/icons/*.png; commit them)
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const publicDir = new URL('../apps/web/public/', import.meta.url);
const svg = fs.readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const BRAND_700 = '#3730a3'; // --color-brand-700 in apps/web/src/index.css, the logo's square

// "any" icons: the logo as it is (rounded square). Maskable: the platform cuts its own shape, so the logo's mark
// sits inside the central 80% safe zone on a full-bleed brand square.
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const logo = maskable
      ? `<div style="width:${size}px;height:${size}px;background:${BRAND_700};display:grid;place-items:center">
           <div style="width:${size * 0.7}px;height:${size * 0.7}px">${svg}</div></div>`
      : `<div style="width:${size}px;height:${size}px">${svg}</div>`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{width:100%;height:100%;display:block}</style>${logo}`,
    );
    await page.screenshot({
      path: new URL(`icons/${file}`, publicDir).pathname,
      omitBackground: !maskable,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
    console.log(`apps/web/public/icons/${file} (${size}×${size}${maskable ? ', maskable' : ''})`);
  }
} finally {
  await browser.close();
}
