// The billing module's entry: the only file other modules and the composition root import.
export { creditRepo } from './credits-repo.ts';
export {
  type PaymentEvent,
  paymentFailed,
  paymentRefunded,
  paymentRefused,
  paymentSucceeded,
} from './ledger/events.ts';
export { ledgerJobHandlers } from './ledger/jobs.ts';
export {
  coveredKobo,
  paidPaymentsOf,
  paymentByReference,
  paymentsOfTarget,
  recordPartRefunded,
} from './ledger/reads.ts';
export {
  type LedgerDeps,
  type PaymentAttempt,
  providerFailure,
  requestRefund,
  startPayment,
  verifyOnReturn,
  verifyPayment,
} from './ledger/service.ts';
export { webhookRoutes } from './ledger/webhook.ts';
export {
  type CardPaymentStarter,
  cardPaymentStarter,
  type PlansDeps,
  payCard,
  verifyPlanPayment,
} from './plans/card-payments.ts';
export { planJobHandlers } from './plans/jobs.ts';
export { featuresOfCard, featuresOfInput, priceForAccount } from './plans/pricing.ts';
export { plansRepo } from './plans/repo.ts';
export { planRoutes } from './plans/routes.ts';
export {
  type ConfiguredPaymentProvider,
  choosePaymentProvider,
} from './provider/choose-provider.ts';
export type { PaymentProvider } from './provider/provider.ts';
export { refundInJob } from './provider/refund-in-job.ts';
export { testPaymentRoutes } from './provider/test-provider-routes.ts';
