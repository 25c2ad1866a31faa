import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import type { JobDefinition } from './definition.ts';

export interface JobRequest<P> {
  definition: JobDefinition<P>;
  payload: P;
  /** When it may run; now when absent. */
  dueAt?: Date;
  /** A second enqueue with the same key adds nothing. */
  key?: string;
}

const MAX_KEY_LENGTH = 128;

/** Keys of any length fit the column: a long one is stored as its hash. */
export function storedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH
    ? key
    : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * The INSERT that queues a job, built but not run: for writes that go with the job worker's
 * record of finished jobs (an event emitted as a card is recorded sent). The payload is checked
 * against the type's schema; a second one with the same key adds nothing.
 */
export function enqueueWrite<P>(db: Kysely<Database>, request: JobRequest<P>, now: Date) {
  const { definition } = request;
  const payload = definition.payload.parse(request.payload);
  const at = now.toISOString();
  return db
    .insertInto('jobs')
    .values({
      id: newId(),
      type: definition.type,
      payload: JSON.stringify(payload),
      status: 'pending',
      due_at: (request.dueAt ?? now).toISOString(),
      attempts: 0,
      max_attempts: definition.retryDelaysMs.length + 1,
      lease_until: null,
      locked_by: null,
      last_error: null,
      idempotency_key: request.key === undefined ? null : storedKey(request.key),
      result: null,
      created_at: at,
      updated_at: at,
      finished_at: null,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing());
}

/**
 * Queues a job. Pass the caller's transaction to make the job part of it: the feature's rows and
 * its job are written together or not at all. The payload is checked against the type's schema.
 */
export async function enqueue<P>(
  db: Kysely<Database>,
  request: JobRequest<P>,
  now: Date = new Date(),
): Promise<void> {
  await enqueueWrite(db, request, now).execute();
}

/** Moves a job that has not started yet to a new due time; false when it already started or ended. */
export async function reschedulePendingJob(
  db: Kysely<Database>,
  key: string,
  dueAt: Date,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ due_at: dueAt.toISOString(), updated_at: now.toISOString() })
    .where('idempotency_key', '=', storedKey(key))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cancels a job that has not started yet; false when it already started or ended. */
export async function cancelPendingJob(
  db: Kysely<Database>,
  key: string,
  now: Date = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', finished_at: at, updated_at: at })
    .where('idempotency_key', '=', storedKey(key))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A finished job's row made pending again: due at `dueAt`, with a fresh set of attempts. */
function pendingAgain(dueAt: string, at: string) {
  return {
    status: 'pending',
    due_at: dueAt,
    attempts: 0,
    last_error: null,
    lease_until: null,
    locked_by: null,
    finished_at: null,
    updated_at: at,
  } as const;
}

/** Queues a failed job again, due now, with a fresh set of attempts; false unless it had failed. */
export async function retryFailedJob(
  db: Kysely<Database>,
  key: string,
  now: Date = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('jobs')
    .set(pendingAgain(at, at))
    .where('idempotency_key', '=', storedKey(key))
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Queues a job that already ran (done, skipped, failed or cancelled) once more, due at `dueAt`
 * with a fresh set of attempts; false when it is still pending or running, or has no row.
 */
export async function requeueFinishedJob(
  db: Kysely<Database>,
  key: string,
  dueAt: Date,
  now: Date = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('jobs')
    .set({ ...pendingAgain(dueAt.toISOString(), at), result: null })
    .where('idempotency_key', '=', storedKey(key))
    .where('status', 'in', ['done', 'failed', 'cancelled'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
