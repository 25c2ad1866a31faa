import type { Kysely } from 'kysely';

const time = 'varchar(32)';
const id = 'varchar(32)';

/**
 * Plans (docs/decisions/0034-plans-and-credits.md): every card keeps how it was priced
 * ('trial', 'weekly' or 'premium'; null for cards made before plans), its price and how it was
 * paid ('free', 'credit', 'payment'); and `card_payments` holds each attempt at paying a ₦800
 * card or a pack of credits through the provider, by a unique reference (`CP-…` for a card,
 * `PK-…` for a pack), moved `initialized → paid | failed | abandoned`, `paid → refunded`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cards').addColumn('price_kind', 'varchar(16)').execute();
  await db.schema
    .alterTable('cards')
    .addColumn('price_kobo', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('cards').addColumn('paid_with', 'varchar(16)').execute();
  await db.schema
    .createTable('card_payments')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    // 'card' (card_id set) or 'pack' (credits set).
    .addColumn('purpose', 'varchar(8)', (col) => col.notNull())
    .addColumn('card_id', id, (col) => col.references('cards.id').onDelete('set null'))
    .addColumn('credits', 'integer')
    .addColumn('provider', 'varchar(32)', (col) => col.notNull())
    .addColumn('reference', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('amount_kobo', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('redirect_url', 'varchar(1000)')
    .addColumn('paid_at', time)
    .addColumn('refunded_kobo', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('card_payments_user_created')
    .on('card_payments')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('card_payments_card').on('card_payments').column('card_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('card_payments').execute();
  await db.schema.alterTable('cards').dropColumn('paid_with').execute();
  await db.schema.alterTable('cards').dropColumn('price_kobo').execute();
  await db.schema.alterTable('cards').dropColumn('price_kind').execute();
}
