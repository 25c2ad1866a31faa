import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import {
  type ClaimedJob,
  type FinishedJob,
  type JobHandler,
  type JobOutcome,
  PermanentJobError,
} from './definition.ts';
import { enqueue } from './queue.ts';
import { type JobRow, jobsRepo, type RecordedValues, type RecordWrite } from './repo.ts';

// biome-ignore lint/suspicious/noExplicitAny: handlers of every payload type share one registry.
type AnyHandler = JobHandler<any, any>;

export interface JobWorkerOptions {
  db: Kysely<Database>;
  handlers: AnyHandler[];
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Jobs claimed per round. */
  batchSize: number;
  /** Jobs run at the same time. */
  concurrency: number;
  pollMs: number;
  /** How long a claim lasts without a heartbeat; heartbeats renew it every third of that. */
  leaseMs: number;
  now?: () => Date;
  workerId?: string;
}

export interface JobWorker {
  workerId: string;
  /** Claims and runs one batch; resolves with how many jobs it handled. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops claiming, lets the jobs in flight finish, and hands back the ones not started. */
  stop(): Promise<void>;
}

function reasonOf(error: unknown): string {
  const e = error as { message?: string; responseCode?: number; code?: string };
  const detail = e.responseCode ? `SMTP ${e.responseCode}` : e.code;
  return [detail, e.message].filter(Boolean).join(': ').slice(0, 500) || 'Unknown error';
}

type Recorded = { job: ClaimedJob<unknown>; handler: AnyHandler; outcome: JobOutcome };
type Waiter = { entry: Recorded; resolve: () => void };

/**
 * How long a finished job waits for others to share its record. Each record costs a round trip
 * (four, as a transaction) whatever its size; groups of one to three cards (writing the moment one
 * was waiting) made the database work as costly as the mail itself in `bench/delivery`, groups
 * of about twelve halved the worker's database CPU.
 */
const GROUP_MS = 15;

/** Waits between attempts at a write the database refused: 100 ms, doubling, at most 2 s. */
function backoffMs(failures: number): number {
  return Math.min(2_000, 100 * 2 ** Math.max(0, failures - 1));
}

/**
 * What a round does when the database does not take its writes. An outcome that was not recorded
 * must not be dropped: the job would run again when its lease ends (a card sent twice). So each
 * write is tried again until the database takes it (the claim fence makes a late record safe: a
 * job another worker took over is simply not recorded), and from the first failure the round
 * starts no new job (`isTroubled`). A stopping worker keeps trying for `STOP_GRACE_MS`, inside
 * the 30 s that `npm run worker` gives itself before it exits anyway.
 */
const STOP_GRACE_MS = 20_000;

function writeGuard(log: JobWorkerOptions['log'], stoppedAt: () => number | undefined) {
  let troubled = false;
  let failures = 0;
  return {
    isTroubled: () => troubled,
    /** Notes a failed write (or lease renewal); logs the first of a run of failures only. */
    failed(error: unknown, what: string): void {
      troubled = true;
      failures += 1;
      if (failures === 1) {
        log.error(
          { err: error },
          `could not ${what}; the worker starts no new job and keeps trying until the database answers`,
        );
      }
    },
    succeeded(): void {
      if (failures > 0) log.warn({ failedAttempts: failures }, 'the database answers again');
      failures = 0;
    },
    /** Whether to try a refused write again: always, except long after the worker was told to stop. */
    shouldRetry(): boolean {
      const stopped = stoppedAt();
      return stopped === undefined || Date.now() - stopped < STOP_GRACE_MS;
    },
    /** Runs `write` until the database takes it; throws only once `shouldRetry` gives up. */
    async persist<T>(what: string, write: () => Promise<T>): Promise<T> {
      for (;;) {
        try {
          const result = await write();
          this.succeeded();
          return result;
        } catch (error) {
          this.failed(error, what);
          if (!this.shouldRetry()) throw error;
          await sleep(backoffMs(failures));
        }
      }
    },
  };
}
type WriteGuard = ReturnType<typeof writeGuard>;

/**
 * Records finished jobs in groups, one statement (PostgreSQL) or transaction each: a group is
 * written when half the lanes are waiting, or `GROUP_MS` after its first job finished, and never
 * while the previous group's write is in flight (whatever finishes meanwhile joins the next). A
 * job's lane waits for its record, so after a crash at most the jobs in flight at that instant
 * (one per lane) can have run without being recorded. A group the database refuses is written
 * again (see `writeGuard`) before anything that finished after it.
 */
