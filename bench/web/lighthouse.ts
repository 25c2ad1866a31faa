// Lighthouse scores of the app's main pages: `node --import tsx bench/web/lighthouse.ts` from the
// repository root. See README.md next to this file.
//
// Lighthouse is not one of the project's dependencies (185 MB with its own); the first run
// installs it from the npm registry into .tmp/lighthouse, later runs reuse it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Child } from '../delivery/harness.ts';
import { startWebApp } from './pages.ts';

/** The major version the figures were taken with (12 still runs on Node 20). */
const LIGHTHOUSE = 'lighthouse@12.8.2';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    /** Comma-separated page names: home, gallery, wizard, recipient (default: all four). */
    pages: { type: 'string' },
    /** Keeps each run's JSON report in this folder. */
    reports: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const root = join(import.meta.dirname, '../..');
const installDir = join(root, '.tmp/lighthouse');
const cli = join(installDir, 'node_modules/lighthouse/cli/index.js');

function ensureLighthouse(): void {
  if (existsSync(cli)) return;
  console.log(`Installing ${LIGHTHOUSE} into .tmp/lighthouse (once)…`);
  mkdirSync(installDir, { recursive: true });
  writeFileSync(join(installDir, 'package.json'), '{ "private": true }\n');
  const installed = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-save', LIGHTHOUSE],
    { cwd: installDir, stdio: 'inherit' },
  );
  if (installed.status !== 0) process.exit(1);
}

interface Audit {
  numericValue?: number;
  score: number | null;
}
interface Report {
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<string, Audit>;
}
interface Scores {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Audits of the accessibility category that failed. */
  failing: string[];
}

/**
 * One Lighthouse run: mobile, simulated throttling (its defaults), a fresh Chromium profile. A run
 * that ends in one of Lighthouse's own runtime errors (on a busy machine the trace sometimes
 * misses its start, NO_NAVSTART) is tried again, up to three times.
 */
function lighthouse(url: string, keepAs: string | undefined): Scores {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, keepAs);
    } catch (error) {
      if (attempt === 3) throw error;
      const reason = String((error as { stderr?: string }).stderr ?? error).split('\n')[0];
      console.log(`  (Lighthouse failed on ${url}, trying again: ${reason})`);
    }
  }
}

function lighthouseOnce(url: string, keepAs: string | undefined): Scores {
  const json = execFileSync(
    process.execPath,
    [
      cli,
      url,
      `--chrome-path=${options.chromium}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  );
  if (keepAs) writeFileSync(keepAs, json);
  const report = JSON.parse(json) as Report;
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const a11y = report as unknown as {
    categories: { accessibility: { auditRefs: { id: string; weight: number }[] } };
  };
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    failing: a11y.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const seconds = (ms: number) => (ms / 1000).toFixed(1);

ensureLighthouse();
const dataDir = mkdtempSync(join(tmpdir(), 'greetly-bench-lighthouse-'));
const children: Child[] = [];
try {
  const { app, base, pages: all } = await startWebApp(dataDir);
  children.push(app);
  const wanted = options.pages?.split(',');
  const pages = wanted ? all.filter(([name]) => wanted.includes(name)) : all;
  if (options.reports) mkdirSync(options.reports, { recursive: true });

  const load1 = loadavg()[0]?.toFixed(1);
  console.log(
    '| page | performance | accessibility | FCP s | LCP s | TBT ms | CLS | Speed Index s | performance over runs |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, path] of pages) {
    const runs: Scores[] = [];
    for (let run = 0; run < RUNS; run++) {
      const keepAs = options.reports ? join(options.reports, `${name}-${run + 1}.json`) : undefined;
      runs.push(lighthouse(`${base}${path}`, keepAs));
    }
    const of = (pick: (scores: Scores) => number) => median(runs.map(pick));
    console.log(
      `| ${name} | ${of((s) => s.performance)} | ${of((s) => s.accessibility)} | ${seconds(of((s) => s.fcp))} | ${seconds(of((s) => s.lcp))} | ${of((s) => s.tbt).toFixed(0)} | ${of((s) => s.cls).toFixed(3)} | ${seconds(of((s) => s.si))} | ${runs.map((s) => s.performance).join(' / ')} |`,
    );
    const failing = [...new Set(runs.flatMap((s) => s.failing))];
    if (failing.length > 0) console.log(`  ${name}: accessibility audits failing: ${failing}`);
  }
  console.log(
    `\n${LIGHTHOUSE}, mobile, simulated throttling; medians of ${RUNS} runs per page; load ${load1}→${loadavg()[0]?.toFixed(1)}`,
  );
} finally {
  for (const child of children) child.child.kill('SIGTERM');
  await Promise.all(children.map((child) => child.exited));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
