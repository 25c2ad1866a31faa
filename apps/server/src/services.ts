import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import { authJobHandlers } from './features/auth/jobs.ts';
import { cardJobHandlers } from './features/cards/jobs.ts';
import { fulfilmentJobHandlers } from './features/fulfilment/jobs.ts';
import { mediaJobHandlers } from './features/media/jobs.ts';
import { orderJobHandlers } from './features/orders/jobs.ts';
import {
  type ConfiguredPaymentProvider,
  choosePaymentProvider,
} from './features/payments/choose-provider.ts';
import type { PaymentProvider } from './features/payments/provider.ts';
import { planJobHandlers } from './features/plans/jobs.ts';
import { referralJobHandlers } from './features/referrals/jobs.ts';
import { vendorJobHandlers } from './features/vendor/jobs.ts';
import type { JobHandler } from './jobs/definition.ts';
import { maintenanceJobHandlers } from './jobs/maintenance.ts';
import { createJobWorker, type JobWorker, type JobWorkerOptions } from './jobs/worker.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { databaseRateLimitStore } from './rate-limit/db-store.ts';
import { memoryRateLimitStore } from './rate-limit/memory-store.ts';
import { redisRateLimitStore } from './rate-limit/redis-store.ts';
import type { RateLimitStore } from './rate-limit/store.ts';

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
}): JobHandler[] {
  const { db, mailer, publicUrl, now, paymentProvider } = input;
  return [
    ...cardJobHandlers({ db: db.kysely, mailer, publicUrl }),
    ...authJobHandlers({ db: db.kysely, mailer, publicUrl, now }),
    ...mediaJobHandlers(db.kysely, now),
    ...vendorJobHandlers({ db: db.kysely, mailer, publicUrl }),
    ...fulfilmentJobHandlers({ db: db.kysely, mailer, publicUrl, paymentProvider, now }),
    ...orderJobHandlers({ db: db.kysely, mailer, publicUrl, paymentProvider, now }),
    ...planJobHandlers({ db: db.kysely, mailer, publicUrl, paymentProvider, now }),
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
    }),
    log,
    ...config.worker,
  });
}
