import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

const time = 'varchar(32)';
const id = 'varchar(32)';

/**
 * The status history of cards, products and shops (issue 26, decision 0040 "State machines"), as
 * order_history is the orders' and shipments': a row for every move of a status, written by the
 * aggregate's `transition` in the move's statement or transaction. Two tables, not one, because
 * each table has one writing module: `card_history` is the cards module's, `shop_history` the
 * shops module's (a shop's own moves with product_id null, its products' with it set).
 *
 * The id is a number the database gives (insertion order, which also orders moves made at the
 * same instant): the delivery worker records the moves of a whole group of cards with one
 * INSERT … SELECT, which has no way to take an id per row from the application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('card_history')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey(),
    )
    .addColumn('card_id', id, (col) => col.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('from_status', 'varchar(24)', (col) => col.notNull())
    .addColumn('to_status', 'varchar(24)', (col) => col.notNull())
    // 'sender', 'recipient', 'system' (the delivery worker, a confirmed address) or 'provider'.
    .addColumn('actor', 'varchar(16)', (col) => col.notNull())
    .addColumn('actor_id', id)
    // A failed attempt's reason, as the provider of the mail gave it: any length.
    .addColumn('note', 'text')
    .addColumn('at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('card_history_card')
    .on('card_history')
    .columns(['card_id', 'at'])
    .execute();

  await db.schema
    .createTable('shop_history')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey(),
    )
    .addColumn('shop_id', id, (col) =>
      col.notNull().references('vendor_profiles.id').onDelete('cascade'),
    )
    // Null for a move of the shop itself; one of its products otherwise.
    .addColumn('product_id', id, (col) => col.references('products.id').onDelete('cascade'))
    .addColumn('from_status', 'varchar(24)', (col) => col.notNull())
    .addColumn('to_status', 'varchar(24)', (col) => col.notNull())
    // 'vendor' or 'admin'.
    .addColumn('actor', 'varchar(16)', (col) => col.notNull())
    .addColumn('actor_id', id)
    // A rejection's reason.
    .addColumn('note', 'text')
    .addColumn('at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shop_history_shop')
    .on('shop_history')
    .columns(['shop_id', 'at'])
    .execute();
  // A product's own history, and the delete of a never-published draft finds its rows by it.
  await db.schema
    .createIndex('shop_history_product')
    .on('shop_history')
    .columns(['product_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_history').execute();
  await db.schema.dropTable('card_history').execute();
}
