import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { handleJob, type JobHandler } from '../../platform/jobs/definition.ts';
import { referralRewardJob } from './job-types.ts';
import { rewardReferral } from './service.ts';

/** The referral programme's jobs. */
export function referralJobHandlers(deps: {
  db: Kysely<Database>;
  now?: () => Date;
}): JobHandler[] {
  const now = deps.now ?? (() => new Date());
  return [
    handleJob({
      definition: referralRewardJob,
      async run({ payload }) {
        const outcome = await rewardReferral(deps.db, payload.referredUserId, now());
        return outcome === 'rewarded'
          ? { status: 'done', result: outcome }
          : { status: 'skipped', reason: outcome };
      },
    }),
  ] as JobHandler[];
}
