import { slugify } from '@greetly/domain';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * A shop's `slug` and `submitted_at` were added to existing rows by migration 0011 (filled in
 * there, and written for every shop since) but left nullable. On PostgreSQL they now refuse null,
 * as `schema.ts` always said. A shop still without one gets it first, as 0011 gave them. SQLite
 * cannot change a column's nullability without rebuilding the table (which the catalogue's
 * triggers and the foreign keys make a risk for no gain), so there it stays as it was;
 * `test/schema-types.test.ts` holds the nullability against PostgreSQL's schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const missing = await sql<{ id: string; business_name: string; created_at: string }>`
    select id, business_name, created_at from vendor_profiles
    where slug is null or submitted_at is null`.execute(db);
  for (const shop of missing.rows) {
    const slug = `${slugify(shop.business_name).slice(0, 60)}-${shop.id.slice(-6).toLowerCase()}`;
    await sql`update vendor_profiles set slug = coalesce(slug, ${slug}),
      submitted_at = coalesce(submitted_at, ${shop.created_at}) where id = ${shop.id}`.execute(db);
  }
  await sql`alter table vendor_profiles alter column slug set not null,
    alter column submitted_at set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table vendor_profiles alter column slug drop not null,
    alter column submitted_at drop not null`.execute(db);
}
