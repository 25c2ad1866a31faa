import { type AddressInfo, createServer, type Socket } from 'node:net';
import type { Insertable, Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { hashToken } from '../../src/modules/accounts/secrets.ts';
import { cardJobKey, deliverCardJob } from '../../src/modules/cards/job-types.ts';
import type { CardTable, Database, JobTable } from '../../src/platform/db/schema.ts';
import { newId } from '../../src/platform/lib/ids.ts';
import { MESSAGE } from './cards.ts';

/**
 * Test and benchmark helpers that skip the HTTP API: a verified sender written straight into the
 * database (no scrypt), many due cards inserted in a few multi-row statements, and an SMTP sink
 * that only counts what it receives.
 */

/** A verified account inserted directly; it cannot sign in (it has no password). */
export async function seedSender(db: Kysely<Database>): Promise<{ id: string; email: string }> {
  const now = new Date().toISOString();
  const id = newId();
  const email = `sender.${id.slice(0, 10).toLowerCase()}@example.com`;
  await db
    .insertInto('users')
    .values({
      id,
      email,
      first_name: 'Tunde',
      last_name: 'Bakare',
      phone: '+2348012345678',
      password_hash: null,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('user_roles')
    .values({ user_id: id, role: 'gifter', granted_at: now })
    .execute();
  return { id, email };
}

export interface SeedCardsInput {
  userId: string;
  count: number;
  /** When the cards are due; `now` or earlier makes them due at once. */
  dueAt: Date;
  /** Each card's own recipient, so a sink can count deliveries per card. */
  recipient: (index: number) => string;
}

/** Rows per INSERT: 31 card columns × 500 stays under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

/**
 * Inserts `count` cards with their pending delivery job, all due at `dueAt`, as the cards API
 * would (same columns, statuses and job keys), in one transaction. Returns the card ids in
 * insertion order.
 */
export async function seedDueCards(db: Kysely<Database>, input: SeedCardsInput): Promise<string[]> {
  const now = new Date().toISOString();
  const dueAt = input.dueAt.toISOString();
  const ids: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < input.count; start += CHUNK) {
      const cards: Insertable<CardTable>[] = [];
      const jobs: Insertable<JobTable>[] = [];
      for (let i = start; i < Math.min(start + CHUNK, input.count); i++) {
        const id = newId();
        ids.push(id);
        const linkToken = `${newId()}${newId()}`.slice(0, 43);
        cards.push({
          id,
          user_id: input.userId,
          link_token_hash: hashToken(linkToken),
          link_token: linkToken,
          template_id: 3,
          recipient_name: 'Amara',
          recipient_email: input.recipient(i),
          is_anonymous: 0,
          sender_name: 'Tunde',
          sender_email: 'tunde@example.com',
          font_family: 'Pacifico',
          font_size: '18px',
          text_color: '#f02c2c',
          effect: 'balloons',
          message: MESSAGE,
          music_url: 'https://open.spotify.com/track/4cOdK2wGLETKBW3PvgPWqT',
          quote: 'Sunshine',
          image_id: null,
          voice_note_id: null,
          timezone: null,
          schedule_date: null,
          schedule_time: null,
          send_at: dueAt,
          status: 'scheduled',
          failure_reason: null,
          sent_at: null,
          opened_at: null,
          reply_text: null,
          replied_at: null,
          created_at: now,
          updated_at: now,
        });
        jobs.push({
          id: newId(),
          type: deliverCardJob.type,
          payload: JSON.stringify({ cardId: id }),
          status: 'pending',
          due_at: dueAt,
          attempts: 0,
          max_attempts: deliverCardJob.retryDelaysMs.length + 1,
          lease_until: null,
          locked_by: null,
          last_error: null,
          idempotency_key: cardJobKey(id, 'deliver'),
          result: null,
          created_at: now,
          updated_at: now,
          finished_at: null,
        });
      }
      await trx.insertInto('cards').values(cards).execute();
      await trx.insertInto('jobs').values(jobs).execute();
    }
  });
  return ids;
}

export interface CountingSink {
  port: number;
  url: string;
  /** Messages received per recipient address (lower case). */
  counts: Map<string, number>;
  /** When the first message to each recipient arrived (ms since the epoch). */
  firstReceivedAt: Map<string, number>;
  /** The Message-ID header of each message per recipient, when `captureMessageIds` is set. */
  messageIds: Map<string, string[]>;
  total(): number;
  /** SMTP connections opened so far. */
  connections(): number;
  countTo(to: string): number;
  /** Resolves once `predicate` holds after a message arrives (or at once); rejects after `timeoutMs`. */
  waitUntil(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server that keeps no message, only counts (per recipient) and timestamps them.
 * `port` lets a test bring a relay "back up" on the address a worker already uses; `delayMs`
 * holds each message before accepting it, like a slow relay.
 */
export async function startCountingSink(
  options: { port?: number; delayMs?: number; captureMessageIds?: boolean } = {},
): Promise<CountingSink> {
  const counts = new Map<string, number>();
  const firstReceivedAt = new Map<string, number>();
  const messageIds = new Map<string, string[]>();
  let total = 0;
  let connections = 0;
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The defaults (128 clients) are far below what two busy worker pools open at once.
    maxClients: 1000,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (options.captureMessageIds && head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1];
        const accept = () => {
          const at = Date.now();
          for (const rcpt of session.envelope.rcptTo) {
            const to = rcpt.address.toLowerCase();
            counts.set(to, (counts.get(to) ?? 0) + 1);
            if (!firstReceivedAt.has(to)) firstReceivedAt.set(to, at);
            if (messageId) messageIds.set(to, [...(messageIds.get(to) ?? []), messageId]);
          }
          total += 1;
          callback();
          for (const wake of waiters) wake();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  // Sockets left open by a killed worker must not keep close() waiting.
  const sockets = new Set<Socket>();
  server.server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // A client that dies mid-conversation (a killed worker) resets its socket: expected, not a failure.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    counts,
    firstReceivedAt,
    messageIds,
    total: () => total,
    connections: () => connections,
    countTo: (to) => counts.get(to.toLowerCase()) ?? 0,
    waitUntil(predicate, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate()) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`sink condition not reached within ${timeoutMs} ms (${total} received)`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening on it (a relay that is down). */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `check` until it passes (it throws until then); fails with its last error after `timeoutMs`. */
export async function eventually(check: () => Promise<void>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
