import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from './errors.ts';

/**
 * `Idempotency-Key` on requests that create something (a card, an order): a client that retries
 * after a lost answer (a 502 from a proxy after the commit, a phone losing its signal) gets the
 * first answer again instead of a second card or order. The key's row is written in the same
 * transaction as what the request created, so it exists exactly when that committed; the answer
 * is stored beside it once sent and replayed for 24 hours to the same account and key. The same
 * key with another request is a 409. Decision 0039.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key's answer is replayed; the daily sweep deletes older rows. */
export const IDEMPOTENCY_KEEP_MS = 24 * 3_600_000;
/** How long a retry waits for the first request (committed, still answering) before a 409. */
const WAIT_FOR_FIRST_MS = 10_000;

/** What a request claims inside its service's transaction (see `recordIdempotencyKey`). */
export interface IdempotencyClaim {
  accountId: string;
  key: string;
  endpoint: string;
  requestHash: string;
  now: Date;
}

/** Writes the key's row in the caller's transaction, beside what the request created. */
export async function recordIdempotencyKey(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  resourceId: string,
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      account_id: claim.accountId,
      key: claim.key,
      endpoint: claim.endpoint,
      request_hash: claim.requestHash,
      resource_id: resourceId,
      status_code: null,
      response: null,
      created_at: claim.now.toISOString(),
    })
    .execute();
}

/** JSON with every object's keys in order: the same request hashes the same however it was typed. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonical(each)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_FORMAT.test(value)) {
    const message = 'Idempotency-Key must be 1 to 255 visible ASCII characters.';
    throw new AppError('validation_failed', message, [{ path: 'Idempotency-Key', message }]);
  }
  return value;
}

type KeyRow = {
  created_at: string;
  endpoint: string;
  request_hash: string;
  status_code: number | null;
  response: string | null;
};

function keyRepo(db: Kysely<Database>) {
  return {
    find(accountId: string, key: string): Promise<KeyRow | undefined> {
      return db
        .selectFrom('idempotency_keys')
        .select(['created_at', 'endpoint', 'request_hash', 'status_code', 'response'])
        .where('account_id', '=', accountId)
        .where('key', '=', key)
        .executeTakeFirst();
    },
    /** Deletes a key's row past its 24 hours (before the daily sweep got to it). */
    async deleteExpired(accountId: string, key: string, before: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('account_id', '=', accountId)
        .where('key', '=', key)
        .where('created_at', '<', before)
        .execute();
    },
    async saveAnswer(accountId: string, key: string, statusCode: number, body: unknown) {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: statusCode, response: JSON.stringify(body) })
        .where('account_id', '=', accountId)
        .where('key', '=', key)
        .execute();
    },
  };
}

/** The answer a route sends: its status and body. */
export interface Answer<T> {
  statusCode: number;
  body: T;
}

/**
 * Runs a create request once per key: without the header it just runs; with one it replays the
 * first answer, refuses another request with the same key (409), or runs `create` with the claim
 * that its transaction records. Two requests with one key at once: the second's transaction
 * fails on the key's row, and it answers what the first answered.
 */
export async function idempotently<T>(
  options: {
    db: Kysely<Database>;
    request: FastifyRequest;
    reply: FastifyReply;
    accountId: string;
    now: Date;
  },
  create: (claim: IdempotencyClaim | undefined) => Promise<Answer<T>>,
): Promise<FastifyReply> {
  const { request, reply, accountId, now } = options;
  const key = keyOf(request);
  if (key === undefined) {
    const answer = await create(undefined);
    return reply.status(answer.statusCode).send(answer.body);
  }
  const repo = keyRepo(options.db);
  const endpoint = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = createHash('sha256')
    .update(`${endpoint}\n${canonical(request.body)}`)
    .digest('hex');
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEEP_MS).toISOString();

  const replay = async (): Promise<FastifyReply | undefined> => {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const row = await repo.find(accountId, key);
      if (!row) return undefined;
      // A key past its 24 hours is free again: only then is anything deleted here.
      if (row.created_at < expiredBefore) {
        await repo.deleteExpired(accountId, key, expiredBefore);
        return undefined;
      }
      if (row.endpoint !== endpoint || row.request_hash !== requestHash) {
        throw new AppError(
          'idempotency_key_reused',
          'This Idempotency-Key was already used with a different request.',
        );
      }
      if (row.status_code !== null && row.response !== null) {
        return reply
          .status(row.status_code)
          .header('idempotent-replayed', 'true')
          .send(JSON.parse(row.response));
      }
      if (Date.now() > deadline) {
        throw new AppError(
          'idempotency_in_progress',
          'A request with this Idempotency-Key is still being processed. Please try again shortly.',
          undefined,
          { 'retry-after': '2' },
        );
      }
      await sleep(100);
    }
  };

  const replayed = await replay();
  if (replayed) return replayed;
  let answer: Answer<T>;
  try {
    answer = await create({ accountId, key, endpoint, requestHash, now });
  } catch (error) {
    // Another request with this key committed first (this one's insert of the key failed): its
    // answer, or the 409 that the key was used with another request.
    const first = await replay();
    if (first) return first;
    throw error;
  }
  await repo.saveAnswer(accountId, key, answer.statusCode, answer.body).catch((error: unknown) => {
    // The card or order is there; a retry waits for this answer, then hears 409 in progress.
    request.log.warn({ err: error }, 'could not keep the answer of an idempotent request');
  });
  return reply.status(answer.statusCode).send(answer.body);
}
