// The cards module's entry: the only file other modules and the composition root import.

export { cardsDelivered } from './events.ts';
export { cardJobHandlers } from './jobs.ts';
export { optOutRoutes } from './optouts/routes.ts';
export { cardPaymentRoutes } from './payment-routes.ts';
export { cardPaymentSubscriptions } from './payments.ts';
export { toRecipientCard } from './present.ts';
export { recentlyReadCards } from './recently-read.ts';
export { cardForRecipient } from './recipient.ts';
export { cardsRepo } from './repo.ts';
export { reportRoutes } from './reports/routes.ts';
export { cardRoutes } from './routes.ts';
export { cardSubscriptions } from './subscriptions.ts';
