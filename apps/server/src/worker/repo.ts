import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { CardRow, DeliveryRow } from '../features/cards/repo.ts';

/** A delivery whose message the relay accepted, with the Message-ID it got. */
export interface SentDelivery {
  delivery: DeliveryRow;
  messageId: string;
}

/** Rows per UPDATE when recording sends: 3 parameters each, far below both databases' limits. */
const MARK_CHUNK = 500;

export interface ClaimedDelivery {
  delivery: DeliveryRow;
  card: CardRow;
  senderAccountEmail: string;
  senderAccountName: string;
}

/** The worker's SQL: claiming due deliveries under a lease and recording what happened. */
export function workerRepo(db: Kysely<Database>) {
  const postgres = isPostgres(db);
  return {
    /**
     * Claims up to `limit` deliveries that are due, or whose lease ran out (a crashed worker's),
     * for `leaseMs`. On PostgreSQL, rows other workers hold are skipped (FOR UPDATE SKIP LOCKED);
     * SQLite has one writer at a time, so its single UPDATE is already exclusive.
     */
    async claimDue(input: {
      workerId: string;
      now: Date;
      leaseMs: number;
      limit: number;
    }): Promise<ClaimedDelivery[]> {
      const now = input.now.toISOString();
      const leaseUntil = new Date(input.now.getTime() + input.leaseMs).toISOString();
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('deliveries')
          .set((eb) => ({
            status: 'sending',
            attempts: eb('attempts', '+', 1),
            lease_until: leaseUntil,
            locked_by: input.workerId,
          }))
          .where('id', 'in', (eb) => {
            let due = eb
              .selectFrom('deliveries')
              .select('id')
              .where((w) =>
                w.or([
                  w.and([w('status', '=', 'pending'), w('due_at', '<=', now)]),
                  w.and([w('status', '=', 'sending'), w('lease_until', '<', now)]),
                ]),
              )
              .orderBy('due_at')
              .limit(input.limit);
            if (postgres) due = due.forUpdate().skipLocked();
            return due;
          })
          .returningAll()
          .execute();
        if (claimed.length === 0) return [];
        const cardIds = [...new Set(claimed.map((delivery) => delivery.card_id))];
        const cardDeliveries = claimed.filter((d) => d.kind === 'card').map((d) => d.card_id);
        if (cardDeliveries.length > 0) {
          await trx
            .updateTable('cards')
            .set({ status: 'sending', updated_at: now })
            .where('id', 'in', cardDeliveries)
            .where('status', '=', 'scheduled')
            .execute();
        }
        const cards = await trx
          .selectFrom('cards')
          .innerJoin('users', 'users.id', 'cards.user_id')
          .selectAll('cards')
          .select(['users.email as account_email', 'users.first_name as account_name'])
          .where('cards.id', 'in', cardIds)
          .execute();
        const byId = new Map(cards.map((row) => [row.id, row]));
        return claimed.flatMap((delivery) => {
          const row = byId.get(delivery.card_id);
          if (!row) return [];
          const { account_email, account_name, ...card } = row;
          return [
            { delivery, card, senderAccountEmail: account_email, senderAccountName: account_name },
          ];
        });
      });
    },

    /**
     * Records sent messages, many at once: two UPDATEs in one transaction for the whole group
     * instead of a transaction per message. Each card becomes 'sent' when it was its own delivery.
     */
    async markSent(sent: SentDelivery[], now: Date): Promise<void> {
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < sent.length; start += MARK_CHUNK) {
          const group = sent.slice(start, start + MARK_CHUNK);
          const messageIds = sql<string>`case id ${sql.join(
            group.map(({ delivery, messageId }) => sql`when ${delivery.id} then ${messageId}`),
            sql` `,
          )} end`;
          await trx
            .updateTable('deliveries')
            .set({
              status: 'sent',
              message_id: messageIds,
              sent_at: at,
              lease_until: null,
              last_error: null,
            })
            .where(
              'id',
              'in',
              group.map(({ delivery }) => delivery.id),
            )
            .execute();
          const cardIds = group
            .filter(({ delivery }) => delivery.kind === 'card')
            .map(({ delivery }) => delivery.card_id);
          if (cardIds.length === 0) continue;
          await trx
            .updateTable('cards')
            .set({ status: 'sent', sent_at: at, failure_reason: null, updated_at: at })
            .where('id', 'in', cardIds)
            .where('status', 'in', ['sending', 'scheduled'])
            .execute();
        }
      });
    },

    /** Puts a failed attempt back in the queue for later, keeping the reason. */
    async markRetry(delivery: DeliveryRow, reason: string, dueAt: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('deliveries')
          .set({
            status: 'pending',
            due_at: dueAt.toISOString(),
            last_error: reason,
            lease_until: null,
            locked_by: null,
          })
          .where('id', '=', delivery.id)
          .execute();
        if (delivery.kind === 'card') {
          await trx
            .updateTable('cards')
            .set({ failure_reason: `Retrying: ${reason}` })
            .where('id', '=', delivery.card_id)
            .where('status', '=', 'sending')
            .execute();
        }
      });
    },

    /** Gives up on a delivery after its last attempt; the card is marked failed with the reason. */
    async markFailed(delivery: DeliveryRow, reason: string, now: Date): Promise<void> {
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('deliveries')
          .set({ status: 'failed', last_error: reason, lease_until: null })
          .where('id', '=', delivery.id)
          .execute();
        if (delivery.kind === 'card') {
          await trx
            .updateTable('cards')
            .set({ status: 'failed', failure_reason: reason, updated_at: at })
            .where('id', '=', delivery.card_id)
            .where('status', '=', 'sending')
            .execute();
        }
      });
    },

    /** A delivery whose card was cancelled in the meantime is dropped, never sent. */
    async markCancelled(delivery: DeliveryRow): Promise<void> {
      await db
        .updateTable('deliveries')
        .set({ status: 'cancelled', lease_until: null })
        .where('id', '=', delivery.id)
        .execute();
    },
  };
}
export type WorkerRepo = ReturnType<typeof workerRepo>;
