import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const externalBase = process.env.E2E_BASE_URL;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2626);
// One data directory per port, so suites running side by side on other ports never share a database.
const dataDir = `.tmp/e2e-data-${port}`;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // Per port too: a run starting on another port empties its own folder, not this run's traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  // Most of a test's time is spent waiting (on the server, on the browser), so more workers than
  // cores pay off; E2E_WORKERS overrides (see docs/decisions/0012-test-pyramid.md for figures).
  workers: Number(process.env.E2E_WORKERS) || (process.env.CI ? 3 : undefined),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: externalBase ?? `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
    trace: 'retain-on-failure',
    // The app honours reduced motion (no long animations to wait for); the recipient's journey
    // opts back into full motion.
    contextOptions: { reducedMotion: 'reduce' },
  },
  webServer: externalBase
    ? undefined
    : {
        command: `rm -rf ${dataDir} && node scripts/start.mjs`,
        url: `http://127.0.0.1:${port}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          // The tests reach the app as if through a proxy on this machine, each test from its
          // own address (e2e/fixtures.ts), so per-address limits treat them as different people.
          TRUST_PROXY: 'loopback',
          DATA_DIR: dataDir,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          LOG_LEVEL: 'warn',
          // The job queue looks for due mails every 100 ms instead of every second.
          WORKER_POLL_MS: '100',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DEMO_SEED: 'off',
        },
      },
});
