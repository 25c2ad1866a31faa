import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  naira,
  type OrderView,
  orderResponseSchema,
  placeOrderResponseSchema,
} from '@greetly/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { choosePaymentProvider } from '../../src/modules/billing/provider/choose-provider.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import { connectDatabase, type Db } from '../../src/platform/db/connect.ts';
import { migrateToLatest } from '../../src/platform/db/migrate.ts';
import { createJobWorker } from '../../src/platform/jobs/worker.ts';
import { createMailer } from '../../src/platform/mail/mailer.ts';
import { createServices, jobHandlers } from '../../src/services.ts';
import { bearer, signedInAccount } from './accounts.ts';
import { insertProduct, type TestProduct, type TestShop } from './catalogue.ts';
import type { PaystackStub } from './paystack-stub.ts';
import { createTestApp, type TestApp, type TestDatabaseKind } from './test-app.ts';

export const ADDRESS = {
  name: 'Chioma Obi',
  phone: '+2348012345678',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  country: 'Nigeria',
};

/** A valid order's choices: fast delivery, no bag, paid by card, to ADDRESS. */
export const placeBody = (overrides: Record<string, unknown> = {}) => ({
  deliveryOption: 'fast',
  giftBag: false,
  paymentMethod: 'card',
  address: ADDRESS,
  ...overrides,
});

