import { type Kysely, sql } from 'kysely';

const time = 'varchar(32)';
const id = 'varchar(32)';

/** The job types of the two ledgers' whole refunds, and the one that replaces both. */
const OLD_REFUND_JOBS = ['order.refund-payment', 'plans.refund-card-payment'];
const REFUND_JOB = 'payment.refund';

async function createLedger(db: Kysely<unknown>, name: string): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('id', id, (col) => col.primaryKey())
    // What the money is for: 'order', 'card' or 'pack' (a group gift's share later).
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    // The order's or the card's id; null for a pack (and for a card since deleted).
    .addColumn('target_id', id)
    // Who pays; several payers may pay toward one target.
    .addColumn('payer_id', id, (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('credits', 'integer')
    .addColumn('provider', 'varchar(32)', (col) => col.notNull())
    .addColumn('reference', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('amount_kobo', 'integer', (col) => col.notNull().check(sql`amount_kobo > 0`))
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    // 'initialized', 'paid', 'failed', 'abandoned' (a newer attempt replaced it), 'refunded'.
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('redirect_url', 'varchar(1000)')
    .addColumn('paid_at', time)
    .addColumn('refunded_kobo', 'integer', (col) => col.notNull().defaultTo(0))
    // Why a whole refund was asked for (the target could not take the money), once asked.
    .addColumn('refund_reason', 'varchar(200)')
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();
}

/**
 * One payments ledger (docs/decisions/0041-one-payments-ledger.md): the orders' `payments` and
 * the cards' and packs' `card_payments` become one `payments` table keyed by purpose and target,
 * with its payer; every row keeps its id, reference, amounts, status and times. Queued whole
 * refunds of either ledger become the one refund job (same payload: the payment's id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createLedger(db, 'payments_ledger');
  await sql`insert into payments_ledger (id, purpose, target_id, payer_id, credits, provider,
      reference, amount_kobo, currency, status, redirect_url, paid_at, refunded_kobo, created_at,
      updated_at)
    select p.id, 'order', p.order_id, o.buyer_id, null, p.provider, p.reference, p.amount_kobo,
      p.currency, p.status, p.redirect_url, p.paid_at, p.refunded_kobo, p.created_at, p.updated_at
    from payments p join orders o on o.id = p.order_id`.execute(db);
  await sql`insert into payments_ledger (id, purpose, target_id, payer_id, credits, provider,
      reference, amount_kobo, currency, status, redirect_url, paid_at, refunded_kobo, created_at,
      updated_at)
    select id, purpose, card_id, user_id, credits, provider, reference, amount_kobo, currency,
      status, redirect_url, paid_at, refunded_kobo, created_at, updated_at
    from card_payments`.execute(db);
  await db.schema.dropTable('card_payments').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.alterTable('payments_ledger').renameTo('payments').execute();
  await db.schema
    .createIndex('payments_target')
    .on('payments')
    .columns(['purpose', 'target_id'])
    .execute();
  await db.schema
    .createIndex('payments_payer_created')
    .on('payments')
    .columns(['payer_id', 'created_at'])
    .execute();
  await sql`update jobs set type = ${REFUND_JOB}
    where type in (${sql.join(OLD_REFUND_JOBS)})`.execute(db);
}

/** Splits the ledger back into the two tables it came from (cards and packs: card_payments). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_payments')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('order_id', id, (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(24)', (col) => col.notNull())
    .addColumn('reference', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('amount_kobo', 'integer', (col) => col.notNull().check(sql`amount_kobo > 0`))
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('redirect_url', 'varchar(1000)')
    .addColumn('paid_at', time)
    .addColumn('refunded_kobo', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('card_payments')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(8)', (col) => col.notNull())
    .addColumn('card_id', id, (col) => col.references('cards.id').onDelete('set null'))
    .addColumn('credits', 'integer')
    .addColumn('provider', 'varchar(32)', (col) => col.notNull())
    .addColumn('reference', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('amount_kobo', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('redirect_url', 'varchar(1000)')
    .addColumn('paid_at', time)
    .addColumn('refunded_kobo', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute();
  await sql`insert into order_payments (id, order_id, provider, reference, amount_kobo, currency,
      status, redirect_url, paid_at, refunded_kobo, created_at, updated_at)
    select id, target_id, provider, reference, amount_kobo, currency, status, redirect_url,
      paid_at, refunded_kobo, created_at, updated_at
    from payments where purpose = 'order'`.execute(db);
  await sql`insert into card_payments (id, user_id, purpose, card_id, credits, provider, reference,
      amount_kobo, currency, status, redirect_url, paid_at, refunded_kobo, created_at, updated_at)
    select id, payer_id, purpose, target_id, credits, provider, reference, amount_kobo, currency,
      status, redirect_url, paid_at, refunded_kobo, created_at, updated_at
    from payments where purpose in ('card', 'pack')`.execute(db);
  await db.schema.dropTable('payments').execute();
  await db.schema.alterTable('order_payments').renameTo('payments').execute();
  await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();
  await db.schema
    .createIndex('card_payments_user_created')
    .on('card_payments')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('card_payments_card').on('card_payments').column('card_id').execute();
  const queued = await sql<{ id: string; payload: string }>`
    select id, payload from jobs where type = ${REFUND_JOB}`.execute(db);
  const cardPayments = await sql<{ id: string }>`select id from card_payments`.execute(db);
  const ofCards = new Set(cardPayments.rows.map((row) => row.id));
  for (const job of queued.rows) {
    const { paymentId } = JSON.parse(job.payload) as { paymentId: string };
    const type = ofCards.has(paymentId) ? OLD_REFUND_JOBS[1] : OLD_REFUND_JOBS[0];
    await sql`update jobs set type = ${type} where id = ${job.id}`.execute(db);
  }
}
