// Pages during a storm of wrong-password sign-ins: `node --import tsx bench/login-storm/run.ts`
// from the repository root. See README.md next to this file.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { rssMiB } from '../delivery/cpu.ts';
import { type Child, percentile } from '../delivery/harness.ts';
import { serverUnderTest, startApp } from '../support/server.ts';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    // Another checkout's apps/server (e.g. a git worktree of an older commit), to compare.
    // Another checkout's apps/server, run from its sources; without it, this one compiled.
    'server-dir': { type: 'string' },
    // With --server-dir: run that checkout's compiled server (its dist/main.js, built there with
    // `node scripts/build-server.mjs`) instead of its sources.
    compiled: { type: 'boolean', default: false },
    // How long the memory is followed after the storm.
    after: { type: 'string', default: '60' },
    // Where the memory sits (V8's spaces, anonymous mappings) at each reading: memory-probe.mjs.
    'memory-detail': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const { serverDir, script } =
  options['server-dir'] && options.compiled
    ? { serverDir: resolve(options['server-dir']), script: 'dist/main.js' }
    : serverUnderTest(options['server-dir']);
const PROBE_EVERY_MS = 200;
const AFTER_SECONDS = Number(options.after);
/** "Back to baseline": the RSS at most this much above its reading before the storm. */
const TOLERANCE = 0.1;

