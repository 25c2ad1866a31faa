import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/**
 * A product's stock, written by this module only: an order takes it while being placed, and
 * gives it back when the order is cancelled or a shop cancels its part. Both run in the caller's
 * transaction.
 */

/**
 * Takes `quantity` of a product if that many are left, atomically (the row's own check, so two
 * buyers can never both take the last one); false when there are not enough.
 */
export async function reserveStock(
  db: Kysely<Database>,
  productId: string,
  quantity: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity), updated_at: now }))
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Puts the quantities back on their products. */
export async function restoreStock(
  db: Kysely<Database>,
  lines: readonly { productId: string; quantity: number }[],
  now: string,
): Promise<void> {
  for (const line of lines) {
    await db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', line.quantity), updated_at: now }))
      .where('id', '=', line.productId)
      .execute();
  }
}
