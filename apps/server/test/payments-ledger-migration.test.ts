import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '../src/platform/db/connect.ts';
import { migrateTo, migrateToLatest } from '../src/platform/db/migrate.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-app.ts';

/** The last schema with two payment ledgers (orders' `payments`, cards' and packs' `card_payments`). */
const TWO_LEDGERS = '0021_shop_columns_not_null';
const at = (minute: number) => `2026-12-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
type Raw = Kysely<Record<string, Record<string, unknown>>>;

const ORDER_STATES = ['pending_payment', 'payment_failed', 'paid', 'cancelled'] as const;
const PAYMENT_STATES = ['initialized', 'failed', 'abandoned', 'paid', 'refunded'] as const;
const CARD_STATES = ['awaiting_payment', 'scheduled', 'sent', 'cancelled'] as const;

/** One old order payment per order state and payment state (20), as the old schema held them. */
function oldOrderPayments() {
  return ORDER_STATES.flatMap((orderStatus, o) =>
    PAYMENT_STATES.map((status, p) => ({
      id: `op-${o}-${p}`,
      order_id: `order-${o}`,
      provider: p % 2 ? 'paystack' : 'test',
      reference: `GR-00000${o + 1}-${p}`,
      amount_kobo: 1_000_000 + o * 100 + p,
      currency: 'NGN',
      status,
      redirect_url: status === 'initialized' ? `https://pay.example/${o}-${p}` : null,
      paid_at: status === 'paid' || status === 'refunded' ? at(o * 5 + p) : null,
      refunded_kobo: status === 'refunded' ? 1_000_000 + o * 100 + p : status === 'paid' ? 250 : 0,
      created_at: at(o * 5 + p),
      updated_at: at(o * 5 + p + 1),
      orderStatus,
    })),
  );
}

/** Old card payments per card state and payment state, one for a deleted card, and packs. */
function oldCardPayments() {
  const cards = CARD_STATES.flatMap((_cardStatus, c) =>
    PAYMENT_STATES.map((status, p) => ({
      id: `cp-${c}-${p}`,
      user_id: c % 2 ? 'u2' : 'u1',
      purpose: 'card',
      card_id: `card-${c}`,
      credits: null,
      provider: 'paystack',
      reference: `CP-${c}${p}abcdef`,
      amount_kobo: 80_000,
      currency: 'NGN',
      status,
      redirect_url: status === 'initialized' ? `https://pay.example/cp-${c}-${p}` : null,
      paid_at: status === 'paid' || status === 'refunded' ? at(30 + c * 5 + p) : null,
      refunded_kobo: status === 'refunded' ? 80_000 : 0,
      created_at: at(30 + c * 5 + p),
      updated_at: at(31 + c * 5 + p),
    })),
  );
  const orphan = {
    ...(cards[3] as (typeof cards)[number]),
    id: 'cp-gone',
    card_id: null,
    reference: 'CP-gone000001',
  };
  const packs = PAYMENT_STATES.map((status, p) => ({
    id: `pk-${p}`,
    user_id: 'u2',
    purpose: 'pack',
    card_id: null,
    credits: 5,
    provider: 'paystack',
    reference: `PK-${p}fedcba`,
    amount_kobo: 320_000,
    currency: 'NGN',
    status,
    redirect_url: null,
    paid_at: status === 'paid' || status === 'refunded' ? at(55 + p) : null,
    refunded_kobo: status === 'refunded' ? 320_000 : 0,
    created_at: at(50 + p),
    updated_at: at(51 + p),
  }));
  return [...cards, orphan, ...packs];
}

