import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { CardCreditReason, CardCreditTable, Database } from '../../platform/db/schema.ts';
import { lockAccount } from '../accounts/index.ts';

export interface CreditGrant {
  userId: string;
  /** Positive: credits given; the key makes a repeat of the same grant a no-op. */
  amount: number;
  reason: Exclude<CardCreditReason, 'card'>;
  key: string;
  cardId?: string;
  note?: string;
  now: Date;
}

export interface CreditSpend {
  userId: string;
  cardId: string;
  key: string;
  now: Date;
}

const newId = () => randomBytes(12).toString('base64url');

/**
 * The card-credit ledger. Write through it inside the caller's transaction (pass the
 * transaction's Kysely), so a credit moves together with what it pays for or rewards.
 */
export function creditRepo(db: Kysely<Database>) {
  return {
    /** The account's balance: the sum of its ledger rows (0 without any). */
    async balanceOf(userId: string): Promise<number> {
      const row = await db
        .selectFrom('card_credits')
        .select(sql<number>`coalesce(sum(delta), 0)`.as('balance'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.balance ?? 0);
    },

    /** Adds credits once per key; answers whether this call added them. */
    async grant(grant: CreditGrant): Promise<boolean> {
      if (!Number.isSafeInteger(grant.amount) || grant.amount <= 0) {
        throw new RangeError('A credit grant is a whole, positive number of credits.');
      }
      const inserted = await db
        .insertInto('card_credits')
        .values({
          id: newId(),
          user_id: grant.userId,
          delta: grant.amount,
          reason: grant.reason,
          key: grant.key,
          card_id: grant.cardId ?? null,
          note: grant.note ?? null,
          created_at: grant.now.toISOString(),
        })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /**
     * Takes one credit for a card when the balance allows it; answers whether it did. Must run in
     * a transaction: the account's row is locked first (PostgreSQL; SQLite has one writer), so two
     * cards sent at once cannot both spend the last credit.
     */
    async spendOne(spend: CreditSpend): Promise<boolean> {
      // A write that changes nothing locks the account's row until the transaction ends.
      await lockAccount(db, spend.userId);
      const balance = await this.balanceOf(spend.userId);
      if (balance < 1) return false;
      const inserted = await db
        .insertInto('card_credits')
        .values({
          id: newId(),
          user_id: spend.userId,
          delta: -1,
          reason: 'card',
          key: spend.key,
          card_id: spend.cardId,
          note: null,
          created_at: spend.now.toISOString(),
        })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** The account's ledger, newest first. */
    async historyOf(userId: string, limit = 100): Promise<CardCreditTable[]> {
      return db
        .selectFrom('card_credits')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
