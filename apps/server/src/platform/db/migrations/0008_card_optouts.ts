import type { Kysely } from 'kysely';

const time = 'varchar(32)';

/**
 * Recipients' refusals of cards, and the key that signs their opt-out links. A block names the
 * recipient's address (lower-case) and either one sending account or '*' for every sender; it
 * has no foreign key, so it outlives the sender's account, as the recipient asked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('card_optouts')
    .addColumn('recipient_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('sender_id', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .addPrimaryKeyConstraint('card_optouts_pk', ['recipient_email', 'sender_id'])
    .execute();
  // Keys the server signs links with; a row is created, at random, the first time one is needed.
  await db.schema
    .createTable('signing_keys')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('secret', 'varchar(128)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signing_keys').execute();
  await db.schema.dropTable('card_optouts').execute();
}
