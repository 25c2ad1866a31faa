// First-load weight of the app's main pages: `node --import tsx bench/web/run.ts` from the
// repository root. See README.md next to this file.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import type { Child } from '../delivery/harness.ts';
import { startWebApp } from './pages.ts';

const { values: options } = parseArgs({
  options: {
    // Each page is loaded this many times in a fresh browser context; timings are medians.
    runs: { type: 'string', default: '3' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const RUNS = Number(options.runs);

interface Load {
  requests: number;
  /** Requests the page had started before its first contentful paint, the document included. */
  beforePaint: number;
  /** Requests the first paint waited for (render-blocking: the document, stylesheets, sync scripts). */
  blocking: number;
  jsFiles: number;
  jsGzip: number;
  cssGzip: number;
  /** Bytes over the wire (as the server encoded them), everything. */
  transferred: number;
  fcp: number;
  lcp: number;
}

/** Records paint timings from the first moment of the page. */
const OBSERVE_PAINTS = () => {
  const paints = { fcp: 0, lcp: 0 };
  (window as unknown as { __paints: typeof paints }).__paints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function measure(page: Page, url: string): Promise<Load> {
  const bodies: Promise<{ type: string; gzip: number; wire: number }>[] = [];
  page.on('requestfinished', (request) => {
    bodies.push(
      (async () => {
        const response = await request.response();
        const body = response
          ? await response.body().catch(() => Buffer.alloc(0))
          : Buffer.alloc(0);
        const sizes = await request.sizes();
        return {
          type: request.resourceType(),
          gzip: gzipSync(body).length,
          wire: sizes.responseBodySize + sizes.responseHeadersSize,
        };
      })(),
    );
  });
  await page.addInitScript(OBSERVE_PAINTS);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const timings = await page.evaluate(() => {
    const paints = (window as unknown as { __paints: { fcp: number; lcp: number } }).__paints;
    const resources = performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
      renderBlockingStatus?: string;
    })[];
    const started = resources.filter((entry) => entry.startTime < paints.fcp).length;
    const blocking = resources.filter((entry) => entry.renderBlockingStatus === 'blocking').length;
    return { ...paints, beforePaint: started + 1, blocking: blocking + 1 };
  });
  const loaded = await Promise.all(bodies);
  const sum = (type: string) =>
    loaded.filter((each) => each.type === type).reduce((total, each) => total + each.gzip, 0);
  return {
    requests: loaded.length,
    beforePaint: timings.beforePaint,
    blocking: timings.blocking,
    jsFiles: loaded.filter((each) => each.type === 'script').length,
    jsGzip: sum('script'),
    cssGzip: sum('stylesheet'),
    transferred: loaded.reduce((total, each) => total + each.wire, 0),
    fcp: timings.fcp,
    lcp: timings.lcp,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kB = (bytes: number) => (bytes / 1024).toFixed(1);

const dataDir = mkdtempSync(join(tmpdir(), 'greetly-bench-web-'));
const children: Child[] = [];
const browser = await chromium.launch({
  executablePath: options.chromium,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const { app, base, pages } = await startWebApp(dataDir);
  children.push(app);
  const load1 = loadavg()[0]?.toFixed(1);
  console.log(
    '| page | requests | before first paint | render-blocking | JS files | JS gzip kB | CSS gzip kB | transferred kB | FCP ms | LCP ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, path] of pages) {
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A phone, as Lighthouse's mobile run; a fresh context each time: nothing cached.
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      loads.push(await measure(await context.newPage(), `${base}${path}`));
      await context.close();
    }
    const first = loads[0] as Load;
    console.log(
      `| ${name} | ${first.requests} | ${first.beforePaint} | ${first.blocking} | ${first.jsFiles} | ${kB(first.jsGzip)} | ${kB(first.cssGzip)} | ${kB(first.transferred)} | ${median(loads.map((each) => each.fcp)).toFixed(0)} | ${median(loads.map((each) => each.lcp)).toFixed(0)} |`,
    );
  }
  console.log(
    `\n${RUNS} loads per page (timings are medians), 390×844 phone; load ${load1}→${loadavg()[0]?.toFixed(1)}`,
  );
} finally {
  await browser.close();
  for (const child of children) child.child.kill('SIGTERM');
  await Promise.all(children.map((child) => child.exited));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
