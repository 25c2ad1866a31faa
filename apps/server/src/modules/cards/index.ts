// The cards module's entry: the only file other modules and the composition root import.
export { cardJobHandlers } from './jobs.ts';
export { optOutRoutes } from './optouts/routes.ts';
export { toRecipientCard, toSenderCard } from './present.ts';
export { recentlyReadCards } from './recently-read.ts';
export { type CardRow, cardsRepo } from './repo.ts';
export { reportRoutes } from './reports/routes.ts';
export { cardRoutes } from './routes.ts';
export {
  type CardsDeps,
  cardForRecipient,
  getOwnCard,
  giftsOf,
  releasePaidCard,
} from './service.ts';
export { releaseWaitingCards } from './waiting.ts';
