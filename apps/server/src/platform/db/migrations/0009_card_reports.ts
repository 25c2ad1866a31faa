import type { Kysely } from 'kysely';

const time = 'varchar(32)';

/** Recipients' reports of cards, for admins to review. No foreign key: a report outlives its card. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('card_reports')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('card_id', 'varchar(32)', (col) => col.notNull())
    .addColumn('reason', 'varchar(32)', (col) => col.notNull())
    .addColumn('details', 'varchar(500)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('card_reports_created_at')
    .on('card_reports')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('card_reports').execute();
}
