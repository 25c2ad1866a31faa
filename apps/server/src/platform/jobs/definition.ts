import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import type { RecordedValues, RecordWrite } from './repo.ts';

/** Waits after failed attempts 1–5: about 1 min, 5 min, 30 min, 2 h, 6 h; the 6th failure is final. */
export const DEFAULT_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];

/** A kind of job: its name and the shape of its payload. Modules declare theirs in `job-types.ts`. */
export interface JobDefinition<P> {
  type: string;
  payload: z.ZodType<P>;
  /** Waits between attempts; one attempt more than delays is made. */
  retryDelaysMs: number[];
}

export function defineJob<P>(
  type: string,
  payload: z.ZodType<P>,
  options: { retryDelaysMs?: number[] } = {},
): JobDefinition<P> {
  return { type, payload, retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS };
}

/** A job a worker holds: its row's fields with the payload parsed. */
export interface ClaimedJob<P> {
  id: string;
  type: string;
  payload: P;
  attempts: number;
  maxAttempts: number;
  idempotencyKey: string | null;
  dueAt: string;
}

/** What a handler's run reports: done (with an optional result such as a Message-ID), or skipped. */
export type JobOutcome =
  | { status: 'done'; result?: string }
  | { status: 'skipped'; reason: string };

/** A job whose outcome is being recorded. */
export interface FinishedJob<P> {
  job: ClaimedJob<P>;
  outcome: JobOutcome;
}

/** What `finishedWrites` gets: a group of finished jobs of its type, and how to fence on them. */
export interface FinishedWritesInput<P> {
  /** To build the writes with; they are run by the worker, not by the hook. */
  db: Kysely<Database>;
  finished: FinishedJob<P>[];
  now: Date;
  /**
   * The `value`s (say, card ids) of the entries whose job is recorded with these writes, as an
   * expression for `where(column, 'in', …)`: a job whose claim was lost changes nothing.
   */
  recorded: RecordedValues;
}

/**
 * The work behind a job type, registered by its feature. `run` performs the effect (send a mail);
 * the hooks record its consequences atomically with the job's own record (or retry, or failure),
 * and only for jobs this worker still holds, so a lost claim can never overwrite another's result.
 */
export interface JobHandler<P = unknown, C = unknown> {
  definition: JobDefinition<P>;
  /** Loads what a batch of these jobs needs in one query (e.g. their cards) before any runs. */
  prepare?: (jobs: ClaimedJob<P>[]) => Promise<Map<string, C>>;
  run: (job: ClaimedJob<P>, context: C | undefined) => Promise<JobOutcome>;
  /**
   * What finished jobs change besides their own rows, as writes built but not run, fenced with
   * `recorded`. On PostgreSQL they go into the one statement that records the jobs (no
   * transaction: one round trip per group of jobs); prefer it to `onFinished`, which needs a
   * transaction of its own.
   */
  finishedWrites?: (input: FinishedWritesInput<P>) => RecordWrite[];
  /** Runs in the transaction that records finished jobs, with only the jobs recorded. */
  onFinished?: (trx: Kysely<Database>, finished: FinishedJob<P>[], now: Date) => Promise<void>;
  onRetry?: (trx: Kysely<Database>, job: ClaimedJob<P>, reason: string, now: Date) => Promise<void>;
  onFailed?: (
    trx: Kysely<Database>,
    job: ClaimedJob<P>,
    reason: string,
    now: Date,
  ) => Promise<void>;
  /** Runs again every `everyMs` (sweeps): the worker keeps one future occurrence queued. */
  everyMs?: number;
}

/** Registers a handler with its payload type checked against its definition. */
export function handleJob<P, C = undefined>(handler: JobHandler<P, C>): JobHandler<P, C> {
  return handler;
}

/** A handler throws this when trying again cannot help (the card was deleted): the job fails at once. */
export class PermanentJobError extends Error {}
