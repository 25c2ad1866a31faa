import type { Kysely } from 'kysely';

/**
 * A shop's row is called what the product calls it (issue 26): `vendor_profiles` becomes `shops`.
 * Its columns, indexes, foreign keys and the catalogue's triggers follow the table on both
 * databases (SQLite rewrites the references in other tables and in trigger bodies).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vendor_profiles').renameTo('shops').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shops').renameTo('vendor_profiles').execute();
}