function finishRecorder(
  repo: ReturnType<typeof jobsRepo>,
  claimId: string,
  now: () => Date,
  writesOf: (entries: Recorded[], at: Date, recorded: RecordedValues) => RecordWrite[],
  afterRecord: (trx: Kysely<Database>, entries: Recorded[], at: Date) => Promise<void>,
  log: JobWorkerOptions['log'],
  guard: WriteGuard,
  groupSize: number,
) {
  let queue: Waiter[] = [];
  let writing = false;
  let gathering: NodeJS.Timeout | undefined;

  /** Writes the waiting group when it is large enough, or once it has waited long enough. */
  function schedule(): void {
    if (writing || queue.length === 0) return;
    if (queue.length < groupSize) {
      gathering ??= setTimeout(() => {
        gathering = undefined;
        write();
      }, GROUP_MS);
      return;
    }
    write();
  }

  function write(): void {
    clearTimeout(gathering);
    gathering = undefined;
    if (writing || queue.length === 0) return;
    const group = queue;
    queue = [];
    writing = true;
    const at = now();
    const entries = group.map(({ entry }) => entry);
    // Hooks that run their own queries (and recurring jobs, which queue their next occurrence)
    // need the transaction; the others' writes go into the record's one statement.
    const needsTransaction = entries.some(
      ({ handler }) => handler.onFinished !== undefined || handler.everyMs !== undefined,
    );
    guard
      .persist('record job outcomes', () =>
        repo.finish(
          claimId,
          entries.map(({ job, outcome }) => ({
            id: job.id,
            status: outcome.status === 'done' ? 'done' : 'cancelled',
            result:
              outcome.status === 'done' ? (outcome.result ?? null) : outcome.reason.slice(0, 500),
          })),
          at,
          (recorded) => writesOf(entries, at, recorded),
          needsTransaction
            ? (trx, recorded) =>
                afterRecord(
                  trx,
                  entries.filter((entry) => recorded.has(entry.job.id)),
                  at,
                )
            : undefined,
        ),
      )
      .then(
        (recorded) => {
          const kept = entries.filter((entry) => recorded.has(entry.job.id));
          if (kept.length < entries.length) {
            log.warn(
              { lost: entries.length - kept.length, claimId },
              'jobs finished after their claim was lost (or were recorded by an attempt whose answer was lost)',
            );
          }
        },
        (error: unknown) => {
          // Only after the stop grace: the process is about to exit; these run again after the
          // lease, as after a crash.
          log.error(
            { err: error, claimId, jobs: entries.length },
            'gave up recording job outcomes',
          );
        },
      )
      .finally(() => {
        for (const waiter of group) waiter.resolve();
        writing = false;
        schedule();
      });
  }

  return {
    /** Resolves once the outcome is recorded (or, past the stop grace, given up on). */
    record(entry: Recorded): Promise<void> {
      return new Promise((resolve) => {
        queue.push({ entry, resolve });
        schedule();
      });
    },
  };
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function eachLimited<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The slot after `now` of a job that runs every `everyMs`. */
function nextSlot(everyMs: number, now: Date): Date {
  return new Date((Math.floor(now.getTime() / everyMs) + 1) * everyMs);
}

/**
 * The job worker: claims due jobs under a lease, renews the lease while they run, dispatches
 * each to its type's handler, and records the outcome fenced on its claim. It knows nothing of
 * cards or mail: features register handlers, and a worker claims only the types it has handlers for.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const now = options.now ?? (() => new Date());
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${newId().slice(0, 6)}`;
  const repo = jobsRepo(options.db);
  const handlers = new Map(options.handlers.map((handler) => [handler.definition.type, handler]));
  let running = false;
  let stopping = false;
  let stoppedAt: number | undefined;
  let failedRounds = 0;
  let round = 0;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let recurringQueued = false;

  /** Queues a recurring job's next occurrence (in `db`, the caller's transaction when it has one). */
  async function queueRecurring(handler: AnyHandler, at: Date, db = options.db): Promise<void> {
    if (!handler.everyMs) return;
    const dueAt = nextSlot(handler.everyMs, at);
    await enqueue(
      db,
      {
        definition: handler.definition,
        payload: {},
        dueAt,
        key: `${handler.definition.type}@${dueAt.toISOString()}`,
      },
      at,
    );
  }

  /** What the finished jobs change besides their rows, from their handlers' `finishedWrites`. */
  function writesOf(entries: Recorded[], at: Date, recorded: RecordedValues): RecordWrite[] {
    const writes: RecordWrite[] = [];
    for (const [handler, group] of groupBy(entries, (entry) => entry.handler)) {
      if (!handler.finishedWrites) continue;
      const finished: FinishedJob<unknown>[] = group.map(({ job, outcome }) => ({ job, outcome }));
      writes.push(...handler.finishedWrites({ db: options.db, finished, now: at, recorded }));
    }
    return writes;
  }

  async function afterRecord(trx: Kysely<Database>, entries: Recorded[], at: Date) {
    const byHandler = groupBy(entries, (entry) => entry.handler);
    for (const [handler, group] of byHandler) {
      const finished: FinishedJob<unknown>[] = group.map(({ job, outcome }) => ({ job, outcome }));
      await handler.onFinished?.(trx, finished, at);
      await queueRecurring(handler, at, trx);
    }
  }

  /** Fails a job at once (unknown type, bad payload, out of attempts, permanent error). */
  async function fail(
    guard: WriteGuard,
    claimId: string,
    row: Pick<JobRow, 'id' | 'type'>,
    handler: AnyHandler | undefined,
    job: ClaimedJob<unknown> | undefined,
    reason: string,
  ): Promise<void> {
    options.log.error({ jobId: row.id, type: row.type, reason }, 'job failed for good');
    const at = now();
    await guard.persist('record a failed job', () =>
      repo.transaction(async (trx) => {
        const held = await repo.markFailed(trx, claimId, row.id, reason, at);
        if (held && handler && job) await handler.onFailed?.(trx, job, reason, at);
      }),
    );
    if (handler?.everyMs) {
      await guard.persist('queue a recurring job', () => queueRecurring(handler, at));
    }
  }

  async function retryLater(
    guard: WriteGuard,
    claimId: string,
    handler: AnyHandler,
    job: ClaimedJob<unknown>,
    reason: string,
  ): Promise<void> {
    const delay = handler.definition.retryDelaysMs[job.attempts - 1];
    if (delay === undefined || job.attempts >= job.maxAttempts) {
      return fail(guard, claimId, job, handler, job, reason);
    }
    options.log.warn(
      { jobId: job.id, type: job.type, attempt: job.attempts, reason },
      'job will be retried',
    );
    const at = now();
    await guard.persist('record a job to retry', () =>
      repo.transaction(async (trx) => {
        const held = await repo.markRetry(
          trx,
          claimId,
          job.id,
          reason,
          new Date(at.getTime() + delay),
          at,
        );
        if (held) await handler.onRetry?.(trx, job, reason, at);
      }),
    );
  }

  async function runOnce(): Promise<number> {
    if (!recurringQueued) {
      for (const handler of handlers.values()) await queueRecurring(handler, now());
      recurringQueued = true;
    }
    const claimId = `${workerId}#${++round}`;
    const rows = await repo.claim({
      claimId,
      types: [...handlers.keys()],
      now: now(),
      leaseMs: options.leaseMs,
      limit: options.batchSize,
    });
    if (rows.length === 0) return 0;
    // The claim was written: the database answers. From here a refused write stops the round.
    const guard = writeGuard(options.log, () => stoppedAt);

    const runnable: { job: ClaimedJob<unknown>; handler: AnyHandler }[] = [];
    for (const row of rows) {
      const handler = handlers.get(row.type);
      if (!handler) {
        await fail(
          guard,
          claimId,
          row,
          undefined,
          undefined,
          `No handler for job type ${row.type}`,
        );
        continue;
      }
      const parsed = handler.definition.payload.safeParse(JSON.parse(row.payload));
      if (!parsed.success) {
        await fail(
          guard,
          claimId,
          row,
          handler,
          undefined,
          `Invalid payload: ${parsed.error.message}`,
        );
        continue;
      }
      const job: ClaimedJob<unknown> = {
        id: row.id,
        type: row.type,
        payload: parsed.data,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
        idempotencyKey: row.idempotency_key,
        dueAt: row.due_at,
      };
      // Taken over from a worker that stopped during the last attempt: nothing left to try.
      if (row.attempts > row.max_attempts) {
        await fail(guard, claimId, row, handler, job, row.last_error ?? 'Out of attempts');
        continue;
      }
      runnable.push({ job, handler });
    }

    const contexts = new Map<string, unknown>();
    for (const [handler, group] of groupBy(runnable, (entry) => entry.handler)) {
      if (!handler.prepare) continue;
      const jobs = group.map((entry) => entry.job);
      for (const [id, context] of await handler.prepare(jobs)) contexts.set(id, context);
    }

    // The lease: renewed every third of its length while jobs remain; a job is only started
    // while the claim is surely still ours, so a slow batch is never taken over mid-way.
    const unfinished = new Set(runnable.map(({ job }) => job.id));
    const notStarted = new Set(unfinished);
    let held = new Set(unfinished);
    let deadline = now().getTime() + options.leaseMs;
    const margin = options.leaseMs / 3;
    let renewing = false;
    const heartbeat = setInterval(() => {
      // A renewal that hangs (a partition) is not stacked with more.
      if (renewing) return;
      renewing = true;
      const at = now().getTime();
      repo
        .extendLease(claimId, [...unfinished], new Date(at + options.leaseMs))
        .then(
          (stillHeld) => {
            held = stillHeld;
            deadline = at + options.leaseMs;
            guard.succeeded();
          },
          (error: unknown) => guard.failed(error, 'renew the job lease'),
        )
        .finally(() => {
          renewing = false;
        });
    }, margin);
    heartbeat.unref();

    const recorder = finishRecorder(
      repo,
      claimId,
      now,
      writesOf,
      afterRecord,
      options.log,
      guard,
      Math.max(1, Math.floor(Math.min(options.concurrency, runnable.length) / 2)),
    );
    try {
      await eachLimited(runnable, options.concurrency, async ({ job, handler }) => {
        if (stopping || guard.isTroubled()) return;
        if (!held.has(job.id) || now().getTime() > deadline - margin) return;
        notStarted.delete(job.id);
        try {
          let outcome: JobOutcome;
          try {
            outcome = await handler.run(job, contexts.get(job.id));
          } catch (error) {
            if (error instanceof PermanentJobError) {
              await fail(guard, claimId, job, handler, job, error.message);
            } else {
              await retryLater(guard, claimId, handler, job, reasonOf(error));
            }
            return;
          }
          // Resolves once recorded: the lane takes its next job only then.
          await recorder.record({ job, handler, outcome });
        } catch (error) {
          // Given up only past the stop grace: the job runs again when its lease ends, as after a crash.
          options.log.error({ err: error, jobId: job.id }, 'could not record a job outcome');
        } finally {
          unfinished.delete(job.id);
        }
      });
    } finally {
      clearInterval(heartbeat);
    }
    if (notStarted.size > 0) {
      // Handed back so they need not wait for the lease; if the database refuses, the lease ends anyway.
      await repo
        .release(claimId, [...notStarted], now())
        .catch((error: unknown) =>
          options.log.warn({ err: error }, 'could not hand back jobs not started'),
        );
    }
    return rows.length;
  }

  async function loop(): Promise<void> {
    if (!running) return;
    let handled = 0;
    try {
      current = runOnce();
      handled = (await current) as number;
      if (failedRounds > 0) {
        options.log.warn({ failedRounds }, 'job worker rounds run again');
        failedRounds = 0;
      }
    } catch (error) {
      // Once per run of failures (a database outage fails every poll), not once per poll.
      if (failedRounds === 0) options.log.error({ err: error }, 'job worker round failed');
      failedRounds += 1;
    }
    // A full batch means more may be waiting: go again at once.
    if (running)
      timer = setTimeout(() => void loop(), handled >= options.batchSize ? 0 : options.pollMs);
  }

  return {
    workerId,
    runOnce,
    start() {
      if (running) return;
      running = true;
      stopping = false;
      stoppedAt = undefined;
      options.log.info({ workerId }, 'job worker started');
      void loop();
    },
    async stop() {
      running = false;
      stopping = true;
      stoppedAt ??= Date.now();
      clearTimeout(timer);
      await current.catch(() => undefined);
    },
  };
}
