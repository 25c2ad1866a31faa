import type { Kysely } from 'kysely';

const time = 'varchar(32)';
const id = 'varchar(32)';

/**
 * Idempotency keys of requests that create something (a card, an order): the row is written in
 * the same transaction as what the request created, so it exists exactly when that committed, and
 * the answer is kept beside it once sent, to be replayed to a retry for 24 hours
 * (docs/decisions/0039-outages-and-retries.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('account_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(255)', (col) => col.notNull())
    .addColumn('endpoint', 'varchar(64)', (col) => col.notNull())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('resource_id', id, (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'text')
    .addColumn('created_at', time, (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['account_id', 'key'])
    .execute();
  // The daily sweep deletes by age.
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
