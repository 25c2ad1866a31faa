import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PaymentStatus, PaymentTable } from '../../platform/db/schema.ts';

export type PaymentRow = Selectable<PaymentTable>;

/** The payments' and provider events' SQL; pass a transaction to make a call part of one. */
export function paymentsRepo(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<PaymentTable>): Promise<void> {
      await db.insertInto('payments').values(row).execute();
    },

    findByReference(reference: string): Promise<PaymentRow | undefined> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
    },

    findById(id: string): Promise<PaymentRow | undefined> {
      return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** An order's payments, newest first. */
    ofOrder(orderId: string): Promise<PaymentRow[]> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /**
     * Moves a payment to `to` only while it is in one of `from`: of several callers applying the
     * same charge, exactly one sees true.
     */
    async move(
      id: string,
      from: readonly PaymentStatus[],
      to: PaymentStatus,
      now: string,
      extra: Partial<Pick<PaymentRow, 'paid_at' | 'refunded_kobo'>> = {},
    ): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set({ status: to, updated_at: now, ...extra })
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Marks the order's started attempts abandoned when the buyer starts a new one. */
    async abandonStarted(orderId: string, now: string): Promise<void> {
      await db
        .updateTable('payments')
        .set({ status: 'abandoned', updated_at: now })
        .where('order_id', '=', orderId)
        .where('status', '=', 'initialized')
        .execute();
    },

    /**
     * Records a provider event by its key; false when it was recorded before (a repeat delivery),
     * which then changes nothing. Concurrent repeats wait on the key's unique index.
     */
    async recordEvent(
      key: string,
      reference: string,
      event: string,
      now: string,
    ): Promise<boolean> {
      const result = await db
        .insertInto('payment_events')
        .values({ key, reference, event, received_at: now })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
  };
}
export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
