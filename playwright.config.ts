import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const externalBase = process.env.E2E_BASE_URL;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2626);

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
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
  },
  webServer: externalBase
    ? undefined
    : {
        command: 'rm -rf .tmp/e2e-data && node scripts/start.mjs',
        url: `http://127.0.0.1:${port}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          // The tests reach the app as if through a proxy on this machine, each test from its
          // own address (e2e/fixtures.ts), so per-address limits treat them as different people.
          TRUST_PROXY: 'loopback',
          DATA_DIR: '.tmp/e2e-data',
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          LOG_LEVEL: 'warn',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
        },
      },
});
