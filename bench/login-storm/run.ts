// Pages during a storm of wrong-password sign-ins: `node --import tsx bench/login-storm/run.ts`
// from the repository root. See README.md next to this file.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
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
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const { serverDir, script } = serverUnderTest(options['server-dir']);
const PROBE_EVERY_MS = 200;

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
  const { app, base } = await startApp({
    script,
    cwd: serverDir,
    dataDir,
    // Each attempt comes from its own address (X-Forwarded-For from a proxy on this machine), so
    // no per-address limit stops the storm: every attempt costs a password check.
    env: { LOG_LEVEL: 'error', TRUST_PROXY: 'loopback' },
  });
  children.push(app);
  const pid = app.child.pid as number;
  const html = await (await fetch(`${base}/`)).text();
  const mainScript = html.match(/src="(\/assets\/index-[^"]+\.js)"/)?.[1];
  if (!mainScript) throw new Error('No built web app: run npm run build first.');
  const urls = [`${base}/`, `${base}${mainScript}`];

  // Quiet: the pages' latency and the server's memory before the storm.
  const quiet = probe(urls, () => {});
  await new Promise((wake) => setTimeout(wake, 5_000));
  const calm = await quiet.stop();
  const rssBefore = rssMiB(pid);

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
  await new Promise((wake) => setTimeout(wake, 10_000));
  const rssAfter = rssMiB(pid);
  // V8 gives back the heap it grew to only after a while without allocations.
  await new Promise((wake) => setTimeout(wake, 20_000));
  const rssLater = rssMiB(pid);

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
    `\nServer RSS: ${rssBefore.toFixed(0)} MiB before, ${rssPeak.toFixed(0)} MiB at most during, ${rssAfter.toFixed(0)} MiB 10 s after, ${rssLater.toFixed(0)} MiB 30 s after.`,
  );
} finally {
  for (const child of children) child.child.kill('SIGTERM');
  await Promise.all(children.map((child) => child.exited));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
