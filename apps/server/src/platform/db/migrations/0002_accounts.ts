import type { Kysely } from 'kysely';

const time = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('first_name', 'varchar(80)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(80)', (col) => col.notNull())
    .addColumn('phone', 'varchar(32)', (col) => col.notNull())
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('email_verified_at', time)
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(32)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('expires_at', time, (col) => col.notNull())
    .addColumn('revoked_at', time)
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(32)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('expires_at', time, (col) => col.notNull())
    .addColumn('used_at', time)
    .execute();
  await db.schema
    .createIndex('email_tokens_user_id')
    .on('email_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('vendor_profiles')
    .addColumn('user_id', 'varchar(32)', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('business_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('business_type', 'varchar(80)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('country_city', 'varchar(120)', (col) => col.notNull())
    .addColumn('delivery_country', 'varchar(80)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('expires_at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_expires_at')
    .on('rate_limits')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limits', 'vendor_profiles', 'email_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
