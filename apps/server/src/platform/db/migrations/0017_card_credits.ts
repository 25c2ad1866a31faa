import { type Kysely, sql } from 'kysely';

const time = 'varchar(32)';
const id = 'varchar(32)';

/**
 * Card credits (docs/decisions/0034-plans-and-credits.md): a ledger, one row per change of an
 * account's balance: +n when credits are bought in a pack or earned (a referral, the loyalty
 * card, a refunded card), -1 when a credit pays for a card. The balance is the sum. Each row has a
 * unique key naming why it exists, so the same grant or spend can never be written twice (a
 * replayed payment event, a job run again after a crash).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('card_credits')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (col) => col.notNull().check(sql`delta <> 0`))
    // 'pack', 'referral', 'loyalty', 'card' (spent on one), 'card_refund' (given back).
    .addColumn('reason', 'varchar(16)', (col) => col.notNull())
    .addColumn('key', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('card_id', id)
    .addColumn('note', 'varchar(200)')
    .addColumn('created_at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('card_credits_user_created')
    .on('card_credits')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('card_credits').execute();
}
