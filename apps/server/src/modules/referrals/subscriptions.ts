import { subscribe } from '../../platform/events.ts';
import { accountCreated } from '../accounts/index.ts';
import { cardsDelivered } from '../cards/index.ts';
import { queueReferralReward } from './job-types.ts';
import { referralsRepo } from './repo.ts';
import { recordReferral } from './service.ts';

/** What the referral programme does when other modules say something happened. */
export const referralSubscriptions = [
  // The link a new account came through is recorded in its sign-up's transaction: an unknown
  // code, or the person's own, is ignored and sign-up goes on.
  subscribe({
    event: accountCreated,
    subscriber: 'referrals.record',
    mode: 'transaction',
    async handle({ db, now }, { userId, email, referralCode }) {
      if (referralCode) await recordReferral(db, { userId, email, code: referralCode, now });
    },
  }),
  // A referred sender's first delivered card earns the referral's reward (decision 0036): the
  // reward job checks everything again before it rewards.
  subscribe({
    event: cardsDelivered,
    subscriber: 'referrals.reward',
    mode: 'job',
    async handle({ db, now }, { cardIds }) {
      for (const referredUserId of await referralsRepo(db).unrewardedSendersOf(cardIds)) {
        await queueReferralReward(db, referredUserId, now);
      }
    },
  }),
];
