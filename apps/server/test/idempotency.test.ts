import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAccount } from './support/accounts.ts';
import { cardPayload } from './support/cards.ts';
import { insertShop, type TestShop } from './support/catalogue.ts';
import { buyerWith, fillCart, giftOf, paystackApp, placeBody } from './support/order-flow.ts';
import { type PaystackStub, startPaystackStub } from './support/paystack-stub.ts';
import { TEST_DATABASES, type TestApp } from './support/test-app.ts';

/**
 * A client that retries a create after a lost answer (a 502 that came after the commit) sends
 * the same `Idempotency-Key`: it gets the first answer again, never a second card or order.
 */

let keys = 0;
const newKey = () => `key-${process.pid}-${Date.now()}-${++keys}`;

function post(app: FastifyInstance, url: string, token: string, payload: object, key?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

describe.each(TEST_DATABASES)('Idempotency-Key on creates, on %s', (kind) => {
  let stub: PaystackStub;
  let t: TestApp;
  let shop: TestShop;

  beforeAll(async () => {
    stub = await startPaystackStub();
    t = await paystackApp(kind, stub);
    shop = await insertShop(t.db.kysely, { name: 'Red Roses' });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  const cardsOf = async (userId: string) =>
    (await t.db.kysely.selectFrom('cards').select('id').where('user_id', '=', userId).execute())
      .length;
  const ordersOf = async (userId: string) =>
    (await t.db.kysely.selectFrom('orders').select('id').where('buyer_id', '=', userId).execute())
      .length;

  it('a card: the same key twice makes one card and answers the same twice', async () => {
    const sender = await signedInAccount(t.app);
    const key = newKey();
    const payload = cardPayload();
    const first = await post(t.app, '/api/cards', sender.token, payload, key);
    expect(first.statusCode, first.body).toBe(201);
    // The same request, its fields in another order.
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const second = await post(t.app, '/api/cards', sender.token, reordered, key);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await cardsOf(sender.user.id)).toBe(1);

    // Without a key, each request is its own card.
    expect((await post(t.app, '/api/cards', sender.token, cardPayload())).statusCode).toBe(201);
    expect(await cardsOf(sender.user.id)).toBe(2);
  });

  it('a card: the same key with another body is a 409 and makes nothing', async () => {
    const sender = await signedInAccount(t.app);
    const key = newKey();
    const payload = cardPayload();
    expect((await post(t.app, '/api/cards', sender.token, payload, key)).statusCode).toBe(201);
    const other = await post(
      t.app,
      '/api/cards',
      sender.token,
      { ...payload, recipientName: 'Someone Else' },
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ success: false, code: 'idempotency_key_reused' });
    expect(await cardsOf(sender.user.id)).toBe(1);
  });

  it('a card: two requests with one key at once make one card and answer alike', async () => {
    const sender = await signedInAccount(t.app);
    const key = newKey();
    const payload = cardPayload();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(t.app, '/api/cards', sender.token, payload, key)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await cardsOf(sender.user.id)).toBe(1);
  });

  it('a key past its 24 hours is free again: another card under it is made', async () => {
    const sender = await signedInAccount(t.app);
    const key = newKey();
    expect((await post(t.app, '/api/cards', sender.token, cardPayload(), key)).statusCode).toBe(
      201,
    );
    await t.db.kysely
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('account_id', '=', sender.user.id)
      .execute();
    const later = await post(t.app, '/api/cards', sender.token, cardPayload(), key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await cardsOf(sender.user.id)).toBe(2);
  });

  it("a key is the account's own: another account's same key makes its own card", async () => {
    const [one, two] = [await signedInAccount(t.app), await signedInAccount(t.app)];
    const key = newKey();
    const first = await post(t.app, '/api/cards', one.token, cardPayload(), key);
    const second = await post(t.app, '/api/cards', two.token, cardPayload(), key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().card.id).not.toBe(first.json().card.id);
  });

  it('refuses a malformed key with a field message', async () => {
    const sender = await signedInAccount(t.app);
    const answer = await post(t.app, '/api/cards', sender.token, cardPayload(), 'a'.repeat(256));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'validation_failed',
      issues: [{ path: 'Idempotency-Key' }],
    });
  });

  it('an order: the same key twice places one order and answers the same twice', async () => {
    const bouquet = await giftOf(t, shop, 'Twelve Roses', 10_000, 5);
    const buyer = await buyerWith(t, [[bouquet, 1]]);
    const key = newKey();
    const first = await post(t.app, '/api/orders', buyer.token, placeBody(), key);
    expect(first.statusCode, first.body).toBe(201);
    const second = await post(t.app, '/api/orders', buyer.token, placeBody(), key);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await ordersOf(buyer.user.id)).toBe(1);

    // A different body under that key: 409, even with the cart filled again.
    await fillCart(t, buyer.token, [[bouquet, 1]]);
    const other = await post(t.app, '/api/orders', buyer.token, placeBody({ giftBag: true }), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await ordersOf(buyer.user.id)).toBe(1);
  });

  it('an order: two requests with one key at once place one order and answer alike', async () => {
    const cake = await giftOf(t, shop, 'Chocolate Cake', 5_000, 5);
    const buyer = await buyerWith(t, [[cake, 2]]);
    const key = newKey();
    const answers = await Promise.all(
      [1, 2].map(() => post(t.app, '/api/orders', buyer.token, placeBody(), key)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(await ordersOf(buyer.user.id)).toBe(1);
  });
});
