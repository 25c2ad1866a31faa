import { type Kysely, sql } from 'kysely';

const time = 'varchar(32)';
const id = 'varchar(32)';
const kobo = (name: string) => sql`${sql.ref(name)} >= 0`;

/**
 * Orders (docs/decisions/0032-orders.md): an order is what a buyer pays once; each shop's part of
 * it is a shipment the shop fulfils on its own; each line keeps the title and price the buyer
 * paid. Payments are attempts at paying an order through a provider, each with a unique
 * reference; provider events are kept by a unique key so one event is applied once. Every status
 * change is a row in order_history. Addresses are the buyer's address book.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row: the last order number given. `update … returning` hands out the next one atomically
  // on both databases (SQLite has one writer; PostgreSQL locks the row until the order commits).
  await db.schema
    .createTable('order_counter')
    .addColumn('name', 'varchar(16)', (col) => col.primaryKey())
    .addColumn('value', 'integer', (col) => col.notNull())
    .execute();
  await db
    .insertInto('order_counter' as never)
    .values({ name: 'order', value: 0 } as never)
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', id, (col) => col.primaryKey())
    // The n of GR-00000n, unique: people read it out and type it into the tracking page.
    .addColumn('number', 'integer', (col) => col.notNull().unique())
    .addColumn('buyer_id', id, (col) => col.notNull().references('users.id').onDelete('restrict'))
    // The buyer's e-mail when the order was placed: tracking matches it, mails go to it.
    .addColumn('buyer_email', 'varchar(320)', (col) => col.notNull())
    .addColumn('status', 'varchar(24)', (col) => col.notNull())
    .addColumn('delivery_option', 'varchar(16)', (col) => col.notNull())
    .addColumn('gift_bag', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('payment_method', 'varchar(24)', (col) => col.notNull())
    .addColumn('coupon_id', id, (col) => col.references('coupons.id').onDelete('set null'))
    .addColumn('coupon_code', 'varchar(32)')
    // A gift that travels with a card: the card, and the day the gifts are delivered (its send day).
    .addColumn('card_id', id, (col) => col.references('cards.id').onDelete('set null'))
    .addColumn('deliver_on', 'varchar(10)')
    // The shipping address as given (a snapshot: editing the address book changes no order).
    .addColumn('ship_name', 'varchar(80)', (col) => col.notNull())
    .addColumn('ship_phone', 'varchar(40)', (col) => col.notNull())
    .addColumn('ship_street', 'varchar(200)', (col) => col.notNull())
    .addColumn('ship_city', 'varchar(80)', (col) => col.notNull())
    .addColumn('ship_state', 'varchar(80)', (col) => col.notNull())
    .addColumn('ship_country', 'varchar(80)', (col) => col.notNull())
    .addColumn('items_kobo', 'integer', (col) => col.notNull().check(kobo('items_kobo')))
    .addColumn('delivery_kobo', 'integer', (col) => col.notNull().check(kobo('delivery_kobo')))
    .addColumn('gift_bag_kobo', 'integer', (col) => col.notNull().check(kobo('gift_bag_kobo')))
    .addColumn('coupon_discount_kobo', 'integer', (col) =>
      col.notNull().defaultTo(0).check(kobo('coupon_discount_kobo')),
    )
    .addColumn('loyalty_discount_kobo', 'integer', (col) =>
      col.notNull().defaultTo(0).check(kobo('loyalty_discount_kobo')),
    )
    .addColumn('discount_kobo', 'integer', (col) => col.notNull().check(kobo('discount_kobo')))
    .addColumn('tax_kobo', 'integer', (col) => col.notNull().check(kobo('tax_kobo')))
    .addColumn('total_kobo', 'integer', (col) => col.notNull().check(kobo('total_kobo')))
    .addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('NGN'))
    // Stock is held until then; the release job cancels an order still unpaid at that time.
    .addColumn('reserved_until', time, (col) => col.notNull())
    .addColumn('paid_at', time)
    .addColumn('cancelled_at', time)
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('orders_buyer_created')
    .on('orders')
    .columns(['buyer_id', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_card').on('orders').column('card_id').execute();

  await db.schema
    .createTable('shipments')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('order_id', id, (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('shop_id', id, (col) =>
      col.notNull().references('vendor_profiles.id').onDelete('restrict'),
    )
    .addColumn('shop_name', 'varchar(200)', (col) => col.notNull())
    // Its place in the order (the cart's order of shops), for showing the parts as quoted.
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(24)', (col) => col.notNull())
    .addColumn('items_kobo', 'integer', (col) => col.notNull().check(kobo('items_kobo')))
    .addColumn('delivery_kobo', 'integer', (col) => col.notNull().check(kobo('delivery_kobo')))
    .addColumn('gift_bag_kobo', 'integer', (col) => col.notNull().check(kobo('gift_bag_kobo')))
    .addColumn('discount_kobo', 'integer', (col) => col.notNull().check(kobo('discount_kobo')))
    .addColumn('tax_kobo', 'integer', (col) => col.notNull().check(kobo('tax_kobo')))
    .addColumn('total_kobo', 'integer', (col) => col.notNull().check(kobo('total_kobo')))
    // The shop's words to the buyer when it dispatched (a note, a courier's tracking link).
    .addColumn('dispatch_note', 'varchar(500)')
    .addColumn('tracking_url', 'varchar(500)')
    .addColumn('cancel_reason', 'varchar(500)')
    // A shop's cancellation after payment refunds its part: null, 'pending' or 'processed'.
    .addColumn('refund_status', 'varchar(16)')
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('shipments_order').on('shipments').column('order_id').execute();
  await db.schema
    .createIndex('shipments_shop_created')
    .on('shipments')
    .columns(['shop_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('order_id', id, (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('shipment_id', id, (col) =>
      col.notNull().references('shipments.id').onDelete('cascade'),
    )
    .addColumn('product_id', id, (col) =>
      col.notNull().references('products.id').onDelete('restrict'),
    )
    .addColumn('product_ref', 'varchar(16)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('unit_price_kobo', 'integer', (col) => col.notNull().check(kobo('unit_price_kobo')))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('line_total_kobo', 'integer', (col) => col.notNull().check(kobo('line_total_kobo')))
    // Units of this line the loyalty card paid for (0 or 1).
    .addColumn('free_units', 'integer', (col) => col.notNull().defaultTo(0))
    // Its place in the order (the cart's order of lines).
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
  await db.schema
    .createIndex('order_lines_shipment')
    .on('order_lines')
    .column('shipment_id')
    .execute();
  await db.schema
    .createIndex('order_lines_product')
    .on('order_lines')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('order_id', id, (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(24)', (col) => col.notNull())
    .addColumn('reference', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('amount_kobo', 'integer', (col) => col.notNull().check(sql`amount_kobo > 0`))
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    // 'initialized', 'paid', 'failed', 'abandoned' (a newer attempt replaced it), 'refunded'.
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('redirect_url', 'varchar(1000)')
    .addColumn('paid_at', time)
    .addColumn('refunded_kobo', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();

  // A provider event applied: its key is unique, so a repeat changes nothing.
  await db.schema
    .createTable('payment_events')
    .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('reference', 'varchar(100)', (col) => col.notNull())
    .addColumn('event', 'varchar(64)', (col) => col.notNull())
    .addColumn('received_at', time, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('order_history')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('order_id', id, (col) => col.notNull().references('orders.id').onDelete('cascade'))
    // Null for a change of the whole order; a shop's part otherwise.
    .addColumn('shipment_id', id, (col) => col.references('shipments.id').onDelete('cascade'))
    .addColumn('from_status', 'varchar(24)')
    .addColumn('to_status', 'varchar(24)', (col) => col.notNull())
    // 'buyer', 'vendor', 'admin', 'system' (a job) or 'provider' (a payment event).
    .addColumn('actor', 'varchar(16)', (col) => col.notNull())
    .addColumn('actor_id', id)
    .addColumn('note', 'varchar(500)')
    .addColumn('at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_history_order')
    .on('order_history')
    .columns(['order_id', 'at'])
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(80)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)', (col) => col.notNull())
    .addColumn('street', 'varchar(200)', (col) => col.notNull())
    .addColumn('city', 'varchar(80)', (col) => col.notNull())
    .addColumn('state', 'varchar(80)', (col) => col.notNull())
    .addColumn('country', 'varchar(80)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('last_used_at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('addresses_user_used')
    .on('addresses')
    .columns(['user_id', 'last_used_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'addresses',
    'order_history',
    'payment_events',
    'payments',
    'order_lines',
    'shipments',
    'orders',
    'order_counter',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
