import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/** What the marketplace shows comes from these tables; any write to them is a new version. */
const CATALOGUE_TABLES = [
  'products',
  'product_photos',
  'product_delivery_areas',
  'vendor_profiles',
] as const;
const OPERATIONS = ['insert', 'update', 'delete'] as const;

/**
 * The catalogue's version: one number the database raises in the transaction of every write to
 * a table the marketplace reads (docs/decisions/0028-catalogue-search.md). A server keeps search
 * answers only while the version it reads is the one they were made at, so a kept answer is
 * never older than the last committed write, in any process.
 *
 * On PostgreSQL the version row is raised by a deferred trigger, once per transaction, at its
 * commit: the row is locked from then to the end of the commit only, and as the last lock a
 * transaction takes it cannot close a deadlock with the rows the transaction already holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 0)`.execute(db);

  if (isPostgres(db)) {
    await sql`create function catalogue_changed() returns trigger language plpgsql as $$
      begin
        if current_setting('greetly.catalogue_changed', true) = 'yes' then
          return null;
        end if;
        perform set_config('greetly.catalogue_changed', 'yes', true);
        update catalogue_version set version = version + 1 where id = 1;
        return null;
      end
      $$`.execute(db);
    for (const table of CATALOGUE_TABLES) {
      await sql`create constraint trigger ${sql.id(`${table}_catalogue_changed`)}
        after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function catalogue_changed()`.execute(db);
    }
    return;
  }
  // SQLite has one writer at a time, so the row is simply raised with each changed row.
  for (const table of CATALOGUE_TABLES) {
    for (const operation of OPERATIONS) {
      await sql`create trigger ${sql.id(`${table}_catalogue_${operation}`)}
        after ${sql.raw(operation)} on ${sql.table(table)} begin
          update catalogue_version set version = version + 1 where id = 1;
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of CATALOGUE_TABLES) {
      await sql`drop trigger ${sql.id(`${table}_catalogue_changed`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`drop function catalogue_changed()`.execute(db);
  } else {
    for (const table of CATALOGUE_TABLES) {
      for (const operation of OPERATIONS) {
        await sql`drop trigger ${sql.id(`${table}_catalogue_${operation}`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('catalogue_version').execute();
}
