// Cold start and memory of the server: `node --import tsx bench/cold-start/run.ts` from the
// repository root. See README.md next to this file.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { rssMiB } from '../delivery/cpu.ts';
import { percentile } from '../delivery/harness.ts';
import { buildServer, startApp } from '../support/server.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    // How long the server idles after its first healthy answer before its memory is read.
    'settle-ms': { type: 'string', default: '3000' },
  },
});
const RUNS = Number(options.runs);
const SETTLE_MS = Number(options['settle-ms']);
const root = join(import.meta.dirname, '../..');

/** The two ways of running the same server code. */
const MODES = [
  // What `npm start` ran until 25 November: TypeScript compiled by tsx at every start.
  { name: 'source (tsx)', script: 'apps/server/src/main.ts' },
  // The esbuild bundle of apps/server/dist, started directly (as a container image would).
  { name: 'compiled', script: 'apps/server/dist/main.js' },
  // `npm start`: the same, after checking that both builds are newer than their sources.
  { name: 'npm start (scripts/start.mjs)', script: 'scripts/start.mjs' },
];

interface Sample {
  healthyMs: number;
  rssAtHealthy: number;
  rssSettled: number;
}

async function startOnce(script: string, dataDir: string): Promise<Sample> {
  const started = performance.now();
  // As npm start runs in production (startApp's settings), from the repository root.
  const { app } = await startApp({ script, cwd: root, dataDir, timeoutMs: 60_000 });
  try {
    const healthyMs = performance.now() - started;
    const pid = app.child.pid as number;
    const rssAtHealthy = rssMiB(pid);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return { healthyMs, rssAtHealthy, rssSettled: rssMiB(pid) };
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
  }
}

// The compiled server as `npm run build:server` makes it, from the sources as they are now.
buildServer();
const load = loadavg()[0]?.toFixed(1);
const rows: string[][] = [];
for (const mode of MODES) {
  // An existing deployment restarts on its database: the first start creates and migrates it.
  const dataDir = mkdtempSync(join(tmpdir(), 'greetly-bench-cold-'));
  try {
    await startOnce(join(root, mode.script), dataDir);
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await startOnce(join(root, mode.script), dataDir));
    const sorted = (pick: (sample: Sample) => number) => samples.map(pick).sort((a, b) => a - b);
    const healthyMs = sorted((s) => s.healthyMs);
    const settled = sorted((s) => s.rssSettled);
    rows.push([
      mode.name,
      percentile(healthyMs, 50).toFixed(0),
      (healthyMs.at(-1) ?? Number.NaN).toFixed(0),
      percentile(
        sorted((s) => s.rssAtHealthy),
        50,
      ).toFixed(0),
      percentile(settled, 50).toFixed(0),
      (settled.at(-1) ?? Number.NaN).toFixed(0),
    ]);
    console.log(`  ${mode.name}: ${healthyMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const header = ['mode', 'healthy p50 ms', 'max ms', 'RSS at healthy MiB', 'RSS settled MiB', 'max'];
console.log(
  `\n${RUNS} restarts each on an existing SQLite database, load ${load}→${loadavg()[0]?.toFixed(1)}`,
);
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
process.exit(0);
