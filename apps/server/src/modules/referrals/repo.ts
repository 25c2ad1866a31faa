import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { lockAccount } from '../accounts/index.ts';

/** An invited person as the referrer's list shows them: first name only, and how far they got. */
export interface InvitedRow {
  firstName: string;
  joinedAt: string;
  isVerified: boolean;
  hasSentCard: boolean;
  rewardedAt: string | null;
}

/** A referral with what its reward depends on. */
export interface ReferralForReward {
  referredUserId: string;
  referrerId: string;
  referredEmail: string;
  referrerEmail: string;
  isReferredVerified: boolean;
  hasSentCard: boolean;
  rewardedAt: string | null;
}

/** The most people one referrer's list shows (newest first); far above the reward cap. */
const INVITED_LIST_LIMIT = 200;

/** Referral codes and referrals. Pass a transaction's Kysely to write inside it. */
export function referralsRepo(db: Kysely<Database>) {
  const hasSentCard = (userColumn: 'referrals.referred_user_id') =>
    sql<number>`exists (select 1 from cards where cards.user_id = ${sql.ref(userColumn)} and cards.status = 'sent')`;

  return {
    async codeOf(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('referral_codes')
        .select('code')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.code;
    },

    /** Gives the account this code unless it has one; a code another account holds throws (unique). */
    async insertCode(userId: string, code: string, now: Date): Promise<void> {
      await db
        .insertInto('referral_codes')
        .values({ user_id: userId, code, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
    },

    /** The account holding a code, with its address. */
    async ownerOfCode(code: string): Promise<{ id: string; email: string } | undefined> {
      return db
        .selectFrom('referral_codes')
        .innerJoin('users', 'users.id', 'referral_codes.user_id')
        .select(['users.id', 'users.email'])
        .where('referral_codes.code', '=', code)
        .executeTakeFirst();
    },

    /** Records who referred a new account; an account keeps its first referrer. */
    async insertReferral(input: { referredUserId: string; referrerId: string; now: Date }) {
      await db
        .insertInto('referrals')
        .values({
          referred_user_id: input.referredUserId,
          referrer_id: input.referrerId,
          created_at: input.now.toISOString(),
          rewarded_at: null,
        })
        .onConflict((conflict) => conflict.column('referred_user_id').doNothing())
        .execute();
    },

    /** The people who signed up through the referrer's link, newest first. */
    async invitedBy(referrerId: string): Promise<InvitedRow[]> {
      const rows = await db
        .selectFrom('referrals')
        .innerJoin('users', 'users.id', 'referrals.referred_user_id')
        .select([
          'users.first_name',
          'users.email_verified_at',
          'referrals.created_at',
          'referrals.rewarded_at',
          hasSentCard('referrals.referred_user_id').as('has_sent_card'),
        ])
        .where('referrals.referrer_id', '=', referrerId)
        .orderBy('referrals.created_at', 'desc')
        .limit(INVITED_LIST_LIMIT)
        .execute();
      return rows.map((row) => ({
        firstName: row.first_name,
        joinedAt: row.created_at,
        isVerified: row.email_verified_at !== null,
        hasSentCard: Boolean(row.has_sent_card),
        rewardedAt: row.rewarded_at,
      }));
    },

    /** Card credits the account was given by referrals, on either side. */
    async creditsEarned(userId: string): Promise<number> {
      const row = await db
        .selectFrom('card_credits')
        .select(sql<number>`coalesce(sum(delta), 0)`.as('earned'))
        .where('user_id', '=', userId)
        .where('reason', '=', 'referral')
        .executeTakeFirst();
      return Number(row?.earned ?? 0);
    },

    /** The senders of these cards whose referral is not rewarded yet. */
    async unrewardedSendersOf(cardIds: string[]): Promise<string[]> {
      const rows = await db
        .selectFrom('referrals')
        .select('referrals.referred_user_id')
        .where('referrals.rewarded_at', 'is', null)
        .where('referrals.referred_user_id', 'in', (sub) =>
          sub.selectFrom('cards').select('cards.user_id').where('cards.id', 'in', cardIds),
        )
        .execute();
      return rows.map((row) => row.referred_user_id);
    },

    async forReward(referredUserId: string): Promise<ReferralForReward | undefined> {
      const row = await db
        .selectFrom('referrals')
        .innerJoin('users as referred', 'referred.id', 'referrals.referred_user_id')
        .innerJoin('users as referrer', 'referrer.id', 'referrals.referrer_id')
        .select([
          'referrals.referred_user_id',
          'referrals.referrer_id',
          'referrals.rewarded_at',
          'referred.email as referred_email',
          'referred.email_verified_at as referred_verified_at',
          'referrer.email as referrer_email',
          hasSentCard('referrals.referred_user_id').as('has_sent_card'),
        ])
        .where('referrals.referred_user_id', '=', referredUserId)
        .executeTakeFirst();
      return (
        row && {
          referredUserId: row.referred_user_id,
          referrerId: row.referrer_id,
          referredEmail: row.referred_email,
          referrerEmail: row.referrer_email,
          isReferredVerified: row.referred_verified_at !== null,
          hasSentCard: Boolean(row.has_sent_card),
          rewardedAt: row.rewarded_at,
        }
      );
    },

    /**
     * Locks the referrer's account row until the transaction ends (PostgreSQL; SQLite has one
     * writer), so two rewards at once cannot both pass the cap.
     */
    async lockReferrer(referrerId: string): Promise<void> {
      await lockAccount(db, referrerId);
    },

    async rewardedCount(referrerId: string): Promise<number> {
      const row = await db
        .selectFrom('referrals')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('referrer_id', '=', referrerId)
        .where('rewarded_at', 'is not', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Marks the referral rewarded; false when it already was (the reward is given once). */
    async markRewarded(referredUserId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('referrals')
        .set({ rewarded_at: now.toISOString() })
        .where('referred_user_id', '=', referredUserId)
        .where('rewarded_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ReferralsRepo = ReturnType<typeof referralsRepo>;
