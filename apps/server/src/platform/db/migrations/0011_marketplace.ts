import { slugify } from '@greetly/domain';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

const time = 'varchar(32)';
const id = 'varchar(32)';

/**
 * The marketplace (docs/decisions/0027-shops-and-products.md): a business profile becomes a shop
 * an admin reviews, and shops list products with photos, delivery areas and a full-text index
 * (SQLite FTS5, or a PostgreSQL tsvector; docs/decisions/0028-catalogue-search.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);

  // Shops: the business profiles, with an address of their own and an admin's review.
  await db.schema
    .alterTable('vendor_profiles')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .execute();
  await db.schema.alterTable('vendor_profiles').addColumn('slug', 'varchar(80)').execute();
  await db.schema.alterTable('vendor_profiles').addColumn('review_reason', 'text').execute();
  await db.schema.alterTable('vendor_profiles').addColumn('reviewed_by', id).execute();
  await db.schema.alterTable('vendor_profiles').addColumn('reviewed_at', time).execute();
  await db.schema.alterTable('vendor_profiles').addColumn('submitted_at', time).execute();
  await db.schema
    .alterTable('vendor_profiles')
    .addColumn('is_demo', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  const shops = await sql<{
    id: string;
    business_name: string;
    created_at: string;
  }>`select id, business_name, created_at from vendor_profiles`.execute(db);
  for (const shop of shops.rows) {
    const slug = `${slugify(shop.business_name).slice(0, 60)}-${shop.id.slice(-6).toLowerCase()}`;
    await sql`update vendor_profiles set slug = ${slug}, submitted_at = ${shop.created_at}
      where id = ${shop.id}`.execute(db);
  }
  await db.schema
    .createIndex('vendor_profiles_slug')
    .on('vendor_profiles')
    .column('slug')
    .unique()
    .execute();
  await db.schema
    .createIndex('vendor_profiles_status_submitted')
    .on('vendor_profiles')
    .columns(['status', 'submitted_at'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('ref', 'varchar(10)', (col) => col.notNull().unique())
    .addColumn('shop_id', id, (col) =>
      col.notNull().references('vendor_profiles.id').onDelete('cascade'),
    )
    // A copy of the shop's name, so search covers it without a join (kept by the shops repo).
    .addColumn('shop_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('category', 'varchar(32)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price_kobo', 'integer', (col) =>
      col.notNull().check(sql`price_kobo > 0 and price_kobo <= 1000000000`),
    )
    .addColumn('stock', 'integer', (col) => col.notNull().check(sql`stock >= 0`))
    .addColumn('lead_time_days', 'integer', (col) => col.notNull().check(sql`lead_time_days >= 0`))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    // 1 while the product is published and its shop approved: what the marketplace shows.
    .addColumn('listed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_demo', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', time)
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('products_shop_created')
    .on('products')
    .columns(['shop_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('products_listed_created')
    .on('products')
    .columns(['listed', 'created_at'])
    .execute();
  await db.schema
    .createIndex('products_listed_category_created')
    .on('products')
    .columns(['listed', 'category', 'created_at'])
    .execute();
  await db.schema
    .createIndex('products_listed_price')
    .on('products')
    .columns(['listed', 'price_kobo'])
    .execute();

  await db.schema
    .createTable('product_photos')
    .addColumn('product_id', id, (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('media_id', id, (col) => col.notNull().references('media.id'))
    .addPrimaryKeyConstraint('product_photos_pk', ['product_id', 'position'])
    .execute();
  await db.schema
    .createIndex('product_photos_media')
    .on('product_photos')
    .column('media_id')
    .execute();

  await db.schema
    .createTable('product_delivery_areas')
    .addColumn('product_id', id, (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('country', 'varchar(80)', (col) => col.notNull())
    .addColumn('city', 'varchar(80)', (col) => col.notNull())
    // The city trimmed and lower-cased ('' for the whole country): what the city filter compares.
    .addColumn('city_key', 'varchar(80)', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_delivery_areas_pk', ['product_id', 'position'])
    .execute();
  await db.schema
    .createIndex('product_delivery_areas_city')
    .on('product_delivery_areas')
    .columns(['city_key', 'product_id'])
    .execute();

  if (postgres) {
    // Title weighs most, then the shop's name, then the description; 'simple' keeps every word
    // as typed (no stemming), and searches match word prefixes ('cake' finds 'cakes').
    await sql`alter table products add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce(shop_name, '')), 'B') ||
        setweight(to_tsvector('simple', coalesce(description, '')), 'C')
      ) stored`.execute(db);
    await sql`create index products_search on products using gin (search_vector)`.execute(db);
  } else {
    // FTS5 keeps its own copy of the three texts (10,000 products are a few MB), in step with
    // products through triggers; `remove_diacritics 2` lets 'creme' find 'crème'.
    await sql`create virtual table product_search using fts5(
        product_id unindexed, title, shop_name, description,
        tokenize = 'unicode61 remove_diacritics 2'
      )`.execute(db);
    await sql`create trigger products_search_insert after insert on products begin
        insert into product_search (product_id, title, shop_name, description)
        values (new.id, new.title, new.shop_name, new.description);
      end`.execute(db);
    await sql`create trigger products_search_update after update of title, shop_name, description
        on products begin
        update product_search set title = new.title, shop_name = new.shop_name,
          description = new.description where product_id = old.id;
      end`.execute(db);
    await sql`create trigger products_search_delete after delete on products begin
        delete from product_search where product_id = old.id;
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    await sql`drop trigger products_search_delete`.execute(db);
    await sql`drop trigger products_search_update`.execute(db);
    await sql`drop trigger products_search_insert`.execute(db);
    await sql`drop table product_search`.execute(db);
  }
  await db.schema.dropTable('product_delivery_areas').execute();
  await db.schema.dropTable('product_photos').execute();
  await db.schema.dropTable('products').execute();
  await db.schema.dropIndex('vendor_profiles_status_submitted').execute();
  await db.schema.dropIndex('vendor_profiles_slug').execute();
  for (const column of [
    'is_demo',
    'submitted_at',
    'reviewed_at',
    'reviewed_by',
    'review_reason',
    'slug',
    'status',
  ]) {
    await db.schema.alterTable('vendor_profiles').dropColumn(column).execute();
  }
}
