import type { Kysely } from 'kysely';

const time = 'varchar(32)';
const id = 'varchar(32)';

/**
 * The referral programme (docs/decisions/0036-referrals.md): each account's personal code, made
 * on its first ask, and who signed up through whose link. A referral is rewarded once: when the
 * invited account is verified and its first card is delivered, both sides get a card credit
 * (written to `card_credits` in the transaction that sets `rewarded_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referral_codes')
    .addColumn('user_id', id, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('created_at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('referrals')
    // One referrer per account, ever: the link it signed up through.
    .addColumn('referred_user_id', id, (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('referrer_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('rewarded_at', time)
    .execute();
  // The referrer's list, and its count of rewarded referrals (the cap).
  await db.schema
    .createIndex('referrals_referrer_created')
    .on('referrals')
    .columns(['referrer_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referrals').execute();
  await db.schema.dropTable('referral_codes').execute();
}
