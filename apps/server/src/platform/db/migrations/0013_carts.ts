import { type Kysely, sql } from 'kysely';

const time = 'varchar(32)';
const id = 'varchar(32)';

/**
 * Carts of signed-in accounts (a guest's cart stays in the browser until it is merged in at
 * sign-in): one row per account and product. The price the buyer saw when they last chose the
 * quantity is kept so the cart can say when the product's price has changed since; totals always
 * use the product's current price.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart_items')
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', id, (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (col) =>
      col.notNull().check(sql`quantity >= 1 and quantity <= 100000`),
    )
    .addColumn('price_when_added_kobo', 'integer', (col) =>
      col.notNull().check(sql`price_when_added_kobo >= 0`),
    )
    .addColumn('added_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'product_id'])
    .execute();
  // A product's deletion cascades here; without an index each one would scan every cart.
  await db.schema.createIndex('cart_items_product').on('cart_items').column('product_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_items').execute();
}
