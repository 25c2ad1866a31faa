import { referralEndpoints } from '@greetly/domain/contracts/referrals';
import type { ReferralStatus, ReferralsResponse } from '@greetly/domain/schemas/referrals-api';
import { api } from '../../lib/api';

export const REFERRALS_KEY = ['referrals'] as const;

export function fetchReferrals(): Promise<ReferralsResponse> {
  return api(referralEndpoints.mine);
}

export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  signed_up: 'Signed up',
  verified: 'Verified',
  card_sent: 'Card sent',
  rewarded: 'Card sent — rewarded',
};

/** What the programme gives, in one sentence (the home dialog and the dashboard card). */
export const REFERRAL_RULE =
  'When a friend signs up with your link, confirms their e-mail and sends their first card, you both get a free card credit.';
