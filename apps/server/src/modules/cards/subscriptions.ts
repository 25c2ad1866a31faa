import { subscribe } from '../../platform/events.ts';
import { accountVerified } from '../accounts/index.ts';
import { releaseWaitingCards } from './waiting.ts';

/** What the cards module does when other modules say something happened. */
export const cardSubscriptions = [
  // Cards that waited for their sender's address go on their way, with the confirmation itself.
  subscribe({
    event: accountVerified,
    subscriber: 'cards.release-waiting',
    mode: 'transaction',
    async handle({ db, now }, { userId }) {
      await releaseWaitingCards(db, userId, now);
    },
  }),
];
