import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CouponTable, Database } from '../../../platform/db/schema.ts';

export type CouponRow = Selectable<CouponTable>;
/** A coupon with how many times it has been redeemed by anyone. */
export type CouponWithUsesRow = CouponRow & { uses_total: number };

export function couponRepo(db: Kysely<Database>) {
  const withUses = () =>
    db
      .selectFrom('coupons')
      .selectAll('coupons')
      .select((eb) =>
        eb
          .selectFrom('coupon_redemptions')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('coupon_redemptions.coupon_id', '=', 'coupons.id')
          .as('uses_total'),
      );

  // PostgreSQL counts as bigint, which the driver reads as a string.
  const counted = (row: CouponRow & { uses_total: number | string | null }): CouponWithUsesRow => ({
    ...row,
    uses_total: Number(row.uses_total ?? 0),
  });

  return {
    /** Every coupon, newest first, with its uses. */
    async list(): Promise<CouponWithUsesRow[]> {
      const rows = await withUses().orderBy('created_at', 'desc').orderBy('code').execute();
      return rows.map(counted);
    },

    async findById(id: string): Promise<CouponWithUsesRow | undefined> {
      const row = await withUses().where('id', '=', id).executeTakeFirst();
      return row && counted(row);
    },

    /** A coupon by its normalised code (active or not). */
    findByCode(code: string): Promise<CouponRow | undefined> {
      return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /** Throws a unique violation when the code is taken. */
    async insert(row: Insertable<CouponTable>): Promise<void> {
      await db.insertInto('coupons').values(row).execute();
    },

    async deactivate(id: string, now: string): Promise<void> {
      await db
        .updateTable('coupons')
        .set({ active: 0, updated_at: now })
        .where('id', '=', id)
        .where('active', '=', 1)
        .execute();
    },

    /** How many times a coupon was used by anyone, and by one buyer. */
    async usesOf(couponId: string, userId: string): Promise<{ total: number; byUser: number }> {
      const row = await db
        .selectFrom('coupon_redemptions')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn
            .sum<number | string | null>(
              eb.case().when('user_id', '=', userId).then(1).else(0).end(),
            )
            .as('by_user'),
        ])
        .where('coupon_id', '=', couponId)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), byUser: Number(row.by_user ?? 0) };
    },
  };
}
export type CouponRepo = ReturnType<typeof couponRepo>;
