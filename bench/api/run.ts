// API throughput benchmark: `node --import tsx bench/api/run.ts` from the repository root.
// See README.md next to this file.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { type Child, startChild, waitFor } from '../delivery/harness.ts';
import { seedSentCard } from '../support/seed-sqlite.ts';
import { freePort, healthy, startApp } from '../support/server.ts';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    // Another checkout's apps/server (e.g. a git worktree of an older commit), to compare.
    'server-dir': { type: 'string', default: join(import.meta.dirname, '../../apps/server') },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const serverDir = resolve(options['server-dir']);

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string): Promise<Figures> {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'greetly-bench-api-'));
const children: Child[] = [];
try {
  const { app, base: appUrl } = await startApp({ script: 'src/main.ts', cwd: serverDir, dataDir });
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
  const rows: [string, Figures][] = [
    ['bare Fastify GET /api/health', await load(`http://127.0.0.1:${barePort}/api/health`)],
    ['app GET /api/health', await load(`${appUrl}/api/health`)],
    ['app GET /api/c/:token', await load(`${appUrl}/api/c/${token}`)],
  ];
  const bareRate = rows[0]?.[1].requestsPerSecond ?? Number.NaN;
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each, SQLite, server ${serverDir}; load ${load1}→${loadavg()[0]?.toFixed(1)}\n`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms | non-2xx | × bare |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [name, figures] of rows) {
    console.log(
      `| ${name} | ${figures.requestsPerSecond.toFixed(0)} | ${figures.p50} | ${figures.p99} | ${figures.non2xx} | ${(figures.requestsPerSecond / bareRate).toFixed(2)} |`,
    );
  }
} finally {
  for (const child of children) child.child.kill('SIGTERM');
  await Promise.all(children.map((child) => child.exited));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
