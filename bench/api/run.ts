// API throughput benchmark: `node --import tsx bench/api/run.ts` from the repository root.
// See README.md next to this file.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { processCpuMs } from '../delivery/cpu.ts';
import { type Child, median, startChild, waitFor } from '../delivery/harness.ts';
import { seedSentCard } from '../support/seed-sqlite.ts';
import { freePort, healthy, serverUnderTest, startApp } from '../support/server.ts';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    // npm start's default; 'warn' leaves the access log out.
    'log-level': { type: 'string', default: 'info' },
    // Another checkout's apps/server (e.g. a git worktree of an older commit), to compare; its
    // sources run through tsx. Without it, this checkout's compiled server runs, as `npm start`.
    'server-dir': { type: 'string' },
    // Writes a V8 CPU profile (.cpuprofile) of the app into this folder when it stops.
    profile: { type: 'string' },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const ROUNDS = Number(options.rounds);
const { serverDir, script } = serverUnderTest(options['server-dir']);

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** CPU time (user + system) the answering process spent per request, in µs (Linux's /proc). */
  cpuPerRequest: number;
}

async function load(url: string, pid: number | undefined): Promise<Figures> {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const cpuBefore = processCpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    cpuPerRequest: ((processCpuMs(pid) - cpuBefore) * 1000) / result.requests.total,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'greetly-bench-api-'));
const children: Child[] = [];
try {
  const { app, base: appUrl } = await startApp({
    script,
    cwd: serverDir,
    dataDir,
    env: { LOG_LEVEL: options['log-level'] },
    nodeFlags: options.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(options.profile)}`] : [],
  });
  children.push(app);
  const token = seedSentCard(join(dataDir, 'app.db'));

  const barePort = await freePort();
  const bare = startChild([join(import.meta.dirname, 'bare-server.ts')], serverDir, {
    PORT: String(barePort),
  });
  children.push(bare);
  await waitFor(
    'the bare server',
    () => healthy(`http://127.0.0.1:${barePort}/api/health`),
    60_000,
  );

  const load1 = loadavg()[0]?.toFixed(1);
  const targets: [name: string, url: string, pid: number | undefined][] = [
    ['bare Fastify GET /api/health', `http://127.0.0.1:${barePort}/api/health`, bare.child.pid],
    ['app GET /api/health', `${appUrl}/api/health`, app.child.pid],
    ['app GET /api/c/:token', `${appUrl}/api/c/${token}`, app.child.pid],
  ];
  // Each round measures the three in turn and compares the app with that round's bare server;
  // the medians over rounds are the figures to quote (one round can differ by a third on a
  // shared machine).
  const rounds: Figures[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const figures: Figures[] = [];
    for (const [, url, pid] of targets) figures.push(await load(url, pid));
    rounds.push(figures);
  }
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} rounds, LOG_LEVEL=${options['log-level']}, SQLite, server ${join(serverDir, script)}; load ${load1}→${loadavg()[0]?.toFixed(1)}\n`,
  );
  console.log('| round | endpoint | req/s | p50 ms | p99 ms | non-2xx | CPU µs/req | × bare |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const timesBare = (figures: Figures[], index: number) =>
    (figures[index]?.requestsPerSecond ?? Number.NaN) /
    (figures[0]?.requestsPerSecond ?? Number.NaN);
  for (const [round, figures] of rounds.entries()) {
    for (const [index, [name]] of targets.entries()) {
      const f = figures[index] as Figures;
      console.log(
        `| ${round + 1} | ${name} | ${f.requestsPerSecond.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.non2xx} | ${f.cpuPerRequest.toFixed(1)} | ${timesBare(figures, index).toFixed(2)} |`,
      );
    }
  }
  console.log('\nMedians over the rounds\n');
  console.log('| endpoint | req/s | CPU µs/req | × bare | × bare range |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [index, [name]] of targets.entries()) {
    const ratios = rounds.map((figures) => timesBare(figures, index));
    const medianOf = (pick: (f: Figures) => number) =>
      median(rounds.map((figures) => (figures[index] ? pick(figures[index]) : Number.NaN)));
    console.log(
      `| ${name} | ${medianOf((f) => f.requestsPerSecond).toFixed(0)} | ${medianOf((f) => f.cpuPerRequest).toFixed(1)} | ${median(ratios).toFixed(2)} | ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} |`,
    );
  }
} finally {
  for (const child of children) child.child.kill('SIGTERM');
  await Promise.all(children.map((child) => child.exited));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
