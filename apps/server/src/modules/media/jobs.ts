import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { handleJob, type JobHandler } from '../../platform/jobs/definition.ts';
import { sweepUnattachedMediaJob, UNATTACHED_MEDIA_LIFETIME_MS } from './job-types.ts';
import { mediaRepo } from './repo.ts';

const HOUR = 3_600_000;

/** Deletes, every hour, photos and voice notes that no card has used for a day. */
export function mediaJobHandlers(db: Kysely<Database>, now = () => new Date()): JobHandler[] {
  const repo = mediaRepo(db);
  return [
    handleJob({
      definition: sweepUnattachedMediaJob,
      everyMs: HOUR,
      async run() {
        const cutoff = new Date(now().getTime() - UNATTACHED_MEDIA_LIFETIME_MS);
        const deleted = await repo.deleteUnattachedBefore(cutoff);
        return { status: 'done', result: `${deleted} deleted` };
      },
    }),
  ] as JobHandler[];
}