async function seedOldSchema(raw: Raw) {
  const user = (id: string) => ({
    id,
    email: `${id}@example.com`,
    first_name: 'Ada',
    last_name: 'Obi',
    phone: '+2348012345678',
    password_hash: 'x',
    email_verified_at: at(0),
    created_at: at(0),
    updated_at: at(0),
  });
  await raw
    .insertInto('users')
    .values([user('u1'), user('u2')])
    .execute();
  await raw
    .insertInto('orders')
    .values(
      ORDER_STATES.map((status, o) => ({
        id: `order-${o}`,
        number: o + 1,
        buyer_id: o % 2 ? 'u2' : 'u1',
        buyer_email: 'buyer@example.com',
        status,
        delivery_option: 'standard',
        gift_bag: 0,
        payment_method: 'paystack',
        ship_name: 'Ada',
        ship_phone: '+2348012345678',
        ship_street: '1 Marina',
        ship_city: 'Lagos',
        ship_state: 'Lagos',
        ship_country: 'Nigeria',
        items_kobo: 1_000_000,
        delivery_kobo: 0,
        gift_bag_kobo: 0,
        discount_kobo: 0,
        tax_kobo: 0,
        total_kobo: 1_000_000,
        reserved_until: at(59),
        paid_at: status === 'paid' ? at(10) : null,
        cancelled_at: status === 'cancelled' ? at(11) : null,
        created_at: at(1),
        updated_at: at(2),
      })),
    )
    .execute();
  await raw
    .insertInto('cards')
    .values(
      CARD_STATES.map((status, c) => ({
        id: `card-${c}`,
        user_id: c % 2 ? 'u2' : 'u1',
        link_token_hash: `hash-${c}`,
        template_id: 3,
        recipient_name: `Recipient ${c}`,
        recipient_email: `r${c}@example.com`,
        is_anonymous: 0,
        sender_name: 'Ada',
        sender_email: 'u1@example.com',
        text_color: '#000000',
        effect: 'confetti',
        message: 'hello',
        music_url: '',
        quote: '',
        send_at: at(40),
        status,
        price_kind: 'premium',
        price_kobo: 80_000,
        paid_with: 'payment',
        created_at: at(3),
        updated_at: at(4),
      })),
    )
    .execute();
  const orderRows = oldOrderPayments().map(({ orderStatus: _status, ...row }) => row);
  await raw.insertInto('payments').values(orderRows).execute();
  await raw.insertInto('card_payments').values(oldCardPayments()).execute();
  const job = (id: string, type: string, paymentId: string) => ({
    id,
    type,
    payload: JSON.stringify({ paymentId }),
    idempotency_key: `${type}:${paymentId}`,
    status: 'pending',
    due_at: at(59),
    attempts: 0,
    max_attempts: 8,
    created_at: at(59),
    updated_at: at(59),
  });
  await raw
    .insertInto('jobs')
    .values([
      job('j1', 'order.refund-payment', 'op-3-3'),
      job('j2', 'plans.refund-card-payment', 'cp-3-3'),
      job('j3', 'plans.receipt-mail', 'pk-3'),
    ])
    .execute();
}

const MONEY_COLUMNS = [
  'id',
  'provider',
  'reference',
  'amount_kobo',
  'currency',
  'status',
  'redirect_url',
  'paid_at',
  'refunded_kobo',
  'created_at',
  'updated_at',
] as const;
const pick = (row: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]]));

