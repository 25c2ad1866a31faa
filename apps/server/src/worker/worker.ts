import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../lib/ids.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailFor } from './mails.ts';
import type { ClaimedDelivery, SentDelivery, WorkerRepo } from './repo.ts';

/** Waits after failed attempts 1–5: about 1 min, 5 min, 30 min, 2 h, 6 h; the 6th failure is final. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];

export interface WorkerOptions {
  repo: WorkerRepo;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  batchSize: number;
  concurrency: number;
  pollMs: number;
  leaseMs: number;
  now?: () => Date;
  workerId?: string;
}

export interface DeliveryWorker {
  /** Claims and sends one batch; resolves with how many deliveries it handled. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops claiming and waits for the sends in flight to finish. */
  stop(): Promise<void>;
}

function reasonOf(error: unknown): string {
  const e = error as { message?: string; responseCode?: number; code?: string };
  const detail = e.responseCode ? `SMTP ${e.responseCode}` : e.code;
  return [detail, e.message].filter(Boolean).join(': ').slice(0, 500) || 'Unknown error';
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function eachLimited<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/** How long a recorded send may wait for others to share its database write. */
const RECORD_LINGER_MS = 100;

type Waiter = { sent: SentDelivery; resolve: () => void; reject: (error: unknown) => void };

/**
 * Records sends in groups ("group commit"): a write starts once `groupSize` sends are waiting,
 * RECORD_LINGER_MS after the first one, or at once on flush() (the end of a round). One
 * transaction per group instead of one per message: a transaction per message (BEGIN, two
 * UPDATEs, COMMIT: four round trips and a commit) cost about as much CPU, in the worker and in
 * PostgreSQL, as nodemailer's own work (see bench/delivery). A crash can leave one group
 * unrecorded, about as many messages as are in flight anyway; they are sent again after their
 * lease, as those in flight are.
 */
function sentRecorder(repo: WorkerRepo, now: () => Date, groupSize: number) {
  let queue: Waiter[] = [];
  let writing = false;
  let urgent = false;
  let timer: NodeJS.Timeout | undefined;

  function write(): void {
    clearTimeout(timer);
    timer = undefined;
    if (writing || queue.length === 0) return;
    const group = queue;
    queue = [];
    writing = true;
    repo
      .markSent(
        group.map((entry) => entry.sent),
        now(),
      )
      .then(
        () => {
          for (const entry of group) entry.resolve();
        },
        (error: unknown) => {
          for (const entry of group) entry.reject(error);
        },
      )
      .finally(() => {
        writing = false;
        schedule();
      });
  }

  function schedule(): void {
    if (writing) return; // the write in flight schedules the next one when it ends
    if (queue.length === 0) {
      urgent = false;
      return;
    }
    if (urgent || queue.length >= groupSize) write();
    else timer ??= setTimeout(write, RECORD_LINGER_MS);
  }

  return {
    record(sent: SentDelivery): Promise<void> {
      return new Promise((resolve, reject) => {
        queue.push({ sent, resolve, reject });
        schedule();
      });
    },
    /** Writes everything waiting now, without waiting for a full group. */
    flush(): void {
      urgent = true;
      schedule();
    },
  };
}

/** The delivery worker: claims due deliveries under a lease, sends them, records the outcome. */
export function createDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const now = options.now ?? (() => new Date());
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${newId().slice(0, 6)}`;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const recorder = sentRecorder(options.repo, now, options.concurrency);

  /** Sends one claim; a success is handed to the recorder (added to `recorded`), not awaited. */
  async function deliver(claim: ClaimedDelivery, recorded: Promise<void>[]): Promise<void> {
    const { delivery, card } = claim;
    if (delivery.kind === 'card' && card.status === 'cancelled') {
      await options.repo.markCancelled(delivery);
      return;
    }
    let messageId: string;
    try {
      ({ messageId } = await options.mailer.send(mailFor(claim, options.publicUrl)));
    } catch (error) {
      const reason = reasonOf(error);
      const delay = RETRY_DELAYS_MS[delivery.attempts - 1];
      if (delay === undefined) {
        options.log.error({ deliveryId: delivery.id, reason }, 'delivery failed for good');
        await options.repo.markFailed(delivery, reason, now());
      } else {
        options.log.warn(
          { deliveryId: delivery.id, attempt: delivery.attempts, reason },
          'delivery will be retried',
        );
        await options.repo.markRetry(delivery, reason, new Date(now().getTime() + delay));
      }
      return;
    }
    // The lane goes on to its next message meanwhile. If recording fails, the row stays
    // 'sending' and is sent again when its lease runs out, as after a crash: never lost.
    const recording = recorder.record({ delivery, messageId });
    recording.catch(() => undefined); // awaited (and reported) at the end of the round
    recorded.push(recording);
  }

  async function runOnce(): Promise<number> {
    const claims = await options.repo.claimDue({
      workerId,
      now: now(),
      leaseMs: options.leaseMs,
      limit: options.batchSize,
    });
    const recorded: Promise<void>[] = [];
    await eachLimited(claims, options.concurrency, (claim) => deliver(claim, recorded));
    // A round ends when every send in it is recorded.
    recorder.flush();
    await Promise.all(recorded);
    return claims.length;
  }

  async function loop(): Promise<void> {
    if (!running) return;
    let handled = 0;
    try {
      current = runOnce();
      handled = (await current) as number;
    } catch (error) {
      options.log.error({ err: error }, 'delivery worker round failed');
    }
    // A full batch means more may be waiting: go again at once.
    if (running)
      timer = setTimeout(() => void loop(), handled >= options.batchSize ? 0 : options.pollMs);
  }

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      options.log.info({ workerId }, 'delivery worker started');
      void loop();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await current.catch(() => undefined);
    },
  };
}
