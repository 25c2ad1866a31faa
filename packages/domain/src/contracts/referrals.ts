import { referralsResponseSchema } from '../schemas/referrals-api.ts';
import { defineEndpoint } from './endpoint.ts';

/** The referral programme: each account's link, the people it invited, the credits it earned. */
export const referralEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/referrals',
    summary: 'The account’s referral link, the people who signed up through it and credits earned',
    description:
      'The code is made on the first ask and stays the same. A referral is rewarded with one card credit for each side once the invited account is verified and its first card is delivered (at most 50 per referrer).',
    auth: 'bearer',
    responses: { 200: referralsResponseSchema },
  }),
};
