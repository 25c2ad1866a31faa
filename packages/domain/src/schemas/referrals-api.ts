import { z } from 'zod';

/** A referral code as it travels in a link: lower-case letters and digits (see the server's codes). */
export const REFERRAL_CODE_PATTERN = /^[a-z0-9]{4,32}$/;

/** Rewarded referrals per referrer, at most (docs/decisions/0036-referrals.md). */
export const REFERRAL_REWARD_CAP = 50;

/**
 * Where an invited person is: signed up through the link, verified their address, sent a card
 * (without a reward: past the cap), or rewarded (verified and their first card delivered).
 */
export const REFERRAL_STATUSES = ['signed_up', 'verified', 'card_sent', 'rewarded'] as const;
export const referralStatusSchema = z.enum(REFERRAL_STATUSES);
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

export const invitedPersonSchema = z.object({
  /** First name only: the referrer learns no more about the people they invited. */
  firstName: z.string(),
  status: referralStatusSchema,
  joinedAt: z.string(),
});
export type InvitedPerson = z.infer<typeof invitedPersonSchema>;

export const referralsResponseSchema = z.object({
  success: z.literal(true),
  /** The account's personal sign-up link. */
  link: z.string(),
  code: z.string(),
  /** Newest first. */
  invited: z.array(invitedPersonSchema),
  /** Card credits this account was given by referrals (as referrer, and as the one invited). */
  creditsEarned: z.number().int(),
});
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;
