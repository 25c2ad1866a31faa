import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

const time = 'varchar(32)';

/**
 * Accounts grow up: a set of roles per user (gifter, vendor, admin) instead of one `role` column,
 * sign-in identities (provider, subject) beside an optional password, and business profiles with
 * their own id and an owner, so one person may later run several shops.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'varchar(32)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('granted_at', time, (col) => col.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();
  await sql`insert into user_roles (user_id, role, granted_at)
    select id, role, created_at from users`.execute(db);
  await db.schema.alterTable('users').dropColumn('role').execute();

  await db.schema
    .createTable('identities')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(32)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('provider', 'varchar(32)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', time, (col) => col.notNull())
    .addUniqueConstraint('identities_provider_subject', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('identities_user_id').on('identities').column('user_id').execute();

  // A password becomes optional (an account may only ever sign in through a provider).
  if (isPostgres(db)) {
    await sql`alter table users alter column password_hash drop not null`.execute(db);
  } else {
    // SQLite cannot relax NOT NULL in place; a new column takes the values over.
    await db.schema.alterTable('users').addColumn('password_hash_new', 'varchar(255)').execute();
    await sql`update users set password_hash_new = password_hash`.execute(db);
    await db.schema.alterTable('users').dropColumn('password_hash').execute();
    await db.schema
      .alterTable('users')
      .renameColumn('password_hash_new', 'password_hash')
      .execute();
  }

  await db.schema
    .createTable('vendor_shops')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('owner_id', 'varchar(32)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('business_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('business_type', 'varchar(80)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('country_city', 'varchar(120)', (col) => col.notNull())
    .addColumn('delivery_country', 'varchar(80)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();
  // The profile's id is new; the old key (the owner's id) is unique and not guessable either.
  await sql`insert into vendor_shops (id, owner_id, business_name, business_type, description,
      country_city, delivery_country, created_at, updated_at)
    select user_id, user_id, business_name, business_type, description, country_city,
      delivery_country, created_at, updated_at from vendor_profiles`.execute(db);
  await db.schema.dropTable('vendor_profiles').execute();
  await db.schema.alterTable('vendor_shops').renameTo('vendor_profiles').execute();
  await db.schema
    .createIndex('vendor_profiles_owner_id')
    .on('vendor_profiles')
    .column('owner_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('vendor_profiles_owner_id').execute();
  await db.schema.alterTable('vendor_profiles').renameTo('vendor_shops').execute();
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
  // One profile per owner fits the old shape: the first one each owner made.
  await sql`insert into vendor_profiles (user_id, business_name, business_type, description,
      country_city, delivery_country, created_at, updated_at)
    select owner_id, business_name, business_type, description, country_city, delivery_country,
      created_at, updated_at from vendor_shops s
    where s.id = (select s2.id from vendor_shops s2 where s2.owner_id = s.owner_id
      order by s2.created_at, s2.id limit 1)`.execute(db);
  await db.schema.dropTable('vendor_shops').execute();

  // Accounts without a password get one nobody can match (scrypt hashes never look like this).
  await sql`update users set password_hash = '!' where password_hash is null`.execute(db);
  if (isPostgres(db)) {
    await sql`alter table users alter column password_hash set not null`.execute(db);
  }
  await db.schema.dropTable('identities').execute();

  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(16)', (col) => col.notNull().defaultTo('gifter'))
    .execute();
  await sql`update users set role = 'vendor'
    where id in (select user_id from user_roles where role = 'vendor')`.execute(db);
  await db.schema.dropTable('user_roles').execute();
}
