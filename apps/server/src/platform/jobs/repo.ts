import {
  type Compilable,
  type Expression,
  type Kysely,
  type OperationNodeSource,
  type Selectable,
  sql,
} from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database, JobTable } from '../db/schema.ts';

export type JobRow = Selectable<JobTable>;

/** Rows per UPDATE when recording outcomes: 3 parameters each, far below both databases' limits. */
const CHUNK = 500;

/** One job's outcome as the queue records it: done with its result, or cancelled (skipped). */
export interface FinishedRow {
  id: string;
  status: 'done' | 'cancelled';
  result: string | null;
}

/**
 * In what is written with the record of finished jobs, the `value`s of the entries whose job was
 * recorded (this claim still held it): the fence that keeps a lost claim from changing anything.
 */
export type RecordedValues = (entries: { jobId: string; value: string }[]) => Expression<string>;

/** A write (an UPDATE) built but not run, to go with the record of finished jobs. */
export type RecordWrite = Compilable & OperationNodeSource;

/** The name the record's statement gives the jobs it recorded. */
const RECORDED = 'recorded_jobs';

/**
 * PostgreSQL, inside `finish`'s statement: the values whose job id its jobs' UPDATE returned. The
 * entries go in as two array parameters, so the statement's text is the same for any group.
 */
const recordedIn: RecordedValues = (entries) =>
  sql<string>`(select v.value from unnest(${entries.map(({ jobId }) => jobId)}::text[], ${entries.map(
    ({ value }) => value,
  )}::text[]) as v (job_id, value) where v.job_id in (select id from ${sql.ref(RECORDED)}))`;

/** After the jobs' UPDATE ran (a transaction): the values of the jobs it recorded, as a list. */
function valuesOf(recorded: Set<string>): RecordedValues {
  return (entries) => {
    const values = entries.filter(({ jobId }) => recorded.has(jobId)).map(({ value }) => value);
    return values.length === 0 ? sql<string>`(null)` : sql<string>`(${sql.join(values)})`;
  };
}

/** The UPDATE that records finished jobs, fenced on the claim; each job gets its own status and result. */
function finishUpdate(
  creator: Kysely<Database>,
  claimId: string,
  finished: FinishedRow[],
  now: Date,
) {
  const at = now.toISOString();
  const byId = <T extends string | null>(pick: (entry: FinishedRow) => T) =>
    sql<T>`case id ${sql.join(
      finished.map((entry) => sql`when ${entry.id} then ${pick(entry)}`),
      sql` `,
    )} end`;
  const statuses = new Set(finished.map((entry) => entry.status));
  const [only] = statuses;
  return creator
    .updateTable('jobs')
    .set({
      status: statuses.size === 1 && only ? only : byId((entry) => entry.status),
      result: byId((entry) => entry.result),
      finished_at: at,
      updated_at: at,
      lease_until: null,
      last_error: null,
    })
    .where(
      'id',
      'in',
      finished.map(({ id }) => id),
    )
    .where('locked_by', '=', claimId)
    .where('status', '=', 'running');
}

/**
 * The queue's SQL for workers. Every update after the claim is fenced on the claim
 * (`locked_by` holds the worker's id and its claim round): once a lease was lost and another
 * worker claimed the job, the first worker's late updates match no row.
 */
