import { cardJobHandlers } from '../../src/modules/cards/jobs.ts';
import type { Db } from '../../src/platform/db/connect.ts';
import { createJobWorker, type JobWorkerOptions } from '../../src/platform/jobs/worker.ts';
import { createMailer } from '../../src/platform/mail/mailer.ts';
import { events } from '../../src/services.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A clock that is simply the real one, for workers whose leases must run out in real time. */
export const realClock = {
  get now() {
    return new Date();
  },
};

/**
 * An in-process worker for the card jobs only, on the test database, sending to `smtpUrl`, with
 * a clock the test controls. (The test app's own worker then runs the account mails.)
 */
export function testWorker(
  db: Db,
  smtpUrl: string,
  clock: { now: Date },
  options: {
    leaseMs?: number;
    concurrency?: number;
    batchSize?: number;
    workerId?: string;
    log?: JobWorkerOptions['log'];
  } = {},
) {
  const mailer = createMailer({
    smtpUrl,
    from: 'Greetly <hello@greetly.test>',
    outboxDir: '/nonexistent',
  });
  const worker = createJobWorker({
    db: db.kysely,
    handlers: cardJobHandlers({ db: db.kysely, mailer, publicUrl: 'http://cards.test', events }),
    log: options.log ?? silent,
    batchSize: options.batchSize ?? 50,
    concurrency: options.concurrency ?? 8,
    pollMs: 50,
    leaseMs: options.leaseMs ?? 60_000,
    now: () => clock.now,
    ...(options.workerId ? { workerId: options.workerId } : {}),
  });
  return { worker, close: () => mailer.close() };
}
