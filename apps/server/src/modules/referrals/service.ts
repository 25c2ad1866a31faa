import { REFERRAL_REWARD_CAP, type ReferralStatus, type ReferralsResponse } from '@greetly/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { CODE_ATTEMPTS, randomCode } from '../../platform/lib/random-code.ts';
import { isUniqueViolation } from '../accounts/index.ts';
import { creditRepo } from '../billing/index.ts';
import { isSameMailbox } from './mailbox.ts';
import { type InvitedRow, type ReferralsRepo, referralsRepo } from './repo.ts';

/** 8 letters and digits: 36^8 ≈ 2.8 × 10^12 codes, too many to find one by trying. */
const CODE_LENGTH = 8;

export interface ReferralDeps {
  repo: ReferralsRepo;
  publicUrl: string;
  now?: () => Date;
}

const clock = (deps: { now?: () => Date }) => (deps.now ?? (() => new Date()))();

/** The sign-up link that carries a code. */
export function referralLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/signup?ref=${encodeURIComponent(code)}`;
}

/** The account's code: the same on every ask, made on the first. */
export async function referralCodeOf(deps: ReferralDeps, userId: string): Promise<string> {
  const existing = await deps.repo.codeOf(userId);
  if (existing) return existing;
  for (let attempt = 1; ; attempt++) {
    try {
      await deps.repo.insertCode(userId, randomCode(CODE_LENGTH), clock(deps));
      break;
    } catch (error) {
      // Another account drew the same code: draw again.
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
  // Two first asks at once both insert; the first one's code is kept and both read it here.
  const code = await deps.repo.codeOf(userId);
  if (!code) throw new Error('The referral code was not saved.');
  return code;
}

function statusOf(row: InvitedRow): ReferralStatus {
  if (row.rewardedAt) return 'rewarded';
  if (row.hasSentCard) return 'card_sent';
  return row.isVerified ? 'verified' : 'signed_up';
}

/** The account's link, the people who came through it and the credits referrals gave it. */
export async function referralsOf(deps: ReferralDeps, userId: string): Promise<ReferralsResponse> {
  const code = await referralCodeOf(deps, userId);
  const [invited, creditsEarned] = await Promise.all([
    deps.repo.invitedBy(userId),
    deps.repo.creditsEarned(userId),
  ]);
  return {
    success: true,
    code,
    link: referralLink(deps.publicUrl, code),
    invited: invited.map((row) => ({
      firstName: row.firstName,
      status: statusOf(row),
      joinedAt: row.joinedAt,
    })),
    creditsEarned,
  };
}

/**
 * Records that a new account signed up through a code, in the sign-up's transaction. An unknown
 * code, or one whose owner is the new account's own mailbox, is ignored: sign-up goes on.
 */
export async function recordReferral(
  db: Kysely<Database>,
  input: { userId: string; email: string; code: string; now: Date },
): Promise<boolean> {
  const repo = referralsRepo(db);
  const owner = await repo.ownerOfCode(input.code.trim().toLowerCase());
  if (!owner || owner.id === input.userId || isSameMailbox(owner.email, input.email)) return false;
  await repo.insertReferral({ referredUserId: input.userId, referrerId: owner.id, now: input.now });
  return true;
}

export type RewardOutcome =
  | 'rewarded'
  | 'no-referral'
  | 'already-rewarded'
  | 'not-verified'
  | 'no-card-sent'
  | 'self-referral'
  | 'cap-reached';

/**
 * Rewards a referral once its invited account is verified and has a delivered card: one card
 * credit to each side and the referral marked rewarded, in one transaction. Safe to run again:
 * a rewarded referral is left alone, and each grant's key is written once.
 */
export async function rewardReferral(
  db: Kysely<Database>,
  referredUserId: string,
  now: Date,
): Promise<RewardOutcome> {
  return db.transaction().execute(async (trx) => {
    const repo = referralsRepo(trx);
    const found = await repo.forReward(referredUserId);
    if (!found) return 'no-referral';
    if (found.rewardedAt) return 'already-rewarded';
    if (!found.isReferredVerified) return 'not-verified';
    if (!found.hasSentCard) return 'no-card-sent';
    if (
      found.referrerId === found.referredUserId ||
      isSameMailbox(found.referrerEmail, found.referredEmail)
    ) {
      return 'self-referral';
    }
    await repo.lockReferrer(found.referrerId);
    if ((await repo.rewardedCount(found.referrerId)) >= REFERRAL_REWARD_CAP) return 'cap-reached';
    if (!(await repo.markRewarded(referredUserId, now))) return 'already-rewarded';
    const credits = creditRepo(trx);
    const key = `referral:${referredUserId}`;
    await credits.grant({
      userId: found.referrerId,
      amount: 1,
      reason: 'referral',
      key: `${key}:referrer`,
      now,
    });
    await credits.grant({
      userId: referredUserId,
      amount: 1,
      reason: 'referral',
      key: `${key}:referred`,
      now,
    });
    return 'rewarded';
  });
}