export function jobsRepo(db: Kysely<Database>) {
  const postgres = isPostgres(db);

  /**
   * Marks jobs finished (done with their result, or cancelled when skipped) in the given
   * transaction; returns the ids this claim still held, the only ones recorded.
   */
  async function markFinished(
    trx: Kysely<Database>,
    claimId: string,
    finished: FinishedRow[],
    now: Date,
  ): Promise<Set<string>> {
    const recorded = new Set<string>();
    for (let start = 0; start < finished.length; start += CHUNK) {
      const rows = await finishUpdate(trx, claimId, finished.slice(start, start + CHUNK), now)
        .returning('id')
        .execute();
      for (const row of rows) recorded.add(row.id);
    }
    return recorded;
  }

  return {
    /**
     * Claims up to `limit` jobs of the given types that are due, or whose lease ran out (a crashed
     * worker's), for `leaseMs`. On PostgreSQL rows other workers are claiming are skipped (FOR UPDATE
     * SKIP LOCKED), and each kind is read from its partial index in order, stopping at `limit` (one
     * query with an OR read and sorted every due row); SQLite has one writer at a time, so its
     * single UPDATE is exclusive by itself.
     */
    async claim(input: {
      claimId: string;
      /** Only jobs of these types: the ones the worker has handlers for. */
      types: string[];
      now: Date;
      leaseMs: number;
      limit: number;
    }): Promise<JobRow[]> {
      const now = input.now.toISOString();
      const leaseUntil = new Date(input.now.getTime() + input.leaseMs).toISOString();
      const claimed = {
        status: 'running',
        lease_until: leaseUntil,
        locked_by: input.claimId,
        updated_at: now,
      } as const;
      if (postgres) {
        return db
          .with('expired', (qc) =>
            qc
              .selectFrom('jobs')
              .select('id')
              .where('status', '=', 'running')
              .where('lease_until', '<', now)
              .where('type', 'in', input.types)
              .orderBy('lease_until')
              .limit(input.limit)
              .forUpdate()
              .skipLocked(),
          )
          .with('due', (qc) =>
            qc
              .selectFrom('jobs')
              .select('id')
              .where('status', '=', 'pending')
              .where('due_at', '<=', now)
              .where('type', 'in', input.types)
              .orderBy('due_at')
              .limit(input.limit)
              .forUpdate()
              .skipLocked(),
          )
          .updateTable('jobs')
          .set((eb) => ({ ...claimed, attempts: eb('attempts', '+', 1) }))
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('expired')
              .select('id')
              .unionAll(eb.selectFrom('due').select('id'))
              .limit(input.limit),
          )
          .returningAll()
          .execute()
          .then((rows) =>
            rows.sort((a, b) => (a.due_at < b.due_at ? -1 : a.due_at > b.due_at ? 1 : 0)),
          );
      }
      return db
        .updateTable('jobs')
        .set((eb) => ({ ...claimed, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('jobs')
            .select('id')
            .where('type', 'in', input.types)
            .where((w) =>
              w.or([
                w.and([w('status', '=', 'pending'), w('due_at', '<=', now)]),
                w.and([w('status', '=', 'running'), w('lease_until', '<', now)]),
              ]),
            )
            .orderBy('due_at')
            .limit(input.limit),
        )
        .returningAll()
        .execute();
    },

    /** Extends the lease of the claim's unfinished jobs; returns the ids it still holds. */
    async extendLease(claimId: string, ids: string[], leaseUntil: Date): Promise<Set<string>> {
      const held = new Set<string>();
      for (let start = 0; start < ids.length; start += CHUNK) {
        const rows = await db
          .updateTable('jobs')
          .set({ lease_until: leaseUntil.toISOString() })
          .where('id', 'in', ids.slice(start, start + CHUNK))
          .where('locked_by', '=', claimId)
          .where('status', '=', 'running')
          .returning('id')
          .execute();
        for (const row of rows) held.add(row.id);
      }
      return held;
    },

    markFinished,

    /**
     * Marks jobs finished together with what their outcomes change elsewhere (`writes`, built
     * with the fence they are given), atomically; returns the ids this claim still held, the only
     * ones recorded. On PostgreSQL it is one statement, the writes joining the jobs' UPDATE as
     * data-modifying CTEs: atomic without BEGIN and COMMIT, one round trip instead of four (in
     * `bench/delivery` the workers' socket writes to PostgreSQL were most of what they paid beyond
     * sending). SQLite has no writes in WITH and no round trips: a transaction there.
     */
    async finish(
      claimId: string,
      finished: FinishedRow[],
      now: Date,
      writes: (recorded: RecordedValues) => RecordWrite[],
      /** More to do in the same transaction with the ids recorded: makes it a transaction. */
      then?: (trx: Kysely<Database>, recorded: Set<string>) => Promise<void>,
    ): Promise<Set<string>> {
      if (!postgres || then) {
        return db.transaction().execute(async (trx) => {
          const recorded = await markFinished(trx, claimId, finished, now);
          for (const write of writes(valuesOf(recorded))) await trx.executeQuery(write);
          await then?.(trx, recorded);
          return recorded;
        });
      }
      const at = now.toISOString();
      // One text for any group (arrays as parameters): nothing to build per job but the arrays.
      // `id = any(ids)` keeps the rows read before the join to the group's (without it the plan
      // joined every running job).
      const ids = finished.map(({ id }) => id);
      const jobs = sql`update jobs set status = v.status, result = v.result, finished_at = ${at},
        updated_at = ${at}, lease_until = null, last_error = null
        from unnest(${ids}::text[], ${finished.map(({ status }) => status)}::text[], ${finished.map(
          ({ result }) => result,
        )}::text[]) as v (id, status, result)
        where jobs.id = any(${ids}::text[]) and jobs.id = v.id and jobs.locked_by = ${claimId}
          and jobs.status = 'running'
        returning jobs.id`;
      const ctes = [
        sql`${sql.ref(RECORDED)} as (${jobs})`,
        ...writes(recordedIn).map(
          (write, index) => sql`${sql.ref(`write_${index}`)} as (${write})`,
        ),
      ];
      const { rows } = await sql<{ id: string }>`with ${sql.join(ctes)} select id from ${sql.ref(
        RECORDED,
      )}`.execute(db);
      return new Set(rows.map((row) => row.id));
    },

    /** Puts a failed attempt back in the queue for later; false when the claim was lost. */
    async markRetry(
      trx: Kysely<Database>,
      claimId: string,
      id: string,
      reason: string,
      dueAt: Date,
      now: Date,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('jobs')
        .set({
          status: 'pending',
          due_at: dueAt.toISOString(),
          last_error: reason,
          lease_until: null,
          locked_by: null,
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('locked_by', '=', claimId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives up on a job; false when the claim was lost. */
    async markFailed(
      trx: Kysely<Database>,
      claimId: string,
      id: string,
      reason: string,
      now: Date,
    ): Promise<boolean> {
      const at = now.toISOString();
      const result = await trx
        .updateTable('jobs')
        .set({
          status: 'failed',
          last_error: reason,
          lease_until: null,
          finished_at: at,
          updated_at: at,
        })
        .where('id', '=', id)
        .where('locked_by', '=', claimId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Hands back jobs the claim never started (a stopping worker), so others need not wait for the lease. */
    async release(claimId: string, ids: string[], now: Date): Promise<void> {
      for (let start = 0; start < ids.length; start += CHUNK) {
        await db
          .updateTable('jobs')
          .set((eb) => ({
            status: 'pending',
            attempts: eb('attempts', '-', 1),
            lease_until: null,
            locked_by: null,
            updated_at: now.toISOString(),
          }))
          .where('id', 'in', ids.slice(start, start + CHUNK))
          .where('locked_by', '=', claimId)
          .where('status', '=', 'running')
          .execute();
      }
    },

    transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    db,
  };
}
