// Delivery worker benchmark: `node --import tsx bench/delivery/run.ts` from the repository root.
// See README.md next to this file for what it measures and the options.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { connectDatabase } from '../../apps/server/src/platform/db/connect.ts';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate.ts';
import {
  type CountingSink,
  seedDueCards,
  seedSender,
  startCountingSink,
} from '../../apps/server/test/support/seed-cards.ts';
import { buildServer } from '../support/server.ts';
import { ownCpuMs, postgresCpu, postgresCpuBetween, processCpuMs } from './cpu.ts';
import {
  type Child,
  createDatabase,
  dropDatabase,
  percentile,
  startChild,
  waitFor,
} from './harness.ts';
import { type CpuPerCard, printReport, type RunResult } from './report.ts';

const { values: options } = parseArgs({
  options: {
    cards: { type: 'string', default: '10000' },
    workers: { type: 'string', default: '2' },
    // Each run is CONCURRENCYxBATCH_SIZE; several, comma-separated, compare settings.
    configs: { type: 'string', default: '32x200' },
    // Each config runs this many times, worker and baseline alternating; the summary takes medians
    // (on a shared machine one pair of runs can differ by a quarter from the next).
    rounds: { type: 'string', default: '3' },
    // 'compiled' runs apps/server/dist/worker-main.js, as `npm run worker` does; 'source' runs
    // the TypeScript through tsx.
    worker: { type: 'string', default: 'compiled' },
    // Appended to SMTP_URL as nodemailer options for both the workers and the baseline, e.g.
    // "pool=true&maxConnections=5" (see README: the app's pool options do not reach nodemailer).
    'smtp-query': { type: 'string', default: '' },
    // Writes V8 CPU profiles of the worker processes (.cpuprofile) into this folder.
    profile: { type: 'string' },
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const CARDS = Number(options.cards);
const WORKERS = Number(options.workers);
const ROUNDS = Number(options.rounds);
if (options.worker !== 'compiled' && options.worker !== 'source') {
  throw new Error('--worker is compiled or source');
}
const WORKER_ENTRY = options.worker === 'compiled' ? 'dist/worker-main.js' : 'src/worker-main.ts';
const ADMIN_URL = options['database-url'];
const root = join(import.meta.dirname, '../..');
const serverDir = join(root, 'apps/server');
const PUBLIC_URL = 'http://cards.bench';
const MAIL_FROM = 'Greetly <hello@greetly.bench>';
const smtpUrl = (sink: CountingSink) =>
  options['smtp-query'] ? `${sink.url}/?${options['smtp-query']}` : sink.url;

const recipient = (index: number) => `bench-${index}@example.com`;

/**
 * Transactions committed in the bench database so far (every statement outside BEGIN/COMMIT is
 * one), a count of the workers' round trips that carry writes or reads.
 */
async function committedXacts(db: ReturnType<typeof connectDatabase>): Promise<number> {
  const { rows } = await sql<{ xacts: string }>`select xact_commit as xacts from pg_stat_database
    where datname = current_database()`.execute(db.kysely);
  return Number(rows[0]?.xacts ?? Number.NaN);
}

/** The time the last expected message arrived (messages are counted once per recipient). */
function lastArrival(sink: CountingSink): number {
  let last = 0;
  for (const at of sink.firstReceivedAt.values()) last = Math.max(last, at);
  return last;
}

async function runWorkers(url: string, concurrency: number, batchSize: number) {
  const db = connectDatabase({ kind: 'postgres', url });
  const dataDir = mkdtempSync(join(tmpdir(), 'greetly-bench-'));
  const sink = await startCountingSink();
  const workers: Child[] = [];
  try {
    await migrateToLatest(db.kysely);
    const sender = await seedSender(db.kysely);
    const seeded = Date.now();
    // Not yet due: the workers start idle, then everything falls due at one instant.
    await seedDueCards(db.kysely, {
      userId: sender.id,
      count: CARDS,
      dueAt: new Date('2099-01-01T00:00:00Z'),
      recipient,
    });
    console.log(`  seeded ${CARDS} cards in ${Date.now() - seeded} ms`);
    for (let i = 0; i < WORKERS; i++) {
      workers.push(
        startChild(
          [WORKER_ENTRY],
          serverDir,
          {
            DATABASE_URL: url,
            SMTP_URL: smtpUrl(sink),
            PUBLIC_URL,
            MAIL_FROM,
            DATA_DIR: dataDir,
            // 'info' only adds the start line, which says the worker is polling.
            LOG_LEVEL: 'info',
            WORKER_CONCURRENCY: String(concurrency),
            WORKER_BATCH_SIZE: String(batchSize),
            WORKER_POLL_MS: '50',
          },
          options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] : [],
        ),
      );
    }
    for (const worker of workers) {
      await waitFor(
        'a worker to start',
        () => {
          if (worker.child.exitCode !== null) throw new Error(`worker died:\n${worker.output()}`);
          return worker.output().includes('job worker started');
        },
        120_000,
      );
    }

    const pgCpu = await postgresCpu(url);
    const xactsBefore = await committedXacts(db);
    const workersCpu = () => workers.reduce((sum, w) => sum + processCpuMs(w.child.pid), 0);
    const before = { workers: workersCpu(), postgres: await pgCpu?.(), sink: ownCpuMs() };
    const dueAt = Date.now();
    const due = new Date(dueAt).toISOString();
    await db.kysely.updateTable('jobs').set({ due_at: due }).execute();
    await db.kysely.updateTable('cards').set({ send_at: due }).execute();
    await sink.waitUntil(() => sink.firstReceivedAt.size >= CARDS, 20 * 60_000);
    const last = lastArrival(sink);
    await waitFor(
      'every card to be recorded as sent',
      async () => {
        const row = await db.kysely
          .selectFrom('cards')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('status', '=', 'sent')
          .executeTakeFirstOrThrow();
        return Number(row.count) === CARDS;
      },
      120_000,
    );
    const recordedAfterMs = Date.now() - dueAt;
    const pgAfter = await pgCpu?.();
    const cpu: CpuPerCard = {
      senders: (workersCpu() - before.workers) / CARDS,
      postgres:
        pgAfter === undefined || before.postgres === undefined
          ? undefined
          : postgresCpuBetween(before.postgres, pgAfter) / CARDS,
      sink: (ownCpuMs() - before.sink) / CARDS,
    };
    const lateness = [...sink.firstReceivedAt.values()]
      .map((at) => at - dueAt)
      .sort((a, b) => a - b);
    for (const worker of workers) worker.child.kill('SIGTERM');
    await Promise.all(workers.map((worker) => worker.exited));
    // A backend reports its counts when its connection closes: the workers' have now.
    const xacts = (await committedXacts(db)) - xactsBefore;
    let missing = 0;
    for (let i = 0; i < CARDS; i++) if (sink.countTo(recipient(i)) === 0) missing += 1;
    return {
      rate: CARDS / ((last - dueAt) / 1000),
      cpu,
      p50LatenessMs: percentile(lateness, 50),
      p95LatenessMs: percentile(lateness, 95),
      recordedAfterMs,
      duplicates: sink.total() - (CARDS - missing),
      missing,
      connections: sink.connections(),
      xactsPerCard: xacts / CARDS,
    };
  } finally {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await sink.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same messages, sent by as many plain nodemailer processes with the same pool and lanes. */
async function runStraight(
  url: string,
  concurrency: number,
): Promise<{ rate: number; connections: number; cpu: CpuPerCard }> {
  const sink = await startCountingSink();
  const senders: Child[] = [];
  try {
    const share = Math.ceil(CARDS / WORKERS);
    for (let i = 0; i < WORKERS; i++) {
      senders.push(
        startChild(
          [join(import.meta.dirname, 'straight-sender.ts')],
          serverDir,
          {
            DATABASE_URL: url,
            SMTP_URL: smtpUrl(sink),
            PUBLIC_URL,
            MAIL_FROM,
            OFFSET: String(i * share),
            COUNT: String(Math.min(share, CARDS - i * share)),
            CONCURRENCY: String(concurrency),
          },
          options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}/baseline`] : [],
        ),
      );
    }
    for (const sender of senders) {
      await waitFor(
        'a sender to be ready',
        () => {
          if (sender.child.exitCode !== null) throw new Error(`sender died:\n${sender.output()}`);
          return sender.output().includes('"ready":true');
        },
        120_000,
      );
    }
    const size = JSON.parse(senders[0]?.output().split('\n')[0] ?? '{}').averageBytes;
    console.log(`  rendered mails: ~${size} bytes of html+text each`);
    const sinkBefore = ownCpuMs();
    const started = Date.now();
    for (const sender of senders) sender.child.stdin?.write('go\n');
    await sink.waitUntil(() => sink.firstReceivedAt.size >= CARDS, 20 * 60_000);
    const rate = CARDS / ((lastArrival(sink) - started) / 1000);
    const sinkCpu = ownCpuMs() - sinkBefore;
    await Promise.all(senders.map((sender) => sender.exited));
    const sendersCpu = senders.reduce((sum, sender) => {
      const done = sender
        .output()
        .split('\n')
        .find((line) => line.includes('"done":true'));
      return sum + (done ? JSON.parse(done).cpuMs : Number.NaN);
    }, 0);
    return {
      rate,
      connections: sink.connections(),
      cpu: { senders: sendersCpu / CARDS, postgres: undefined, sink: sinkCpu / CARDS },
    };
  } finally {
    for (const sender of senders) if (sender.child.exitCode === null) sender.child.kill('SIGKILL');
    await sink.close();
  }
}

async function run(config: string, index: number): Promise<Omit<RunResult, 'round'>> {
  const [concurrency, batchSize] = config.split('x').map(Number);
  if (!concurrency || !batchSize) throw new Error(`bad config "${config}": use CONCURRENCYxBATCH`);
  const name = `greetly_bench_${process.pid}_${index}`;
  const url = await createDatabase(ADMIN_URL, name);
  try {
    console.log(
      `${config}: ${WORKERS} workers, WORKER_CONCURRENCY=${concurrency}, WORKER_BATCH_SIZE=${batchSize}`,
    );
    const load = loadavg()[0]?.toFixed(1) ?? '?';
    const workers = await runWorkers(url, concurrency, batchSize);
    console.log(`  worker: ${workers.rate.toFixed(0)} cards/s`);
    const straight = await runStraight(url, concurrency);
    console.log(`  straight nodemailer: ${straight.rate.toFixed(0)} messages/s`);
    return {
      config,
      workerRate: workers.rate,
      straightRate: straight.rate,
      workerCpu: workers.cpu,
      straightCpu: straight.cpu,
      p50LatenessMs: workers.p50LatenessMs,
      p95LatenessMs: workers.p95LatenessMs,
      recordedAfterMs: workers.recordedAfterMs,
      duplicates: workers.duplicates,
      missing: workers.missing,
      connections: `${workers.connections}/${straight.connections}`,
      xactsPerCard: workers.xactsPerCard,
      load: `${load}→${loadavg()[0]?.toFixed(1)}`,
    };
  } finally {
    await dropDatabase(ADMIN_URL, name);
  }
}

if (options.worker === 'compiled') buildServer();
const results: RunResult[] = [];
const configs = options.configs.split(',').map((each) => each.trim());
for (const [index, config] of configs.entries()) {
  for (let round = 1; round <= ROUNDS; round++) {
    results.push({ ...(await run(config, index * ROUNDS + round)), round });
  }
}

printReport(results, {
  cards: CARDS,
  workers: WORKERS,
  worker: options.worker,
  smtpQuery: options['smtp-query'],
});
process.exit(0);
