import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  Database,
  PaymentPurpose,
  PaymentStatus,
  PaymentTable,
} from '../../../platform/db/schema.ts';

export type PaymentRow = Selectable<PaymentTable>;

/** A payment in its payer's list, with the card's recipient when it paid for a card. */
export type PaymentListRow = PaymentRow & { recipient_name: string | null };

/**
 * The one payments ledger's SQL (decision 0041) and the provider events already applied; pass a
 * transaction to make a call part of one. Only billing writes these tables.
 */
export function ledgerRepo(db: Kysely<Database>) {
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

    /** A target's payments, newest first. */
    ofTarget(purpose: PaymentPurpose, targetId: string): Promise<PaymentRow[]> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('target_id', '=', targetId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** A target's paid payments (not refunded), first paid first. */
    paidOf(purpose: PaymentPurpose, targetId: string): Promise<PaymentRow[]> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('target_id', '=', targetId)
        .where('status', '=', 'paid')
        .orderBy('paid_at')
        .orderBy('id')
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
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Marks started attempts toward a target abandoned: one payer's (a new attempt of theirs), or
     * everyone's (the target cancelled). Other payers' attempts toward it go on.
     */
    async abandonStarted(
      purpose: PaymentPurpose,
      targetId: string,
      now: string,
      payerId?: string,
    ): Promise<void> {
      let query = db
        .updateTable('payments')
        .set({ status: 'abandoned', updated_at: now })
        .where('purpose', '=', purpose)
        .where('target_id', '=', targetId)
        .where('status', '=', 'initialized');
      if (payerId) query = query.where('payer_id', '=', payerId);
      await query.execute();
    },

    /** Notes why a whole refund was asked for; false when one was asked for already. */
    async markRefundAsked(id: string, reason: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set({ refund_reason: reason.slice(0, 200), updated_at: now })
        .where('id', '=', id)
        .where('refund_reason', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Adds a part refunded (a shop's cancelled part) to the payment's refunded amount. */
    async addRefunded(id: string, amountKobo: number, now: string): Promise<void> {
      await db
        .updateTable('payments')
        .set((eb) => ({ refunded_kobo: eb('refunded_kobo', '+', amountKobo), updated_at: now }))
        .where('id', '=', id)
        .execute();
    },

    /** A payer's payments of some purposes, newest first, with a paid card's recipient. */
    ofPayer(
      payerId: string,
      purposes: readonly PaymentPurpose[],
      limit = 100,
    ): Promise<PaymentListRow[]> {
      return db
        .selectFrom('payments')
        .leftJoin('cards', (join) =>
          join.onRef('cards.id', '=', 'payments.target_id').on('payments.purpose', '=', 'card'),
        )
        .selectAll('payments')
        .select('cards.recipient_name')
        .where('payments.payer_id', '=', payerId)
        .where('payments.purpose', 'in', [...purposes])
        .orderBy('payments.created_at', 'desc')
        .orderBy('payments.id', 'desc')
        .limit(limit)
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
