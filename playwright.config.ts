import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/output/results',
  fullyParallel: false,
  // Files run two at a time (each test has its own customer; the ~200 tests took 17 min on one worker, 9.7 on two).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // page.route() does not see requests a service worker answers: the app's worker (e2e/speed-pwa.spec.ts turns
    // it on for itself) stays out of the other specs.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node e2e/serve.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // A loaded CI machine (two cores shared with PostgreSQL and the build) has taken over 60 s to start it.
    timeout: 180_000,
    env: { E2E_PORT: String(PORT) },
  },
});
