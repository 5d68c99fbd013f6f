// What a first visit costs a phone: starts the built app (like e2e/serve.mjs: fresh DATA_DIR, embedded PGlite),
// opens each page in a fresh Chromium context (empty cache, no service worker) and sums the bytes transferred
// (CDP Network.loadingFinished encodedDataLength: compressed body + headers) per resource type, once as the
// browser asks (Accept-Encoding: gzip, deflate, br, zstd) and once with Accept-Encoding: identity as the
// uncompressed reference. With --lighthouse it then runs Lighthouse 12 (mobile, simulated throttling) three
// times per page in a fresh Chromium each and prints the median scores.
// Usage: npm run build && node bench/first-visit.mjs [--lighthouse] [--dist apps/web/dist] [path ...]
// Settings: BENCH_PORT (3351), CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_RUNS (3).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const withLighthouse = args.includes('--lighthouse');
const distFlag = args.indexOf('--dist');
const dist = path.resolve(distFlag >= 0 ? args[distFlag + 1] : 'apps/web/dist');
const pages = args.filter((arg, i) => arg.startsWith('/') && args[i - 1] !== '--dist');
if (pages.length === 0)
  pages.push('/recharge/mobile', '/bills/electricity', '/customer/faq', '/recharge/mobile/plans/jio');
const port = Number(process.env.BENCH_PORT ?? 3351);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const origin = `http://127.0.0.1:${port}`;
const chromeArgs = ['--headless', '--no-sandbox', '--disable-gpu'];

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build at ${dist}: run "npm run build" first.`);
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paywise-first-visit-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: dist,
    DATABASE_URL: '',
    SMTP_URL: '',
    REDIS_URL: '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  },
});
const stopServer = () =>
  new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** Bytes on the wire per CDP resource type for one fresh visit of `url`. */
async function measure(browser, url, acceptEncoding) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const types = new Map();
  const bytes = {};
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId) ?? 'Other';
    bytes[type] = (bytes[type] ?? 0) + event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (acceptEncoding)
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  return bytes;
}

const kb = (n) => `${((n ?? 0) / 1024).toFixed(1)} KB`.padStart(10);

async function firstVisits() {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    console.log('First visit, bytes transferred (compressed body + headers), empty cache, no service worker');
    console.log(
      `${'page'.padEnd(20)} ${'encoding'.padEnd(10)} ${'JS'.padStart(10)} ${'CSS'.padStart(10)} ${'HTML'.padStart(10)} ${'API'.padStart(10)} ${'total'.padStart(10)}`,
    );
    for (const pathname of pages) {
      for (const [label, encoding] of [
        ['br (as is)', undefined],
        ['identity', 'identity'],
      ]) {
        const bytes = await measure(browser, origin + pathname, encoding);
        const total = Object.values(bytes).reduce((sum, n) => sum + n, 0);
        const api = (bytes.Fetch ?? 0) + (bytes.XHR ?? 0);
        console.log(
          `${pathname.padEnd(20)} ${label.padEnd(10)} ${kb(bytes.Script)} ${kb(bytes.Stylesheet)} ${kb(bytes.Document)} ${kb(api)} ${kb(total)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseRuns() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  console.log(
    `\nLighthouse ${runs}× per page (mobile, simulated throttling), median; FCP, LCP, TBT and CLS of the median run`,
  );
  for (const pathname of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromeArgs });
      try {
        const result = await lighthouse(origin + pathname, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
        });
        const lhr = result.lhr;
        // A run that could not load the page (runtimeError, a null score) is reported, not counted as 0.
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          console.log(`  ${pathname}: run ${i + 1} failed (${lhr.runtimeError?.code ?? 'no score'})`);
          continue;
        }
        results.push({
          scores: Object.fromEntries(categories.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        });
      } finally {
        await chrome.kill();
      }
    }
    if (results.length === 0) {
      console.log(`${pathname.padEnd(20)} every run failed`);
      continue;
    }
    const perf = results.map((r) => r.scores.performance);
    const mid = results.find((r) => r.scores.performance === median(perf));
    console.log(
      `${pathname.padEnd(20)} performance ${median(perf)} (runs ${perf.join(', ')})  accessibility ${median(results.map((r) => r.scores.accessibility))}  best-practices ${median(results.map((r) => r.scores['best-practices']))}  seo ${median(results.map((r) => r.scores.seo))}  FCP ${(mid.fcp / 1000).toFixed(2)} s  LCP ${(mid.lcp / 1000).toFixed(2)} s  TBT ${Math.round(mid.tbt)} ms  CLS ${mid.cls.toFixed(3)}`,
    );
  }
}

try {
  await waitForServer();
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
  await firstVisits();
  if (withLighthouse) await lighthouseRuns();
} finally {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
