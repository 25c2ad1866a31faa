import type { CheckoutFees } from '@greetly/domain';
import { authJobHandlers } from './modules/accounts/index.ts';
import type { PaymentProvider } from './modules/billing/index.ts';
import {
  type ConfiguredPaymentProvider,
  choosePaymentProvider,
  ledgerJobHandlers,
  planJobHandlers,
} from './modules/billing/index.ts';
import {
  cardJobHandlers,
  cardPaymentSubscriptions,
  cardSubscriptions,
} from './modules/cards/index.ts';
import { mediaJobHandlers } from './modules/media/index.ts';
import {
  fulfilmentJobHandlers,
  orderJobHandlers,
  orderSubscriptions,
} from './modules/orders/index.ts';
import { referralJobHandlers, referralSubscriptions } from './modules/referrals/index.ts';
import { vendorJobHandlers } from './modules/shops/index.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/connect.ts';
import { createEventBus, type EventBus } from './platform/events.ts';
import type { JobHandler } from './platform/jobs/definition.ts';
import { maintenanceJobHandlers } from './platform/jobs/maintenance.ts';
import { createJobWorker, type JobWorker, type JobWorkerOptions } from './platform/jobs/worker.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { databaseRateLimitStore } from './platform/rate-limit/db-store.ts';
import { memoryRateLimitStore } from './platform/rate-limit/memory-store.ts';
import { redisRateLimitStore } from './platform/rate-limit/redis-store.ts';
import type { RateLimitStore } from './platform/rate-limit/store.ts';

/**
 * The events between modules and who reacts to each (docs/decisions/0040-modules.md). The
 * subscriptions hold no state: a subscriber is given the database and the time when it runs.
 */
export const events: EventBus = createEventBus([
  ...cardSubscriptions,
  ...cardPaymentSubscriptions,
  ...orderSubscriptions,
  ...referralSubscriptions,
]);

/** The outside services a process needs, chosen by the configuration. */
export function createServices(
  config: Config,
  db: Db,
): {
  mailer: Mailer;
  rateLimits: RateLimitStore;
  /** One per process, shared by the app and its worker (the test provider signs with its own secret). */
  paymentProvider: ConfiguredPaymentProvider | null;
} {
  return {
    paymentProvider: choosePaymentProvider(config),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
    }),
    rateLimits: rateLimitStoreFor(config, db),
  };
}

/**
 * Redis when configured; otherwise the database when several processes may share it
 * (PostgreSQL); one server on SQLite counts in its own memory (memory-store.ts).
 */
function rateLimitStoreFor(config: Config, db: Db): RateLimitStore {
  if (config.redisUrl) return redisRateLimitStore(config.redisUrl);
  if (config.database.kind === 'sqlite') return memoryRateLimitStore();
  return databaseRateLimitStore(db.kysely);
}

/** Every feature's job handlers: the one registry the worker dispatches from. */
export function jobHandlers(input: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
  /** Refunds of shops' cancelled parts run only where a provider is configured. */
  paymentProvider?: PaymentProvider | null;
  /** The operator's checkout fees: the order mails name the VAT rate (the spec's when left out). */
  checkoutFees?: CheckoutFees;
}): JobHandler[] {
  const { db, mailer, publicUrl, now, paymentProvider, checkoutFees } = input;
  return [
    ...cardJobHandlers({ db: db.kysely, mailer, publicUrl, events }),
    ...events.jobHandlers({ db: db.kysely, ...(now ? { now } : {}) }),
    ...authJobHandlers({ db: db.kysely, mailer, publicUrl, now }),
    ...mediaJobHandlers(db.kysely, now),
    ...vendorJobHandlers({ db: db.kysely, mailer, publicUrl }),
    ...fulfilmentJobHandlers({ db: db.kysely, mailer, publicUrl, paymentProvider, now }),
    ...orderJobHandlers({
      db: db.kysely,
      mailer,
      publicUrl,
      paymentProvider,
      events,
      now,
      ...(checkoutFees ? { fees: checkoutFees } : {}),
    }),
    ...ledgerJobHandlers({ db: db.kysely, events, paymentProvider, now }),
    ...planJobHandlers({ db: db.kysely, mailer, publicUrl }),
    ...referralJobHandlers({ db: db.kysely, now }),
    ...maintenanceJobHandlers(db.kysely, now),
  ] as JobHandler[];
}

/** The job worker for this process, configured from the environment. */
export function createWorker(
  config: Config,
  db: Db,
  mailer: Mailer,
  log: JobWorkerOptions['log'],
  /** The process's provider (createServices); chosen from the configuration when not given. */
  paymentProvider?: PaymentProvider | null,
): JobWorker {
  return createJobWorker({
    db: db.kysely,
    handlers: jobHandlers({
      db,
      mailer,
      publicUrl: config.publicUrl,
      paymentProvider:
        paymentProvider === undefined ? choosePaymentProvider(config) : paymentProvider,
      checkoutFees: config.checkoutFees,
    }),
    log,
    ...config.worker,
  });
}
