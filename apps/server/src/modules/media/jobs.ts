import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../platform/db/schema.ts';
import { defineJob, handleJob, type JobHandler } from '../../platform/jobs/definition.ts';
import { mediaRepo } from './repo.ts';

const HOUR = 3_600_000;
/** An upload no card uses after a day was abandoned (the studio attaches media within a session). */
export const UNATTACHED_MEDIA_LIFETIME_MS = 24 * HOUR;

export const sweepUnattachedMediaJob = defineJob('media.sweep-unattached', z.object({}));

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
