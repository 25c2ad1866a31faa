// The billing module's entry: the only file other modules and the composition root import.
export { creditRepo } from './credits-repo.ts';
export {
  applyCardCharge,
  type CardPaymentStarter,
  type CardPaymentTarget,
  cardPaymentStarter,
  isPlanPaymentReference,
  type PlansDeps,
  payCard,
  verifyPlanPayment,
} from './plans/card-payments.ts';
export { refundCardPaymentRequest } from './plans/job-types.ts';
export { planJobHandlers } from './plans/jobs.ts';
export { featuresOfCard, featuresOfInput, priceForAccount } from './plans/pricing.ts';
export { plansRepo } from './plans/repo.ts';
export { planRoutes } from './plans/routes.ts';
export {
  type ConfiguredPaymentProvider,
  choosePaymentProvider,
} from './provider/choose-provider.ts';
export { PAYMENT_WEBHOOK_PATH, type PaymentProvider } from './provider/provider.ts';
export { refundInJob } from './provider/refund-in-job.ts';
export { testPaymentRoutes } from './provider/test-provider-routes.ts';