describe.each(TEST_DATABASES)('one payments ledger from two, on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let raw: Raw;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = connectDatabase(database.config);
    raw = db.kysely as unknown as Raw;
    await migrateTo(db.kysely, TWO_LEDGERS);
    await seedOldSchema(raw);
    await migrateToLatest(db.kysely);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  const ledger = () =>
    raw.selectFrom('payments').selectAll().orderBy('id').execute() as Promise<
      Record<string, unknown>[]
    >;

  it('keeps every order payment, with its order as target and its buyer as payer', async () => {
    const rows = new Map((await ledger()).map((row) => [row.id, row]));
    for (const old of oldOrderPayments()) {
      const row = rows.get(old.id);
      expect(row && pick(row, MONEY_COLUMNS)).toEqual(pick(old, MONEY_COLUMNS));
      const o = Number(old.order_id.slice(-1));
      expect(row).toMatchObject({
        purpose: 'order',
        target_id: old.order_id,
        payer_id: o % 2 ? 'u2' : 'u1',
        credits: null,
        refund_reason: null,
      });
    }
    const orders = await raw.selectFrom('orders').select(['id', 'status']).orderBy('id').execute();
    expect(orders.map((order) => order.status)).toEqual([...ORDER_STATES]);
  });

  it('keeps every card and pack payment, with its card (or none) and its payer', async () => {
    const rows = new Map((await ledger()).map((row) => [row.id, row]));
    for (const old of oldCardPayments()) {
      const row = rows.get(old.id);
      expect(row && pick(row, MONEY_COLUMNS)).toEqual(pick(old, MONEY_COLUMNS));
      expect(row).toMatchObject({
        purpose: old.purpose,
        target_id: old.card_id,
        payer_id: old.user_id,
        credits: old.credits,
      });
    }
    expect(rows.size).toBe(oldOrderPayments().length + oldCardPayments().length);
    const sums = await raw
      .selectFrom('payments')
      .select([
        'purpose',
        sql<number>`sum(amount_kobo)`.as('paid'),
        sql<number>`sum(refunded_kobo)`.as('refunded'),
      ])
      .groupBy('purpose')
      .orderBy('purpose')
      .execute();
    const total = (rows: { amount_kobo: number; refunded_kobo: number }[]) => ({
      paid: rows.reduce((sum, row) => sum + row.amount_kobo, 0),
      refunded: rows.reduce((sum, row) => sum + row.refunded_kobo, 0),
    });
    const cards = oldCardPayments();
    expect(
      sums.map((row) => ({ ...row, paid: Number(row.paid), refunded: Number(row.refunded) })),
    ).toEqual([
      { purpose: 'card', ...total(cards.filter((row) => row.purpose === 'card')) },
      { purpose: 'order', ...total(oldOrderPayments()) },
      { purpose: 'pack', ...total(cards.filter((row) => row.purpose === 'pack')) },
    ]);
  });

  it('hands both ledgers’ queued refunds to the one refund job, and leaves other jobs alone', async () => {
    const jobs = await raw
      .selectFrom('jobs')
      .select(['id', 'type', 'payload'])
      .orderBy('id')
      .execute();
    expect(jobs.map((job) => [job.id, job.type])).toEqual([
      ['j1', 'payment.refund'],
      ['j2', 'payment.refund'],
      ['j3', 'plans.receipt-mail'],
    ]);
  });

  it('has no card_payments table left, and refuses a second payment with a used reference', async () => {
    await expect(sql`select count(*) from card_payments`.execute(db.kysely)).rejects.toThrow();
    const [first] = await ledger();
    await expect(
      raw
        .insertInto('payments')
        .values({ ...first, id: 'dup' })
        .execute(),
    ).rejects.toThrow();
  });

  it('splits back into the two tables it came from, row for row', async () => {
    await migrateTo(db.kysely, TWO_LEDGERS);
    const orderRows = await raw.selectFrom('payments').selectAll().orderBy('id').execute();
    expect(orderRows).toEqual(
      oldOrderPayments()
        .map(({ orderStatus: _status, ...row }) => row)
        .sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
    const cardRows = await raw.selectFrom('card_payments').selectAll().orderBy('id').execute();
    expect(cardRows).toEqual(oldCardPayments().sort((a, b) => (a.id < b.id ? -1 : 1)));
    const jobs = await raw.selectFrom('jobs').select(['id', 'type']).orderBy('id').execute();
    expect(jobs.map((job) => job.type)).toEqual([
      'order.refund-payment',
      'plans.refund-card-payment',
      'plans.receipt-mail',
    ]);
    await migrateToLatest(db.kysely);
  });
});
