import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { type Account, verifiedAccount } from './support/accounts';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * A client address of the test's own (TEST-NET range), sent as X-Forwarded-For: the app under
 * test trusts its loopback proxy (TRUST_PROXY=loopback), so each test is a different visitor to
 * its per-address limits (sign-ups per hour), as real people are.
 */
function clientAddressOf(key: string, repeat: number): string {
  let hash = repeat;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.18.${(hash >>> 8) & 0xff}.${hash & 0xff || 1}`;
}

interface TestFixtures {
  consoleErrors: string[];
  allowedConsoleErrors: RegExp[];
  /** Open the test's pages signed in as the worker's sender (see `sender`). */
  signedIn: boolean;
}

interface WorkerFixtures {
  /**
   * A verified account per worker, made through the API the first time a test asks for it, for
   * tests about something else than accounts. Safe to share: none of its tests signs it out,
   * changes its password or counts its cards; each names its own recipient.
   */
  sender: () => Promise<Account>;
}

/**
 * Resolves once the app runs in the page: React's root is there. A prerendered page (decision
 * 0024) shows its buttons before its code has arrived, and a click then does nothing; a person
 * would tap again, a test would fail at random. Pages without #root (JSON, files) pass at once.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root === null || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Every test collects the page's console errors and uncaught exceptions;
 * a test that ends with any of them fails.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Every page a test opens (or reloads) is used once the app runs in it; a test that holds the
  // app's scripts back opens its page with `waitUntil: 'commit'` and gets it as it arrives.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appStarted(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await appStarted(page);
      return response;
    };
    await use(page);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'X-Forwarded-For': clientAddressOf(testInfo.testId, testInfo.repeatEachIndex),
    });
  },
  sender: [
    async ({ playwright }, use, workerInfo) => {
      let account: Promise<Account> | undefined;
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: {
          'X-Forwarded-For': clientAddressOf(`worker-${workerInfo.workerIndex}`, 0),
        },
      });
      await use(() => {
        account ??= verifiedAccount(request, 'Tobi');
        return account;
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  signedIn: [false, { option: true }],
  storageState: async ({ storageState, signedIn, sender, baseURL }, use) => {
    if (!signedIn || !baseURL) return use(storageState);
    // The token where the sign-in page keeps it, in place before the first page loads.
    const { token } = await sender();
    await use({
      cookies: [],
      origins: [
        { origin: new URL(baseURL).origin, localStorage: [{ name: 'token', value: token }] },
      ],
    });
  },
  /** Console errors a test expects (e.g. the browser's log line for a deliberate 404). */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter(
        (error) => !allowedConsoleErrors.some((allowed) => allowed.test(error)),
      );
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Fails on any serious or critical axe violation of the page as it is now, or only of the part
 * `within` selects (e.g. an open modal, when the page behind it is inert and already checked).
 *
 * Legacy mode runs axe once in the page (same-origin frames included) instead of in every frame
 * and then again in a new blank tab to merge the results: half the time. What it leaves out is
 * the inside of cross-origin frames, and the only ones are the music players, whose content is
 * the provider's (and in these tests a stub); their <iframe> elements are still checked.
 */
export async function expectNoSeriousAxeViolations(page: Page, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).setLegacyMode();
  if (within) builder.include(within);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

/**
 * The axe check of the page as it is now, at the desktop and at the phone size, in the same
 * page load (a resize re-lays the page out as a fresh load at that size would), ending at the
 * size it started at.
 */
export async function expectNoSeriousAxeViolationsAtEverySize(
  page: Page,
  within?: string,
): Promise<void> {
  const start = page.viewportSize();
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await test.step(`axe at ${name} size`, () => expectNoSeriousAxeViolations(page, within));
  }
  if (start) await page.setViewportSize(start);
}
