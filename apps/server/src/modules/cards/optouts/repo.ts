import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { nowIso } from '../../../platform/lib/ids.ts';

/** The sender_id of a block that refuses every sender. */
export const ALL_SENDERS = '*';
const KEY_NAME = 'card-optout-v1';

// The key never changes once made; each process reads it once per database.
const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

async function loadOrCreateKey(db: Kysely<Database>): Promise<Buffer> {
  const read = () =>
    db.selectFrom('signing_keys').select('secret').where('name', '=', KEY_NAME).executeTakeFirst();
  let row = await read();
  if (!row) {
    // Two processes may race here: the first insert wins and both read the same row.
    await db
      .insertInto('signing_keys')
      .values({
        name: KEY_NAME,
        secret: randomBytes(32).toString('base64url'),
        created_at: nowIso(),
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('The opt-out signing key could not be created.');
  return Buffer.from(row.secret, 'base64url');
}

export function optOutsRepo(db: Kysely<Database>) {
  return {
    /** The key that signs opt-out links: random, made on first use, shared by every process. */
    signingKey(): Promise<Buffer> {
      let key = keys.get(db);
      if (!key) {
        key = loadOrCreateKey(db);
        keys.set(db, key);
        // A failed read (database briefly away) is not kept: the next call tries again.
        key.catch(() => keys.delete(db));
      }
      return key;
    },
    /** The card a link was made for: who sent it, and to which address. */
    findCard(cardId: string) {
      return db
        .selectFrom('cards')
        .select(['user_id', 'recipient_email'])
        .where('id', '=', cardId)
        .executeTakeFirst();
    },
    /** The senders (or ALL_SENDERS) each of these addresses refuses, in one read. */
    async blocksOf(emails: string[]): Promise<Map<string, Set<string>>> {
      const byEmail = new Map<string, Set<string>>();
      if (emails.length === 0) return byEmail;
      const rows = await db
        .selectFrom('card_optouts')
        .select(['recipient_email', 'sender_id'])
        .where('recipient_email', 'in', emails)
        .execute();
      for (const row of rows) {
        const senders = byEmail.get(row.recipient_email) ?? new Set<string>();
        senders.add(row.sender_id);
        byEmail.set(row.recipient_email, senders);
      }
      return byEmail;
    },
    /** Which of the blocks "this sender" and "every sender" hold for the address. */
    async blocksFor(email: string, senderId: string): Promise<{ sender: boolean; all: boolean }> {
      const rows = await db
        .selectFrom('card_optouts')
        .select('sender_id')
        .where('recipient_email', '=', email)
        .where('sender_id', 'in', [senderId, ALL_SENDERS])
        .execute();
      const ids = new Set(rows.map((row) => row.sender_id));
      return { sender: ids.has(senderId), all: ids.has(ALL_SENDERS) };
    },
    /** Adds a block; adding it again changes nothing. */
    async addBlock(email: string, senderId: string, now: Date): Promise<void> {
      await db
        .insertInto('card_optouts')
        .values({ recipient_email: email, sender_id: senderId, created_at: nowIso(now) })
        .onConflict((conflict) => conflict.columns(['recipient_email', 'sender_id']).doNothing())
        .execute();
    },
    async removeBlock(email: string, senderId: string): Promise<void> {
      await db
        .deleteFrom('card_optouts')
        .where('recipient_email', '=', email)
        .where('sender_id', '=', senderId)
        .execute();
    },
  };
}
export type OptOutsRepo = ReturnType<typeof optOutsRepo>;
