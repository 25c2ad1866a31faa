import type { IsoTime } from './time.ts';

// The tables of referrals, as migrated (test/schema-types.test.ts holds them to it).

/** An account's personal referral code (migration 0019), made on its first ask. */
export interface ReferralCodeTable {
  user_id: string;
  /** Unique: the `ref` of the account's sign-up link. */
  code: string;
  created_at: IsoTime;
}

/** Who signed up through whose link (migration 0019); rewarded once, when `rewarded_at` is set. */
export interface ReferralTable {
  referred_user_id: string;
  referrer_id: string;
  created_at: IsoTime;
  rewarded_at: IsoTime | null;
}