/** The test app paying through the Paystack adapter against `stub`, listening for its webhooks. */
export async function paystackApp(kind: TestDatabaseKind, stub: PaystackStub): Promise<TestApp> {
  const t = await createTestApp(
    kind,
    { paystack: { secretKey: stub.secretKey, baseUrl: stub.baseUrl } },
    { jobs: 'none' },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

/** The address of a listening app's webhook route. */
export function webhookUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `http://127.0.0.1:${address.port}/api/payments/webhook`;
}

/** Paystack's `charge.success` for a transaction the stub holds, as the stub signs it. */
export function chargeSuccess(stub: PaystackStub, reference: string, overrides = {}) {
  const transaction = stub.transactions.get(reference);
  if (!transaction) throw new Error(`the stub has no transaction ${reference}`);
  return {
    event: 'charge.success',
    data: {
      id: transaction.id,
      status: 'success',
      reference,
      amount: transaction.amount,
      currency: transaction.currency,
      paid_at: new Date().toISOString(),
      channel: 'card',
      ...overrides,
    },
  };
}

/** Settles the payment as paid at the stub and delivers its webhook; resolves with the answer. */
export async function payByWebhook(t: TestApp, stub: PaystackStub, reference: string) {
  stub.settle(reference, { status: 'success' });
  return stub.sendWebhook(webhookUrl(t.app), chargeSuccess(stub, reference));
}

export const call = (
  t: Pick<TestApp, 'app'>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

export const giftOf = (
  t: Pick<TestApp, 'db'>,
  shop: TestShop,
  title: string,
  priceNaira: number,
  stock = 10,
  leadTimeDays = 1,
) => insertProduct(t.db.kysely, shop, { title, priceKobo: naira(priceNaira), stock, leadTimeDays });

/** Puts the gifts in an account's cart. */
export async function fillCart(
  t: Pick<TestApp, 'app'>,
  token: string,
  lines: [TestProduct, number][],
) {
  for (const [product, quantity] of lines) {
    const put = await call(t, 'PUT', `/api/cart/items/${product.ref}`, token, { quantity });
    expect(put.statusCode, put.body).toBe(200);
  }
}

/** A new buyer whose cart holds the given gifts. */
export async function buyerWith(t: Pick<TestApp, 'app'>, lines: [TestProduct, number][]) {
  const buyer = await signedInAccount(t.app);
  await fillCart(t, buyer.token, lines);
  return buyer;
}

/** Places an order; expects 201. */
export async function place(t: Pick<TestApp, 'app'>, token: string, body = placeBody()) {
  const response = await call(t, 'POST', '/api/orders', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderResponseSchema.parse(response.json());
}

export async function getOrder(t: Pick<TestApp, 'app'>, token: string, number: string) {
  const response = await call(t, 'GET', `/api/orders/${number}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return orderResponseSchema.parse(response.json()).order;
}

/** The reference of an order's latest payment. */
export async function latestReference(t: Pick<TestApp, 'db'>, order: Pick<OrderView, 'number'>) {
  const number = Number(order.number.replace(/\D/g, ''));
  const row = await t.db.kysely
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.target_id')
    .where('payments.purpose', '=', 'order')
    .select('payments.reference')
    .where('orders.number', '=', number)
    .orderBy('payments.created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.reference;
}

export async function stockOf(t: Pick<TestApp, 'db'>, product: TestProduct): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('products')
    .select('stock')
    .where('id', '=', product.id)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/**
 * A worker for every job type on the app's database, with mail to `smtpUrl` and a clock the test
 * moves ahead (`clock.aheadMs`, to run the release 30 minutes on); `drain` runs rounds until no
 * job is due.
 */
export function orderWorker(db: Db, config: Config, smtpUrl: string) {
  const clock = { aheadMs: 0 };
  const now = () => new Date(Date.now() + clock.aheadMs);
  const mailer = createMailer({
    smtpUrl,
    from: 'Greetly <hello@greetly.test>',
    outboxDir: '/nonexistent',
  });
  const worker = createJobWorker({
    db: db.kysely,
    handlers: jobHandlers({
      db,
      mailer,
      publicUrl: config.publicUrl,
      paymentProvider: choosePaymentProvider(config),
      now,
    }),
    log: { info: () => {}, warn: () => {}, error: () => {} },
    batchSize: 50,
    concurrency: 8,
    pollMs: 50,
    leaseMs: 60_000,
    now,
  });
  return {
    clock,
    async drain(): Promise<void> {
      while ((await worker.runOnce()) > 0) {
        // another round: a job may queue others (a payment applied by the release queues mails)
      }
    },
    close: () => mailer.close(),
  };
}

/** The app on an existing database and data folder, as a restarted server opens it. */
export async function openApp(config: Config) {
  const db = connectDatabase(config.database);
  await migrateToLatest(db.kysely);
  const services = createServices(config, db);
  const app = await buildApp({ config, db, ...services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      services.mailer.close();
      await services.rateLimits.close();
      await db.close();
    },
  };
}

/** A configuration like the test app's, on a given database, paying through `stub`. */
export function stubConfig(database: Config['database'], stub: PaystackStub) {
  const dataDir = mkdtempSync(join(tmpdir(), 'greetly-data-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://cards.test',
    }),
    database,
    passwordHashLogN: 12,
    paystack: { secretKey: stub.secretKey, baseUrl: stub.baseUrl },
  };
  return { config, removeDataDir: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A card of `userId` (scheduled unless told), for a gift to travel with. */
export async function insertCard(
  db: Db,
  userId: string,
  input: { scheduleDate: string | null; sendAt: string; status?: 'scheduled' | 'sent' },
): Promise<string> {
  const id = `card${Math.random().toString(36).slice(2, 14)}`;
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('cards')
    .values({
      id,
      user_id: userId,
      link_token_hash: id.padEnd(64, '0'),
      link_token: null,
      template_id: 3,
      recipient_name: 'Amara',
      recipient_email: 'amara@example.com',
      is_anonymous: 0,
      sender_name: 'Tunde',
      sender_email: 'tunde@example.com',
      font_family: null,
      font_size: null,
      text_color: '#f02c2c',
      effect: 'balloons',
      message: 'Happy birthday',
      music_url: '',
      quote: '',
      image_id: null,
      voice_note_id: null,
      timezone: input.scheduleDate ? 'Africa/Lagos' : null,
      schedule_date: input.scheduleDate,
      schedule_time: input.scheduleDate ? '09:00' : null,
      send_at: input.sendAt,
      status: input.status ?? 'scheduled',
      failure_reason: null,
      sent_at: null,
      opened_at: null,
      reply_text: null,
      replied_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
