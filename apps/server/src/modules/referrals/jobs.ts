import { type Expression, type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../platform/db/schema.ts';
import { defineJob, handleJob, type JobHandler } from '../../platform/jobs/definition.ts';
import type { RecordWrite } from '../../platform/jobs/repo.ts';
import { rewardReferral } from './service.ts';

const rewardPayload = z.object({ referredUserId: z.string().min(1).max(64) });

/** Rewards a referral after its invited account's first card was delivered. */
export const referralRewardJob = defineJob('referral.reward', rewardPayload);

const KEY_PREFIX = 'referral:';
const KEY_SUFFIX = ':reward';

/** One reward job per invited account, ever. */
export function referralRewardJobKey(referredUserId: string): string {
  return `${KEY_PREFIX}${referredUserId}${KEY_SUFFIX}`;
}

/**
 * With the record of delivered cards (cards/jobs.ts): queues the reward job of each sender who
 * was referred and is not rewarded yet. Built as one INSERT … SELECT so it joins the worker's
 * record statement (no extra round trip); a sender with a reward job already queued or done, or
 * without a referral, adds nothing. The job checks everything again before it rewards.
 */
export function queueReferralRewards(
  db: Kysely<Database>,
  sentCardIds: Expression<string>,
  now: Date,
): RecordWrite {
  const at = now.toISOString();
  return db
    .insertInto('jobs')
    .columns([
      'id',
      'type',
      'payload',
      'status',
      'due_at',
      'attempts',
      'max_attempts',
      'idempotency_key',
      'created_at',
      'updated_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('referrals')
        .select([
          // A job's id per invited account: the key below keeps it to one.
          sql<string>`${'rr.'} || referrals.referred_user_id`.as('id'),
          sql<string>`${referralRewardJob.type}`.as('type'),
          // Account ids are base64url: nothing in them needs escaping in JSON.
          sql<string>`${'{"referredUserId":"'} || referrals.referred_user_id || ${'"}'}`.as(
            'payload',
          ),
          sql<string>`${'pending'}`.as('status'),
          sql<string>`${at}`.as('due_at'),
          sql<number>`0`.as('attempts'),
          sql<number>`${referralRewardJob.retryDelaysMs.length + 1}`.as('max_attempts'),
          sql<string>`${KEY_PREFIX} || referrals.referred_user_id || ${KEY_SUFFIX}`.as(
            'idempotency_key',
          ),
          sql<string>`${at}`.as('created_at'),
          sql<string>`${at}`.as('updated_at'),
        ])
        .where('referrals.rewarded_at', 'is', null)
        .where('referrals.referred_user_id', 'in', (sub) =>
          sub.selectFrom('cards').select('cards.user_id').where('cards.id', 'in', sentCardIds),
        ),
    )
    .onConflict((conflict) => conflict.doNothing());
}

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
