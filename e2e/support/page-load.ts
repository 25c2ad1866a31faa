import type { Page } from '@playwright/test';

/**
 * Holds back the page's requests whose address matches `pattern` (a slow phone connection) until
 * the returned function is called; they then go through as they are.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Adds up the page's layout shifts as Lighthouse counts them (not those right after a tap), from
 * its first moment; call before opening the page, read with `layoutShiftTotal`.
 */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts so far, once two more frames have been drawn (the last shift reported). */
export async function layoutShiftTotal(page: Page): Promise<number> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);
}