/** Loads `urls` one after the other every PROBE_EVERY_MS until `stop`; latencies per URL. */
function probe(urls: string[], onTick: () => void) {
  const latencies = new Map<string, number[]>(urls.map((url) => [url, []]));
  const failures = new Map<string, number>(urls.map((url) => [url, 0]));
  let running = true;
  const done = (async () => {
    while (running) {
      for (const url of urls) {
        const started = performance.now();
        try {
          const response = await fetch(url, {
            headers: { 'accept-encoding': 'gzip' },
            signal: AbortSignal.timeout(60_000),
          });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(String(response.status));
          latencies.get(url)?.push(performance.now() - started);
        } catch {
          failures.set(url, (failures.get(url) ?? 0) + 1);
        }
      }
      onTick();
      await new Promise((wake) => setTimeout(wake, PROBE_EVERY_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { latencies, failures };
    },
  };
}

let attempt = 0;
const dataDir = mkdtempSync(join(tmpdir(), 'greetly-bench-storm-'));
const children: Child[] = [];
try {
  const detailFile = join(dataDir, 'memory.jsonl');
  const { app, base } = await startApp({
    script,
    cwd: serverDir,
    dataDir,
    // Each attempt comes from its own address (X-Forwarded-For from a proxy on this machine), so
    // no per-address limit stops the storm: every attempt costs a password check.
    env: {
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'loopback',
      ...(options['memory-detail'] ? { MEMORY_PROBE_FILE: detailFile } : {}),
    },
    nodeFlags: options['memory-detail']
      ? ['--import', join(import.meta.dirname, 'memory-probe.mjs')]
      : [],
  });
  children.push(app);
  const pid = app.child.pid as number;
  /** With --memory-detail: asks the server for its memory's parts and prints them. */
  const detail = async (label: string) => {
    if (!options['memory-detail']) return;
    const lines = () =>
      existsSync(detailFile) ? readFileSync(detailFile, 'utf8').trim().split('\n').length : 0;
    const before = lines();
    app.child.kill('SIGUSR2');
    const deadline = Date.now() + 5_000;
    while (lines() === before && Date.now() < deadline) {
      await new Promise((wake) => setTimeout(wake, 20));
    }
    const last = readFileSync(detailFile, 'utf8').trim().split('\n').at(-1);
    console.log(`memory ${label}: ${last}`);
  };
  const html = await (await fetch(`${base}/`)).text();
  const mainScript = html.match(/\/assets\/index-[^"\s]+\.js/)?.[0];
  if (!mainScript) throw new Error('No built web app: run npm run build first.');
  const urls = [`${base}/`, `${base}${mainScript}`];

  // Quiet: the pages' latency and the server's memory before the storm.
  const quiet = probe(urls, () => {});
  await new Promise((wake) => setTimeout(wake, 5_000));
  const calm = await quiet.stop();
  const rssBefore = rssMiB(pid);
  await detail('before');

  let rssPeak = rssBefore;
  const during = probe(urls, () => {
    rssPeak = Math.max(rssPeak, rssMiB(pid));
  });
  const load1 = loadavg()[0]?.toFixed(1);
  const storm = await autocannon({
    url: `${base}/api/login`,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          attempt += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `198.18.${(attempt >> 8) & 0xff}.${attempt & 0xff}`,
            },
            body: JSON.stringify({
              email: `storm.${attempt}@example.com`,
              password: 'Not-The-Password-9',
            }),
          };
        },
      },
    ],
  });
  const stormed = await during.stop();
  const rssAtEnd = rssMiB(pid);
  await detail('at the end');
  // The RSS every second after the storm, and when it is first back within the tolerance.
  const limit = rssBefore * (1 + TOLERANCE);
  const rssAfter: number[] = [];
  for (let second = 1; second <= AFTER_SECONDS; second += 1) {
    await new Promise((wake) => setTimeout(wake, 1_000));
    rssAfter.push(rssMiB(pid));
    if (second === 10 || second === 30) await detail(`${second} s after`);
  }
  await detail(`${AFTER_SECONDS} s after`);
  const backAt = rssAfter.findIndex((rss) => rss <= limit) + 1;
  const stillBack = rssAfter.slice(Math.max(0, backAt - 1)).every((rss) => rss <= limit);
  const at = (second: number) => (rssAfter[second - 1] ?? Number.NaN).toFixed(0);
  const row = (name: string, figures: Awaited<ReturnType<typeof quiet.stop>>, url: string) => {
    const sorted = [...(figures.latencies.get(url) ?? [])].sort((a, b) => a - b);
    return `| ${name} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} | ${figures.failures.get(url)} |`;
  };
  console.log(
    `\n${CONNECTIONS} connections of wrong-password sign-ins for ${SECONDS} s, each from its own address; server ${join(serverDir, script)}; load ${load1}→${loadavg()[0]?.toFixed(1)}\n`,
  );
  console.log('| probe | loads | p50 ms | p99 ms | max ms | failed |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(row('`/` before the storm', calm, urls[0] as string));
  console.log(row('main script before the storm', calm, urls[1] as string));
  console.log(row('`/` during the storm', stormed, urls[0] as string));
  console.log(row('main script during the storm', stormed, urls[1] as string));
  const statuses = storm.statusCodeStats as Record<string, { count: number }>;
  const count = (code: string) => statuses[code]?.count ?? 0;
  console.log('\n| sign-ins | 401 | 429 | 503 | other non-2xx | timeouts | p50 ms | p99 ms |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${storm.requests.total} | ${count('401')} | ${count('429')} | ${count('503')} | ${storm.non2xx - count('401') - count('429') - count('503')} | ${storm.timeouts} | ${storm.latency.p50} | ${storm.latency.p99} |`,
  );
  console.log(
    `\nServer RSS (MiB): ${rssBefore.toFixed(0)} before, ${rssPeak.toFixed(0)} at most during, ${rssAtEnd.toFixed(0)} at the end; after it ${at(10)} at 10 s, ${at(30)} at 30 s, ${at(AFTER_SECONDS)} at ${AFTER_SECONDS} s.`,
  );
  console.log(
    backAt > 0 && stillBack
      ? `Back to baseline (≤ ${limit.toFixed(0)} MiB, before + ${TOLERANCE * 100}%) ${backAt} s after the storm, and stayed there.`
      : `NOT back to baseline (≤ ${limit.toFixed(0)} MiB, before + ${TOLERANCE * 100}%) within ${AFTER_SECONDS} s.`,
  );
  console.log(
    `RSS each second after the storm: ${rssAfter.map((rss) => rss.toFixed(0)).join(' ')}`,
  );
} finally {
  for (const child of children) child.child.kill('SIGTERM');
  await Promise.all(children.map((child) => child.exited));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
