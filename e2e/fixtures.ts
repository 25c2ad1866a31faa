import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * A client address of the test's own (TEST-NET range), sent as X-Forwarded-For: the app under
 * test trusts its loopback proxy (TRUST_PROXY=loopback), so each test is a different visitor to
 * its per-address limits (sign-ups per hour), as real people are.
 */
function clientAddressOf(testId: string, repeat: number): string {
  let hash = repeat;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.18.${(hash >>> 8) & 0xff}.${hash & 0xff || 1}`;
}

/**
 * Every test collects the page's console errors and uncaught exceptions;
 * a test that ends with any of them fails.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'X-Forwarded-For': clientAddressOf(testInfo.testId, testInfo.repeatEachIndex),
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
 */
export async function expectNoSeriousAxeViolations(page: Page, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
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
