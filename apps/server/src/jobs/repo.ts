import { type Kysely, type Selectable, sql } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database, JobTable } from '../db/schema.ts';

export type JobRow = Selectable<JobTable>;

/** Rows per UPDATE when recording outcomes: 3 parameters each, far below both databases' limits. */
const CHUNK = 500;

/**
 * The queue's SQL for workers. Every update after the claim is fenced on the claim
 * (`locked_by` holds the worker's id and its claim round): once a lease was lost and another
 * worker claimed the job, the first worker's late updates match no row.
 */
export function jobsRepo(db: Kysely<Database>) {
  const postgres = isPostgres(db);
  return {
    /**
     * Claims up to `limit` jobs of the given types that are due, or whose lease ran out (a crashed worker's), for
     * `leaseMs`. On PostgreSQL rows other workers are claiming are skipped (FOR UPDATE SKIP
     * LOCKED); SQLite has one writer at a time, so its single UPDATE is exclusive by itself.
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
      return db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          attempts: eb('attempts', '+', 1),
          lease_until: leaseUntil,
          locked_by: input.claimId,
          updated_at: now,
        }))
        .where('id', 'in', (eb) => {
          let due = eb
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
            .limit(input.limit);
          if (postgres) due = due.forUpdate().skipLocked();
          return due;
        })
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

    /**
     * Marks jobs finished (done with their result, or cancelled when skipped) in the given
     * transaction; returns the ids this claim still held, the only ones recorded.
     */
    async markFinished(
      trx: Kysely<Database>,
      claimId: string,
      finished: { id: string; status: 'done' | 'cancelled'; result: string | null }[],
      now: Date,
    ): Promise<Set<string>> {
      const at = now.toISOString();
      const recorded = new Set<string>();
      for (const status of ['done', 'cancelled'] as const) {
        const group = finished.filter((entry) => entry.status === status);
        for (let start = 0; start < group.length; start += CHUNK) {
          const chunk = group.slice(start, start + CHUNK);
          const results = sql<string | null>`case id ${sql.join(
            chunk.map(({ id, result }) => sql`when ${id} then ${result}`),
            sql` `,
          )} end`;
          const rows = await trx
            .updateTable('jobs')
            .set({
              status,
              result: results,
              finished_at: at,
              updated_at: at,
              lease_until: null,
              last_error: null,
            })
            .where(
              'id',
              'in',
              chunk.map(({ id }) => id),
            )
            .where('locked_by', '=', claimId)
            .where('status', '=', 'running')
            .returning('id')
            .execute();
          for (const row of rows) recorded.add(row.id);
        }
      }
      return recorded;
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
export type JobsRepo = ReturnType<typeof jobsRepo>;
