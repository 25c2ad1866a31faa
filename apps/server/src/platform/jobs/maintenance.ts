import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { IDEMPOTENCY_KEEP_MS } from '../http/idempotency.ts';
import { defineJob, handleJob, type JobHandler } from './definition.ts';

const DAY = 24 * 3_600_000;
/** Finished jobs are history for a month (support questions), then deleted. */
const KEEP_FINISHED_MS = 30 * DAY;

export const sweepJobsJob = defineJob('jobs.sweep', z.object({}));
export const sweepIdempotencyKeysJob = defineJob('idempotency.sweep', z.object({}));

/**
 * The platform's upkeep, once a day: deletes jobs that finished more than a month ago, and
 * idempotency keys past the 24 hours their answers are replayed.
 */
export function maintenanceJobHandlers(db: Kysely<Database>, now = () => new Date()): JobHandler[] {
  return [
    handleJob({
      definition: sweepJobsJob,
      everyMs: DAY,
      async run() {
        const cutoff = new Date(now().getTime() - KEEP_FINISHED_MS).toISOString();
        const result = await db
          .deleteFrom('jobs')
          .where('status', 'in', ['done', 'cancelled'])
          .where('finished_at', '<', cutoff)
          .executeTakeFirst();
        return { status: 'done', result: `${Number(result.numDeletedRows)} deleted` };
      },
    }),
    handleJob({
      definition: sweepIdempotencyKeysJob,
      everyMs: DAY,
      async run() {
        const cutoff = new Date(now().getTime() - IDEMPOTENCY_KEEP_MS).toISOString();
        const result = await db
          .deleteFrom('idempotency_keys')
          .where('created_at', '<', cutoff)
          .executeTakeFirst();
        return { status: 'done', result: `${Number(result.numDeletedRows)} deleted` };
      },
    }),
  ] as JobHandler[];
}
