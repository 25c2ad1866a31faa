import type { Db } from '../../src/db/connect.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import { workerRepo } from '../../src/worker/repo.ts';
import { createDeliveryWorker } from '../../src/worker/worker.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** An in-process worker on the test database sending to `smtpUrl`, with a clock the test controls. */
export function testWorker(db: Db, smtpUrl: string, clock: { now: Date }) {
  const mailer = createMailer({
    smtpUrl,
    from: 'Greetly <hello@greetly.test>',
    outboxDir: '/nonexistent',
  });
  const worker = createDeliveryWorker({
    repo: workerRepo(db.kysely),
    mailer,
    publicUrl: 'http://cards.test',
    log: silent,
    batchSize: 50,
    concurrency: 8,
    pollMs: 50,
    leaseMs: 60_000,
    now: () => clock.now,
  });
  return { worker, close: () => mailer.close() };
}
