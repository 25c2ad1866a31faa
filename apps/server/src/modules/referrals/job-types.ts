import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../platform/db/schema.ts';
import { defineJob } from '../../platform/jobs/definition.ts';
import { enqueue } from '../../platform/jobs/queue.ts';

const rewardPayload = z.object({ referredUserId: z.string().min(1).max(64) });

/** Rewards a referral after its invited account's first card was delivered. */
export const referralRewardJob = defineJob('referral.reward', rewardPayload);

const KEY_PREFIX = 'referral:';
const KEY_SUFFIX = ':reward';

/** One reward job per invited account, ever. */
export function referralRewardJobKey(referredUserId: string): string {
  return `${KEY_PREFIX}${referredUserId}${KEY_SUFFIX}`;
}

/** Queues the reward of a referral (once per invited account, ever: the key). */
export function queueReferralReward(
  db: Kysely<Database>,
  referredUserId: string,
  now: Date,
): Promise<void> {
  return enqueue(
    db,
    {
      definition: referralRewardJob,
      payload: { referredUserId },
      key: referralRewardJobKey(referredUserId),
    },
    now,
  );
}
