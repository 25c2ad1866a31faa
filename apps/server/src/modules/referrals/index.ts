// The referrals module's entry: the only file other modules and the composition root import.
export { referralJobHandlers } from './jobs.ts';
export { referralRoutes } from './routes.ts';
export { referralSubscriptions } from './subscriptions.ts';
