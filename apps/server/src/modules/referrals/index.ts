// The referrals module's entry: the only file other modules and the composition root import.
export { queueReferralRewards, referralJobHandlers } from './jobs.ts';
export { referralRoutes } from './routes.ts';
export { recordReferral } from './service.ts';
