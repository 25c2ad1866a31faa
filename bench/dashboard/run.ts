// The dashboard's card list for a sender with many cards: `node --import tsx bench/dashboard/run.ts`
// from the repository root. See README.md next to this file.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { Child } from '../delivery/harness.ts';
import { seedSenderWithCards } from '../support/seed-sqlite.ts';
import { serverUnderTest, startApp } from '../support/server.ts';

const { values: options } = parseArgs({
  options: {
    cards: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '10' },
    // Another checkout's apps/server, run from its sources; without it, this one compiled.
    'server-dir': { type: 'string' },
  },
});
const CARDS = Number(options.cards);
const { serverDir, script } = serverUnderTest(options['server-dir']);

const dataDir = mkdtempSync(join(tmpdir(), 'greetly-bench-dashboard-'));
const children: Child[] = [];
try {
  const { app, base } = await startApp({
    script,
    cwd: serverDir,
    dataDir,
    env: { RUN_WORKER: 'false' },
  });
  children.push(app);
  const token = seedSenderWithCards(join(dataDir, 'app.db'), CARDS);
  const headers = { authorization: `Bearer ${token}` };

  // Every page, as a sender scrolling to the end would fetch them.
  let pages = 0;
  let bytes = 0;
  let listed = 0;
  let firstPageBytes = 0;
  let cursor: string | null = null;
  do {
    const url: string = `${base}/api/cards${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    const body = await response.text();
    const page = JSON.parse(body) as { cards: unknown[]; nextCursor: string | null };
    if (pages === 0) firstPageBytes = body.length;
    pages += 1;
    bytes += body.length;
    listed += page.cards.length;
    cursor = page.nextCursor;
  } while (cursor);

  const load1 = loadavg()[0]?.toFixed(1);
  const result = await autocannon({
    url: `${base}/api/cards`,
    headers,
    connections: 1,
    duration: Number(options.seconds),
  });
  console.log(
    `\n${CARDS} cards, SQLite, server ${join(serverDir, script)}; load ${load1}→${loadavg()[0]?.toFixed(1)}\n`,
  );
  console.log(
    '| cards listed | pages | first page kB | all pages kB | first page p50 ms | p99 ms | req/s (1 connection) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${listed} | ${pages} | ${(firstPageBytes / 1024).toFixed(1)} | ${(bytes / 1024).toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.average.toFixed(0)} |`,
  );
} finally {
  for (const child of children) child.child.kill('SIGTERM');
  await Promise.all(children.map((child) => child.exited));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
