import type { Kysely } from 'kysely';

/** One row that health checks overwrite: only a committed write proves the database can take one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_checks')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('checked_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('health_checks').execute();
}
