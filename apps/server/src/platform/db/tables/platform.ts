import type { IsoTime } from './time.ts';

// The tables of the platform and the newsletter (jobs, rate limits, health, idempotency keys), as migrated (test/schema-types.test.ts holds them to it).

export interface NewsletterSubscriptionTable {
  id: string;
  email: string;
  created_at: IsoTime;
}

export interface RateLimitTable {
  key: string;
  count: number;
  expires_at: IsoTime;
}

export type JobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

/**
 * One piece of background work (a card to deliver, an account mail, a sweep), durably: workers
 * claim due rows under a lease, run the handler registered for the type, and record the outcome.
 */
export interface JobTable {
  id: string;
  type: string;
  /** JSON, checked against the type's zod schema when enqueued and when run. */
  payload: string;
  status: JobStatus;
  due_at: IsoTime;
  attempts: number;
  max_attempts: number;
  lease_until: IsoTime | null;
  /** The claim holding the job: worker id and claim round, so a late update of a lost claim changes nothing. */
  locked_by: string | null;
  last_error: string | null;
  /** Enqueueing the same key twice adds one job (long keys are hashed to fit). */
  idempotency_key: string | null;
  /** What the handler reported, e.g. the Message-ID the relay gave a mail. */
  result: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  finished_at: IsoTime | null;
}

/** The one row that health checks overwrite (migration 0004): a committed write proves the database takes one. */
export interface HealthCheckTable {
  id: number;
  checked_at: IsoTime;
}

/**
 * One row whose version moves with every change to the listed catalogue (migration 0012, kept by
 * triggers): the marketplace's answer cache is good while it stays the same.
 */
export interface CatalogueVersionTable {
  id: number;
  version: string | number;
}

/** A create request's idempotency key and, once sent, its answer (migration 0020). */
export interface IdempotencyKeyTable {
  account_id: string;
  key: string;
  endpoint: string;
  request_hash: string;
  resource_id: string;
  status_code: number | null;
  response: string | null;
  created_at: IsoTime;
}
