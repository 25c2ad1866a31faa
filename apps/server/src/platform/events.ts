import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from './db/schema.ts';
import { defineJob, handleJob, type JobDefinition, type JobHandler } from './jobs/definition.ts';
import { enqueue, enqueueWrite } from './jobs/queue.ts';
import type { RecordWrite } from './jobs/repo.ts';

/**
 * Events between modules (docs/decisions/0040-modules.md). A module says what happened
 * (`account.verified`, `card.delivered`, …) in the transaction of the change; the modules that
 * care subscribe from the composition root. A subscriber either runs inside that transaction
 * (`mode: 'transaction'`: for a rule that must hold atomically with the change) or as a job of
 * its own (`mode: 'job'`), written as a job row in the same transaction with an idempotency key,
 * so it runs once the change committed, whatever crashes in between. So the emitter knows
 * nothing of who reacts.
 */
export interface EventDefinition<P> {
  name: string;
  payload: z.ZodType<P>;
}

export function defineEvent<P>(name: string, payload: z.ZodType<P>): EventDefinition<P> {
  return { name, payload };
}

/**
 * What a subscriber gets: the database (the emitter's transaction, or the job's), the time, and
 * the bus, to say in turn what its reaction changed (`payment.succeeded` → `order.paid`).
 */
export interface EventContext {
  db: Kysely<Database>;
  now: Date;
  events: Events;
}

export interface Subscription<P> {
  event: EventDefinition<P>;
  /** Who reacts, as `module.reaction` (part of the job's type and key). */
  subscriber: string;
  mode: 'transaction' | 'job';
  handle: (context: EventContext, payload: P) => Promise<void>;
}

/** Declares a subscription with its payload type checked against the event's. */
export function subscribe<P>(subscription: Subscription<P>): Subscription<P> {
  return subscription;
}

/** One occurrence: `key` makes it unique (the job subscribers' idempotency keys come from it). */
export interface Emission<P> {
  event: EventDefinition<P>;
  payload: P;
  key: string;
}

/** What an emitting module is given: it says what happened, in its own transaction. */
export interface Events {
  emit<P>(db: Kysely<Database>, emission: Emission<P>, now: Date): Promise<void>;
  /**
   * The job rows of an emission's job subscribers as writes built but not run, for the job
   * worker's record statement (finishedWrites). Only for events without transaction subscribers.
   */
  emitWrites<P>(db: Kysely<Database>, emission: Emission<P>, now: Date): RecordWrite[];
}

// biome-ignore lint/suspicious/noExplicitAny: subscriptions of every payload type share one list.
type AnySubscription = Subscription<any>;

export interface EventBus extends Events {
  /** The job handlers of the job subscriptions: the worker runs them like any job. */
  jobHandlers(options: { db: Kysely<Database>; now?: () => Date }): JobHandler[];
}

function jobOf(subscription: AnySubscription): JobDefinition<unknown> {
  return defineJob(
    `${subscription.event.name}>${subscription.subscriber}`,
    subscription.event.payload,
  );
}

/** The bus of one process, from every module's subscriptions (the composition root lists them). */
export function createEventBus(subscriptions: AnySubscription[]): EventBus {
  const jobs = new Map(
    subscriptions.filter((each) => each.mode === 'job').map((each) => [each, jobOf(each)]),
  );
  const of = (event: EventDefinition<unknown>) =>
    subscriptions.filter((each) => each.event.name === event.name);
  const jobKey = (emission: Emission<unknown>, subscription: AnySubscription) =>
    `${emission.event.name}:${emission.key}>${subscription.subscriber}`;

  const bus: EventBus = {
    async emit(db, emission, now) {
      const payload = emission.event.payload.parse(emission.payload);
      for (const subscription of of(emission.event)) {
        if (subscription.mode === 'transaction') {
          await subscription.handle({ db, now, events: bus }, payload);
          continue;
        }
        const definition = jobs.get(subscription) as JobDefinition<unknown>;
        await enqueue(db, { definition, payload, key: jobKey(emission, subscription) }, now);
      }
    },
    emitWrites(db, emission, now) {
      const payload = emission.event.payload.parse(emission.payload);
      return of(emission.event).map((subscription) => {
        if (subscription.mode === 'transaction') {
          throw new Error(
            `${emission.event.name} has a transaction subscriber (${subscription.subscriber}): emit it in a transaction`,
          );
        }
        const definition = jobs.get(subscription) as JobDefinition<unknown>;
        return enqueueWrite(db, { definition, payload, key: jobKey(emission, subscription) }, now);
      });
    },
    jobHandlers({ db, now = () => new Date() }) {
      return [...jobs].map(([subscription, definition]) =>
        handleJob({
          definition,
          async run(job) {
            await subscription.handle({ db, now: now(), events: bus }, job.payload);
            return { status: 'done' };
          },
        }),
      ) as JobHandler[];
    },
  };
  return bus;
}
