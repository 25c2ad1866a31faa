import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { databaseRateLimitStore } from './rate-limit/db-store.ts';
import { redisRateLimitStore } from './rate-limit/redis-store.ts';
import type { RateLimitStore } from './rate-limit/store.ts';
import { workerRepo } from './worker/repo.ts';
import { createDeliveryWorker, type DeliveryWorker } from './worker/worker.ts';

/** The outside services a process needs, chosen by the configuration. */
export function createServices(
  config: Config,
  db: Db,
): { mailer: Mailer; rateLimits: RateLimitStore } {
  return {
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
    }),
    rateLimits: config.redisUrl
      ? redisRateLimitStore(config.redisUrl)
      : databaseRateLimitStore(db.kysely),
  };
}

/** The delivery worker for this process, configured from the environment. */
export function createWorker(
  config: Config,
  db: Db,
  mailer: Mailer,
  log: Parameters<typeof createDeliveryWorker>[0]['log'],
): DeliveryWorker {
  return createDeliveryWorker({
    repo: workerRepo(db.kysely),
    mailer,
    publicUrl: config.publicUrl,
    log,
    ...config.worker,
  });
}
