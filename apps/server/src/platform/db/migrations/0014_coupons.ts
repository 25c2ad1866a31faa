import { type Kysely, sql } from 'kysely';

const time = 'varchar(32)';
const id = 'varchar(32)';

/**
 * Coupons an admin creates (a percentage or a fixed amount off the items, decision 0030), and
 * their redemptions: one row per order placed with a code, which the checkout counts against the
 * code's limits (in total and per buyer). The order is filled in by the order feature.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', id, (col) => col.primaryKey())
    // Normalised: trimmed and upper-case (normalizeCouponCode), so one code is one row.
    .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('percent', 'integer')
    .addColumn('amount_kobo', 'integer')
    .addColumn('min_order_kobo', 'integer', (col) =>
      col.notNull().defaultTo(0).check(sql`min_order_kobo >= 0`),
    )
    .addColumn('starts_at', time, (col) => col.notNull())
    .addColumn('ends_at', time)
    .addColumn('max_uses_total', 'integer', (col) =>
      col.check(sql`max_uses_total is null or max_uses_total >= 1`),
    )
    .addColumn('max_uses_per_user', 'integer', (col) =>
      col.notNull().check(sql`max_uses_per_user >= 1`),
    )
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_by', id, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .addCheckConstraint(
      'coupons_kind_amount',
      sql`(kind = 'percent' and percent between 1 and 100 and amount_kobo is null)
        or (kind = 'fixed' and amount_kobo >= 1 and percent is null)`,
    )
    .execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('coupon_id', id, (col) => col.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The order that used the code (the order feature adds orders); null until it is recorded.
    .addColumn('order_id', id)
    .addColumn('redeemed_at', time, (col) => col.notNull())
    .execute();
  // A quote counts a code's uses in total and by one buyer: both start with the coupon.
  await db.schema
    .createIndex('coupon_redemptions_coupon_user')
    .on('coupon_redemptions')
    .columns(['coupon_id', 'user_id'])
    .execute();
  // A user's deletion cascades here; without an index each one would scan every redemption.
  await db.schema
    .createIndex('coupon_redemptions_user')
    .on('coupon_redemptions')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coupon_redemptions').execute();
  await db.schema.dropTable('coupons').execute();
}
